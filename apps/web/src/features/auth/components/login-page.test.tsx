import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountFixture, profileFixture } from '../../../test/fixtures.ts';
import { jsonResponse, renderWithApp } from '../../../test/render-with-app.tsx';
import { useAuthStore } from '../stores/auth-store.ts';
import { useOtpStore } from '../stores/otp-store.ts';
import { LoginPage } from './login-page.tsx';

const providers = (google: boolean) => ({
  google: { enabled: google, client_id: google ? 'gid' : null, authorize_url: google ? 'https://accounts.example/auth' : null },
  facebook: { enabled: false, client_id: null, authorize_url: null },
  sso: { enabled: false },
});

describe('LoginPage (platform.md §4.1, §7.2)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let signIn: () => Response;
  let googleOn = false;
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    useAuthStore.getState().reset();
    useOtpStore.getState().setPending(null);
    fetchMock.mockImplementation(async (url) => {
      if (String(url).startsWith('/api/auth/providers')) return jsonResponse(200, providers(googleOn));
      return signIn();
    });
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    googleOn = false;
  });

  async function logIn() {
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/mobile number or e-mail address/i), '9876543210');
    await user.type(screen.getByLabelText(/^password/i, { selector: 'input' }), 'Mango#tree42');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
  }

  it('continues to redirect_url with the only profile made current', async () => {
    signIn = () =>
      jsonResponse(
        200,
        { status: 200, data: { ...accountFixture({ profiles: [profileFixture('a', 'PreUG')] }), verification_required: false } },
        { 'x-auth-token': 'p1' },
      );
    const { router } = renderWithApp(<LoginPage />, { path: '/login?redirect_url=%2Fbookmark' });
    await logIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/bookmark'));
    expect(useAuthStore.getState()).toMatchObject({ parentToken: 'p1', currentProfileId: 'a', childToken: 'child-a' });
  });

  it('through an address not yet verified, starts no session: the code sent there signs in (issue 14 §1.3)', async () => {
    const calls: string[] = [];
    signIn = () =>
      jsonResponse(
        200,
        { status: 200, data: { verification_required: true, sent_to: 'a***@example.com', channel: 'email', expires_at: 1 } },
        { 'x-otp-token': 'otp-1' },
      );
    fetchMock.mockImplementation(async (url, init) => {
      calls.push(String(url));
      if (String(url).startsWith('/api/auth/providers')) return jsonResponse(200, providers(false));
      if (String(url).startsWith('/api/auth/verifyOtp')) {
        expect(new Headers(init?.headers).get('x-otp-token')).toBe('otp-1');
        return jsonResponse(200, { status: 200, data: accountFixture({ profiles: [profileFixture('a', 'PreUG')] }) }, { 'x-auth-token': 'p2' });
      }
      return signIn();
    });
    const { router } = renderWithApp(<LoginPage />, { path: '/login?redirect_url=%2Fbookmark' });
    await logIn();
    const code = await screen.findByLabelText(/one-time password/i);
    expect(screen.getByText(/a\*\*\*@example\.com/)).toBeInTheDocument();
    expect(useAuthStore.getState().parentToken).toBeNull();
    await userEvent.setup().type(code, '123456');
    await waitFor(() => expect(router.state.location.pathname).toBe('/bookmark'));
    expect(useAuthStore.getState().parentToken).toBe('p2');
    expect(calls.some((u) => u.startsWith('/api/auth/verifyOtp'))).toBe(true);
  });

  it('shows social buttons only for providers the server enables', async () => {
    renderWithApp(<LoginPage />, { path: '/login' });
    await screen.findByLabelText(/mobile number or e-mail address/i);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('link', { name: /google/i })).not.toBeInTheDocument();
  });

  it('links Google sign-in to the provider with our callback and state', async () => {
    googleOn = true;
    renderWithApp(<LoginPage />, { path: '/login' });
    const link = await screen.findByRole('link', { name: 'Continue with Google' });
    const url = new URL(link.getAttribute('href')!);
    expect(url.origin).toBe('https://accounts.example');
    expect(url.searchParams.get('client_id')).toBe('gid');
    expect(url.searchParams.get('state')).toBe('google');
    expect(url.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/api/oauth2_callback`);
    expect(screen.queryByRole('link', { name: /facebook/i })).not.toBeInTheDocument();
  });
});
