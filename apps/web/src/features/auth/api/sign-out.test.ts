import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/render-with-app.tsx';
import { getPushToken, setPushToken } from '../../../lib/push-token.ts';
import { useAuthStore } from '../stores/auth-store.ts';
import { signOut } from './sign-out.ts';

describe('signOut (platform.md §4.1)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    useAuthStore.setState({ parentToken: 'p1', childToken: 'c1', currentProfileId: 'a', hasSession: true });
    setPushToken('push-1');
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('removes the push token, tells the server (all devices) and forgets the session', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { status: 200, message: 'ok' }));
    await signOut({ allDevices: true, navigateTo: null });
    const calls = fetchMock.mock.calls.map(([url, init]) => [String(url), init?.method, init?.body ? JSON.parse(String(init.body)) : null]);
    expect(calls).toEqual([
      ['/api/auth/push-token', 'DELETE', expect.objectContaining({ notification_token: 'push-1', platform: 'WEB' })],
      ['/api/auth/sign-out', 'POST', { clear_all_sessions: true }],
    ]);
    expect(getPushToken()).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ parentToken: null, childToken: null, currentProfileId: null, hasSession: false });
  });

  it('signs out locally even when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('offline'));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await signOut({ navigateTo: null });
    expect(useAuthStore.getState().parentToken).toBeNull();
  });
});
