import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithApp } from '../../../test/render-with-app.tsx';
import { question } from '../test-fixtures.ts';
import { BASE, baseRoutes, PATH, server } from '../test-server.ts';
import { PracticeScreen } from './practice-page.tsx';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

const entry = (number: number, code: string, state: string, extra: Record<string, unknown> = {}) => ({
  number,
  code,
  state,
  badge: null,
  hint_used: false,
  time_spent: null,
  ...extra,
});

describe('the practice gamepad (learning.md §2 "gamepad open"; issue 24 §2)', () => {
  it('opens from the question, reads the session’s questions afresh and writes out each one’s state', async () => {
    let calls = 0;
    const srv = server({
      ...baseRoutes([() => jsonResponse(200, question('q3', {}, 3))]),
      [`GET ${BASE}/gamepad`]: () => {
        calls += 1;
        return jsonResponse(200, {
          questions: [entry(1, 'q1', 'correct', { badge: 'Perfect', time_spent: 42, hint_used: true }), entry(2, 'q2', 'skipped'), entry(3, 'q3', 'open')],
          ended: false,
        });
      },
    });
    renderWithApp(<PracticeScreen />, { path: PATH });
    expect(await screen.findByText('What is 2 + 2? (q3)')).toBeInTheDocument();
    // Nothing is asked for until the student opens it.
    expect(srv.calls.some((c) => c.url.pathname === `${BASE}/gamepad`)).toBe(false);

    const open = screen.getByRole('button', { name: 'Questions of this session' });
    await userEvent.click(open);
    const drawer = await screen.findByRole('dialog', { name: 'Questions of this session' });
    const list = await within(drawer).findByRole('list', { name: 'Questions of this session' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual(['1Question 1:RightPerfect · 0:42 · with a hint', '2Question 2:Skipped', '3Question 3:On screen']);
    expect(rows[2]).toHaveAttribute('aria-current', 'step');
    expect(within(drawer).getByTestId('gamepad-counts')).toHaveTextContent('1 right · 0 wrong · 1 skipped');

    // Closed and opened again: read again, so it is never stale.
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close the questions' }));
    await userEvent.click(open);
    await screen.findByRole('dialog', { name: 'Questions of this session' });
    await vi.waitFor(() => expect(calls).toBe(2));
  });

  it('says when it cannot load, and loads on "Try again"', async () => {
    let fail = true;
    server({
      ...baseRoutes([() => jsonResponse(200, question('q1'))]),
      [`GET ${BASE}/gamepad`]: () =>
        fail ? jsonResponse(503, { error: { code: 'UNAVAILABLE', message: 'down' } }) : jsonResponse(200, { questions: [], ended: false }),
    });
    renderWithApp(<PracticeScreen />, { path: PATH });
    await screen.findByText('What is 2 + 2? (q1)');
    await userEvent.click(screen.getByRole('button', { name: 'Questions of this session' }));
    const drawer = await screen.findByRole('dialog', { name: 'Questions of this session' });
    expect(await within(drawer).findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent('We could not load the questions.');
    fail = false;
    await userEvent.click(within(drawer).getByRole('button', { name: 'Try again' }));
    expect(await within(drawer).findByText('No question yet in this session.')).toBeInTheDocument();
  });
});
