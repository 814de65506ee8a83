import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountFixture, profileFixture } from '../../../test/fixtures.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { jsonResponse, renderWithApp } from '../../../test/render-with-app.tsx';
import { useAuthStore } from '../../auth/stores/auth-store.ts';
import { pendingInvite, setPendingInvite } from '../utils/pending-invite.ts';
import { InvitePage } from './invite-page.tsx';

const TOKEN = 'tok_abc';
const PREVIEW = `/api/invites/${TOKEN}`;
const valid = { status: 200, data: { inviter_first_name: 'Meera', relationship_type: 3, expires_at: Date.UTC(2026, 11, 4) } };
const problem = (status: number, code: string) => () => jsonResponse(status, { error: { code, message: code } });

afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.getState().reset();
  setPendingInvite(null);
});

describe('/invite/{token} (issue 21 §1)', () => {
  it('signed out: says who invited and as what, and keeps the invite through "Sign up to join"', async () => {
    mockApi({ [PREVIEW]: valid });
    const { router } = renderWithApp(<InvitePage token={TOKEN} />, { path: `/invite/${TOKEN}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Meera invites you to join their family on Abhyas' })).toBeInTheDocument();
    expect(screen.getByText('You are invited as: Father')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in to join' })).toHaveAttribute('href', '/login');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Sign up to join' }));
    expect(pendingInvite()).toBe(TOKEN);
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
  });

  it.each([
    [410, 'INVITE_EXPIRED', 'This invite has expired', /last 7 days/],
    [410, 'INVITE_USED', 'This invite has already been used', /works once/],
    [404, 'INVITE_NOT_FOUND', 'This invite link is not valid', /could not find this invite/],
  ])('answers %i %s with a page of its own', async (status, code, title, text) => {
    setPendingInvite(TOKEN);
    mockApi({ [PREVIEW]: problem(status, code) });
    renderWithApp(<InvitePage token={TOKEN} />);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByRole('link', { name: 'Sign up to join' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toBeInTheDocument();
    await waitFor(() => expect(pendingInvite()).toBeNull());
  });

  it('offers a retry when the invite cannot be loaded (network or server)', async () => {
    let calls = 0;
    mockApi({ [PREVIEW]: () => (++calls === 1 ? jsonResponse(500, { error: { code: 'INTERNAL', message: 'x' } }) : jsonResponse(200, valid)) });
    renderWithApp(<InvitePage token={TOKEN} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Meera invites you/ })).toBeInTheDocument();
  });

  it('back from signing in with the invite pending: accepts it at once and lands on /browse-profile', async () => {
    const child = profileFixture('diya');
    useAuthStore.setState({ parentToken: 'parent-token', account: accountFixture({ profiles: [] }), hasSession: true });
    setPendingInvite(TOKEN);
    const fetchMock = mockApi({
      [PREVIEW]: valid,
      [`${PREVIEW}/accept`]: { status: 200, data: { relationship_type: 3, profile_ids: ['diya'] } },
      '/api/auth/connected_profiles': { status: 200, data: accountFixture({ profiles: [child] }) },
    });
    const { router } = renderWithApp(<InvitePage token={TOKEN} />, { path: `/invite/${TOKEN}` });
    await waitFor(() => expect(router.state.location.pathname).toBe('/browse-profile'));
    const accepts = fetchMock.mock.calls.filter(([input, init]) => String(input).includes('/accept') && (init as RequestInit).method === 'POST');
    expect(accepts).toHaveLength(1);
    expect(pendingInvite()).toBeNull();
    expect(useAuthStore.getState().account?.linked_profiles.map((p) => p.id)).toEqual(['diya']);
  });

  it('signed in without a pending invite: joins on click; an account already linked gets its own page', async () => {
    useAuthStore.setState({ parentToken: 'parent-token', account: accountFixture(), hasSession: true });
    mockApi({ [PREVIEW]: valid, [`${PREVIEW}/accept`]: problem(409, 'ALREADY_LINKED') });
    renderWithApp(<InvitePage token={TOKEN} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Join the family' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'You are already in this family' })).toBeInTheDocument();
  });
});
