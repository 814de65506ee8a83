import { describe, expect, it } from 'vitest';
import { masteryPercent, masteryStateOf, rollUpMastery, sortWeakestFirst } from './rollup.ts';

const known = (entries: Record<string, number>) => new Map(Object.entries(entries));

describe('rollUpMastery', () => {
  it('averages only the concepts with evidence and counts practised of total', () => {
    const r = rollUpMastery(['a', 'b', 'c', 'd'], known({ a: 0.2, b: 0.6, z: 1 }));
    expect(r.mastery).toBeCloseTo(0.4, 10);
    expect(r).toMatchObject({ practised: 2, total: 4, mastered: 0, state: 'weak' });
  });

  it('is not started, with a null mastery, when no concept has evidence (an unpractised prior is not a 20 % mastery)', () => {
    expect(rollUpMastery(['a', 'b'], known({}))).toEqual({ mastery: null, practised: 0, total: 2, mastered: 0, state: 'not_started' });
    expect(rollUpMastery([], known({ a: 0.9 }))).toEqual({ mastery: null, practised: 0, total: 0, mastered: 0, state: 'not_started' });
  });

  it('counts a concept listed twice once, clamps out-of-range values and ignores non-finite ones', () => {
    const r = rollUpMastery(['a', 'a', 'b', 'c'], known({ a: 1.4, b: -0.2, c: Number.NaN }));
    expect(r).toMatchObject({ mastery: 0.5, practised: 2, total: 3, mastered: 1 });
  });

  it('pools concepts: a topic with more practised concepts weighs more in its chapter', () => {
    const estimates = known({ t1a: 1, t1b: 1, t1c: 1, t2a: 0 });
    const chapter = rollUpMastery(['t1a', 't1b', 't1c', 't2a'], estimates);
    expect(chapter.mastery).toBe(0.75);
  });
});

describe('masteryStateOf', () => {
  it('draws the bands at 0.5 and the mastered threshold 0.95', () => {
    expect([null, 0, 0.49, 0.5, 0.94, 0.95, 1].map(masteryStateOf)).toEqual([
      'not_started',
      'weak',
      'weak',
      'developing',
      'developing',
      'mastered',
      'mastered',
    ]);
  });
});

describe('masteryPercent', () => {
  it('rounds to a whole percent and keeps null', () => {
    expect([masteryPercent(0.456), masteryPercent(0.995), masteryPercent(0), masteryPercent(null)]).toEqual([46, 100, 0, null]);
  });
});

describe('sortWeakestFirst', () => {
  it('puts practised nodes first, weakest first, then not-started ones in syllabus order', () => {
    const items = [
      { code: 'c1', rollup: { mastery: null } },
      { code: 'c2', rollup: { mastery: 0.8 } },
      { code: 'c3', rollup: { mastery: 0.3 } },
      { code: 'c4', rollup: { mastery: null } },
      { code: 'c5', rollup: { mastery: 0.3 } },
    ];
    expect(sortWeakestFirst(items).map((i) => i.code)).toEqual(['c3', 'c5', 'c2', 'c1', 'c4']);
    expect(items[0]!.code).toBe('c1');
  });
});
