import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithApp } from '../../../test/render-with-app.tsx';
import { useAuthStore } from '../stores/auth-store.ts';
import { LoginForm } from './login-form.tsx';

const account = {
  user_details: {
    id: 'u1',
    first_name: 'Asha',
    last_name: 'Rao',
    email: null,
    mobile: '9876543210',
    mobile_verified: true,
    email_verified: false,
    org_id: null,
    deviceId: null,
    locale: 'en',
    profile_pic: null,
    location: null,
  },
  linked_profiles: [],
  feature_flags: {},
};

async function fillAndSubmit(login: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/mobile number or e-mail address/i), login);
  await user.type(screen.getByLabelText(/^password/i, { selector: 'input' }), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginForm (platform.md §7.2, §8)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    useAuthStore.getState().reset();
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it("shows the server's 'Incorrect Credentials.' for a wrong password", async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { error: { code: 'INVALID_CREDENTIALS', message: 'Incorrect Credentials.' } }));
    const onSignedIn = vi.fn();
    renderWithApp(<LoginForm onSignedIn={onSignedIn} forgotPasswordHref={null} />);
    await fillAndSubmit('9876543210', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect Credentials.');
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledTimes(1); // no token refresh for a sign-in
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/^\/api\/auth\/sign-in\?locale=en/);
    expect(JSON.parse(String(init?.body))).toMatchObject({ mobile: '9876543210', password: 'wrong-password' });
  });

  it('shows the wait in minutes when rate limited (429)', async () => {
    fetchMock.mockResolvedValue(jsonResponse(429, { error: { code: 'RATE_LIMITED', message: 'Too many requests' } }, { 'retry-after': '90' }));
    renderWithApp(<LoginForm onSignedIn={vi.fn()} forgotPasswordHref={null} />);
    await fillAndSubmit('asha@example.com', 'secret');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 2 minutes.');
  });

  it('explains an invalid login before calling the server', async () => {
    renderWithApp(<LoginForm onSignedIn={vi.fn()} forgotPasswordHref={null} />);
    await fillAndSubmit('12345', 'secret');
    expect(await screen.findByText('Enter a 10-digit mobile number or a valid e-mail address.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stores the parent token and reports success', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { status: 200, data: { ...account, verification_required: false } }, { 'x-auth-token': 'parent-1' }));
    const onSignedIn = vi.fn();
    renderWithApp(<LoginForm onSignedIn={onSignedIn} forgotPasswordHref={null} />);
    await fillAndSubmit('9876543210', 'Right#pass1');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(useAuthStore.getState().parentToken).toBe('parent-1');
    expect(onSignedIn.mock.calls[0]![0]).toMatchObject({ verificationRequired: false, otpToken: null });
  });
});
