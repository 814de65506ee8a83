import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accountFixture, profileFixture } from '../../../test/fixtures.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { jsonResponse, renderWithApp } from '../../../test/render-with-app.tsx';
import { useAuthStore } from '../../auth/stores/auth-store.ts';
import { AccountSettingsPage } from './account-settings-page.tsx';

const exam = {
  code: 'cbse-10',
  name: 'Class 10',
  slug: 'x',
  parent_code: 'cbse',
  parent_name: 'CBSE',
  parent_display_name: 'CBSE',
  grade: 10,
  board: 'CBSE',
  format_reference: 'f',
  learnpath_name: 'l',
  supported_languages: ['en', 'hi'],
};

beforeEach(() => {
  const diya = profileFixture('diya');
  diya.profile_details.first_name = 'Diya';
  const account = accountFixture({ profiles: [diya] });
  useAuthStore.setState({ parentToken: 'parent-token', childToken: 'child-diya', currentProfileId: 'diya', account, hasSession: true });
});
afterEach(() => useAuthStore.getState().reset());

describe("a child profile's Account settings (issue 15)", () => {
  it("shows the student's own settings, not the parent's mobile, e-mail or password form", async () => {
    mockApi({
      '/api/content/goals-exams': { goals: [{ code: 'cbse', name: 'CBSE', type: 'K12', exams: [exam] }] },
      '/api/auth/connected_profiles': { status: 200, data: useAuthStore.getState().account },
    });
    renderWithApp(<AccountSettingsPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings for Diya' })).toBeInTheDocument();
    expect(screen.getAllByLabelText(/learning language/i)[0]).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: /video quality/i })).toBeInTheDocument();
    expect(screen.queryByText('9876543210')).not.toBeInTheDocument();
    expect(screen.queryByText('asha@example.com')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Change password' })).not.toBeInTheDocument();
  });

  it("opens the family account's settings only with the parent's password", async () => {
    let sent: unknown = null;
    const fetchMock = mockApi({
      '/api/content/goals-exams': { goals: [] },
      '/api/auth/connected_profiles': { status: 200, data: useAuthStore.getState().account },
      '/api/auth/confirm-password': () => jsonResponse(200, { status: 200, message: 'Password confirmed.' }),
    });
    renderWithApp(<AccountSettingsPage />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/parent.s password/i), 'Mango#Monsoon26');
    await user.click(screen.getByRole('button', { name: /open the account settings/i }));
    expect(await screen.findByText('9876543210')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Change password' })).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([input]) => String(input).includes('confirm-password'));
    sent = JSON.parse(String(call?.[1]?.body));
    expect(sent).toEqual({ password: 'Mango#Monsoon26' });
    await waitFor(() => expect(new Headers(call?.[1]?.headers).get('authorization')).toBe('Bearer parent-token'));
  });
});
