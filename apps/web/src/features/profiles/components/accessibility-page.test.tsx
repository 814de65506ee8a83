import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AccommodationsData } from '@abhyas/contracts';
import { accountFixture, profileFixture } from '../../../test/fixtures.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { jsonResponse, renderWithApp } from '../../../test/render-with-app.tsx';
import { DISPLAY_KEY } from '../../../lib/display-settings.ts';
import { useAuthStore } from '../../auth/stores/auth-store.ts';
import { AccessibilityPage } from './accessibility-page.tsx';

const stored = (over: Partial<AccommodationsData> = {}): AccommodationsData => ({
  profile_id: 'diya',
  compensatory_time: { minutes_per_hour: 0, benchmark_disability: false, basis: '', set_by: null, set_at: null },
  display: { text_scale: 100, high_contrast: false, reduced_motion: 'system', dyslexia_font: false },
  can_set_compensatory_time: true,
  ...over,
});

beforeEach(() => {
  const diya = profileFixture('diya');
  diya.profile_details.first_name = 'Diya';
  useAuthStore.setState({
    parentToken: 'parent-token',
    childToken: 'child-diya',
    currentProfileId: 'diya',
    account: accountFixture({ profiles: [diya] }),
    hasSession: true,
  });
});
afterEach(() => {
  useAuthStore.getState().reset();
  localStorage.clear();
  const root = document.documentElement;
  root.className = '';
  root.style.fontSize = '';
});

/** The server: GET answers `data`; PUT merges the body into it and answers it; bodies are recorded. */
function server(data: AccommodationsData, put?: () => Response) {
  const sent: unknown[] = [];
  const fetchMock = mockApi({
    '/api/profiles/diya/accommodations': () => {
      const init = (fetchMock.mock.calls.at(-1)![1] ?? {}) as RequestInit;
      if (init.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as {
          display?: Partial<AccommodationsData['display']>;
          compensatory_time?: { minutes_per_hour: number; basis: string; benchmark_disability: boolean };
        };
        sent.push(body);
        if (put) return put();
        if (body.display) data.display = { ...data.display, ...body.display };
        if (body.compensatory_time) data.compensatory_time = { ...data.compensatory_time, ...body.compensatory_time, set_by: 'account_holder' };
      }
      return jsonResponse(200, { status: 200, data });
    },
  });
  return { sent, fetchMock };
}

describe('the accessibility settings page (issue 22 §2)', () => {
  it('previews the chosen text size and high contrast on the page, saves them to the profile and caches them for the next first paint', async () => {
    const { sent } = server(stored());
    renderWithApp(<AccessibilityPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: '200 %' }));
    await user.click(screen.getByRole('switch', { name: /high contrast/i }));
    const root = document.documentElement;
    expect(root.style.fontSize).toBe('200%');
    expect(root).toHaveClass('abhyas-high-contrast');
    await user.click(screen.getByRole('radio', { name: 'Reduce motion' }));
    expect(root).toHaveClass('abhyas-reduce-motion');
    await user.click(screen.getByRole('button', { name: 'Save display settings' }));
    expect(await screen.findByText('Display settings saved.')).toBeInTheDocument();
    expect(sent).toEqual([{ display: { text_scale: 200, high_contrast: true, reduced_motion: 'reduce', dyslexia_font: false } }]);
    expect(JSON.parse(localStorage.getItem(DISPLAY_KEY)!)).toEqual({
      profileId: 'diya',
      display: { text_scale: 200, high_contrast: true, reduced_motion: 'reduce', dyslexia_font: false },
    });
  });

  it('shows the compensatory time and why, and sets it only after the parent password (NTA 20 min per hour by default, basis required)', async () => {
    const { sent } = server(stored());
    mockApiConfirm();
    renderWithApp(<AccessibilityPage />);
    const user = userEvent.setup();
    expect(await screen.findByText('No extra time is set.')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /benchmark disability/i })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/parent.s password/i), 'Mango#Monsoon26');
    await user.click(screen.getByRole('button', { name: /open the account settings/i }));
    await user.click(await screen.findByRole('checkbox', { name: /benchmark disability/i }));
    expect(screen.getByRole('textbox', { name: /minutes per hour/i })).toHaveValue('20');
    await user.click(screen.getByRole('button', { name: 'Save extra time' }));
    expect(await screen.findByText('Write the basis of the extra time.')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: /^basis/i }), 'UDID certificate');
    await user.click(screen.getByRole('button', { name: 'Save extra time' }));
    expect(await screen.findByText('20 minutes per hour: a 180-minute paper lasts 240 minutes.')).toBeInTheDocument();
    expect(sent).toEqual([{ compensatory_time: { benchmark_disability: true, minutes_per_hour: 20, basis: 'UDID certificate' } }]);
  });

  it('tells a student signed in with only the profile token that a parent sets the extra time', async () => {
    useAuthStore.setState({ parentToken: null });
    server(
      stored({
        can_set_compensatory_time: false,
        compensatory_time: { minutes_per_hour: 20, benchmark_disability: true, basis: 'UDID', set_by: 'administrator', set_at: null },
      }),
    );
    renderWithApp(<AccessibilityPage />);
    expect(await screen.findByText('20 minutes per hour: a 180-minute paper lasts 240 minutes.')).toBeInTheDocument();
    expect(screen.getByText('Set by an administrator.')).toBeInTheDocument();
    expect(screen.getByText('Only a parent or the account holder can change this.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/parent.s password/i)).not.toBeInTheDocument();
  });

  it('shows an error with a retry when the settings cannot be loaded, and when a save fails', async () => {
    let fail = true;
    mockApi({
      '/api/profiles/diya/accommodations': () =>
        fail ? jsonResponse(500, { error: { code: 'INTERNAL', message: 'x' } }) : jsonResponse(200, { status: 200, data: stored() }),
    });
    renderWithApp(<AccessibilityPage />);
    const user = userEvent.setup();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the settings.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Save display settings' })).toBeInTheDocument();
    fail = true;
    await user.click(screen.getByRole('button', { name: 'Save display settings' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The settings could not be saved.'));
  });
});

/** Adds the confirm-password call to the stubbed fetch already in place. */
function mockApiConfirm() {
  const prev = globalThis.fetch;
  const wrapped = (async (input: RequestInfo | URL, init?: RequestInit) =>
    String(input).includes('confirm-password') ? jsonResponse(200, { status: 200, message: 'Password confirmed.' }) : prev(input, init)) as typeof fetch;
  globalThis.fetch = wrapped;
}
