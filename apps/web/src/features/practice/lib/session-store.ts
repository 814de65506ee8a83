/**
 * Remembers the practice session a practice (a `/practice` URL without its `session_id`) opened, in
 * localStorage, so coming back — a reload, a recommended video, a closed tab, the chapter's
 * "Practise" link again — resumes it (issue 15): the same question on screen, the answers kept, the
 * summary counting everything. Kept with the last eorder this device used and the question on
 * screen; forgotten when practice ends, and not resumed after RESUME_WINDOW_MS without use.
 */
import { readJson, removeKey, writeJson } from '../../../lib/storage.ts';

const PREFIX = 'abhyas.practice.session:';

/** A session left untouched this long (ms) is not resumed by opening the practice again: a new one starts. */
export const RESUME_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface RememberedPractice {
  sessionId: string;
  /** The last eorder this device used for the session's events. */
  eorder: number;
  /** The question on screen when the page was left (null: none yet, or an intervention). */
  current: string | null;
  /** When it was last written (ms since the epoch). */
  at: number;
}

function valid(x: unknown): x is RememberedPractice {
  const r = x as RememberedPractice | null;
  return (
    !!r && typeof r.sessionId === 'string' && typeof r.eorder === 'number' && typeof r.at === 'number' && (r.current === null || typeof r.current === 'string')
  );
}

/** The session remembered for `key`, or null (none, unreadable, or older than RESUME_WINDOW_MS at `now`). */
export function recallPractice(key: string, now: number = Date.now()): RememberedPractice | null {
  const r = readJson<unknown>(PREFIX + key, null);
  return valid(r) && now - r.at <= RESUME_WINDOW_MS ? r : null;
}

/** Remembers (or updates) the session of `key`; best effort. */
export function rememberPractice(key: string, patch: Partial<RememberedPractice> & { sessionId: string }, now: number = Date.now()): void {
  const old = readJson<unknown>(PREFIX + key, null);
  const base = valid(old) && old.sessionId === patch.sessionId ? old : { sessionId: patch.sessionId, eorder: 0, current: null, at: now };
  writeJson(PREFIX + key, { ...base, ...patch, at: now });
}

export function forgetPractice(key: string): void {
  removeKey(PREFIX + key);
}
