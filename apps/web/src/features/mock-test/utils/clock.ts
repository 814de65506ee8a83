/**
 * Test clock arithmetic (learning.md §4 Tests, §9: timer tick 1 s, tamper check 3 s, jump
 * tolerance 60 s). Pure: every time is passed in, in epoch or monotonic milliseconds.
 */

/** Seconds between two clock checks (§9). */
export const TAMPER_CHECK_MS = 3000;
/** A local-clock jump larger than this against the monotonic clock counts as tampering (§9). */
export const CLOCK_JUMP_TOLERANCE_MS = 60_000;

/** Whole seconds left: `ceil((deadline - serverNow) / 1000)`, never below 0. */
export function remainingSeconds(deadlineMs: number, serverNowMs: number): number {
  return Math.max(0, Math.ceil((deadlineMs - serverNowMs) / 1000));
}

/** Seconds since the test started (event `t`), capped at the duration, one decimal. */
export function elapsedSeconds(startedAtMs: number, serverNowMs: number, durationS: number): number {
  const s = Math.min(durationS, Math.max(0, (serverNowMs - startedAtMs) / 1000));
  return Math.round(s * 10) / 10;
}

/** `hh:mm:ss` for a number of seconds (negative counts as 0). */
export function formatHms(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/** Remaining seconds at which the auto-submit alert shows: `auto_submit_alert_at_in_sec` before the end (§4). */
export function alertAtRemaining(durationS: number, autoSubmitAlertAtInSec: number): number {
  return Math.max(0, Math.min(durationS, autoSubmitAlertAtInSec));
}

/** One reading of both clocks. `wall` is Date.now(), `mono` is performance.now(). */
export interface ClockReading {
  wall: number;
  mono: number;
}

/** True when the wall clock moved more than `toleranceMs` away from the elapsed monotonic time between two readings. */
export function clockJumped(previous: ClockReading, next: ClockReading, toleranceMs: number = CLOCK_JUMP_TOLERANCE_MS): boolean {
  return Math.abs(next.wall - previous.wall - (next.mono - previous.mono)) > toleranceMs;
}

/** Seconds left at which the time left is announced to screen readers (issue 22 §1): 30, 10 and 5 minutes. */
export const ANNOUNCE_AT_S = [1800, 600, 300] as const;

/**
 * The announcement threshold the countdown crossed between two readings (`previous` → `current`
 * seconds left), or null. A test resumed below a threshold announces only the ones still ahead.
 */
export function crossedAnnouncement(previous: number, current: number): number | null {
  for (const at of ANNOUNCE_AT_S) if (previous > at && current <= at) return at;
  return null;
}

/**
 * A duration as a screen reader should speak it, in `locale`'s words ("2 hours 5 minutes",
 * "2 घंटे 5 मिनट"): hours and minutes, seconds only under a minute (Intl unit names, no catalogue).
 */
export function spokenDuration(totalSeconds: number, locale: string): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const unit = (value: number, name: 'hour' | 'minute' | 'second') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'long' }).format(value);
  if (s < 60) return unit(s, 'second');
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? (m > 0 ? `${unit(h, 'hour')} ${unit(m, 'minute')}` : unit(h, 'hour')) : unit(m, 'minute');
}
