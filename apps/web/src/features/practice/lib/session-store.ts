/**
 * Remembers the practice session a `/practice` URL opened (sessionStorage, this tab only), so coming
 * back from a recommended video or a reload continues the same session: the server then serves the
 * question that was on screen. Forgotten when practice ends.
 */
import type { PracticeSession } from '../api/practice-api.ts';

const PREFIX = 'abhyas.practice.session:';

export function rememberSession(key: string, session: PracticeSession): void {
  try {
    sessionStorage.setItem(PREFIX + key, JSON.stringify(session));
  } catch {
    // Storage full or blocked: the next visit starts a new session.
  }
}

export function recallSession(key: string): PracticeSession | null {
  try {
    const raw = sessionStorage.getItem(PREFIX + key);
    return raw ? (JSON.parse(raw) as PracticeSession) : null;
  } catch {
    return null;
  }
}

export function forgetSession(key: string): void {
  try {
    sessionStorage.removeItem(PREFIX + key);
    sessionStorage.removeItem(`${PREFIX}${key}:eorder`);
  } catch {
    // nothing to forget
  }
}

/** The last eorder this tab used for the session of `key` (0 when none). */
export function recallEorder(key: string): number {
  try {
    return Number(sessionStorage.getItem(`${PREFIX}${key}:eorder`)) || 0;
  } catch {
    return 0;
  }
}

export function rememberEorder(key: string, eorder: number): void {
  try {
    sessionStorage.setItem(`${PREFIX}${key}:eorder`, String(eorder));
  } catch {
    // best effort
  }
}
