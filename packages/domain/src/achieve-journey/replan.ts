/**
 * Keeping a journey true to the days: `replanJourney` after missed days (issue 18 §4, "It survives
 * missed days"; `POST /achieve/update_paj`) and `extendJourney` when the planned steps run out
 * (`POST /achieve/paj/extend`). Decision 024.
 */
import { Planner } from './planner.ts';
import {
  journeyDayMinutes,
  journeyDayNumber,
  validateJourneyInput,
  type IsoDay,
  type Journey,
  type JourneyDay,
  type JourneyInput,
  type JourneyStep,
  type JourneyStepKind,
} from './types.ts';

/** What the student did of a step: all of it, or part (minutes done so far). */
export interface StepProgress {
  stepId: string;
  status: 'done' | 'partial';
  /** For `partial`: minutes done, 0 ≤ minutesDone < the step's minutes. */
  minutesDone?: number;
}

/**
 * A change the home tells the student about. `moved`: a missed step put on a day from today;
 * `deferred`: a later step pushed back to make room; `dropped`: no room is left before the exam.
 */
export interface JourneyChange {
  stepId: string;
  kind: JourneyStepKind;
  change: 'moved' | 'deferred' | 'dropped';
  /** Day it was planned for, and the new day (not for `dropped`). */
  from: IsoDay;
  to?: IsoDay;
  /** `missed`: its day passed without it; `made_room`: missed steps came first; `no_room_before_exam`; `requires_dropped`: a step it needs was dropped. */
  reason: 'missed' | 'made_room' | 'no_room_before_exam' | 'requires_dropped';
}

/** A re-planned journey and what changed (`summary`: how many of each change, for a one-line message). */
export interface Replanned {
  journey: Journey;
  changes: JourneyChange[];
  summary: { moved: number; deferred: number; dropped: number };
}

const copy = (days: readonly JourneyDay[]): JourneyDay[] =>
  days.map((d) => ({ date: d.date, steps: d.steps.map((s) => ({ ...s, requires: [...s.requires] })) }));

/**
 * Re-plans from `today` with the student's `progress`. Done steps stay on their days; steps not done
 * are laid again in the plan's order (which is the order of gain per minute) on the earliest day
 * with room from today, never earlier than planned and never before what they require; tests not
 * missed keep their day. Every day keeps to the daily minutes (done steps count), so missed days
 * never pile up: what no longer fits before the exam is dropped, the last in the plan's order (the
 * lowest gain per minute) first. A partly done step keeps its progress and needs only what is left.
 * Errors: RangeError naming `today` (not a day, before the journey, or on or after the exam) or
 * `progress.stepId` / `progress.minutesDone`.
 */
export function replanJourney(journey: Journey, progress: readonly StepProgress[], today: IsoDay): Replanned {
  const t = journeyDayNumber(today);
  if (Number.isNaN(t)) throw new RangeError('today must be a YYYY-MM-DD day');
  if (t < journeyDayNumber(journey.startDate)) throw new RangeError('today must not be before the journey starts');
  if (t >= journeyDayNumber(journey.examDate)) throw new RangeError('today must be before the exam');
  const days = copy(journey.days);
  const byId = new Map(days.flatMap((d) => d.steps.map((s) => [s.id, s] as const)));
  for (const p of progress) {
    const s = byId.get(p.stepId);
    if (!s) throw new RangeError(`progress.stepId ${p.stepId} is not a step of the journey`);
    if (s.status === 'done') continue;
    if (p.status === 'done') s.status = 'done';
    else {
      const m = p.minutesDone ?? 0;
      if (!(Number.isFinite(m) && m >= 0 && m < s.minutes)) throw new RangeError('progress.minutesDone must lie in [0, the step’s minutes)');
      s.minutesDone = Math.max(s.minutesDone, m);
    }
  }
  const todayIdx = t - journeyDayNumber(journey.startDate);
  const pending = days.flatMap((d, i) => d.steps.filter((s) => s.status !== 'done').map((s) => ({ step: s, was: i })));
  for (const d of days) d.steps = d.steps.filter((s) => s.status === 'done');
  const dayOf = new Map<string, number>();
  for (const [i, d] of days.entries()) for (const s of d.steps) dayOf.set(s.id, i);
  const daily = journey.dailyMinutes;
  const room = (day: JourneyDay, minutes: number, test: boolean) =>
    journeyDayMinutes(day) + minutes <= daily && !(test && day.steps.some((s) => s.kind === 'test'));
  const changes: JourneyChange[] = [];
  const dropped: JourneyStep[] = [...journey.dropped];
  const put = (step: JourneyStep, i: number): IsoDay => {
    const day = days[i] as JourneyDay;
    day.steps.push({ ...step, day: day.date });
    dayOf.set(step.id, i);
    return day.date;
  };
  // Tests still ahead keep their day.
  for (const p of pending) if (p.step.kind === 'test' && p.was >= todayIdx) put(p.step, p.was);
  for (const { step, was } of pending) {
    if (step.kind === 'test' && was >= todayIdx) continue;
    const needsDropped = step.requires.some((r) => byId.has(r) && byId.get(r)?.status !== 'done' && !dayOf.has(r));
    let at = -1;
    if (!needsDropped) {
      const from = Math.max(todayIdx, was, ...step.requires.map((r) => dayOf.get(r) ?? 0));
      at = days.findIndex((d, i) => i >= from && room(d, step.minutes - step.minutesDone, step.kind === 'test'));
    }
    if (at < 0) {
      dropped.push(step);
      changes.push({ stepId: step.id, kind: step.kind, change: 'dropped', from: step.day, reason: needsDropped ? 'requires_dropped' : 'no_room_before_exam' });
      continue;
    }
    const to = put(step, at);
    if (was < todayIdx) changes.push({ stepId: step.id, kind: step.kind, change: 'moved', from: step.day, to, reason: 'missed' });
    else if (at > was) changes.push({ stepId: step.id, kind: step.kind, change: 'deferred', from: step.day, to, reason: 'made_room' });
  }
  const lost = dropped.slice(journey.dropped.length).reduce((s, x) => s + (x.minutes > 0 ? (x.gain * (x.minutes - x.minutesDone)) / x.minutes : 0), 0);
  const count = (c: JourneyChange['change']) => changes.filter((x) => x.change === c).length;
  const summary = { moved: count('moved'), deferred: count('deferred'), dropped: count('dropped') };
  return { journey: { ...journey, days, dropped, expectedMarks: journey.expectedMarks - lost }, changes, summary };
}

/**
 * Adds the next steps from `input.today` when the planned ones run out before the exam (the student
 * went faster, or mastery moved): from the mastery now (`input.chapters`) and the steps still
 * pending, the same greedy fill as `planJourney` on the room left in each day from today, then
 * maintenance on days with no learning step. Steps already in the journey are kept as they are;
 * tests are not added (the calendar stays). Returns the journey and the steps added. Errors: those
 * of `validateJourneyInput`; RangeError naming `examDate` or `dailyMinutes` when they differ from
 * the journey's (plan anew then), `today` when before the journey's start.
 */
export function extendJourney(journey: Journey, input: JourneyInput): { journey: Journey; added: JourneyStep[] } {
  const { targetMarks } = validateJourneyInput(input);
  if (input.examDate !== journey.examDate) throw new RangeError('examDate must be the journey’s; plan a new journey instead');
  if (input.dailyMinutes !== journey.dailyMinutes) throw new RangeError('dailyMinutes must be the journey’s; plan a new journey instead');
  const from = journeyDayNumber(input.today) - journeyDayNumber(journey.startDate);
  if (from < 0) throw new RangeError('today must not be before the journey starts');
  const days = copy(journey.days);
  const before = new Set(days.flatMap((d) => d.steps.map((s) => s.id)));
  const planner = new Planner(input, journey.options, days, journey.dailyMinutes);
  planner.reserveIds(journey.dropped);
  const predicted = input.predictedMarks ?? Planner.masteryMarks(input);
  let expected = planner.fillToTarget(from, predicted + planner.pendingGain(), targetMarks);
  expected += planner.fillMaintenance(from);
  const added = days.flatMap((d) => d.steps.filter((s) => !before.has(s.id)));
  return { journey: { ...journey, days, targetMarks, expectedMarks: expected }, added };
}

/**
 * The journey with step `stepId` holding `testCode` (a chapter test's test, made when it starts);
 * nothing else changes. RangeError when no step has that id.
 */
export function withStepTest(journey: Journey, stepId: string, testCode: string): Journey {
  let found = false;
  const days = journey.days.map((d) => ({
    ...d,
    steps: d.steps.map((s) => {
      if (s.id !== stepId) return s;
      found = true;
      return { ...s, testCode };
    }),
  }));
  if (!found) throw new RangeError(`stepId '${stepId}' is not a step of the journey`);
  return { ...journey, days };
}
