/**
 * Achievements (issue 18 §4; learning.md §2 Achieve `/achieve/achievements`): which milestones a
 * profile has earned, decided only from facts the product stored when they happened, and which
 * are next with what it takes. Pure: the facts come in (epoch ms), the milestones go out; nothing
 * is earned from a guess, a plan or a page view.
 *
 * The rules (docs/api.md "Achievements"):
 * - `first_practice`: the first practice answer; earned at its time.
 * - `chapter_mastered`, one per chapter: every concept of the chapter (a chapter without concepts
 *   never counts) has a BKT P(known) at or above {@link MASTERED}; earned when its last concept
 *   crossed the threshold (the answer that took it from below to at/above; a concept seeded at or
 *   above without such an answer counts from its state's last change).
 * - `first_full_test`: the first finished full mock test of the exam.
 * - `test_improvement`, one per test: a finished full mock test whose score, as a share of its
 *   paper's max marks (papers may differ), is higher than the profile's previous finished one.
 * - `target_reached`: the first finished full test or stored readiness prediction at or above the
 *   stored target (a `score` target in marks, a `percentage` target as a share of max marks); a
 *   `percentile` target is not decided (no percentile is stored per test), and says so.
 * - `streak_7`: practice answers on 7 consecutive days (India dates); earned at the first answer
 *   of the 7th day of the first such run.
 */
import { MASTERED } from '../practice/mastery.ts';

/** Days in a row of practice for the streak milestone. */
export const STREAK_DAYS = 7;

/** The kinds of milestone, in the order locked ones are listed. */
export const MILESTONE_KINDS = ['first_practice', 'chapter_mastered', 'first_full_test', 'test_improvement', 'target_reached', 'streak_7'] as const;
export type MilestoneKind = (typeof MILESTONE_KINDS)[number];

/** One concept's stored BKT state; `masteredAt` is the time of the answer that last took it to ≥ MASTERED, if any. */
export interface ConceptFact {
  code: string;
  mastery: number;
  updatedAt: number;
  masteredAt: number | null;
}

/** A chapter of the exam with its concepts' states (concepts never answered are absent from `states`). */
export interface ChapterFact {
  code: string;
  name: string;
  subjectName: string;
  conceptCodes: string[];
  states: ConceptFact[];
  practiceUrl: string;
}

/** A finished full mock test of the exam (score in its paper's marks). */
export interface TestFact {
  sessionId: string;
  testCode: string;
  testName: string;
  score: number;
  maxMarks: number;
  finishedAt: number;
}

/** A stored readiness prediction (marks of the exam's max). */
export interface PredictionFact {
  predicted: number;
  maxMarks: number;
  createdAt: number;
}

/** The stored target, or null when none is set. */
export interface TargetFact {
  kind: 'score' | 'percentile' | 'percentage';
  value: number;
  /** The exam's max marks a score target is out of (null: unknown, the score is compared as is). */
  maxMarks: number | null;
}

/** A practice day (India date YYYY-MM-DD) and its first answer's time. */
export interface ActivityDay {
  day: string;
  firstAt: number;
}

/** Everything milestones are decided from. */
export interface AchievementFacts {
  chapters: ChapterFact[];
  tests: TestFact[];
  predictions: PredictionFact[];
  target: TargetFact | null;
  firstPracticeAt: number | null;
  activity: ActivityDay[];
}

/** The data behind a milestone (only the fields its kind uses are set). */
export interface MilestoneData {
  chapter_code?: string;
  chapter_name?: string;
  subject_name?: string;
  concepts_total?: number;
  concepts_mastered?: number;
  test_name?: string;
  score?: number;
  max_marks?: number;
  previous_test_name?: string;
  previous_score?: number;
  previous_max_marks?: number;
  target_kind?: TargetFact['kind'];
  target_value?: number;
  source?: 'mock_test' | 'prediction';
  days?: number;
}

/** An earned milestone, or (earned_at null) a locked one with its progress toward it. */
export interface Milestone {
  /** Stable: `<kind>` or `<kind>:<key>` (chapter code, test session id). */
  id: string;
  kind: MilestoneKind;
  /** Epoch ms of the event that earned it; null while locked. */
  earned_at: number | null;
  data: MilestoneData;
  /** Where to look at it, or (locked) the step toward it: a web path. */
  link: string;
  /** Locked: how far along, e.g. 3 of 7 days; null when there is no measure. */
  progress: { current: number; goal: number } | null;
  /** Locked: why it cannot be earned yet beyond progress (`no_target`, `percentile_target`). */
  blocked?: 'no_target' | 'percentile_target';
}

/** Web paths the milestones link to (docs/web-shell.md). */
export const ACHIEVEMENT_LINKS = {
  practice: '/practice/home',
  tests: '/test/home',
  readiness: '/achieve/prediction-readiness',
  target: '/achieve/plan-your-target',
  testSummary: (code: string) => `/test/summary/${encodeURIComponent(code)}`,
};

const share = (score: number, max: number) => (max > 0 ? score / max : 0);

/** When a chapter became mastered (epoch ms), or null when it is not. */
export function chapterMasteredAt(chapter: ChapterFact): number | null {
  const codes = [...new Set(chapter.conceptCodes)];
  if (codes.length === 0) return null;
  const byCode = new Map(chapter.states.map((s) => [s.code, s]));
  let at = 0;
  for (const code of codes) {
    const s = byCode.get(code);
    if (!s || !(s.mastery >= MASTERED)) return null;
    at = Math.max(at, s.masteredAt ?? s.updatedAt);
  }
  return at;
}

/** The first run of `STREAK_DAYS` consecutive India dates: the first answer's time on its last day, else null; also the current run's length. */
export function practiceStreak(activity: ActivityDay[], today: string): { earnedAt: number | null; current: number } {
  const days = [...activity].sort((a, b) => a.day.localeCompare(b.day));
  let run = 0;
  let prev: string | null = null;
  let earnedAt: number | null = null;
  for (const d of days) {
    run = prev !== null && dayAfter(prev) === d.day ? run + 1 : prev === d.day ? run : 1;
    prev = d.day;
    if (run >= STREAK_DAYS && earnedAt === null) earnedAt = d.firstAt;
  }
  // The current run counts only if it reaches today or yesterday (a gap since breaks it).
  const current = prev !== null && (prev === today || dayAfter(prev) === today) ? run : 0;
  return { earnedAt, current };
}

function dayAfter(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** Whether `score` of `max` meets the target; null when the target kind cannot be judged from marks. */
function meetsTarget(target: TargetFact, score: number, max: number): boolean | null {
  // A paper of other max marks than the exam's is compared by share of its marks.
  if (target.kind === 'score') return target.maxMarks ? share(score, max) >= target.value / target.maxMarks - 1e-9 : score >= target.value;
  if (target.kind === 'percentage') return share(score, max) * 100 >= target.value - 1e-9;
  return null;
}

/**
 * The milestones of a profile for an exam: `earned` newest first (ties by id), `next` the locked
 * ones in {@link MILESTONE_KINDS} order (the chapter closest to mastered stands for all chapters).
 * `today` is the India date (YYYY-MM-DD) the streak is measured to.
 */
export function achievementsOf(f: AchievementFacts, today: string): { earned: Milestone[]; next: Milestone[] } {
  const earned: Milestone[] = [];
  const next: Milestone[] = [];
  const L = ACHIEVEMENT_LINKS;

  if (f.firstPracticeAt !== null)
    earned.push({ id: 'first_practice', kind: 'first_practice', earned_at: f.firstPracticeAt, data: {}, link: L.practice, progress: null });
  else next.push({ id: 'first_practice', kind: 'first_practice', earned_at: null, data: {}, link: L.practice, progress: { current: 0, goal: 1 } });

  let closest: { c: ChapterFact; mastered: number; total: number } | null = null;
  for (const c of f.chapters) {
    const total = new Set(c.conceptCodes).size;
    const at = chapterMasteredAt(c);
    const mastered = c.states.filter((s) => s.mastery >= MASTERED && c.conceptCodes.includes(s.code)).length;
    const data = { chapter_code: c.code, chapter_name: c.name, subject_name: c.subjectName, concepts_total: total, concepts_mastered: mastered };
    if (at !== null) earned.push({ id: `chapter_mastered:${c.code}`, kind: 'chapter_mastered', earned_at: at, data, link: c.practiceUrl, progress: null });
    else if (total > 0 && c.states.length > 0 && (!closest || mastered / total > closest.mastered / closest.total)) closest = { c, mastered, total };
  }
  if (closest) {
    const { c, mastered, total } = closest;
    next.push({
      id: `chapter_mastered:${c.code}`,
      kind: 'chapter_mastered',
      earned_at: null,
      data: { chapter_code: c.code, chapter_name: c.name, subject_name: c.subjectName, concepts_total: total, concepts_mastered: mastered },
      link: c.practiceUrl,
      progress: { current: mastered, goal: total },
    });
  } else if (!earned.some((m) => m.kind === 'chapter_mastered')) {
    next.push({ id: 'chapter_mastered', kind: 'chapter_mastered', earned_at: null, data: {}, link: L.practice, progress: null });
  }

  const tests = [...f.tests].sort((a, b) => a.finishedAt - b.finishedAt);
  const first = tests[0];
  if (first) {
    earned.push({
      id: `first_full_test:${first.sessionId}`,
      kind: 'first_full_test',
      earned_at: first.finishedAt,
      data: { test_name: first.testName, score: first.score, max_marks: first.maxMarks },
      link: L.testSummary(first.testCode),
      progress: null,
    });
  } else next.push({ id: 'first_full_test', kind: 'first_full_test', earned_at: null, data: {}, link: L.tests, progress: { current: 0, goal: 1 } });

  for (let i = 1; i < tests.length; i++) {
    const t = tests[i]!;
    const p = tests[i - 1]!;
    if (share(t.score, t.maxMarks) > share(p.score, p.maxMarks)) {
      earned.push({
        id: `test_improvement:${t.sessionId}`,
        kind: 'test_improvement',
        earned_at: t.finishedAt,
        data: {
          test_name: t.testName,
          score: t.score,
          max_marks: t.maxMarks,
          previous_test_name: p.testName,
          previous_score: p.score,
          previous_max_marks: p.maxMarks,
        },
        link: L.testSummary(t.testCode),
        progress: null,
      });
    }
  }
  const last = tests[tests.length - 1];
  next.push({
    id: 'test_improvement',
    kind: 'test_improvement',
    earned_at: null,
    data: last ? { previous_test_name: last.testName, previous_score: last.score, previous_max_marks: last.maxMarks } : {},
    link: L.tests,
    progress: null,
  });

  const reached = targetReached(f);
  if (reached) earned.push(reached);
  else {
    const t = f.target;
    const blocked = t === null ? 'no_target' : t.kind === 'percentile' ? 'percentile_target' : undefined;
    next.push({
      id: 'target_reached',
      kind: 'target_reached',
      earned_at: null,
      data: t ? { target_kind: t.kind, target_value: t.value, ...bestSoFar(f) } : {},
      link: t === null ? L.target : L.readiness,
      progress: null,
      ...(blocked ? { blocked } : {}),
    });
  }

  const streak = practiceStreak(f.activity, today);
  if (streak.earnedAt !== null)
    earned.push({ id: 'streak_7', kind: 'streak_7', earned_at: streak.earnedAt, data: { days: STREAK_DAYS }, link: L.practice, progress: null });
  else
    next.push({
      id: 'streak_7',
      kind: 'streak_7',
      earned_at: null,
      data: { days: STREAK_DAYS },
      link: L.practice,
      progress: { current: streak.current, goal: STREAK_DAYS },
    });

  earned.sort((a, b) => b.earned_at! - a.earned_at! || a.id.localeCompare(b.id));
  return { earned, next };
}

/** The first full test or stored prediction at or above the target, as a milestone; null when none (or the target is a percentile). */
function targetReached(f: AchievementFacts): Milestone | null {
  const t = f.target;
  if (!t || t.kind === 'percentile') return null;
  const events = [
    ...f.tests.map((x) => ({
      at: x.finishedAt,
      score: x.score,
      max: x.maxMarks,
      source: 'mock_test' as const,
      name: x.testName,
      link: ACHIEVEMENT_LINKS.testSummary(x.testCode),
    })),
    ...f.predictions.map((p) => ({
      at: p.createdAt,
      score: p.predicted,
      max: p.maxMarks,
      source: 'prediction' as const,
      name: undefined,
      link: ACHIEVEMENT_LINKS.readiness,
    })),
  ].sort((a, b) => a.at - b.at);
  const hit = events.find((e) => meetsTarget(t, e.score, e.max) === true);
  if (!hit) return null;
  return {
    id: 'target_reached',
    kind: 'target_reached',
    earned_at: hit.at,
    data: {
      target_kind: t.kind,
      target_value: t.value,
      score: round1(hit.score),
      max_marks: hit.max,
      source: hit.source,
      ...(hit.name ? { test_name: hit.name } : {}),
    },
    link: hit.link,
    progress: null,
  };
}

/** The best full-test score or prediction so far, in marks, for a locked target milestone. */
function bestSoFar(f: AchievementFacts): MilestoneData {
  const all = [...f.tests.map((x) => ({ score: x.score, max: x.maxMarks })), ...f.predictions.map((p) => ({ score: p.predicted, max: p.maxMarks }))];
  if (all.length === 0) return {};
  const best = all.reduce((a, b) => (share(b.score, b.max) > share(a.score, a.max) ? b : a));
  return { score: round1(best.score), max_marks: best.max };
}

const round1 = (x: number) => Math.round(x * 10) / 10;
