import type { z } from 'zod';
import { accessTokenNeedsRefresh } from '@abhyas/domain';
import { getBrowserId } from './browser-id.ts';
import { createRefreshCoordinator, type LockLike, type RefreshCoordinator } from './refresh-coordinator.ts';
import { trackRequest } from './slow-network.ts';

/**
 * The one fetcher of the web app (platform.md §7, §4.5, §8). Every call sends `x-browser-id`
 * and cookies; `auth` picks the bearer token; the response's type is the caller's (`api<T>`, usually
 * `Decoded<typeof schema>` of the contract: the server checks every answer against that schema when
 * it serialises it, so the browser ships no schema and no zod for it, decision 051); non-2xx
 * answers throw `ApiError` built from `{ error: { code, message, details } }`. A token within 30 s
 * of its `exp` is refreshed before the call (issue 15: after an idle spell no call fails first);
 * a 401/403 on an authenticated call still triggers exactly one coordinated refresh, then the
 * call is replayed once.
 */

export type AuthMode = 'parent' | 'child' | 'guest' | 'none';
export type TokenKind = 'parent' | 'child';
type Query = Record<string, string | number | boolean | null | undefined>;

/** Where the client reads and writes tokens; the auth store registers one (features/auth). */
export interface ApiAuthBridge {
  token(mode: Exclude<AuthMode, 'none'>): string | null;
  /** Id of the current profile (the child token's profile), or null. */
  profileId(): string | null;
  /** Stores a refreshed token; a child token is ignored if the profile changed meanwhile. */
  storeToken(kind: TokenKind, token: string, profileId?: string): void;
  /** Forgets every token (refresh failed). */
  clear(): void;
  /** Re-reads tokens another tab may have written. */
  syncFromStorage?(): void | Promise<void>;
}

/** The data of an answer whose contract schema is `S` (a type only: nothing of `S` is shipped). */
export type Decoded<S extends z.ZodType> = z.output<S>;

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  body?: unknown;
  /** Bearer token to send; default `parent`. `none` never triggers a refresh. */
  auth?: AuthMode;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** feature_name of the API_Error event a failure reports (§8); default: the spec's name for the path, else the path. */
  feature?: string;
}

/** A failed call, as reported to the event stream (lib/data-events.ts; platform.md §8 API_Error). */
export interface ApiErrorReport {
  method: string;
  /** The called path with its query. */
  path: string;
  /** HTTP status; 0 when the network failed. */
  status: number;
  code: string;
  message: string;
  feature?: string;
  /** The §8 label of the call, where the spec names one (notifications: "Get Unread Notifications", …). */
  label?: string;
  /** error_type when the reporter knows better than the status (e.g. an exception's name). */
  errorType?: string;
}

/** Failures seen before the event stream started (it loads after the first paint); at most 20 kept. */
let earlyErrors: ApiErrorReport[] = [];
let errorListener: ((report: ApiErrorReport) => void) | null = null;

/** Receives every failed call from now on, and those seen before (lib/data-events.ts). */
export function onApiError(listener: (report: ApiErrorReport) => void): void {
  errorListener = listener;
  const early = earlyErrors;
  earlyErrors = [];
  early.forEach(listener);
}

/**
 * The one place API failures are reported (platform.md §8 API_Error): every failed `api()` call,
 * and the labelled error events other modules dispatch as a window `abhyas:event` (the
 * notification calls, §8: feature Notifications, a label, exceptions too). lib/data-events.ts
 * queues them on the event stream; before it has started they wait here (at most 20).
 */
export function reportApiError(report: ApiErrorReport): void {
  if (errorListener) errorListener(report);
  else if (earlyErrors.length < 20) earlyErrors.push(report);
}

/** Calls whose module reports its own labelled §8 event (`abhyas:event`): api() does not report them twice. */
const SELF_REPORTED = ['/api/notification/'];

if (typeof window !== 'undefined') {
  window.addEventListener('abhyas:event', (e) => {
    const d = (e as CustomEvent<Record<string, string> | null>).detail;
    if (d?.name === 'API_Error')
      reportApiError({
        method: '',
        path: '',
        status: Number(d.error_code) || 0,
        code: String(d.error_code),
        message: String(d.error_response),
        feature: d.feature_name,
        label: d.label,
        errorType: d.error_type,
      });
  });
}

export interface ApiResponse<T> {
  data: T;
  headers: Headers;
  status: number;
}

/** A failed call: HTTP status (0 for network failure), server code and message (§8). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** Input problems; `reason` is a stable key to translate (e.g. PASSWORD_WEAK's weakness). */
  readonly details: { path: string; message: string; reason?: string }[];
  /** Seconds to wait, from a 429's Retry-After header; null otherwise. */
  readonly retryAfterS: number | null;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    details?: { path: string; message: string; reason?: string }[];
    retryAfterS?: number | null;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.details = init.details ?? [];
    this.retryAfterS = init.retryAfterS ?? null;
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}

/** Seconds from a Retry-After header (delta-seconds or an HTTP date), or null. */
export function parseRetryAfter(value: string | null, nowMs: number = Date.now()): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - nowMs) / 1000));
}

export function buildUrl(base: string, path: string, query?: Query): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null) qs.set(k, String(v));
  const s = qs.toString();
  return `${base}${path}${s ? `${path.includes('?') ? '&' : '?'}${s}` : ''}`;
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function errorFrom(res: Response, body: unknown): ApiError {
  const err = (body as { error?: { code?: unknown; message?: unknown; details?: unknown } } | undefined)?.error;
  return new ApiError({
    status: res.status,
    code: typeof err?.code === 'string' ? err.code : `HTTP_${res.status}`,
    message: typeof err?.message === 'string' ? err.message : res.statusText || `HTTP ${res.status}`,
    details: Array.isArray(err?.details) ? (err.details as { path: string; message: string; reason?: string }[]) : [],
    retryAfterS: parseRetryAfter(res.headers.get('retry-after')),
  });
}

export interface ApiClientConfig {
  baseUrl?: string;
  /** Defaults to the global fetch, looked up at call time. */
  fetch?: typeof fetch;
  /** The token bridge (looked up at call time). */
  auth: () => ApiAuthBridge | null;
  /** Called when a refresh failed after a 401 (§4.5); default reloads the page. */
  reload?: () => void;
  locks?: LockLike | null;
}

export interface ApiClient {
  api<T = unknown>(path: string, opts?: ApiOptions): Promise<ApiResponse<T>>;
  /** Refreshes a scope's token through the coordinator (used to restore a cookie session). */
  refresh(kind: TokenKind, profileId?: string): Promise<boolean>;
  coordinator: RefreshCoordinator;
}

/** Builds a client; the app uses the default instance below, tests build their own. */
export function createApiClient(config: ApiClientConfig): ApiClient {
  const base = config.baseUrl ?? '';
  const doFetch = (input: string, init: RequestInit) => (config.fetch ?? globalThis.fetch)(input, init);
  const bridge = () => config.auth();
  const scopeOf = (mode: AuthMode): string | null => {
    if (mode === 'parent') return 'parent';
    if (mode === 'child') {
      const id = bridge()?.profileId();
      return id ? `child:${id}` : null;
    }
    return null;
  };

  /** Off once a fresh token already looks expired here (this device's clock is off): 401s then lead. */
  let refreshAhead = true;

  const coordinator = createRefreshCoordinator({
    locks: config.locks ?? null,
    syncFromStorage: () => bridge()?.syncFromStorage?.(),
    currentToken: (scope) => {
      const b = bridge();
      if (!b) return null;
      if (scope === 'parent') return b.token('parent');
      return b.profileId() === scope.slice('child:'.length) ? b.token('child') : null;
    },
    performRefresh: async (scope) => {
      const profileId = scope.startsWith('child:') ? scope.slice('child:'.length) : undefined;
      const res = await doFetch(buildUrl(base, '/api/auth/refresh-token', { profile_id: profileId }), {
        method: 'GET',
        credentials: 'include',
        headers: { 'x-browser-id': getBrowserId(), accept: 'application/json' },
      });
      const token = res.headers.get('x-auth-token');
      if (!res.ok || !token) throw errorFrom(res, await readBody(res));
      bridge()?.storeToken(profileId ? 'child' : 'parent', token, profileId);
    },
    onFailure: ({ unauthorized }) => {
      bridge()?.clear();
      if (unauthorized) (config.reload ?? (() => window.location.reload()))();
    },
  });

  async function send(path: string, opts: ApiOptions, token: string | null) {
    const headers: Record<string, string> = { accept: 'application/json', 'x-browser-id': getBrowserId() };
    let body: BodyInit | undefined;
    if (opts.body instanceof FormData) body = opts.body;
    else if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers['content-type'] = 'application/json';
    }
    if (token) headers.authorization = `Bearer ${token}`;
    Object.assign(headers, opts.headers);
    const done = trackRequest();
    try {
      return await doFetch(buildUrl(base, path, opts.query), {
        method: opts.method ?? 'GET',
        headers,
        body,
        credentials: 'include',
        signal: opts.signal,
      });
    } catch (e) {
      if ((e as { name?: string }).name === 'AbortError') throw e;
      throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'Network request failed.' });
    } finally {
      done();
    }
  }

  async function api(path: string, opts: ApiOptions = {}): Promise<ApiResponse<unknown>> {
    try {
      return await call(path, opts);
    } catch (e) {
      if (isApiError(e) && !SELF_REPORTED.some((prefix) => path.startsWith(prefix))) {
        reportApiError({
          method: opts.method ?? 'GET',
          path,
          status: e.status,
          code: e.code,
          message: e.message,
          ...(opts.feature ? { feature: opts.feature } : {}),
        });
      }
      throw e;
    }
  }

  async function call(path: string, opts: ApiOptions): Promise<ApiResponse<unknown>> {
    const mode = opts.auth ?? 'parent';
    const tokenFor = () => (mode === 'none' ? null : (bridge()?.token(mode) ?? null));
    // Calls that start while a refresh runs wait for it instead of failing with a stale token.
    if (mode !== 'none' && coordinator.busy()) await coordinator.whenIdle();

    let token = tokenFor();
    const scope = scopeOf(mode);
    if (refreshAhead && scope && token && accessTokenNeedsRefresh(token, Date.now())) {
      await coordinator.refresh({ scope, failedToken: token, status: 0, proactive: true });
      token = tokenFor();
      if (token && accessTokenNeedsRefresh(token, Date.now())) refreshAhead = false;
    }
    let res = await send(path, opts, token);
    if ((res.status === 401 || res.status === 403) && scope && token) {
      const ok = await coordinator.refresh({ scope, failedToken: token, status: res.status });
      if (ok) {
        token = tokenFor();
        res = await send(path, opts, token);
      }
    }

    const json = await readBody(res);
    if (!res.ok) throw errorFrom(res, json);
    // A 2xx that is not JSON (a captive portal's page, a proxy's error page) is no answer of ours.
    if (typeof json === 'string') throw new ApiError({ status: res.status, code: 'INVALID_RESPONSE', message: 'Unexpected response from the server.' });
    return { data: json, headers: res.headers, status: res.status };
  }

  return {
    api: api as ApiClient['api'],
    coordinator,
    refresh: (kind, profileId) => coordinator.refresh({ scope: kind === 'child' && profileId ? `child:${profileId}` : 'parent', failedToken: null, status: 0 }),
  };
}

let registeredBridge: ApiAuthBridge | null = null;

/** Registers the token bridge (called once by the auth store module). */
export function configureApiAuth(bridge: ApiAuthBridge | null): void {
  registeredBridge = bridge;
}

const browserLocks: LockLike | null =
  typeof navigator !== 'undefined' && 'locks' in navigator && navigator.locks ? (navigator.locks as unknown as LockLike) : null;

const defaultClient = createApiClient({ auth: () => registeredBridge, locks: browserLocks });

/** `api<T>(path, { method, query, body, auth, headers })` → `{ data: T, headers, status }`. */
export const api: ApiClient['api'] = defaultClient.api;
/** Refreshes a token through the shared coordinator; resolves false on failure. */
export const refreshToken = defaultClient.refresh;

/**
 * The token for reads that narrow to what the current profile may open (issue 15: search and
 * chapter pages link only to tests of the profile's goal): the profile's while one is chosen,
 * else the parent's.
 */
export function profileOrParentAuth(): 'child' | 'parent' {
  return registeredBridge?.token('child') ? 'child' : 'parent';
}

/** The token the event stream sends (lib/data-events.ts): the profile's while one is chosen, else the parent's, else null. */
export function currentAccessToken(): string | null {
  return registeredBridge?.token('child') ?? registeredBridge?.token('parent') ?? null;
}

/** The current profile's id (null for the parent alone): keeps such reads apart per profile in the query cache. */
export function currentProfileId(): string | null {
  return registeredBridge?.profileId() ?? null;
}
