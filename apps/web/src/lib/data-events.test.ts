import { describe, expect, it, vi } from 'vitest';
import {
  DATA_EVENTS_STORAGE_KEY,
  DATA_EVENTS_URL,
  MAX_QUEUED,
  SEND_EVERY_MS,
  apiErrorEvent,
  createDataEventQueue,
  startDataEvents,
  type DataEventsDeps,
} from './data-events.ts';
import * as contracts from '@abhyas/contracts';
import type { ApiErrorReport } from './api-client.ts';
import * as events from './data-events.ts';

/** A localStorage stand-in that outlives the queues made on it (a reload makes a new queue). */
function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
}

function deps(over: Partial<DataEventsDeps> = {}) {
  const timers: (() => void)[] = [];
  const d: DataEventsDeps = {
    storage: memoryStorage(),
    fetch: vi.fn(async () => new Response(null, { status: 202 })),
    sendBeacon: vi.fn(() => true),
    token: () => 'tok-1',
    browserId: () => 'browser-1',
    now: () => 1_700_000_000_000,
    setTimer: (fn) => timers.push(fn),
    clearTimer: () => undefined,
    ...over,
  };
  return { d, timers };
}

const sentBody = (call: unknown[]) =>
  JSON.parse((call[1] as RequestInit).body as string) as { events: { name: string; payload: Record<string, unknown> }[]; token?: string };

describe('data events queue', () => {
  it('keeps queued events across a reload (localStorage) and sends them from the new page', async () => {
    const storage = memoryStorage();
    const first = createDataEventQueue(deps({ storage }).d);
    first.record('page_view', { payload: { path: '/home' } });
    first.record('page_view', { payload: { path: '/practice' } });
    expect(JSON.parse(storage.map.get(DATA_EVENTS_STORAGE_KEY)!)).toHaveLength(2);

    // The reload: a new queue on the same storage schedules a send of what is waiting.
    const { d, timers } = deps({ storage });
    const second = createDataEventQueue(d);
    expect(second.pending().map((e) => e.payload.path)).toEqual(['/home', '/practice']);
    expect(timers).toHaveLength(1);
    timers[0]!();
    await vi.waitFor(() => expect(d.fetch).toHaveBeenCalledTimes(1));
    const [url, init] = vi.mocked(d.fetch).mock.calls[0]!;
    expect(url).toBe(DATA_EVENTS_URL);
    expect((init as RequestInit).headers).toMatchObject({ authorization: 'Bearer tok-1', 'x-browser-id': 'browser-1' });
    expect(sentBody(vi.mocked(d.fetch).mock.calls[0]!).events.map((e) => e.payload.path)).toEqual(['/home', '/practice']);
    await vi.waitFor(() => expect(second.pending()).toEqual([]));
  });

  it('keeps events when a send fails (network or 5xx), drops a batch the server rejects as invalid', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValueOnce(new Response(null, { status: 503 }));
    const { d } = deps({ fetch: fetchMock });
    const q = createDataEventQueue(d);
    q.record('page_view', { payload: { path: '/a' } });
    expect(await q.send()).toBe(false);
    expect(q.pending()).toHaveLength(1);
    expect(await q.send()).toBe(false);
    expect(q.pending()).toHaveLength(1);
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 400 }));
    await q.send();
    expect(q.pending()).toEqual([]);
  });

  it('caps the stored queue, dropping the oldest', () => {
    const q = createDataEventQueue(deps().d);
    for (let i = 0; i < MAX_QUEUED + 5; i++) q.record('page_view', { payload: { i } });
    expect(q.pending()).toHaveLength(MAX_QUEUED);
    expect(q.pending()[0]!.payload.i).toBe(5);
  });

  it('sends with navigator.sendBeacon on pagehide and when the page is hidden, the token in the body; a refused beacon keeps the events', () => {
    const { d } = deps();
    const listeners: Record<string, () => void> = {};
    const doc = {
      visibilityState: 'visible' as DocumentVisibilityState,
      addEventListener: (type: string, fn: () => void) => void (listeners[`doc:${type}`] = fn),
    };
    const target = { addEventListener: (type: string, fn: () => void) => void (listeners[type] = fn), document: doc };
    let resolved: ((e: { toLocation: { pathname: string } }) => void) | undefined;
    const router = { state: { location: { pathname: '/' } }, subscribe: (_: 'onResolved', fn: typeof resolved) => ((resolved = fn), () => undefined) };
    const q = startDataEvents({ deps: d, router, onApiError: () => undefined, target: target as never });
    resolved!({ toLocation: { pathname: '/home' } });
    expect(q.pending().map((e) => [e.name, e.payload.path])).toEqual([
      ['page_view', '/'],
      ['page_view', '/home'],
    ]);

    vi.mocked(d.sendBeacon!).mockReturnValueOnce(false);
    listeners.pagehide!();
    expect(q.pending()).toHaveLength(2);

    doc.visibilityState = 'hidden';
    listeners['doc:visibilitychange']!();
    expect(d.sendBeacon).toHaveBeenCalledTimes(2);
    const [url, body] = vi.mocked(d.sendBeacon!).mock.calls[1]!;
    expect(url).toBe(DATA_EVENTS_URL);
    expect(JSON.parse(body as string)).toMatchObject({ token: 'tok-1', events: [{ name: 'page_view' }, { name: 'page_view' }] });
    expect(q.pending()).toEqual([]);
    expect(d.fetch).not.toHaveBeenCalled();
  });

  it('records failed API calls as API_Error events with the spec fields', () => {
    let listener: ((r: ApiErrorReport) => void) | undefined;
    const q = startDataEvents({
      deps: deps().d,
      router: { state: { location: { pathname: '/' } }, subscribe: () => () => undefined },
      onApiError: (l) => (listener = l),
      target: { addEventListener: () => undefined, document: { visibilityState: 'visible', addEventListener: () => undefined } } as never,
    });
    listener!({ method: 'GET', path: '/api/auth/connected_profiles?x=1', status: 500, code: 'INTERNAL', message: 'Something went wrong' });
    expect(q.pending()[1]).toMatchObject({
      name: 'API_Error',
      feature_name: 'connected_profiles',
      payload: { error_code: 500, error_type: 'server', error_response: 'Something went wrong', code: 'INTERNAL', path: '/api/auth/connected_profiles' },
    });
    expect(apiErrorEvent({ method: 'POST', path: '/api/auth/sign-in', status: 0, code: 'NETWORK_ERROR', message: 'x' })).toMatchObject({
      feature_name: 'login',
      payload: { error_type: 'network' },
    });
    expect(apiErrorEvent({ method: 'GET', path: '/api/v1/practice/0190a3b2-1111/question', status: 404, code: 'NOT_FOUND', message: 'x' }).feature_name).toBe(
      'v1/practice/:id/question',
    );
    expect(SEND_EVERY_MS).toBe(5000);
  });
});

it('uses the contract constants (copied to keep zod out of the chunk)', () => {
  expect([events.DATA_EVENTS_MAX_BATCH, events.API_ERROR_EVENT, events.PAGE_VIEW_EVENT]).toEqual([
    contracts.DATA_EVENTS_MAX_BATCH,
    contracts.API_ERROR_EVENT,
    contracts.PAGE_VIEW_EVENT,
  ]);
});

describe('every API failure reaches the event stream through one reporting function (platform.md §8)', () => {
  it('queues a failed call once, and a failed notification call once with its label and feature Notifications', async () => {
    const { createApiClient, onApiError } = await import('./api-client.ts');
    const { reportNotificationError } = await import('../features/notifications/api/notifications-api.ts');
    const q = startDataEvents({
      deps: deps().d,
      router: { state: { location: { pathname: '/' } }, subscribe: () => () => undefined },
      onApiError,
      target: { addEventListener: () => undefined, document: { visibilityState: 'visible', addEventListener: () => undefined } } as never,
    });
    // Failures reported before the stream started (earlier files in this worker) are queued first.
    const earlier = q.pending().filter((e) => e.name === 'API_Error').length;
    const fetch = vi.fn(async () => new Response(JSON.stringify({ error: { code: 'INTERNAL', message: 'Something went wrong' } }), { status: 500 }));
    const client = createApiClient({ fetch, auth: () => null });
    await expect(client.api('/api/auth/connected_profiles', { auth: 'none' })).rejects.toThrow();
    try {
      await client.api('/api/notification/in-app?status=unread', { auth: 'none' });
    } catch (error) {
      reportNotificationError(error, 'Get Unread Notifications');
    }
    const errors = q
      .pending()
      .filter((e) => e.name === 'API_Error')
      .slice(earlier);
    expect(errors.map((e) => [e.feature_name, e.payload.label ?? null, e.payload.error_code])).toEqual([
      ['connected_profiles', null, 500],
      ['Notifications', 'Get Unread Notifications', 500],
    ]);
  });
});
