import { type eventsPageResponse, type postEventsResponse, type shortSummaryResponse } from '@abhyas/contracts';
import type { z } from 'zod';
import type { TestEvent } from '@abhyas/domain';
import { api, type Decoded } from '../../../lib/api-client.ts';
import { mockTestPaths } from './paths.ts';

/**
 * GET /api/v1/test/{sessionId}/events?pageNumber= (learning.md §7 Tests), page after page until
 * `last`: every stored event of the session, in eorder.
 */
export async function fetchAllEvents(sessionId: string): Promise<TestEvent[]> {
  const events: TestEvent[] = [];
  for (let pageNumber = 0; pageNumber < 10_000; pageNumber++) {
    const { data } = await api<Decoded<typeof eventsPageResponse>>(mockTestPaths.events(sessionId), { query: { pageNumber }, auth: 'child' });
    events.push(...(data.content as TestEvent[]));
    if (data.last || data.content.length === 0) break;
  }
  return events;
}

/** POST /api/v1/test/{sessionId}/events `{ events }`: stores them once per eorder. 409 DEADLINE_PASSED / SESSION_FINISHED. */
export async function postEvents(sessionId: string, events: TestEvent[]): Promise<void> {
  await api<Decoded<typeof postEventsResponse>>(mockTestPaths.events(sessionId), { method: 'POST', body: { events }, auth: 'child' });
}

/** The palette counts the server holds for a session, overall and per section. */
export type ShortSummary = z.infer<typeof shortSummaryResponse>;

/**
 * POST /api/v1/test/shortSummary `{ session_id }` (learning.md §7 Tests): the palette counts
 * replayed from the events the server has stored, which the submit window compares with the
 * screen's own (are all answers saved?). 404 UNKNOWN_SESSION.
 */
export async function fetchShortSummary(sessionId: string): Promise<ShortSummary> {
  const { data } = await api<Decoded<typeof shortSummaryResponse>>(mockTestPaths.shortSummary, {
    method: 'POST',
    body: { session_id: sessionId },
    auth: 'child',
  });
  return data;
}
