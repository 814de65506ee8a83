/**
 * Scheduled tests (learning.md §3 Test schedule, §4 "Schedule states"; issue #4 §1: "Schedules
 * enforced on the server, not only shown"). Times are epoch ms.
 */

/** A test schedule; optional times are absent when the test has no such limit. */
export interface TestSchedule {
  visibleToStudentsAt: number;
  studentCanStartAt: number;
  /** After this no new attempt may start (the window is still open for attempts in progress). */
  lockForAttemptAt?: number;
  /** The end: every attempt is submitted at this time. */
  autoSubmitAt: number;
  answerKeyPublishAt?: number;
  solutionPublishAt?: number;
}

/** A schedule as stored with a test (pack `schedule`): the same times as ISO 8601 strings. */
export type StoredSchedule = Readonly<Record<string, string | undefined>>;

/**
 * A test's schedule in epoch ms, from its stored ISO 8601 times; undefined for a test open at any
 * time (`schedule` null). The optional times are present only when stored.
 */
export function scheduleOf(test: { schedule: StoredSchedule | null }): TestSchedule | undefined {
  const s = test.schedule;
  if (!s) return undefined;
  const ms = (v: string | undefined) => (v === undefined ? undefined : Date.parse(v));
  return {
    visibleToStudentsAt: ms(s.visibleToStudentsAt)!,
    studentCanStartAt: ms(s.studentCanStartAt)!,
    autoSubmitAt: ms(s.autoSubmitAt)!,
    ...(s.lockForAttemptAt ? { lockForAttemptAt: ms(s.lockForAttemptAt)! } : {}),
    ...(s.answerKeyPublishAt ? { answerKeyPublishAt: ms(s.answerKeyPublishAt)! } : {}),
    ...(s.solutionPublishAt ? { solutionPublishAt: ms(s.solutionPublishAt)! } : {}),
  };
}

export type ScheduleState = 'HIDDEN' | 'NOT_BEGUN' | 'BEGUN/IN_ATTEMPT_WINDOW' | 'BEGUN/ATTEMPT_LOCKED' | 'ELAPSED/COMPLETED' | 'ELAPSED/EXPIRED';

/**
 * The schedule state at `now` (§4): hidden before visibleToStudentsAt; NOT_BEGUN before the start;
 * in the attempt window from the start to the lock time (or to the end when there is none);
 * ATTEMPT_LOCKED from the lock time to the end; after the end COMPLETED when the student attempted
 * it (session STARTED, FINISHED or PENDING_EVALUATION), else EXPIRED.
 */
export function scheduleState(s: TestSchedule, now: number, attempted: boolean): ScheduleState {
  if (now < s.visibleToStudentsAt) return 'HIDDEN';
  if (now < s.studentCanStartAt) return 'NOT_BEGUN';
  if (now < s.autoSubmitAt) return s.lockForAttemptAt !== undefined && now >= s.lockForAttemptAt ? 'BEGUN/ATTEMPT_LOCKED' : 'BEGUN/IN_ATTEMPT_WINDOW';
  return attempted ? 'ELAPSED/COMPLETED' : 'ELAPSED/EXPIRED';
}

/**
 * The deadline of an attempt started at `startedAt` (ms): start + duration, but never after the
 * schedule's end (§4: "for scheduled tests the duration is recomputed from the schedule").
 */
export function attemptDeadline(startedAt: number, durationS: number, schedule?: TestSchedule): number {
  const own = startedAt + durationS * 1000;
  return schedule ? Math.min(own, schedule.autoSubmitAt) : own;
}

/** Whether the answer key and the solutions may be shown at `now` (locked until their publish times; unscheduled: at once). */
export function publication(schedule: TestSchedule | undefined, now: number): { answerKey: boolean; solutions: boolean } {
  if (!schedule) return { answerKey: true, solutions: true };
  const key = now >= (schedule.answerKeyPublishAt ?? schedule.autoSubmitAt);
  return { answerKey: key, solutions: key && now >= (schedule.solutionPublishAt ?? schedule.answerKeyPublishAt ?? schedule.autoSubmitAt) };
}

/** Tile status of a test (learning.md §3 "Test status values (tiles)"). */
export type TestTileStatus = 'not_begun' | 'test_live' | 'test_locked' | 'test_never_attended' | 'test_completed';
/** The student's progress in a test (learning.md §3 "Test progress"). */
export type TestProgress = 'not_started' | 'started' | 'finished' | 'pendingEvaluation';

/**
 * A test tile's status and progress for one student at `now`, from the schedule (none: always
 * open) and the status of the student's latest session (null when never started). An open
 * attempt stays live even after the lock time; a finished one is completed.
 */
export function testTileStatus(
  schedule: TestSchedule | undefined,
  now: number,
  session: 'STARTED' | 'FINISHED' | 'PENDING_EVALUATION' | null,
): { status: TestTileStatus; progress: TestProgress } {
  const progress: TestProgress =
    session === null ? 'not_started' : session === 'STARTED' ? 'started' : session === 'FINISHED' ? 'finished' : 'pendingEvaluation';
  if (session === 'FINISHED' || session === 'PENDING_EVALUATION') return { status: 'test_completed', progress };
  if (!schedule) return { status: 'test_live', progress };
  const state = scheduleState(schedule, now, session !== null);
  if (state === 'HIDDEN' || state === 'NOT_BEGUN') return { status: 'not_begun', progress };
  if (state === 'BEGUN/IN_ATTEMPT_WINDOW') return { status: 'test_live', progress };
  if (state === 'BEGUN/ATTEMPT_LOCKED') return { status: session === 'STARTED' ? 'test_live' : 'test_locked', progress };
  return { status: state === 'ELAPSED/COMPLETED' ? 'test_completed' : 'test_never_attended', progress };
}
