import { describe, expect, it } from 'vitest';
import { achievementsOf, chapterMasteredAt, practiceStreak, type AchievementFacts, type ChapterFact } from './milestones.ts';

const H = 3_600_000;
const D = 24 * H;
const T0 = Date.parse('2026-11-01T06:00:00Z');

const chapter = (code: string, states: ChapterFact['states'], concepts = ['a', 'b']): ChapterFact => ({
  code,
  name: `Chapter ${code}`,
  subjectName: 'Physics',
  conceptCodes: concepts,
  states,
  practiceUrl: `/practice?lm_code=${code}`,
});
const none: AchievementFacts = { chapters: [], tests: [], predictions: [], target: null, firstPracticeAt: null, activity: [] };
const test = (id: string, score: number, finishedAt: number, maxMarks = 300) => ({
  sessionId: id,
  testCode: `paper-${id}`,
  testName: `Paper ${id}`,
  score,
  maxMarks,
  finishedAt,
});

describe('chapterMasteredAt', () => {
  it('is the time the last concept crossed the threshold, only when every concept is at or above it', () => {
    const both = chapter('c1', [
      { code: 'a', mastery: 0.96, updatedAt: T0 + 5 * H, masteredAt: T0 + H },
      { code: 'b', mastery: 0.97, updatedAt: T0 + 6 * H, masteredAt: T0 + 3 * H },
    ]);
    expect(chapterMasteredAt(both)).toBe(T0 + 3 * H);
    const oneShort = chapter('c2', [
      { code: 'a', mastery: 0.99, updatedAt: T0, masteredAt: T0 },
      { code: 'b', mastery: 0.94, updatedAt: T0, masteredAt: null },
    ]);
    expect(chapterMasteredAt(oneShort)).toBeNull();
    const unanswered = chapter('c3', [{ code: 'a', mastery: 0.99, updatedAt: T0, masteredAt: T0 }]);
    expect(chapterMasteredAt(unanswered)).toBeNull();
    expect(chapterMasteredAt(chapter('c4', [], []))).toBeNull();
  });

  it('falls back to the state change time for a concept seeded above the threshold', () => {
    const seeded = chapter('c1', [{ code: 'a', mastery: 0.95, updatedAt: T0 + 2 * H, masteredAt: null }], ['a']);
    expect(chapterMasteredAt(seeded)).toBe(T0 + 2 * H);
  });
});

describe('practiceStreak', () => {
  const days = (from: string, n: number) =>
    Array.from({ length: n }, (_, i) => {
      const d = new Date(`${from}T00:00:00Z`);
      d.setUTCDate(d.getUTCDate() + i);
      return { day: d.toISOString().slice(0, 10), firstAt: d.getTime() + 9 * H };
    });

  it('earns on the 7th consecutive day, at its first answer, across a month end', () => {
    const s = practiceStreak(days('2026-10-27', 7), '2026-11-02');
    expect(s.earnedAt).toBe(Date.parse('2026-11-02T09:00:00Z'));
    expect(s.current).toBe(7);
  });

  it('does not earn with a gap, and the current run is 0 after a missed day', () => {
    const gap = [...days('2026-11-01', 3), ...days('2026-11-05', 4)];
    expect(practiceStreak(gap, '2026-11-08')).toEqual({ earnedAt: null, current: 4 });
    expect(practiceStreak(gap, '2026-11-10').current).toBe(0);
  });
});

describe('achievementsOf', () => {
  it('a new student has earned nothing, and every next milestone says what it takes', () => {
    const r = achievementsOf(none, '2026-11-01');
    expect(r.earned).toEqual([]);
    expect(r.next.map((m) => m.kind)).toEqual(['first_practice', 'chapter_mastered', 'first_full_test', 'test_improvement', 'target_reached', 'streak_7']);
    expect(r.next.find((m) => m.kind === 'target_reached')).toMatchObject({ blocked: 'no_target', link: '/achieve/plan-your-target' });
    expect(r.next.find((m) => m.kind === 'streak_7')!.progress).toEqual({ current: 0, goal: 7 });
  });

  it('earns first practice, a mastered chapter with its data, and lists the closest unmastered chapter next', () => {
    const r = achievementsOf(
      {
        ...none,
        firstPracticeAt: T0,
        chapters: [
          chapter('kin', [
            { code: 'a', mastery: 0.96, updatedAt: T0 + 2 * H, masteredAt: T0 + 2 * H },
            { code: 'b', mastery: 0.95, updatedAt: T0 + 4 * H, masteredAt: T0 + 4 * H },
          ]),
          chapter('opt', [{ code: 'a', mastery: 0.97, updatedAt: T0, masteredAt: T0 }], ['a', 'b', 'c']),
          chapter('mol', [{ code: 'a', mastery: 0.4, updatedAt: T0, masteredAt: null }], ['a', 'b', 'c']),
        ],
      },
      '2026-11-01',
    );
    expect(r.earned.map((m) => [m.id, m.earned_at])).toEqual([
      ['chapter_mastered:kin', T0 + 4 * H],
      ['first_practice', T0],
    ]);
    expect(r.earned[0]!.data).toMatchObject({ chapter_name: 'Chapter kin', subject_name: 'Physics', concepts_total: 2, concepts_mastered: 2 });
    expect(r.earned[0]!.link).toBe('/practice?lm_code=kin');
    const nextChapter = r.next.find((m) => m.kind === 'chapter_mastered')!;
    expect(nextChapter).toMatchObject({ id: 'chapter_mastered:opt', progress: { current: 1, goal: 3 } });
  });

  it('earns an improvement only for a test that beats the previous one by share of its marks', () => {
    const r = achievementsOf(
      { ...none, tests: [test('t3', 100, T0 + 3 * D), test('t1', 120, T0 + D), test('t2', 90, T0 + 2 * D), test('t4', 60, T0 + 4 * D, 120)] },
      '2026-11-05',
    );
    const improvements = r.earned.filter((m) => m.kind === 'test_improvement');
    // t3 (100/300) beats t2 (90/300); t4 (60/120 = 50 %) beats t3 (33 %); t2 is below t1.
    expect(improvements.map((m) => m.id)).toEqual(['test_improvement:t4', 'test_improvement:t3']);
    expect(improvements[1]!.data).toMatchObject({ score: 100, previous_score: 90, test_name: 'Paper t3', previous_test_name: 'Paper t2' });
    expect(improvements[1]!.link).toBe('/test/summary/paper-t3');
    expect(r.earned.find((m) => m.kind === 'first_full_test')).toMatchObject({ earned_at: T0 + D, data: { score: 120 } });
  });

  it('reaches a score target at the first test or prediction at or above it, and not for a percentile target', () => {
    const facts: AchievementFacts = {
      ...none,
      target: { kind: 'score', value: 150, maxMarks: 300 },
      predictions: [
        { predicted: 140, maxMarks: 300, createdAt: T0 },
        { predicted: 151.24, maxMarks: 300, createdAt: T0 + 2 * D },
      ],
      tests: [test('t1', 155, T0 + 3 * D)],
    };
    expect(achievementsOf(facts, '2026-11-05').earned.find((m) => m.kind === 'target_reached')).toMatchObject({
      earned_at: T0 + 2 * D,
      data: { source: 'prediction', score: 151.2, target_value: 150 },
    });
    const below = achievementsOf({ ...facts, target: { kind: 'score', value: 200, maxMarks: 300 } }, '2026-11-05');
    expect(below.earned.some((m) => m.kind === 'target_reached')).toBe(false);
    expect(below.next.find((m) => m.kind === 'target_reached')!.data).toMatchObject({ target_value: 200, score: 155 });
    const pct = achievementsOf({ ...facts, target: { kind: 'percentile', value: 90, maxMarks: 300 } }, '2026-11-05');
    expect(pct.next.find((m) => m.kind === 'target_reached')).toMatchObject({ blocked: 'percentile_target' });
  });

  it('lists earned milestones newest first', () => {
    const r = achievementsOf({ ...none, firstPracticeAt: T0 + 5 * D, tests: [test('t1', 10, T0 + D)] }, '2026-11-06');
    expect(r.earned.map((m) => m.kind)).toEqual(['first_practice', 'first_full_test']);
  });
});
