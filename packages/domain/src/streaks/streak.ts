/**
 * Streaks that reward learning, not logging in (issue 20 §3; docs/decisions/032-streaks.md). A day
 * (India calendar day, YYYY-MM-DD) counts when it holds real work: a practice session with at
 * least STREAK_MIN_ANSWERS answers, a finished test, or the day's revision done. Every
 * STREAK_DAYS_PER_FREEZE counted days of a run earn a freeze (at most STREAK_MAX_FREEZES held); a
 * missed day inside a run spends one automatically instead of breaking the run.
 */
import { addDays } from '../achieve-target/target-form.ts';

/** Answers a practice session needs on a day for the day to count (about 5–10 minutes of work). */
export const STREAK_MIN_ANSWERS = 5;
/** Due revision cards reviewed on a day that count as the day's revision (or all that were due, when fewer). */
export const STREAK_MIN_REVIEWS = 5;
/** Counted days of a run that earn one freeze. */
export const STREAK_DAYS_PER_FREEZE = 7;
/** Freezes held at most. */
export const STREAK_MAX_FREEZES = 2;

/** How a day stands: real work done, covered by a freeze, missed, or today not done yet (`open`). */
export type StreakDayStatus = 'done' | 'frozen' | 'missed' | 'open';

/** A profile's streak on a day. */
export interface Streak {
  /** Days of the current run (done days; frozen days keep it, do not add). Today not done yet does not break it. */
  current: number;
  /** The longest run ever (done days). */
  longest: number;
  /** Freezes held now (0–STREAK_MAX_FREEZES). */
  freezes: number;
  /** Whether today already counts. */
  todayDone: boolean;
  /** The last `recent` days, oldest first, ending today. */
  days: { date: string; status: StreakDayStatus }[];
}

/**
 * The streak on `today` (YYYY-MM-DD, India) from the days with real work (`doneDays`, any order,
 * duplicates allowed; days after today are ignored), with the statuses of the last `recent` days.
 * Walks from the first done day: a done day adds to the run and, every STREAK_DAYS_PER_FREEZE of
 * them, earns a freeze (capped); a missed day spends a freeze when the run is alive and one is
 * held (status `frozen`), otherwise ends the run (`missed`). Today not done is `open`.
 */
export function computeStreak(doneDays: Iterable<string>, today: string, recent = 14): Streak {
  const done = new Set<string>();
  for (const d of doneDays) if (d <= today) done.add(d);
  const status = new Map<string, StreakDayStatus>();
  let run = 0;
  let longest = 0;
  let freezes = 0;
  let towardFreeze = 0;
  const first = [...done].sort()[0];
  for (let d = first; d !== undefined && d <= today; d = addDays(d, 1)) {
    if (done.has(d)) {
      run += 1;
      longest = Math.max(longest, run);
      towardFreeze += 1;
      if (towardFreeze === STREAK_DAYS_PER_FREEZE) {
        towardFreeze = 0;
        freezes = Math.min(STREAK_MAX_FREEZES, freezes + 1);
      }
      status.set(d, 'done');
    } else if (d === today) {
      status.set(d, 'open');
    } else if (run > 0 && freezes > 0) {
      freezes -= 1;
      status.set(d, 'frozen');
    } else {
      run = 0;
      towardFreeze = 0;
      status.set(d, 'missed');
    }
  }
  const days: Streak['days'] = [];
  for (let i = recent - 1; i >= 0; i -= 1) {
    const date = addDays(today, -i);
    days.push({ date, status: status.get(date) ?? (date === today ? 'open' : 'missed') });
  }
  return { current: run, longest, freezes, todayDone: done.has(today), days };
}

/**
 * Whether a day's revision counts: at least STREAK_MIN_REVIEWS due cards reviewed, or the day's
 * whole due queue (within the cap) reviewed (`queueDone`, recorded when it emptied).
 */
export function revisionDayDone(dueReviews: number, queueDone: boolean): boolean {
  return dueReviews >= STREAK_MIN_REVIEWS || queueDone;
}
