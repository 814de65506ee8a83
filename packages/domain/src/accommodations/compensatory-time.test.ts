import { describe, expect, it } from 'vitest';
import { attemptDeadline, sectionWindows } from '../index.ts';
import { compensatedDurationS, compensatedSchedule, compensatedSections, compensatoryMinutesFor } from './compensatory-time.ts';

describe('compensatory time (issue 22 §2)', () => {
  it('gives a 180-minute paper 240 minutes at 20 minutes per hour, and leaves it alone at 0', () => {
    expect(compensatedDurationS(180 * 60, 20)).toBe(240 * 60);
    expect(compensatedDurationS(180 * 60, 0)).toBe(180 * 60);
    expect(compensatedDurationS(90 * 60, 20)).toBe(120 * 60);
    expect(compensatedDurationS(3600, 999)).toBe(7200);
  });

  it('defaults to the NTA rule for a declared benchmark disability; an explicit figure wins', () => {
    expect(compensatoryMinutesFor({ benchmarkDisability: true })).toBe(20);
    expect(compensatoryMinutesFor({ benchmarkDisability: false })).toBe(0);
    expect(compensatoryMinutesFor({ benchmarkDisability: true, minutesPerHour: 30 })).toBe(30);
    expect(compensatoryMinutesFor({ benchmarkDisability: false, minutesPerHour: 0 })).toBe(0);
  });

  it('stretches each locked section so later sections open later', () => {
    const sections = [
      { code: 'A', section_time: 3600 },
      { code: 'B', section_time: 1800 },
    ];
    const w = sectionWindows(compensatedSections(sections, 20), 0);
    expect(w.map((x) => [x.startMs, x.endMs])).toEqual([
      [0, 4800_000],
      [4800_000, 7200_000],
    ]);
    expect(compensatedSections(sections, 0)).toEqual(sections);
  });

  it("moves a scheduled test's end by the paper's extra time", () => {
    const schedule = { visibleToStudentsAt: 0, studentCanStartAt: 0, autoSubmitAt: 3 * 3600_000 };
    const s = compensatedSchedule(schedule, 3 * 3600, 20)!;
    expect(s.autoSubmitAt).toBe(4 * 3600_000);
    expect(attemptDeadline(0, compensatedDurationS(3 * 3600, 20), s)).toBe(4 * 3600_000);
    expect(compensatedSchedule(undefined, 3600, 20)).toBeUndefined();
    expect(compensatedSchedule(schedule, 3600, 0)).toBe(schedule);
  });
});
