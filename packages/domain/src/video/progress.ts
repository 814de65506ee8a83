import { MAX_VIDEO_SECONDS, type VideoStatus } from './constants.ts';

/**
 * Watch progress rules of learning.md §3 and §4 Video. Seconds throughout. Shared by the player
 * (what to post) and the server (what to store), docs/decisions/009.
 */

/** The video length as recorded: rounded up to whole seconds (§4 "Video watch length is rounded up"). */
export function roundLength(lengthS: number): number {
  if (!Number.isFinite(lengthS) || lengthS <= 0) return 0;
  // A float like 37.000000001 from a media element is 37 s, not 38.
  return Math.ceil(lengthS - 1e-6);
}

/** Watched seconds kept within 0 and the length (§4 "watched duration is capped at length"). */
export function capWatched(watchedS: number, lengthS: number): number {
  if (!Number.isFinite(watchedS) || watchedS <= 0) return 0;
  return Math.min(watchedS, Math.max(0, lengthS));
}

/**
 * The status of a record (§3): STARTED when the length or watched time is missing or the watched
 * time is 0 or less; INPROGRESS while the watched time is below the length; COMPLETED otherwise.
 */
export function videoStatusOf(lengthS: number | null | undefined, watchedS: number | null | undefined): VideoStatus {
  if (lengthS == null || watchedS == null || !Number.isFinite(lengthS) || !Number.isFinite(watchedS) || lengthS <= 0 || watchedS <= 0) return 'STARTED';
  return watchedS < lengthS ? 'INPROGRESS' : 'COMPLETED';
}

/** The record the player posts (§3 "Video progress record sent"): length rounded up, watched capped. */
export interface VideoProgressRecord {
  contentId: string;
  childId: string;
  length: number;
  watchedDuration: number;
  status: VideoStatus;
}

/** Builds the record for a position; `ended` makes it the COMPLETED record of the end (§4). */
export function progressRecord(input: { contentId: string; childId: string; lengthS: number; positionS: number; ended?: boolean }): VideoProgressRecord {
  const length = roundLength(input.lengthS);
  const watchedDuration = input.ended ? length : capWatched(input.positionS, length);
  return {
    contentId: input.contentId,
    childId: input.childId,
    length,
    watchedDuration,
    status: input.ended && length > 0 ? 'COMPLETED' : videoStatusOf(length, watchedDuration),
  };
}

/**
 * How far a player's numbers may exceed the catalogue length before they count as absurd. Lengths
 * of self-hosted clips are measured (`exact`): the larger of 30 s and 10 %. Lengths of YouTube and
 * Vimeo videos are typed in by hand and often rounded: the larger of 120 s and 50 %.
 */
export function lengthTolerance(catalogueLengthS: number, exact = true): number {
  return exact ? Math.max(30, Math.ceil(catalogueLengthS * 0.1)) : Math.max(120, Math.ceil(catalogueLengthS * 0.5));
}

export type ProgressCheck = { ok: true; lengthS: number } | { ok: false; field: 'length' | 'watched_duration'; message: string };

/**
 * Validates a progress post against the catalogue length (server side, §5 / issue #6 bad input):
 * numbers must be finite, not negative, at most 24 h, and not above the catalogue length plus
 * tolerance (see lengthTolerance). Returns the length to record (the player's, rounded up, else the catalogue's).
 */
export function checkProgressInput(input: { catalogueLengthS: number; exact?: boolean; lengthS?: number | undefined; watchedS: number }): ProgressCheck {
  const limit = input.catalogueLengthS + lengthTolerance(input.catalogueLengthS, input.exact ?? true);
  const bad = (field: 'length' | 'watched_duration', v: number) => {
    if (!Number.isFinite(v) || v < 0) return `${field} must be a number of seconds, not negative`;
    if (v > MAX_VIDEO_SECONDS) return `${field} cannot be above ${MAX_VIDEO_SECONDS} s`;
    if (v > limit) return `${field} (${v} s) is longer than the video (${input.catalogueLengthS} s)`;
    return null;
  };
  if (input.lengthS !== undefined) {
    const m = bad('length', input.lengthS) ?? (input.lengthS <= 0 ? 'length must be above 0' : null);
    if (m) return { ok: false, field: 'length', message: m };
  }
  const w = bad('watched_duration', input.watchedS);
  if (w) return { ok: false, field: 'watched_duration', message: w };
  const lengthS = roundLength(input.lengthS ?? input.catalogueLengthS);
  return { ok: true, lengthS: Math.max(1, lengthS) };
}

/** What the server keeps per profile and video. */
export interface StoredProgress {
  lengthS: number;
  watchedS: number;
  status: VideoStatus;
  /** Watched to the end at least once; survives restarts. */
  everCompleted: boolean;
}

/**
 * Merges a progress post into the stored record. Watched never moves backwards unless `restart`;
 * `completed` (a COMPLETED post, the end) counts as watched to the end; the status is derived from
 * the merged numbers, never trusted from the client. Idempotent: merging the same post twice
 * gives the same record.
 */
export function mergeProgress(prev: StoredProgress | null, post: { lengthS: number; watchedS: number; completed: boolean; restart: boolean }): StoredProgress {
  const lengthS = roundLength(post.lengthS);
  const posted = post.completed ? lengthS : capWatched(post.watchedS, lengthS);
  const kept = prev && !post.restart ? capWatched(prev.watchedS, lengthS) : 0;
  const watchedS = Math.max(kept, posted);
  const status = videoStatusOf(lengthS, watchedS);
  return { lengthS, watchedS, status, everCompleted: (prev?.everCompleted ?? false) || status === 'COMPLETED' };
}

/**
 * The resume decision of §4: INPROGRESS with watched above 0 → pause and ask; Yes resumes at
 * `atS`, No restarts at 0. Anything else plays from the start without asking.
 */
export function resumeDecision(status: VideoStatus | null | undefined, watchedS: number | null | undefined): { ask: true; atS: number } | { ask: false } {
  if (status === 'INPROGRESS' && watchedS != null && Number.isFinite(watchedS) && watchedS > 0) return { ask: true, atS: watchedS };
  return { ask: false };
}

/** A tile's progress bar: watched over length in percent, 0 to 100 (§4 Tiles). 0 without a length. */
export function progressPercent(watchedS: number | null | undefined, lengthS: number | null | undefined): number {
  if (watchedS == null || lengthS == null || !Number.isFinite(watchedS) || !Number.isFinite(lengthS) || lengthS <= 0 || watchedS <= 0) return 0;
  return Math.min(100, (watchedS / lengthS) * 100);
}

/** Seconds (or a percent) rounded to 2 decimals: what the server stores and answers (watched, time spent, progress percent). */
export function roundHundredths(value: number): number {
  return Math.round(value * 100) / 100;
}
