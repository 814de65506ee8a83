import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountFixture, profileFixture } from '../../test/fixtures.ts';
import { jsonResponse } from '../../test/render-with-app.tsx';
import { ensureSessionLoaded, getGuardState, resetSessionLoader } from './guard-state.ts';
import { useAuthStore } from './stores/auth-store.ts';

describe('guard state and session restore (platform.md §4.1, §4.2)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    useAuthStore.setState({
      parentToken: null,
      childToken: null,
      currentProfileId: null,
      guestToken: null,
      guestSessionId: null,
      hasSession: false,
      account: null,
      authenticating: false,
      sessionLoaded: false,
    });
    resetSessionLoader();
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('is signed out without a token, and fetches a guest token', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { guest_token: 'g1', guest_session_id: 'gs1' }));
    await ensureSessionLoaded();
    expect(getGuardState()).toEqual({ authed: false, authenticating: false, verified: false, profileComplete: false, hasCurrentUser: false });
    await vi.waitFor(() => expect(useAuthStore.getState().guestToken).toBe('g1'));
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/auth/user/details?is_guest=true');
  });

  it('restores a stored token through connected_profiles and uses the current profile’s fresh child token', async () => {
    useAuthStore.setState({ parentToken: 'p1', hasSession: true, currentProfileId: 'b', childToken: 'stale' });
    const account = accountFixture({ profiles: [profileFixture('a'), profileFixture('b', 'K12', 'fresh-b')] });
    fetchMock.mockResolvedValue(jsonResponse(200, { status: 200, data: account }));
    const loading = ensureSessionLoaded();
    expect(getGuardState().authenticating).toBe(true);
    await loading;
    expect(getGuardState()).toEqual({ authed: true, authenticating: false, verified: true, profileComplete: true, hasCurrentUser: true });
    expect(useAuthStore.getState().childToken).toBe('fresh-b');
    expect(new Headers(fetchMock.mock.calls[0]![1]?.headers).get('authorization')).toBe('Bearer p1');
  });

  it('restores from the refresh cookie when only the session hint is stored', async () => {
    useAuthStore.setState({ hasSession: true });
    fetchMock.mockImplementation(async (url) =>
      String(url).startsWith('/api/auth/refresh-token')
        ? jsonResponse(200, { status: 200, expires_in: 900 }, { 'x-auth-token': 'p-new' })
        : jsonResponse(200, { status: 200, data: accountFixture({ verified: false }) }),
    );
    await ensureSessionLoaded();
    expect(useAuthStore.getState().parentToken).toBe('p-new');
    expect(getGuardState()).toMatchObject({ authed: true, verified: false, profileComplete: false });
  });

  it('forgets the session when the cookie cannot be refreshed, and never throws', async () => {
    useAuthStore.setState({ hasSession: true });
    fetchMock.mockImplementation(async (url) =>
      String(url).startsWith('/api/auth/refresh-token')
        ? jsonResponse(401, { error: { code: 'REFRESH_INVALID', message: 'no' } })
        : jsonResponse(200, { guest_token: 'g', guest_session_id: 'gs' }),
    );
    await expect(ensureSessionLoaded()).resolves.toBeUndefined();
    expect(useAuthStore.getState().hasSession).toBe(false);
    expect(getGuardState().authed).toBe(false);
  });

  it('does not give an unverified account a child token (§4.1)', async () => {
    useAuthStore.setState({ parentToken: 'p1', currentProfileId: 'a' });
    fetchMock.mockResolvedValue(jsonResponse(200, { status: 200, data: accountFixture({ verified: false, profiles: [profileFixture('a')] }) }));
    await ensureSessionLoaded();
    expect(useAuthStore.getState().childToken).toBeNull();
  });
});
