/**
 * Live classes (issue 23 §3; platform.md §2 live class, §2.4 lock overlay): when a scheduled class
 * may be joined, and the name of its meeting room. Pure: `now` and the random part come in.
 */

/** How early a student may join before the start (ms): 10 minutes. */
export const LIVE_CLASS_EARLY_JOIN_MS = 10 * 60_000;
/** How long after the scheduled end the room stays joinable (ms): 15 minutes, for classes that run over. */
export const LIVE_CLASS_GRACE_MS = 15 * 60_000;
/** Shortest and longest class, minutes. */
export const LIVE_CLASS_MIN_MINUTES = 10;
export const LIVE_CLASS_MAX_MINUTES = 240;

/**
 * A class's state at `now`: `upcoming` (before the join window), `open` (joinable, not started),
 * `live` (between start and scheduled end), `ending` (past the end, within the grace), `ended`.
 */
export type LiveClassState = 'upcoming' | 'open' | 'live' | 'ending' | 'ended';

/** The state of a class starting at `startsAt` (epoch ms) for `minutes`, at `now`. */
export function liveClassState(startsAt: number, minutes: number, now: number): LiveClassState {
  const end = startsAt + minutes * 60_000;
  if (now < startsAt - LIVE_CLASS_EARLY_JOIN_MS) return 'upcoming';
  if (now < startsAt) return 'open';
  if (now < end) return 'live';
  if (now < end + LIVE_CLASS_GRACE_MS) return 'ending';
  return 'ended';
}

/** True when the caller may enter the room: a student in `open`, `live` or `ending`; the teacher at any time before it has ended (to prepare). */
export function canJoinLiveClass(state: LiveClassState, isTeacher: boolean): boolean {
  if (isTeacher) return state !== 'ended';
  return state === 'open' || state === 'live' || state === 'ending';
}

/** When a student's join window opens (epoch ms). */
export function liveClassOpensAt(startsAt: number): number {
  return startsAt - LIVE_CLASS_EARLY_JOIN_MS;
}

/**
 * The meeting room's name: `<namespace>-<title slug>-<secret>`, letters, digits and dashes only.
 * Public meeting servers let anyone with a room's name in, so `secret` (random, at least 16
 * characters of [a-z0-9]) is what keeps the room to the class; the slug only helps a teacher
 * recognise it. Throws RangeError for a short or malformed secret or namespace.
 */
export function liveClassRoomName(namespace: string, title: string, secret: string): string {
  if (!/^[a-z0-9]{16,}$/.test(secret)) throw new RangeError('secret must be at least 16 characters of [a-z0-9]');
  if (!/^[a-z][a-z0-9-]{0,30}$/.test(namespace)) throw new RangeError('namespace must be lower-case letters, digits and dashes');
  const slug = title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return [namespace, slug, secret].filter(Boolean).join('-');
}
