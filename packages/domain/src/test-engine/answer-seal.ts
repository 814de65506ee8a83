/**
 * Sealed answer keys (issue 14 §1.7; learning.md §4 "Answer key and solutions are locked until
 * their publish times"; docs/decisions/017-sealed-answer-keys.md). A test's questions are sealed
 * while a key, a correctness or a solution of them would help someone taking it: for the profile
 * that has an attempt open, and for everyone while a scheduled test's key and solutions are not
 * yet published. Every path that would reveal one refuses a sealed question. Times are epoch ms.
 */
import type { TestSchedule } from './schedule.ts';

/** Why a question is sealed: the caller is taking its test, or its scheduled test has not published yet. */
export type AnswerSealReason = 'open_session' | 'scheduled';

/** A seal: why, and until when (ms) at the latest. */
export interface AnswerSeal {
  reason: AnswerSealReason;
  until: number;
}

/** What decides one test's seal: its schedule (none for a test open at any time) and the deadline of the caller's open attempt, if any. */
export interface SealInput {
  schedule?: TestSchedule;
  /** Deadline (ms) of an attempt of the caller that is still STARTED; absent when there is none. */
  openDeadlineAt?: number;
}

/** When the answer key of a scheduled test is published: `answerKeyPublishAt`, else the end. */
export function keyPublishAt(schedule: TestSchedule): number {
  return schedule.answerKeyPublishAt ?? schedule.autoSubmitAt;
}

/**
 * When a scheduled test's questions are released: both the answer key and the solutions are out
 * (the later of the two publish times; a solution time before the key's counts as the key's).
 */
export function releaseAt(schedule: TestSchedule): number {
  const key = keyPublishAt(schedule);
  return Math.max(key, schedule.solutionPublishAt ?? key);
}

/**
 * The seal one test puts on its questions at `now`, or null. An open attempt seals them for its
 * profile until the deadline plus `graceMs` (the server still takes answers until then; a submit
 * ends it at once, as the attempt is no longer open); a scheduled test seals them for everyone
 * until `releaseAt`. With both, the reason is the open attempt and `until` the later time.
 */
export function answerSeal(test: SealInput, now: number, graceMs = 0): AnswerSeal | null {
  const open = test.openDeadlineAt !== undefined && now <= test.openDeadlineAt + graceMs;
  const released = test.schedule ? releaseAt(test.schedule) : -Infinity;
  const scheduled = now < released;
  if (!open && !scheduled) return null;
  return { reason: open ? 'open_session' : 'scheduled', until: Math.max(open ? test.openDeadlineAt! : -Infinity, scheduled ? released : -Infinity) };
}

/** Of two seals on one question, the one that holds longer (ties: the open attempt, the caller's own). */
export function laterSeal<T extends AnswerSeal>(a: T | undefined, b: T): T {
  if (!a) return b;
  if (b.until !== a.until) return b.until > a.until ? b : a;
  return b.reason === 'open_session' ? b : a;
}
