import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { percentileFromTable, rankRange, scoreForPercentile } from './percentile.ts';

// Shaped like NTA's JEE Main marks vs percentile (a few rows).
const table = [
  { score: 0, percentile: 10 },
  { score: 50, percentile: 65 },
  { score: 100, percentile: 90 },
  { score: 150, percentile: 98 },
  { score: 250, percentile: 99.99 },
];

describe('percentileFromTable', () => {
  it('passes through every row and holds the ends outside the table', () => {
    for (const row of table) expect(percentileFromTable(row.score, table)).toBeCloseTo(row.percentile, 10);
    expect(percentileFromTable(-20, table)).toBe(10);
    expect(percentileFromTable(300, table)).toBe(99.99);
  });

  it('interpolates between rows within their percentiles, in any row order', () => {
    const p = percentileFromTable(75, [...table].reverse());
    expect(p).toBeGreaterThan(65);
    expect(p).toBeLessThan(90);
    expect(percentileFromTable(75, table)).toBe(p);
  });

  it('is flat between rows of equal percentile (no overshoot) and keeps the higher of two rows at one score', () => {
    const flat = [
      { score: 0, percentile: 20 },
      { score: 10, percentile: 50 },
      { score: 20, percentile: 50 },
      { score: 30, percentile: 90 },
    ];
    for (const s of [11, 15, 19]) expect(percentileFromTable(s, flat)).toBe(50);
    expect(percentileFromTable(10, [...flat, { score: 10, percentile: 40 }])).toBe(50);
  });

  test.prop([fc.double({ min: -50, max: 300, noNaN: true }), fc.double({ min: -50, max: 300, noNaN: true })])(
    'never gives a higher score a lower percentile',
    (a, b) => {
      const [lo, hi] = a <= b ? [a, b] : [b, a];
      expect(percentileFromTable(lo, table)).toBeLessThanOrEqual(percentileFromTable(hi, table) + 1e-9);
    },
  );

  it('refuses an empty table, a falling one, and a percentile outside 0..100', () => {
    expect(() => percentileFromTable(10, [])).toThrow(RangeError);
    expect(() =>
      percentileFromTable(10, [
        { score: 0, percentile: 50 },
        { score: 10, percentile: 40 },
      ]),
    ).toThrow(/must not fall/);
    expect(() => percentileFromTable(10, [{ score: 0, percentile: 101 }])).toThrow(RangeError);
    expect(() => percentileFromTable(Number.NaN, table)).toThrow(RangeError);
  });
});

describe('rankRange', () => {
  it('turns a percentile interval into ranks among the candidates, best from the high end', () => {
    // 1,000,000 candidates: 90 → 100,001; 95 → 50,001.
    expect(rankRange([90, 95], 1_000_000)).toEqual({ best: 50_001, worst: 100_001 });
  });
  it('keeps ranks within 1..candidates', () => {
    expect(rankRange([0, 100], 1000)).toEqual({ best: 1, worst: 1000 });
  });
  it('refuses a bad interval or candidate count', () => {
    expect(() => rankRange([95, 90], 10)).toThrow(RangeError);
    expect(() => rankRange([-1, 90], 10)).toThrow(RangeError);
    expect(() => rankRange([10, 90], 0)).toThrow(RangeError);
    expect(() => rankRange([10, 90], 2.5)).toThrow(RangeError);
  });
});

describe('scoreForPercentile', () => {
  const table = [
    { score: -75, percentile: 0 },
    { score: 110, percentile: 91 },
    { score: 170, percentile: 97.5 },
    { score: 300, percentile: 100 },
  ];
  const of = (x: number) => percentileFromTable(x, table);

  it('gives the marks a percentile needs: a table row exactly, and between rows a score that earns it', () => {
    expect(scoreForPercentile(91, of, -75, 300)).toBeCloseTo(110, 1);
    expect(scoreForPercentile(97.5, of, -75, 300)).toBeCloseTo(170, 1);
    const s = scoreForPercentile(95, of, -75, 300);
    expect(s).toBeGreaterThan(110);
    expect(s).toBeLessThan(170);
    expect(of(s)).toBeGreaterThanOrEqual(95);
    expect(of(s - 0.05)).toBeLessThan(95);
  });

  it('answers the ends: the lowest score for percentile 0, the highest when none reaches it', () => {
    expect(scoreForPercentile(0, of, -75, 300)).toBe(-75);
    expect(scoreForPercentile(100, (x) => Math.min(99, of(x)), -75, 300)).toBe(300);
  });

  test.prop([fc.double({ min: 0, max: 100, noNaN: true }), fc.double({ min: 0, max: 100, noNaN: true })])(
    'never gives fewer marks for a higher percentile',
    (a, b) => {
      const [lo, hi] = a <= b ? [a, b] : [b, a];
      expect(scoreForPercentile(lo, of, -75, 300)).toBeLessThanOrEqual(scoreForPercentile(hi, of, -75, 300) + 0.02);
    },
  );

  it('refuses a percentile outside 0..100', () => {
    expect(() => scoreForPercentile(101, of, -75, 300)).toThrow(RangeError);
    expect(() => scoreForPercentile(50, of, 10, 0)).toThrow(RangeError);
  });
});
