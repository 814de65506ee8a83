import { describe, expect, it } from 'vitest';
import { indiaWeek, indiaWeekStart, isWeekStart, weekAdvice, weekStartOf, PARENT_MIN_STUDY_DAYS, PARENT_REVISION_BACKLOG } from './parent-week.ts';

describe('India weeks (issue 21 §2)', () => {
  it('finds the Monday of any day, Sunday included', () => {
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23'); // Monday
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23'); // Sunday
    expect(weekStartOf('2026-12-02')).toBe('2026-11-30');
    expect(weekStartOf('2027-01-01')).toBe('2026-12-28'); // across the year
  });

  it('uses India time: Sunday 23:00 IST is still the old week, Monday 00:10 IST the new one', () => {
    expect(indiaWeekStart(Date.parse('2026-11-29T17:29:00Z'))).toBe('2026-11-23');
    expect(indiaWeekStart(Date.parse('2026-11-29T18:40:00Z'))).toBe('2026-11-30');
  });

  it('bounds a week at India midnights and lists its seven days', () => {
    const w = indiaWeek('2026-11-23');
    expect(w.days).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29']);
    expect(new Date(w.fromMs).toISOString()).toBe('2026-11-22T18:30:00.000Z');
    expect(new Date(w.toMs).toISOString()).toBe('2026-11-29T18:30:00.000Z');
    expect(w.end).toBe('2026-11-29');
  });

  it('accepts only real Mondays as week starts', () => {
    expect(isWeekStart('2026-11-23')).toBe(true);
    expect(isWeekStart('2026-11-24')).toBe(false);
    expect(isWeekStart('2026-02-30')).toBe(false);
    expect(isWeekStart('23-11-2026')).toBe(false);
  });
});

describe('weekAdvice: the one line on what would help most next week', () => {
  const subjects = [
    { code: 'phy', name: 'Physics', masteryPct: 40, weight: 30 },
    { code: 'che', name: 'Chemistry', masteryPct: 20, weight: 10 },
    { code: 'mat', name: 'Mathematics', masteryPct: 80, weight: 60 },
  ];

  it('asks for more study days first when the child studied on too few days', () => {
    expect(weekAdvice({ daysStudied: 0, revisionBacklog: 100, subjects })).toEqual({ kind: 'more_days', days_studied: 0, target_days: PARENT_MIN_STUDY_DAYS });
    expect(weekAdvice({ daysStudied: PARENT_MIN_STUDY_DAYS - 1, revisionBacklog: 0, subjects }).kind).toBe('more_days');
  });

  it('asks to clear the revision backlog when it is large and the days were enough', () => {
    expect(weekAdvice({ daysStudied: 5, revisionBacklog: PARENT_REVISION_BACKLOG, subjects })).toEqual({
      kind: 'revision_backlog',
      cards: PARENT_REVISION_BACKLOG,
    });
    expect(weekAdvice({ daysStudied: 5, revisionBacklog: PARENT_REVISION_BACKLOG - 1, subjects }).kind).toBe('weakest_subject');
  });

  it('names the weak subject with the most weight × gap, skipping strong ones', () => {
    // Physics 30 × 60 = 1800 beats Chemistry 10 × 80 = 800; Mathematics is strong (80 %).
    expect(weekAdvice({ daysStudied: 4, revisionBacklog: 0, subjects })).toEqual({
      kind: 'weakest_subject',
      subject_code: 'phy',
      subject_name: 'Physics',
      mastery_pct: 40,
    });
    // An unpractised subject counts as 0 %.
    const advice = weekAdvice({ daysStudied: 4, revisionBacklog: 0, subjects: [...subjects, { code: 'bio', name: 'Biology', masteryPct: null, weight: 25 }] });
    expect(advice).toMatchObject({ kind: 'weakest_subject', subject_code: 'bio', mastery_pct: null });
  });

  it('says keep going when every subject is strong (or there are none)', () => {
    expect(weekAdvice({ daysStudied: 6, revisionBacklog: 3, subjects: [{ code: 'mat', name: 'Mathematics', masteryPct: 90, weight: 1 }] })).toEqual({
      kind: 'keep_going',
    });
    expect(weekAdvice({ daysStudied: 6, revisionBacklog: 0, subjects: [] })).toEqual({ kind: 'keep_going' });
  });
});
