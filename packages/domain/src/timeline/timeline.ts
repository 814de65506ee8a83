import { addDays, indiaDate } from '../achieve-target/target-form.ts';

/**
 * The timeline of a profile (platform.md §1 user home "timeline", §2 `/user-home/my-timeline`,
 * §7.5 Timeline; learning.md §4 Tiles "Home grouping: today, yesterday and older buckets"): what the
 * student did, day by day in India time (Asia/Kolkata, UTC+05:30, no daylight saving), newest first.
 * Pure rules: the window a page covers, the merging of the items of every source into day buckets,
 * and the bucket of a day. Decision 029.
 */

/** What an item of the timeline is: a video watched, a practice session, a test, a milestone earned, or an activity a client posted. */
export const TIMELINE_KINDS = ['video', 'practice', 'test', 'milestone', 'activity'] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

/** The kinds of activity a client may post (POST /api/timeline/activity `activity_type`). */
export const TIMELINE_ACTIVITY_TYPES = ['video', 'practice', 'test', 'reading', 'revision', 'live_class', 'other'] as const;
export type TimelineActivityType = (typeof TIMELINE_ACTIVITY_TYPES)[number];

/** The time zone days are cut in. */
export const TIMELINE_TIME_ZONE = 'Asia/Kolkata';
/** Calendar days a page covers when the caller does not say. */
export const TIMELINE_PAGE_DAYS = 7;
/** The most calendar days one page may cover. */
export const TIMELINE_MAX_PAGE_DAYS = 31;
/** The most items one source contributes to one page (a busier window shows its newest ones). */
export const TIMELINE_SOURCE_LIMIT = 300;

const INDIA_OFFSET_MS = 330 * 60_000;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar date written YYYY-MM-DD (2024-02-30 is not one). */
export function isCalendarDate(s: string): boolean {
  if (!DATE_RE.test(s)) return false;
  const ms = Date.parse(`${s}T00:00:00Z`);
  return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === s;
}

/** Epoch ms of midnight in India at the start of `date` (YYYY-MM-DD). */
export function indiaMidnight(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) - INDIA_OFFSET_MS;
}

/** The calendar days one page of the timeline covers: `from` to `to` (both YYYY-MM-DD, inclusive), and the same as epoch ms [fromMs, toMs). */
export interface TimelineWindow {
  from: string;
  to: string;
  fromMs: number;
  toMs: number;
}

/**
 * The window of a page: the `days` calendar days (India) before `before` (YYYY-MM-DD, exclusive),
 * or ending today when `before` is absent. A `before` after tomorrow is taken as tomorrow (nothing
 * is recorded in the future). `now` in epoch ms.
 */
export function timelineWindow(now: number, days: number, before?: string): TimelineWindow {
  const tomorrow = addDays(indiaDate(now), 1);
  const end = before === undefined || before > tomorrow ? tomorrow : before;
  const from = addDays(end, -days);
  return { from, to: addDays(end, -1), fromMs: indiaMidnight(from), toMs: indiaMidnight(end) };
}

/** One entry of the timeline: `at` epoch ms; `detail` the figures of its kind (the contract's item). */
export interface TimelineEntry<D = Record<string, unknown>> {
  id: string;
  kind: TimelineKind;
  title: string;
  detail: D;
  at: number;
  link: string | null;
}

/** A day of the timeline: its India date and its items, newest first. */
export interface TimelineDay<E extends TimelineEntry<unknown>> {
  date: string;
  items: E[];
}

const KIND_ORDER = new Map(TIMELINE_KINDS.map((k, i) => [k, i]));

/**
 * Merges the items of every source into the days of `window`, newest day first and newest item
 * first within a day (ties: by kind in TIMELINE_KINDS order, then id, so a page reads the same
 * every time). Items outside the window are left out; an item seen twice (same id) counts once.
 * Days without items are not listed.
 */
export function timelineDays<E extends TimelineEntry<unknown>>(
  sources: readonly (readonly E[])[],
  window: Pick<TimelineWindow, 'fromMs' | 'toMs'>,
): TimelineDay<E>[] {
  const seen = new Set<string>();
  const items: E[] = [];
  for (const source of sources) {
    for (const item of source) {
      if (item.at < window.fromMs || item.at >= window.toMs || seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  items.sort((a, b) => b.at - a.at || KIND_ORDER.get(a.kind)! - KIND_ORDER.get(b.kind)! || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const days: TimelineDay<E>[] = [];
  for (const item of items) {
    const date = indiaDate(item.at);
    const last = days[days.length - 1];
    if (last?.date === date) last.items.push(item);
    else days.push({ date, items: [item] });
  }
  return days;
}

/**
 * The `before` of the next (earlier) page: the day after the latest India date that has anything
 * before the window, so the next page starts at a day with items and stretches without any are
 * skipped; null when nothing earlier exists. `earlierAt`: each source's latest time before the
 * window (epoch ms), or null.
 */
export function nextBefore(earlierAt: readonly (number | null)[]): string | null {
  const latest = earlierAt.reduce<number | null>((m, t) => (t !== null && (m === null || t > m) ? t : m), null);
  return latest === null ? null : addDays(indiaDate(latest), 1);
}

/** The spec's tile grouping of a day against today (learning.md §4 Tiles "Home grouping"). */
export type DayBucket = 'today' | 'yesterday' | 'older';

/** Which bucket `date` falls in when it is `today` (both YYYY-MM-DD, India). A date after today counts as today. */
export function dayBucket(date: string, today: string): DayBucket {
  if (date >= today) return 'today';
  return date === addDays(today, -1) ? 'yesterday' : 'older';
}

/** Accuracy of a practice session in whole percent (correct of answered), or null when nothing was answered. */
export function accuracyPercent(correct: number, answered: number): number | null {
  return answered > 0 ? Math.round((100 * Math.min(correct, answered)) / answered) : null;
}

/** Whole minutes of `seconds`, at least 1 when any time was spent, 0 for none. */
export function wholeMinutes(seconds: number): number {
  return seconds > 0 ? Math.max(1, Math.round(seconds / 60)) : 0;
}

/**
 * True when `link` is a path inside the app (`/…`): not another site (`//host`, `https:`), not a
 * script (`javascript:`), no backslash (browsers read `/\host` as another site), no control characters.
 */
export function isInAppPath(link: string): boolean {
  return link.startsWith('/') && !link.startsWith('//') && !link.includes('\\') && ![...link].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
}

/**
 * The study streak on `today` (YYYY-MM-DD, India): how many days in a row, ending today, have
 * activity (`activeDays`, any order, duplicates allowed). A day not studied yet today does not
 * break it: then the run ends yesterday. 0 when neither today nor yesterday was studied.
 */
export function studyStreak(activeDays: readonly string[], today: string): number {
  const active = new Set(activeDays);
  const dayBefore = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  let day = active.has(today) ? today : dayBefore(today);
  let run = 0;
  while (active.has(day)) {
    run += 1;
    day = dayBefore(day);
  }
  return run;
}
