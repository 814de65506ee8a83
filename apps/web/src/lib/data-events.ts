/**
 * The product's own event stream, client side (platform.md §7.5 "POST data-events push/v2 … for
 * clickstream", §8 API_Error events; issue 20 §4; docs/api.md "Data events").
 *
 * Events wait in a queue kept in localStorage (so a reload loses nothing; at most MAX_QUEUED, the
 * oldest dropped first) and go to POST /api/data-events/push/v2 in batches of at most
 * DATA_EVENTS_MAX_BATCH: every SEND_EVERY_MS while there are events, and with navigator.sendBeacon
 * when the page is hidden or left (`pagehide`, `visibilitychange` → hidden). A send that fails
 * (network, 5xx, 429, or a beacon the browser refused) keeps its events for the next one; a batch
 * the server rejects as invalid (other 4xx) is dropped, as resending it could never succeed.
 *
 * This module loads on the visitor's first interaction or route change, or 10 s after the first
 * paint (main.tsx), so it is not part of the landing page's first download; API errors seen before
 * it loads wait in api-client's small early list.
 */
import type { DataEvent } from '@abhyas/contracts';
import { currentAccessToken, onApiError, type ApiErrorReport } from './api-client.ts';
import { getBrowserId } from './browser-id.ts';

// The contract's constants, copied: importing them from @abhyas/contracts would bring zod and the
// schemas into this chunk (30 KB on the landing page). data-events.test.ts checks they match.
/** Events in one batch at most (contracts DATA_EVENTS_MAX_BATCH). */
export const DATA_EVENTS_MAX_BATCH = 50;
/** contracts API_ERROR_EVENT (platform.md §8). */
export const API_ERROR_EVENT = 'API_Error';
/** contracts PAGE_VIEW_EVENT. */
export const PAGE_VIEW_EVENT = 'page_view';

export const DATA_EVENTS_URL = '/api/data-events/push/v2';
export const DATA_EVENTS_STORAGE_KEY = 'abhyas.data-events.queue';
/** Events kept waiting at most (the oldest are dropped beyond it). */
export const MAX_QUEUED = 200;
/** Delay (ms) between sends while events wait. */
export const SEND_EVERY_MS = 5000;

/** What the queue needs from the page (injectable for tests). */
export interface DataEventsDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  fetch: typeof fetch;
  /** navigator.sendBeacon, or null where missing. */
  sendBeacon: ((url: string, data: BodyInit) => boolean) | null;
  /** The current access token (profile, else parent), or null for a guest. */
  token: () => string | null;
  browserId: () => string;
  now: () => number;
  setTimer: (fn: () => void, ms: number) => unknown;
  clearTimer: (handle: unknown) => void;
}

export interface DataEventQueue {
  /** Queues an event; a send follows within SEND_EVERY_MS. */
  record(name: string, fields?: { feature_name?: string; payload?: Record<string, unknown> }): void;
  /** Sends one batch now: by fetch, or by sendBeacon (page hide). Resolves whether it was taken. */
  send(how?: 'fetch' | 'beacon'): Promise<boolean>;
  /** Events waiting. */
  pending(): DataEvent[];
}

/** A random id for this tab's page session (sent as `session_id`). */
const newSessionId = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `s-${Math.random().toString(36).slice(2)}`);

/** A queue over `deps`; events already stored (an earlier page load) are sent first. */
export function createDataEventQueue(deps: DataEventsDeps): DataEventQueue {
  const sessionId = newSessionId();
  let timer: unknown = null;
  let sending = false;

  const read = (): DataEvent[] => {
    try {
      const parsed: unknown = JSON.parse(deps.storage?.getItem(DATA_EVENTS_STORAGE_KEY) ?? '[]');
      return Array.isArray(parsed) ? (parsed as DataEvent[]) : [];
    } catch {
      return [];
    }
  };
  // Without storage (private mode), the queue lives in memory for this page.
  let memory: DataEvent[] = read();
  const write = (events: DataEvent[]) => {
    memory = events.slice(-MAX_QUEUED);
    try {
      deps.storage?.setItem(DATA_EVENTS_STORAGE_KEY, JSON.stringify(memory));
    } catch {
      /* quota: kept in memory */
    }
  };
  const current = () => (deps.storage ? read() : memory);
  /** Removes the sent events (the first `n` of what was taken; others may have been added since). */
  const drop = (sent: DataEvent[]) => {
    const left = current();
    const at = left.findIndex((e) => e === sent[0] || JSON.stringify(e) === JSON.stringify(sent[0]));
    write(at < 0 ? left : [...left.slice(0, at), ...left.slice(at + sent.length)]);
  };
  const schedule = () => {
    if (timer !== null || current().length === 0) return;
    timer = deps.setTimer(() => {
      timer = null;
      void queue.send('fetch').then(() => schedule());
    }, SEND_EVERY_MS);
  };

  const queue: DataEventQueue = {
    record(name, fields = {}) {
      write([...current(), { name, occurred_at: deps.now(), session_id: sessionId, ...fields, payload: fields.payload ?? {} }]);
      schedule();
    },
    pending: current,
    async send(how = 'fetch') {
      const batch = current().slice(0, DATA_EVENTS_MAX_BATCH);
      if (batch.length === 0 || (sending && how === 'fetch')) return true;
      const token = deps.token();
      if (how === 'beacon') {
        if (!deps.sendBeacon) return false;
        const body = JSON.stringify({ events: batch, ...(token ? { token } : {}) });
        // A string goes as text/plain (no preflight, accepted by every browser); the server reads it as JSON.
        const taken = deps.sendBeacon(DATA_EVENTS_URL, body);
        if (taken) drop(batch);
        return taken;
      }
      sending = true;
      try {
        const res = await deps.fetch(DATA_EVENTS_URL, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-browser-id': deps.browserId(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
          body: JSON.stringify({ events: batch }),
          keepalive: true,
          credentials: 'include',
        });
        const retry = res.status >= 500 || res.status === 429;
        if (!retry) drop(batch);
        return res.ok;
      } catch {
        return false;
      } finally {
        sending = false;
      }
    },
  };
  if (memory.length > 0) schedule();
  return queue;
}

/** The spec's feature names (§8) for the calls they name; other calls report their path. */
const FEATURES: Record<string, string> = {
  'auth/sign-in': 'login',
  'auth/verify-login-otp': 'login-verify-otp',
  'auth/send_password_reset_otp': 'forgot-password',
  'auth/verify_password_reset_otp': 'verify_password_reset_otp',
  'auth/reset_password': 'reset_password',
  'auth/sign-up': 'sign-up',
  'auth/google_sign_in': 'social-login',
  'auth/facebook_sign_in': 'social-login',
  'auth/sso/verify': 'sso-login',
  'auth/connected_profiles': 'connected_profiles',
  'auth/add_profile': 'add_profile',
  'auth/edit_profile': 'edit_profile',
};

/** feature_name of a failed call: its own, the spec's name for its path, or the path with ids as `:id`. */
export function featureOf(report: Pick<ApiErrorReport, 'path' | 'feature'>): string {
  if (report.feature) return report.feature;
  const path = report.path
    .split('?')[0]!
    .replace(/^\/api\//u, '')
    .split('/')
    .map((s) => (/\d/u.test(s) && s.length >= 8 ? ':id' : s))
    .join('/');
  return (FEATURES[path] ?? path).slice(0, 100);
}

/** The API_Error event of a failed call (§8: error_code, error_type, error_response, feature_name). */
export function apiErrorEvent(report: ApiErrorReport): { feature_name: string; payload: Record<string, unknown> } {
  return {
    feature_name: featureOf(report),
    payload: {
      error_code: report.status,
      error_type: report.errorType ?? (report.status === 0 ? 'network' : report.status >= 500 ? 'server' : 'client'),
      error_response: report.message.slice(0, 500),
      code: report.code,
      ...(report.label ? { label: report.label } : {}),
      ...(report.method ? { method: report.method } : {}),
      ...(report.path ? { path: report.path.split('?')[0] } : {}),
    },
  };
}

/** A router that tells when a navigation has resolved (TanStack Router's `subscribe('onResolved')`). */
export interface NavigationSource {
  subscribe(event: 'onResolved', fn: (e: { toLocation: { pathname: string } }) => void): () => void;
  state: { location: { pathname: string } };
}

/**
 * Starts the stream on this page: a page view now and on each route change, an API_Error event
 * for each failed call (`onApiError`), sends every SEND_EVERY_MS and a beacon on page hide.
 */
export function startDataEvents(options: {
  deps: DataEventsDeps;
  router: NavigationSource;
  onApiError: (listener: (report: ApiErrorReport) => void) => void;
  target?: Pick<Window, 'addEventListener'> & { document?: Pick<Document, 'visibilityState' | 'addEventListener'> };
}): DataEventQueue {
  const queue = createDataEventQueue(options.deps);
  let last = '';
  const view = (pathname: string) => {
    if (pathname === last) return;
    last = pathname;
    queue.record(PAGE_VIEW_EVENT, { payload: { path: pathname } });
  };
  view(options.router.state.location.pathname);
  options.router.subscribe('onResolved', (e) => view(e.toLocation.pathname));
  options.onApiError((report) => queue.record(API_ERROR_EVENT, apiErrorEvent(report)));
  const target = options.target ?? window;
  const doc = options.target ? options.target.document : document;
  const hide = () => void queue.send('beacon');
  target.addEventListener('pagehide', hide);
  doc?.addEventListener('visibilitychange', () => {
    if (doc.visibilityState === 'hidden') hide();
  });
  return queue;
}

/** Starts the stream in this browser tab with the real storage, fetch, sendBeacon and tokens (main.tsx, after the first paint). */
export function startInBrowser(router: NavigationSource): DataEventQueue {
  let storage: Storage | null = null;
  try {
    storage = window.localStorage;
  } catch {
    /* storage disabled: the queue lives in memory */
  }
  return startDataEvents({
    router,
    onApiError,
    deps: {
      storage,
      fetch: (input, init) => fetch(input, init),
      sendBeacon: typeof navigator.sendBeacon === 'function' ? (url, data) => navigator.sendBeacon(url, data) : null,
      token: currentAccessToken,
      browserId: getBrowserId,
      now: Date.now,
      setTimer: (fn, ms) => setTimeout(fn, ms),
      clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    },
  });
}
