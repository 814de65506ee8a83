import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { addDays } from '../achieve-target/target-form.ts';
import { computeStreak, revisionDayDone, STREAK_MAX_FREEZES } from './streak.ts';

const TODAY = '2026-03-20';
const back = (n: number) => addDays(TODAY, -n);
const run = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => back(from - i));

describe('computeStreak', () => {
  it('is zero with no work, today open and the rest missed', () => {
    const s = computeStreak([], TODAY);
    expect(s).toMatchObject({ current: 0, longest: 0, freezes: 0, todayDone: false });
    expect(s.days).toHaveLength(14);
    expect(s.days.at(-1)).toEqual({ date: TODAY, status: 'open' });
    expect(s.days[0]).toEqual({ date: back(13), status: 'missed' });
  });

  it('counts a run ending today, and one ending yesterday while today is still open', () => {
    expect(computeStreak(run(2, 0), TODAY)).toMatchObject({ current: 3, longest: 3, todayDone: true });
    expect(computeStreak(run(3, 1), TODAY)).toMatchObject({ current: 3, todayDone: false });
  });

  it('breaks on a missed day without a freeze', () => {
    const s = computeStreak([...run(10, 6), ...run(4, 0)], TODAY);
    expect(s).toMatchObject({ current: 5, longest: 5, freezes: 0 });
    expect(s.days.find((d) => d.date === back(5))?.status).toBe('missed');
  });

  it('earns a freeze per 7 done days and spends it on a missed day', () => {
    const s = computeStreak([...run(10, 4), ...run(2, 0)], TODAY);
    expect(s.days.find((d) => d.date === back(3))?.status).toBe('frozen');
    expect(s).toMatchObject({ current: 10, longest: 10, freezes: 0 });
  });

  it('holds at most two freezes', () => {
    expect(computeStreak(run(29, 0), TODAY).freezes).toBe(STREAK_MAX_FREEZES);
    expect(computeStreak(run(13, 0), TODAY).freezes).toBe(2);
    expect(computeStreak(run(12, 0), TODAY).freezes).toBe(1);
  });

  it('two missed days with one freeze: the second breaks the run', () => {
    const s = computeStreak([...run(12, 6), ...run(3, 0)], TODAY);
    expect(s.days.find((d) => d.date === back(5))?.status).toBe('frozen');
    expect(s.days.find((d) => d.date === back(4))?.status).toBe('missed');
    expect(s).toMatchObject({ current: 4, longest: 7 });
  });

  it('ignores days after today and duplicates', () => {
    expect(computeStreak([TODAY, TODAY, addDays(TODAY, 1)], TODAY)).toMatchObject({ current: 1, longest: 1 });
  });
});

describe('revisionDayDone', () => {
  it('needs five due reviews, or the whole due queue of the day', () => {
    expect(revisionDayDone(5, false)).toBe(true);
    expect(revisionDayDone(2, true)).toBe(true);
    expect(revisionDayDone(4, false)).toBe(false);
  });
});

const dayOffsets = fc.uniqueArray(fc.integer({ min: 0, max: 60 }), { maxLength: 61 });

describe('computeStreak properties', () => {
  test.prop([dayOffsets])('current ≤ longest ≤ done days, freezes within bounds, 14 days ending today', (offs) => {
    const s = computeStreak(offs.map(back), TODAY);
    expect(s.current).toBeLessThanOrEqual(s.longest);
    expect(s.longest).toBeLessThanOrEqual(offs.length);
    expect(s.freezes).toBeGreaterThanOrEqual(0);
    expect(s.freezes).toBeLessThanOrEqual(STREAK_MAX_FREEZES);
    expect(s.days.map((d) => d.date)).toEqual(Array.from({ length: 14 }, (_, i) => back(13 - i)));
    expect(s.todayDone).toBe(offs.includes(0));
  });

  test.prop([dayOffsets])('a day listed as done shows done; every other past day frozen or missed', (offs) => {
    const s = computeStreak(offs.map(back), TODAY);
    for (const d of s.days) {
      if (offs.map(back).includes(d.date)) expect(d.status).toBe('done');
      else if (d.date === TODAY) expect(d.status).toBe('open');
      else expect(['frozen', 'missed']).toContain(d.status);
    }
  });

  test.prop([dayOffsets])('doing today never lowers the streak, and adds one to it', (offs) => {
    const without = computeStreak(offs.filter((o) => o !== 0).map(back), TODAY);
    const withToday = computeStreak([...offs.map(back), TODAY], TODAY);
    expect(withToday.current).toBe(without.current + 1);
    expect(withToday.longest).toBeGreaterThanOrEqual(without.longest);
  });

  test.prop([fc.integer({ min: 1, max: 60 })])('an unbroken run of k days ending today is a streak of k', (k) => {
    const s = computeStreak(run(k - 1, 0), TODAY);
    expect(s).toMatchObject({ current: k, longest: k });
  });

  test.prop([dayOffsets])('with no freeze earned (under 7 days of work) a missed day ends the run', (offs) => {
    const few = offs.slice(0, 6);
    const s = computeStreak(few.map(back), TODAY);
    expect(s.days.some((d) => d.status === 'frozen')).toBe(false);
    let expected = 0;
    for (let o = few.includes(0) ? 0 : 1; few.includes(o); o += 1) expected += 1;
    expect(s.current).toBe(expected);
  });
});
