/**
 * Rebuilding a session after a reload (learning.md §4 Tests "Session flow", "Event sync"): the
 * server's events and the local ones (IndexedDB) are merged by eorder and replayed with the domain
 * `replayEvents`. Local events the server does not have are to be sent again.
 */
import { orderEvents, replayEvents, type Replay, type TestEvent } from '@abhyas/domain';
import type { StoredEvent } from './event-db.ts';

export interface Rebuilt {
  replay: Replay;
  /** All events, once per eorder, in order. */
  events: TestEvent[];
  /** eorder for the next event: one past the highest known (server `last_eorder` or local). */
  nextEorder: number;
  /** The question last on screen (null when none yet). */
  currentCode: string | null;
  /** Local events the server has not stored: they must be (re)sent. */
  undelivered: number[];
}

/** Merges server and local events over the paper's question codes (see the module comment). */
export function rebuildSession(
  questionCodes: readonly string[],
  serverEvents: readonly TestEvent[],
  local: readonly StoredEvent[],
  lastEorder: number,
): Rebuilt {
  const onServer = new Set(serverEvents.map((e) => e.eorder));
  const events = orderEvents([...serverEvents, ...local.map((r) => r.event)]);
  const replay = replayEvents(questionCodes, events);
  const known = new Set(questionCodes);
  let currentCode: string | null = null;
  for (const e of events) if (e.question_code && known.has(e.question_code)) currentCode = e.question_code;
  const maxEorder = events.reduce((m, e) => Math.max(m, e.eorder), lastEorder);
  return {
    replay,
    events,
    nextEorder: maxEorder + 1,
    currentCode,
    undelivered: local.filter((r) => !onServer.has(r.eorder)).map((r) => r.eorder),
  };
}
