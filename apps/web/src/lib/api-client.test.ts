import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, parseRetryAfter, type ApiAuthBridge, type ApiErrorReport } from './api-client.ts';

function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

function makeBridge(start: { parent?: string | null; child?: string | null; profile?: string | null } = {}) {
  const state: { parent: string | null; child: string | null; profile: string | null; cleared: number } = {
    parent: start.parent === undefined ? 'p1' : start.parent,
    child: start.child ?? null,
    profile: start.profile ?? null,
    cleared: 0,
  };
  const bridge: ApiAuthBridge = {
    token: (mode) => (mode === 'parent' ? state.parent : mode === 'child' ? state.child : null),
    profileId: () => state.profile,
    storeToken: (kind, token) => {
      if (kind === 'parent') state.parent = token;
      else state.child = token;
    },
    clear: () => {
      state.parent = null;
      state.child = null;
      state.cleared += 1;
    },
  };
  return { state, bridge };
}

const authOf = (init?: RequestInit) => new Headers(init?.headers).get('authorization');

describe('api client (platform.md §4.5, §7, §8)', () => {
  let reload: ReturnType<typeof vi.fn<() => void>>;
  beforeEach(() => {
    reload = vi.fn<() => void>();
  });

  it('sends x-browser-id, cookies and the bearer token, and answers the JSON', async () => {
    const { bridge } = makeBridge();
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => json(200, { now: 5 }));
    const client = createApiClient({ fetch: fetchMock as unknown as typeof fetch, auth: () => bridge, reload });
    const res = await client.api<{ now: number }>('/api/now', { query: { a: 1, b: undefined } });
    expect(res.data.now).toBe(5);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/now?a=1');
    expect(init?.credentials).toBe('include');
    expect(new Headers(init?.headers).get('x-browser-id')).toBeTruthy();
    expect(authOf(init)).toBe('Bearer p1');
  });

  it('refreshes once for concurrent 401s and replays every call with the new token', async () => {
    const { bridge, state } = makeBridge();
    let refreshes = 0;
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith('/api/auth/refresh-token')) {
        refreshes += 1;
        await new Promise((r) => setTimeout(r, 10));
        return json(200, { status: 200, expires_in: 900 }, { 'x-auth-token': 'p2' });
      }
      return authOf(init) === 'Bearer p2' ? json(200, { ok: url }) : json(401, { error: { code: 'UNAUTHORIZED', message: 'expired' } });
    });
    const client = createApiClient({ fetch: fetchMock as unknown as typeof fetch, auth: () => bridge, reload });
    const results = await Promise.all(['/a', '/b', '/c'].map((p) => client.api<{ ok: string }>(p)));
    expect(results.map((r) => r.data.ok)).toEqual(['/a', '/b', '/c']);
    expect(refreshes).toBe(1);
    expect(state.parent).toBe('p2');
    expect(reload).not.toHaveBeenCalled();
  });

  it('refreshes a token about to expire before the call, so no call fails with 401 first (issue 15)', async () => {
    const claims = (exp: number) => btoa(JSON.stringify({ sub: 'u', exp })).replace(/=+$/, '');
    const stale = `h.${claims(Math.floor(Date.now() / 1000) - 60)}.s`;
    const fresh = `h.${claims(Math.floor(Date.now() / 1000) + 900)}.s`;
    const { bridge, state } = makeBridge({ parent: stale });
    const seen: { url: string; status: number }[] = [];
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      const res = url.startsWith('/api/auth/refresh-token')
        ? json(200, {}, { 'x-auth-token': fresh })
        : authOf(init) === `Bearer ${fresh}`
          ? json(200, { ok: true })
          : json(401, { error: { code: 'UNAUTHORIZED', message: 'expired' } });
      seen.push({ url, status: res.status });
      return res;
    });
    const client = createApiClient({ fetch: fetchMock as unknown as typeof fetch, auth: () => bridge, reload });
    await client.api('/api/auth/connected_profiles');
    expect(seen).toEqual([
      { url: '/api/auth/refresh-token', status: 200 },
      { url: '/api/auth/connected_profiles', status: 200 },
    ]);
    expect(state.parent).toBe(fresh);
  });

  it('keeps the tokens when a refresh ahead of expiry fails (offline): the call goes out as before', async () => {
    const stale = `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) - 60 })).replace(/=+$/, '')}.s`;
    const { bridge, state } = makeBridge({ parent: stale });
    const fetchMock = vi.fn(async (url: string) => (url.startsWith('/api/auth/refresh-token') ? json(503, {}) : json(200, { ok: true })));
    const client = createApiClient({ fetch: fetchMock as unknown as typeof fetch, auth: () => bridge, reload });
    await client.api('/api/x');
    expect(state.parent).toBe(stale);
    expect(state.cleared).toBe(0);
  });

  it('asks for a child token with profile_id for child calls', async () => {
    const { bridge, state } = makeBridge({ child: 'c1', profile: 'prof-1' });
    const urls: string[] = [];
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      urls.push(url);
      if (url.startsWith('/api/auth/refresh-token')) return json(200, {}, { 'x-auth-token': 'c2' });
      return authOf(init) === 'Bearer c2' ? json(200, {}) : json(401, { error: { code: 'UNAUTHORIZED', message: 'x' } });
    });
    const client = createApiClient({ fetch: fetchMock as unknown as typeof fetch, auth: () => bridge, reload });
    await client.api('/api/practice', { auth: 'child' });
    expect(urls).toContain('/api/auth/refresh-token?profile_id=prof-1');
    expect(state.child).toBe('c2');
    expect(state.parent).toBe('p1');
  });

  it('clears tokens and reloads when the refresh fails after a 401; the call fails', async () => {
    const { bridge, state } = makeBridge();
    const fetchMock = vi.fn(async (url: string) =>
      url.startsWith('/api/auth/refresh-token')
        ? json(401, { error: { code: 'REFRESH_INVALID', message: 'no' } })
        : json(401, { error: { code: 'UNAUTHORIZED', message: 'Session expired.' } }),
    );
    const client = createApiClient({ fetch: fetchMock as unknown as typeof fetch, auth: () => bridge, reload });
    const calls = [client.api('/a'), client.api('/b')];
    await expect(calls[0]).rejects.toMatchObject({ status: 401, message: 'Session expired.' });
    await expect(calls[1]).rejects.toBeInstanceOf(ApiError);
    expect(state.cleared).toBe(1);
    expect(state.parent).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls.filter(([u]) => String(u).startsWith('/api/auth/refresh-token'))).toHaveLength(1);
  });

  it('does not reload when only a 403 led to the failed refresh', async () => {
    const { bridge, state } = makeBridge();
    const fetchMock = vi.fn(async (url: string) =>
      url.startsWith('/api/auth/refresh-token') ? json(401, {}) : json(403, { error: { code: 'FORBIDDEN', message: 'no' } }),
    );
    const client = createApiClient({ fetch: fetchMock as unknown as typeof fetch, auth: () => bridge, reload });
    await expect(client.api('/a')).rejects.toMatchObject({ status: 403 });
    expect(state.parent).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('never refreshes for unauthenticated calls (wrong password stays a 401)', async () => {
    const { bridge } = makeBridge();
    const fetchMock = vi.fn(async () => json(401, { error: { code: 'INVALID_CREDENTIALS', message: 'Incorrect Credentials.' } }));
    const client = createApiClient({ fetch: fetchMock as unknown as typeof fetch, auth: () => bridge, reload });
    await expect(client.api('/api/auth/sign-in', { method: 'POST', auth: 'none', body: {} })).rejects.toMatchObject({
      status: 401,
      code: 'INVALID_CREDENTIALS',
      message: 'Incorrect Credentials.',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('reads Retry-After of a 429 and validation details', async () => {
    const { bridge } = makeBridge();
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(json(429, { error: { code: 'RATE_LIMITED', message: 'Slow down' } }, { 'retry-after': '120' }))
      .mockResolvedValueOnce(json(400, { error: { code: 'VALIDATION_FAILED', message: 'Bad', details: [{ path: 'mobile', message: 'Invalid' }] } }));
    const client = createApiClient({ fetch: fetchMock as unknown as typeof fetch, auth: () => bridge, reload });
    await expect(client.api('/x', { auth: 'none' })).rejects.toMatchObject({ status: 429, retryAfterS: 120 });
    await expect(client.api('/x', { auth: 'none' })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'mobile', message: 'Invalid' }],
    });
  });

  it('turns a network failure into NETWORK_ERROR and an answer that is not JSON into INVALID_RESPONSE', async () => {
    const { bridge } = makeBridge();
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('<html>Sign in to the Wi-Fi</html>', { status: 200, headers: { 'content-type': 'text/html' } }));
    const client = createApiClient({ fetch: fetchMock as unknown as typeof fetch, auth: () => bridge, reload });
    await expect(client.api('/x')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    await expect(client.api('/x')).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('parses Retry-After dates', () => {
    expect(parseRetryAfter('Wed, 21 Oct 2015 07:28:00 GMT', Date.parse('Wed, 21 Oct 2015 07:27:00 GMT'))).toBe(60);
    expect(parseRetryAfter(null)).toBeNull();
  });
});

describe('API errors reported to the event stream (platform.md §8 API_Error)', () => {
  it('reports failures seen before the stream started, then each new one; successes are not reported', async () => {
    const responses = [
      json(500, { error: { code: 'INTERNAL', message: 'Something went wrong' } }),
      json(200, {}),
      json(404, { error: { code: 'PROFILE_NOT_FOUND', message: 'No such profile.' } }),
    ];
    // A fresh module: in a worker shared with other files, an earlier file may have started the stream already.
    vi.resetModules();
    const fresh = await import('./api-client.ts');
    const client = fresh.createApiClient({ auth: () => null, fetch: vi.fn(async () => responses.shift()!) });
    await expect(client.api('/api/auth/connected_profiles', { auth: 'none' })).rejects.toBeInstanceOf(fresh.ApiError);
    const seen: ApiErrorReport[] = [];
    fresh.onApiError((r) => seen.push(r));
    await client.api('/api/health', { auth: 'none' });
    await expect(client.api('/api/auth/edit_profile', { method: 'PUT', auth: 'none', feature: 'edit_profile' })).rejects.toBeInstanceOf(fresh.ApiError);
    // (Earlier tests' failures wait in the early list too.)
    expect(seen.filter((r) => r.path === '/api/auth/connected_profiles' || r.path === '/api/auth/edit_profile')).toEqual([
      { method: 'GET', path: '/api/auth/connected_profiles', status: 500, code: 'INTERNAL', message: 'Something went wrong' },
      { method: 'PUT', path: '/api/auth/edit_profile', status: 404, code: 'PROFILE_NOT_FOUND', message: 'No such profile.', feature: 'edit_profile' },
    ]);
  });
});
