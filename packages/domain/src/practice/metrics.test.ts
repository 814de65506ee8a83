import { describe, expect, it } from 'vitest';
import { auc, expectedCalibrationError } from './metrics.ts';

const P = (p: number, correct: boolean) => ({ p, correct });

describe('auc', () => {
  it('is 1 when every right answer was predicted above every wrong one, 0 the other way, ½ for a constant', () => {
    expect(auc([P(0.9, true), P(0.8, true), P(0.2, false), P(0.1, false)])).toBe(1);
    expect(auc([P(0.1, true), P(0.9, false)])).toBe(0);
    expect(auc([P(0.5, true), P(0.5, false), P(0.5, true)])).toBe(0.5);
  });
  it('counts pairs: 3 of 4 right–wrong pairs ordered, one tie half', () => {
    // Rights 0.8, 0.4; wrongs 0.6, 0.4 → pairs (0.8>0.6) (0.8>0.4) (0.4<0.6) (0.4=0.4 → ½): 2.5 / 4.
    expect(auc([P(0.8, true), P(0.4, true), P(0.6, false), P(0.4, false)])).toBeCloseTo(0.625, 10);
  });
  it('is NaN without both outcomes', () => {
    expect(auc([P(0.3, true)])).toBeNaN();
  });
});

describe('expectedCalibrationError', () => {
  it('is 0 when each bin’s mean prediction equals its share right', () => {
    expect(expectedCalibrationError([P(0.25, true), P(0.25, false), P(0.25, false), P(0.25, false)])).toBeCloseTo(0, 10);
  });
  it('weighs each bin’s gap by its share of predictions', () => {
    // Bin 9: 0.95 predicted, 1 of 2 right → gap 0.45, weight ½; bin 0: 0.05, 0 of 2 right → 0.05, ½.
    expect(expectedCalibrationError([P(0.95, true), P(0.95, false), P(0.05, false), P(0.05, false)])).toBeCloseTo(0.25, 10);
    expect(expectedCalibrationError([])).toBe(0);
  });
});
