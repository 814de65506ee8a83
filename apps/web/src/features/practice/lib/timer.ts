/**
 * The practice question timer (learning.md §4 Practice "Timer", §9): time spent on the question in
 * whole seconds, ticking each second, paused while a dialog or the completion of solve-with-us
 * holds it; red once it passes the question's ideal_time, blue before. Time is measured on the
 * monotonic clock, so moving the device clock does not change it; a device-clock jump of more than
 * 60 s, or one backwards, while offline shows the time-tampered modal. Pure: every reading is passed in.
 */

/** Timer tick (§9). */
export const TICK_MS = 1000;
/** A device-clock move larger than this against the monotonic clock counts as tampering (§9). */
export const CLOCK_JUMP_TOLERANCE_MS = 60_000;

/** One reading of both clocks: `wall` is Date.now(), `mono` is performance.now(), both in ms. */
export interface ClockReading {
  wall: number;
  mono: number;
}

/** The timer's state: monotonic ms counted so far plus the running span's start (null when paused). */
export interface TimerState {
  accumulatedMs: number;
  runningSince: number | null;
}

export const startTimer = (mono: number): TimerState => ({ accumulatedMs: 0, runningSince: mono });

/** Stops counting at `mono` (no-op when already paused). */
export function pauseTimer(t: TimerState, mono: number): TimerState {
  if (t.runningSince === null) return t;
  return { accumulatedMs: t.accumulatedMs + Math.max(0, mono - t.runningSince), runningSince: null };
}

/** Counts again from `mono` (no-op when running). */
export function resumeTimer(t: TimerState, mono: number): TimerState {
  return t.runningSince === null ? { ...t, runningSince: mono } : t;
}

/** Whole seconds spent at `mono`. */
export function secondsSpent(t: TimerState, mono: number): number {
  const running = t.runningSince === null ? 0 : Math.max(0, mono - t.runningSince);
  return Math.floor((t.accumulatedMs + running) / 1000);
}

/**
 * The countdown (learning.md §4 "Timer: counts down each second and finishes at zero"): whole seconds
 * left of the question's ideal time, never below 0; null when the question has no ideal time (then
 * the timer shows the time spent).
 */
export function secondsLeft(spentS: number, idealTimeS: number): number | null {
  return idealTimeS > 0 ? Math.max(0, idealTimeS - spentS) : null;
}

/** The timer colour: red when the time spent exceeds the ideal time, otherwise blue (§4). */
export function timerColor(spentS: number, idealTimeS: number): 'red' | 'blue' {
  return idealTimeS > 0 && spentS > idealTimeS ? 'red' : 'blue';
}

/**
 * True when the device clock was tampered with between two readings (§4): while offline, it moved
 * backwards, or it moved more than 60 s away from the monotonic time that passed. Online, the server
 * owns the time, so nothing is flagged.
 */
export function clockTampered(previous: ClockReading, next: ClockReading, online: boolean, toleranceMs = CLOCK_JUMP_TOLERANCE_MS): boolean {
  if (online) return false;
  if (next.wall < previous.wall) return true;
  return Math.abs(next.wall - previous.wall - (next.mono - previous.mono)) > toleranceMs;
}

/** `m:ss` (or `h:mm:ss`) for a number of seconds. */
export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** `hint_taken`: "y" when at least one hint was used (§4). */
export const hintTaken = (hintsUsed: number): 'y' | 'n' => (hintsUsed > 0 ? 'y' : 'n');
