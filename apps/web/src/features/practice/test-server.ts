/** A stubbed practice server for the practice page's component tests. */
import { vi } from 'vitest';
import { jsonResponse } from '../../test/render-with-app.tsx';
import { session, SESSION_ID, summary } from './test-fixtures.ts';

export const BASE = `/api/v1/practice/${SESSION_ID}`;
export const PATH = '/practice?mode=Normal&lm_code=ncert-10-mathematics-ch01&lm_level=chapter&title=Real%20Numbers';

type Call = { url: URL; method: string; body: unknown };

/** The stubbed server: `routes` answer by "METHOD path"; every call is recorded with its body. */
export function server(routes: Record<string, (url: URL, body: unknown) => Response>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ url, method, body });
    const handler = routes[`${method} ${url.pathname}`];
    if (handler) return handler(url, body);
    if (url.pathname === '/api/v1/practice/bookmark') return jsonResponse(200, { data: [] });
    if (method === 'POST') return jsonResponse(200, { stored: 1, duplicates: 0, last_eorder: 1 });
    return jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  const events = () => calls.filter((c) => c.url.pathname === `${BASE}/events`).flatMap((c) => c.body as { type: string; eorder: number }[]);
  return { calls, events };
}

export const baseRoutes = (questions: ((url: URL) => Response)[]) => {
  let n = 0;
  return {
    'POST /api/v1/practice/session': () => jsonResponse(200, session),
    [`GET ${BASE}/question`]: (url: URL) => questions[Math.min(n++, questions.length - 1)]!(url),
    [`GET ${BASE}/summary`]: () => jsonResponse(200, summary),
    'GET /api/embiums/balance': () => jsonResponse(200, { data: [{ current_value: 10, silver: 10, gold: 0 }] }),
  };
};
