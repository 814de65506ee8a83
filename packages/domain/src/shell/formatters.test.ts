import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { estimatedTimeMinutes, normaliseTimestamp, shortNumber } from './formatters.ts';

describe('estimatedTimeMinutes', () => {
  it('doubles whole minutes', () => {
    expect(estimatedTimeMinutes(10)).toBe(20);
    expect(estimatedTimeMinutes(10.9)).toBe(20);
    expect(estimatedTimeMinutes(0)).toBe(0);
    expect(estimatedTimeMinutes('7')).toBe(14);
  });
  it.each([Number.NaN, -1, Number.POSITIVE_INFINITY, undefined, null, '', 'abc'])('gives 30 for %j', (bad) => {
    expect(estimatedTimeMinutes(bad)).toBe(30);
  });
});

describe('shortNumber', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1K'],
    [1500, '1.5K'],
    [1549, '1.5K'],
    [12_345, '12.3K'],
    [999_949, '999.9K'],
    [999_950, '1M'],
    [2_000_000, '2M'],
    [2_250_000, '2.3M'],
    [3_000_000_000, '3G'],
    [-1500, '-1.5K'],
    [12.34, '12.3'],
  ])('%d → %s', (n, s) => {
    expect(shortNumber(n)).toBe(s);
  });

  test.prop([fc.integer({ min: 0, max: 999_000_000_000 })])('uses at most one decimal and a known suffix', (n) => {
    expect(shortNumber(n)).toMatch(/^\d{1,3}(\.\d)?[KMG]?$/);
  });
});

describe('normaliseTimestamp', () => {
  it('turns microseconds into milliseconds', () => {
    expect(normaliseTimestamp(1_700_000_000_000_000)).toBe(1_700_000_000_000);
    expect(normaliseTimestamp(1_700_000_000_000)).toBe(1_700_000_000_000);
    expect(normaliseTimestamp(1e15)).toBe(1e15);
  });
});
