/**
 * Routes a stubbed `fetch` by path for page tests: `mockApi({ '/api/x': body | (url) => Response })`.
 * A plain value answers 200 with it as JSON; an unknown path answers 404. Returns the mock, whose
 * calls hold the requested URLs.
 */
import { vi } from 'vitest';
import { jsonResponse } from './render-with-app.tsx';

export type MockHandler = unknown | ((url: URL) => Response | Promise<Response>);

export function mockApi(handlers: Record<string, MockHandler>) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const handler = handlers[url.pathname];
    if (handler === undefined) return jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
    return typeof handler === 'function' ? (handler as (u: URL) => Response)(url) : jsonResponse(200, handler);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The URLs `fetchMock` was called with, for asserting query parameters. */
export function requestedUrls(fetchMock: ReturnType<typeof mockApi>): URL[] {
  return fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
}
