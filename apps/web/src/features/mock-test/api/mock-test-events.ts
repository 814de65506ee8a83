import { eventsPageResponse, postEventsResponse } from '@abhyas/contracts';
import type { TestEvent } from '@abhyas/domain';
import { api } from '../../../lib/api-client.ts';
import { mockTestPaths } from './paths.ts';

/**
 * GET /api/v1/test/{sessionId}/events?pageNumber= (learning.md §7 Tests), page after page until
 * `last`: every stored event of the session, in eorder.
 */
export async function fetchAllEvents(sessionId: string): Promise<TestEvent[]> {
  const events: TestEvent[] = [];
  for (let pageNumber = 0; pageNumber < 10_000; pageNumber++) {
    const { data } = await api(mockTestPaths.events(sessionId), { query: { pageNumber }, schema: eventsPageResponse, auth: 'child' });
    events.push(...(data.content as TestEvent[]));
    if (data.last || data.content.length === 0) break;
  }
  return events;
}

/** POST /api/v1/test/{sessionId}/events `{ events }`: stores them once per eorder. 409 DEADLINE_PASSED / SESSION_FINISHED. */
export async function postEvents(sessionId: string, events: TestEvent[]): Promise<void> {
  await api(mockTestPaths.events(sessionId), { method: 'POST', body: { events }, schema: postEventsResponse, auth: 'child' });
}
