/**
 * Opening a practice session (learning.md §4 Practice "Loading"; issue 15 "practice forgets
 * itself"): the session the URL names (`session_id`), else the one this device remembers for the
 * practice, is resumed when the server still has it open for this profile
 * (`GET /api/v1/practice/{sessionId}`); otherwise a new one is created. A resumed session goes on
 * with its eorders and shows the question that was on screen.
 */
import { isApiError } from '../../../lib/api-client.ts';
import { createPracticeSession, fetchPracticeSession, type PracticeSession } from '../api/practice-api.ts';
import type { SessionPayload } from '../lib/params.ts';
import { recallPractice } from '../lib/session-store.ts';

export interface OpenedSession {
  session: PracticeSession;
  /** True when an existing session goes on (no start event, no question-start call). */
  resumed: boolean;
  /** The eorder to continue after. */
  eorder: number;
  /** The question that was on screen, to show again (null: the server's current one). */
  current: string | null;
}

/** Answers that mean "this session is not there for us": start afresh rather than fail. */
const gone = (e: unknown) => isApiError(e) && (e.status === 400 || e.status === 403 || e.status === 404);

/**
 * The session to practise in: `urlSessionId`, else the one remembered for `key`, when it exists
 * and has not ended; else a new one from `payload`. Failures other than "not found" are thrown.
 */
export async function openSession(key: string, urlSessionId: string | null, payload: SessionPayload): Promise<OpenedSession> {
  const remembered = recallPractice(key);
  const ids = [...new Set([urlSessionId, remembered?.sessionId].filter((id): id is string => !!id))];
  for (const id of ids) {
    let session: PracticeSession;
    try {
      session = await fetchPracticeSession(id);
    } catch (e) {
      if (gone(e)) continue;
      throw e;
    }
    if (session.ended) continue;
    const mine = remembered?.sessionId === id ? remembered : null;
    return { session, resumed: true, eorder: Math.max(session.last_eorder, mine?.eorder ?? 0), current: mine?.current ?? null };
  }
  const session = await createPracticeSession(payload);
  return { session, resumed: false, eorder: session.last_eorder, current: null };
}
