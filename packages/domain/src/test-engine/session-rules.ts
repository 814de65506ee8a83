/**
 * The rules of a test session on the server's clock (learning.md §4 Tests; issue #4 §1: "the
 * server owns the deadline"): which events carry an answer, when an attempt is past its deadline,
 * when a finished attempt counts as finished, the time left, and when the auto-submit alert shows.
 * Times are epoch ms unless named in seconds.
 */
import type { TestEventType } from './events.ts';

/** Event types that carry or change an answer: refused once the deadline (plus grace) has passed, and by section locking. */
export const ANSWER_EVENT_TYPES: ReadonlySet<string> = new Set<TestEventType>([
  'select_answer',
  'deselect_answer',
  'input_answer',
  'save_attempt',
  'review_attempt',
  'clear_attempt',
]);

/** Whether an event of `type` carries or changes an answer (ANSWER_EVENT_TYPES). */
export function isAnswerEvent(type: string): boolean {
  return ANSWER_EVENT_TYPES.has(type);
}

/**
 * Whether an attempt is still open (`status` STARTED) although its deadline plus `graceMs` has
 * passed at `nowMs`: it is then finished with reason `deadline`, and its answers are refused.
 */
export function isPastDeadline(attempt: { status: string; deadlineMs: number }, nowMs: number, graceMs: number): boolean {
  return attempt.status === 'STARTED' && nowMs > attempt.deadlineMs + graceMs;
}

/** When an attempt finished at `nowMs` counts as finished: never after its deadline (a late finish is dated at the deadline). */
export function attemptFinishedAt(nowMs: number, deadlineMs: number): number {
  return Math.min(nowMs, deadlineMs);
}

/** Whole seconds left before `deadlineMs` at `nowMs` (ceiling; 0 once it has passed). */
export function attemptRemainingS(deadlineMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((deadlineMs - nowMs) / 1000));
}

/** The auto-submit alert shows this many seconds before the end (learning.md §4). */
export const AUTO_SUBMIT_ALERT_S = 300;

/** Seconds before the end at which a test of `durationS` seconds shows the auto-submit alert: AUTO_SUBMIT_ALERT_S, at most half the test. */
export function autoSubmitAlertAt(durationS: number): number {
  return Math.min(AUTO_SUBMIT_ALERT_S, Math.floor(durationS / 2));
}
