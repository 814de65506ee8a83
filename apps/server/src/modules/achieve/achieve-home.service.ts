import type { AchieveHome, AchieveHomeBody, AchieveTarget, HomeJourney, HomeProgress, HomeTest, HomeTrendPoint, PajTiles } from '@abhyas/contracts';
import { indiaDate } from '@abhyas/domain';
import { AppError } from '../../lib/app-error.ts';
import type { ContentService } from '../content/content.service.ts';
import type { ReadinessService } from '../readiness/readiness.service.ts';
import type { AchieveTargetService } from './achieve-target.service.ts';
import type { PajService } from './paj.service.ts';

/** Days of the readiness trend (the last prediction of each India day). */
export const TREND_DAYS = 90;

/** 400 naming the field (`details[0].path`). */
const badField = (path: string, code: string, message: string) => new AppError(400, code, message, [{ path, message, reason: code }]);

type Stored = Awaited<ReturnType<ReadinessService['storedPredictions']>>[number];

/**
 * The Achieve home in one call (POST /api/achieve/home; learning.md §7 Achieve; issue 18 §4),
 * composed from the other services: the stored target (AchieveTargetService), the prediction now
 * (ReadinessService.current, stored as served) and the stored predictions (the trend and the
 * baseline of progress), and the profile's journey for the exam (PajService.ofExam, re-planned
 * when the day moved on). Reads only, except what those services store (the prediction served,
 * a re-plan). Errors: 400 UNKNOWN_EXAM (`exam_code`), GOAL_MISMATCH (`goal_code`); 404
 * EXAM_NOT_FOR_PROFILE for an exam the profile does not prepare for.
 */
export class AchieveHomeService {
  constructor(
    private readonly content: Pick<ContentService, 'findExam'>,
    private readonly target: Pick<AchieveTargetService, 'target'>,
    private readonly readiness: Pick<ReadinessService, 'current' | 'storedPredictions'>,
    private readonly paj: Pick<PajService, 'ofExam'>,
    private readonly now: () => number,
  ) {}

  /** POST /api/achieve/home: everything the home shows, for the profile's exam. */
  async home(profileId: string, body: AchieveHomeBody, locale: string): Promise<AchieveHome> {
    const found = await this.content.findExam(body.exam_code);
    if (!found) throw badField('exam_code', 'UNKNOWN_EXAM', `Unknown exam '${body.exam_code}'. See GET /api/content/goals-exams.`);
    const goalCode = body.goal_code ?? found.goal.code;
    // Checks the goal (400 goal_code) and that the profile prepares for the exam (404).
    const target = await this.target.target(profileId, goalCode, body.exam_code);
    const view = await this.readiness.current(profileId, { exam_code: body.exam_code, goal_code: goalCode, locale });
    const stored = await this.readiness.storedPredictions(profileId, body.exam_code);
    const journey = await this.paj.ofExam(profileId, body.exam_code, locale);
    const today = indiaDate(this.now());
    return {
      exam: view.exam,
      profile_id: profileId,
      today,
      target,
      readiness: {
        status: view.status,
        prediction_id: view.prediction_id,
        predicted_score: view.predicted_score,
        interval: view.interval,
        coverage: view.coverage,
        max_marks: view.max_marks,
        predicted_percentile: view.predicted_percentile,
        computed_at: view.as_of.computed_at,
      },
      progress: target ? progressOf(target, view, journey, stored) : null,
      trend: trendOf(stored),
      journey: journey ? journeyOf(journey.tiles) : null,
    };
  }
}

/** The last stored prediction of each India day, oldest first, the latest TREND_DAYS days. */
export function trendOf(stored: readonly Stored[]): HomeTrendPoint[] {
  const byDay = new Map<string, Stored>();
  for (const p of stored) byDay.set(indiaDate(p.createdAt.getTime()), p);
  return [...byDay]
    .slice(-TREND_DAYS)
    .map(([day, p]) => ({ day, at: p.createdAt.toISOString(), predicted: p.predicted, low: p.low, high: p.high, max_marks: p.maxMarks }));
}

/** Progress toward the target in the prediction's marks (see `homeProgressSchema`). */
function progressOf(
  target: AchieveTarget,
  view: Awaited<ReturnType<ReadinessService['current']>>,
  journey: { tiles: PajTiles; plannedAt: Date } | null,
  stored: readonly Stored[],
): HomeProgress {
  const j = journey?.tiles;
  const maxMarks = view.max_marks ?? j?.max_marks ?? target.max_marks ?? 100;
  // The journey's target as a share of its max marks; without a journey, the target's the way the planner reads it.
  const share = j ? j.target_marks / j.max_marks : target.kind === 'score' ? target.value / (target.max_marks ?? maxMarks) : target.value / 100;
  const targetMarks = Math.min(1, Math.max(0, share)) * maxMarks;
  const predicted = view.predicted_score;
  const base = journey ? baselineOf(stored, journey.plannedAt) : null;
  const baseline = base ? { marks: (base.p.predicted * maxMarks) / base.p.maxMarks, at: base.p.createdAt.toISOString(), source: base.source } : null;
  const gained = predicted !== null && baseline ? predicted - baseline.marks : null;
  const room = baseline ? targetMarks - baseline.marks : 0;
  return {
    target_marks: targetMarks,
    max_marks: maxMarks,
    predicted_marks: predicted,
    low: view.interval?.[0] ?? null,
    high: view.interval?.[1] ?? null,
    share_of_target: predicted === null ? null : targetMarks > 0 ? clamp01(predicted / targetMarks) : 1,
    reached: predicted !== null && predicted >= targetMarks,
    baseline,
    gained,
    share_since_start: gained === null ? null : room > 0 ? clamp01(gained / room) : 1,
  };
}

const clamp01 = (x: number) => Math.min(1, Math.max(0, x));

/** The last prediction at or before the journey was planned, else the first after it, or null. */
function baselineOf(stored: readonly Stored[], plannedAt: Date): { p: Stored; source: 'before_start' | 'after_start' } | null {
  const t = plannedAt.getTime();
  const before = stored.filter((p) => p.createdAt.getTime() <= t).at(-1);
  if (before) return { p: before, source: 'before_start' };
  const after = stored.find((p) => p.createdAt.getTime() > t);
  return after ? { p: after, source: 'after_start' } : null;
}

/** The journey part: today's steps, the tests by day, the changes, and whether extending adds days. */
export function journeyOf(tiles: PajTiles): HomeJourney {
  const todayDay = tiles.days.find((d) => d.section === 'today');
  const steps = tiles.days.flatMap((d) => d.steps);
  const test = (status: HomeTest['status']) => (s: PajTiles['dropped'][number]) =>
    s.kind === 'test'
      ? [{ step_id: s.step_id, title: s.title, test_code: s.code ?? '', day: s.day, minutes: s.minutes, status: status === 'dropped' ? status : s.status }]
      : [];
  const tests = [...steps.flatMap(test('planned')), ...tiles.dropped.flatMap(test('dropped'))].sort(
    (a, b) => a.day.localeCompare(b.day) || a.step_id.localeCompare(b.step_id),
  );
  const pending = steps.filter((s) => s.status === 'planned' && s.day >= tiles.today).map((s) => s.day);
  const lastDay = pending.length ? pending.reduce((a, b) => (b > a ? b : a)) : null;
  const count = (c: 'moved' | 'deferred' | 'dropped') => tiles.changes.filter((x) => x.change === c).length;
  return {
    paj_id: tiles.paj_id,
    journey_name: tiles.journey_name,
    start_date: tiles.start_date,
    exam_date: tiles.exam_date,
    daily_minutes: tiles.daily_minutes,
    today_minutes: todayDay?.minutes ?? 0,
    today_steps: todayDay?.steps ?? [],
    tests,
    changes: tiles.changes,
    change_summary: { moved: count('moved'), deferred: count('deferred'), dropped: count('dropped') },
    last_day: lastDay,
    can_extend: tiles.today < tiles.exam_date && (lastDay === null || lastDay < dayBefore(tiles.exam_date)),
  };
}

/** The `YYYY-MM-DD` day before `day`. */
function dayBefore(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}
