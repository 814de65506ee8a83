/**
 * When a notification may go out (issue 20 §2; docs/decisions/034-notification-delivery.md): quiet
 * hours for pushes, the daily reminder hours, and the local calendar day in a profile's time zone.
 * Pure: the time is passed in (epoch ms), time zones are IANA names read through `Intl`.
 */

/** A profile's time zone when it never chose one. */
export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';
/** Quiet hours: no push from this local hour (inclusive) … */
export const QUIET_HOURS_START = 22;
/** … until this local hour (exclusive): held pushes go out at 07:00. */
export const QUIET_HOURS_END = 7;
/** The revision reminder's hour when the student never chose one (local, 0–23). */
export const DEFAULT_REVISION_REMINDER_HOUR = 18;
/** The hour (local) a student whose streak is not yet kept today is told it is about to break. */
export const STREAK_REMINDER_HOUR = 20;
/** The hour (local) a student is told of the journey steps planned for the day. */
export const JOURNEY_REMINDER_HOUR = 8;

/** Quiet hours as local hours: [start, end) wrapping midnight when start > end. */
export interface QuietHours {
  start: number;
  end: number;
}

export const QUIET_HOURS: Readonly<QuietHours> = Object.freeze({ start: QUIET_HOURS_START, end: QUIET_HOURS_END });

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, f);
  }
  return f;
}

/** True when `timeZone` is an IANA time zone this runtime knows (e.g. `Asia/Kolkata`). */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The local wall clock at `epochMs` in `timeZone`: date `YYYY-MM-DD`, hour 0–23, minute 0–59. */
export function localClock(epochMs: number, timeZone: string): { date: string; hour: number; minute: number } {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(new Date(epochMs))
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) % 24, minute: Number(parts.minute) };
}

/** Whether local hour `hour` falls in the quiet hours `q` (which may wrap midnight). */
export function isQuietHour(hour: number, q: QuietHours = QUIET_HOURS): boolean {
  if (q.start === q.end) return false;
  return q.start < q.end ? hour >= q.start && hour < q.end : hour >= q.start || hour < q.end;
}

/**
 * The first whole local hour `q.end` (e.g. 07:00) after `epochMs` in `timeZone`, as epoch ms. Found
 * by stepping whole minutes to the next hour boundary and then hours, so that zones with daylight
 * saving and half-hour offsets (India is +05:30) are right.
 */
export function quietHoursEnd(epochMs: number, timeZone: string, q: QuietHours = QUIET_HOURS): number {
  const { minute } = localClock(epochMs, timeZone);
  let t = Math.floor(epochMs / 60_000) * 60_000 + (60 - minute) * 60_000;
  for (let i = 0; i < 48; i += 1) {
    const c = localClock(t, timeZone);
    if (c.hour === q.end && c.minute === 0) return t;
    t += 3_600_000 - c.minute * 60_000;
  }
  return t;
}

/** What to do with a push at `epochMs`: send now, or hold it until `at` (the end of the quiet hours). */
export type PushTiming = { send: true } | { send: false; at: number };

/**
 * A push at `epochMs` for a profile in `timeZone`: sent at once outside quiet hours or when the
 * student opted in to pushes at night (`allowAtNight`); otherwise held until the quiet hours end.
 * In-app, e-mail and SMS are never held (only pushes wake a phone).
 */
export function pushTiming(epochMs: number, timeZone: string, allowAtNight: boolean, q: QuietHours = QUIET_HOURS): PushTiming {
  if (allowAtNight || !isQuietHour(localClock(epochMs, timeZone).hour, q)) return { send: true };
  return { send: false, at: quietHoursEnd(epochMs, timeZone, q) };
}

/**
 * Whether a once-a-day reminder at local hour `hour` is due at `epochMs`: from that hour until the
 * end of the local day (a sweep that missed the hour still sends it later that day). The caller keys
 * the reminder by `localClock(...).date`, so it goes out at most once a day.
 */
export function reminderDue(epochMs: number, timeZone: string, hour: number): boolean {
  return localClock(epochMs, timeZone).hour >= hour;
}
