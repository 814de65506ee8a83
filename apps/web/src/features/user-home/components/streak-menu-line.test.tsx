import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, requestedUrls } from '../../../test/mock-api.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { queryClient } from '../../../lib/query-client.tsx';
import { MainHeader } from '../../shell/components/main-header.tsx';

// The header's lazy parts use the app's shared query client (lib/query-client.tsx): emptied after
// each test so one test's streak is not another's.
afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

const streak = (current: number, freezes: number) => ({
  data: { current, longest: current, freezes, today_done: true, today: '2026-11-27', min_answers: 5, min_reviews: 5, days: [] },
});

describe('the streak in the header profile menu (issue 20 §3)', () => {
  it('shows "🔥 N-day streak" with the freezes held, linking to the user home; fetched only when the menu opens', async () => {
    const fetchMock = mockApi({ '/api/streak': streak(5, 1), '/api/embiums/balance': { data: [{ current_value: 3, silver: 3, gold: 0 }] } });
    renderWithApp(<MainHeader profileName="Asha" onSignOut={() => undefined} />);
    const menuButton = await screen.findByRole('button', { name: /Asha/ });
    expect(requestedUrls(fetchMock).some((u) => u.pathname === '/api/streak')).toBe(false);
    await userEvent.click(menuButton);
    const line = await screen.findByTestId('streak-menu-line');
    expect(line).toHaveTextContent('🔥 5-day streak · 1 freeze held');
    expect(line).toHaveAttribute('href', '/user-home');
  });

  it('invites to start a streak at zero, and shows nothing when the call fails', async () => {
    mockApi({ '/api/streak': streak(0, 0) });
    const first = renderWithApp(<MainHeader profileName="Ravi" onSignOut={() => undefined} />);
    await userEvent.click(await screen.findByRole('button', { name: /Ravi/ }));
    expect(await screen.findByTestId('streak-menu-line')).toHaveTextContent('🔥 Start a streak today');
    first.unmount();
    queryClient.clear();

    mockApi({});
    renderWithApp(<MainHeader profileName="Mira" onSignOut={() => undefined} />);
    await userEvent.click(await screen.findByRole('button', { name: /Mira/ }));
    expect(await screen.findByRole('menuitem', { name: /Switch profile/ })).toBeInTheDocument();
    expect(screen.queryByTestId('streak-menu-line')).not.toBeInTheDocument();
  });
});
