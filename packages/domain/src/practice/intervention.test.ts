import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  conceptOutcomesSince,
  INTERVENTION_MASTERY,
  INTERVENTION_MISSES,
  missedConcept,
  predictedMasteryAfterStudy,
  shouldIntervene,
  trailingMisses,
  VIDEO_LEARN,
  type InterventionEvidence,
} from './intervention.ts';
import { DEFAULT_BKT, updateMastery } from './mastery.ts';

describe('learning intervention rule', () => {
  it('counts the wrong answers at the end of the run', () => {
    expect(trailingMisses([])).toBe(0);
    expect(trailingMisses([true, false, false])).toBe(2);
    expect(trailingMisses([false, false, true])).toBe(0);
  });

  it('intervenes after two misses in a row from the prior, not after one, nor after a right answer', () => {
    let p = DEFAULT_BKT.init;
    p = updateMastery(p, false);
    expect(shouldIntervene([false], p)).toBe(false);
    p = updateMastery(p, false);
    expect(p).toBeLessThan(INTERVENTION_MASTERY);
    expect(shouldIntervene([false, false], p)).toBe(true);
    expect(shouldIntervene([false, false, true], updateMastery(p, true))).toBe(false);
  });

  it('does not intervene while mastery is high, however the last answers went', () => {
    expect(shouldIntervene([false, false, false], INTERVENTION_MASTERY)).toBe(false);
    expect(shouldIntervene([false, false], 0.9)).toBe(false);
  });

  test.prop([fc.array(fc.boolean(), { maxLength: 30 }), fc.double({ min: 0, max: 1, noNaN: true })])(
    'fires exactly when the trailing misses reach the threshold and mastery is below the bar',
    (outcomes, p) => {
      expect(shouldIntervene(outcomes, p)).toBe(trailingMisses(outcomes) >= INTERVENTION_MISSES && p < INTERVENTION_MASTERY);
    },
  );

  test.prop([fc.double({ min: 0, max: 1, noNaN: true })])('predicts a mastery after study in [p, 1]', (p) => {
    const q = predictedMasteryAfterStudy(p);
    expect(q).toBeGreaterThanOrEqual(p - 1e-12);
    expect(q).toBeLessThanOrEqual(1);
  });

  it('credits VIDEO_LEARN of the unknown share', () => {
    expect(predictedMasteryAfterStudy(0.2)).toBeCloseTo(0.2 + 0.8 * VIDEO_LEARN);
    expect(predictedMasteryAfterStudy(Number.NaN)).toBeCloseTo(VIDEO_LEARN);
  });
});

describe('the evidence for an intervention', () => {
  const at = (s: number) => new Date(s * 1000);
  const answer = (conceptCode: string | null, correct: boolean, s: number, over: Partial<InterventionEvidence> = {}): InterventionEvidence => ({
    conceptCode,
    correct,
    revealed: false,
    attemptType: correct ? 'Perfect' : 'Incorrect',
    createdAt: at(s),
    ...over,
  });

  it('looks at the concept of the latest answer when it was wrong', () => {
    expect(missedConcept([answer('c1', true, 1), answer('c2', false, 2)])).toBe('c2');
    expect(missedConcept([answer('c1', false, 1), answer('c2', true, 2)])).toBeNull();
    expect(missedConcept([answer(null, false, 1)])).toBeNull();
    expect(missedConcept([])).toBeNull();
  });

  it('passes over reveals and non-attempts after the latest answer', () => {
    const list = [
      answer('c1', false, 1),
      answer('c2', false, 2, { revealed: true, attemptType: 'SolveWithUsRevealed' }),
      answer('c3', false, 3, { attemptType: 'NonAttempt' }),
    ];
    expect(missedConcept(list)).toBe('c1');
  });

  it("weighs the concept's answers since its last intervention, oldest first", () => {
    const list = [answer('c1', false, 1), answer('c2', false, 2), answer('c1', true, 3), answer('c1', false, 4), answer('c1', false, 5, { revealed: true })];
    expect(conceptOutcomesSince(list, 'c1', -Infinity)).toEqual([false, true, false]);
    expect(conceptOutcomesSince(list, 'c1', at(3).getTime())).toEqual([false]);
    expect(conceptOutcomesSince(list, 'c9', -Infinity)).toEqual([]);
  });
});
