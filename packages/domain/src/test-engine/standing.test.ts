import { describe, expect, it } from 'vitest';
import { testStanding, type StandingInput } from './standing.ts';

// Shaped like the JEE Main reference: 300 marks, about 14 lakh candidates.
const reference = {
  name: 'JEE Main 2024 marks vs percentile',
  maxMarks: 300,
  table: [
    { score: -75, percentile: 0 },
    { score: 110, percentile: 91 },
    { score: 300, percentile: 100 },
  ],
  candidates: 1_410_000,
};
const base: StandingInput = { score: 0, maxMarks: 300, scores: [0], shared: true, reference, minAttempts: 10, minOwnAttempts: 1000 };

describe('testStanding', () => {
  it('gives a lone student of a full JEE Main paper the published percentile and an all-India rank, not "100 percentile, rank 1 of 1"', () => {
    const s = testStanding(base);
    expect(s.kind).toBe('reference');
    expect(s.percentile).toBeGreaterThan(0);
    expect(s.percentile).toBeLessThan(91);
    expect(s.rank).toBeGreaterThan(100_000);
    expect(s.rank).toBeLessThanOrEqual(1_410_000);
    expect(s).toMatchObject({ attempts: 1, candidates: 1_410_000 });
    // A higher score stands higher, with a better rank.
    const better = testStanding({ ...base, score: 200 });
    expect(better.percentile).toBeGreaterThan(s.percentile!);
    expect(better.rank).toBeLessThan(s.rank!);
    expect(testStanding({ ...base, score: 110 }).percentile).toBe(91);
    expect(testStanding({ ...base, score: 110 }).rank).toBe(126_901);
  });

  it('uses the attempts once there are enough of them, and for a paper the reference does not describe', () => {
    const scores = Array.from({ length: 1000 }, (_, i) => i % 300);
    const own = testStanding({ ...base, score: 150, scores });
    expect(own).toMatchObject({ kind: 'attempts', rank: 1 + scores.filter((x) => x > 150).length, attempts: 1000, candidates: null });
    expect(own.percentile).toBeCloseTo((100 * scores.filter((x) => x <= 150).length) / 1000, 6);
    // A 100-mark part paper: the table is for 300 marks.
    const part = testStanding({ ...base, maxMarks: 100, score: 40, scores: [10, 20, 30, 40, 50, 60, 70, 80, 90, 100] });
    expect(part).toMatchObject({ kind: 'attempts', percentile: 40, rank: 7 });
  });

  it('has no percentile or rank below the minimum attempts without a reference, nor ever for a test of ones own', () => {
    expect(testStanding({ ...base, reference: null, scores: [0] })).toEqual({ kind: 'few', percentile: null, rank: null, attempts: 1, candidates: null });
    expect(testStanding({ ...base, reference: null, scores: Array(9).fill(0) }).kind).toBe('few');
    expect(testStanding({ ...base, reference: null, scores: Array(10).fill(0) })).toMatchObject({ kind: 'attempts', percentile: 100, rank: 1 });
    expect(testStanding({ ...base, shared: false }).kind).toBe('not_shared');
    expect(testStanding({ ...base, shared: false, scores: Array(50).fill(0) }).kind).toBe('not_shared');
  });

  it('refuses minimums below 1', () => {
    expect(() => testStanding({ ...base, minAttempts: 0 })).toThrow(RangeError);
    expect(() => testStanding({ ...base, minOwnAttempts: 0 })).toThrow(RangeError);
  });
});
