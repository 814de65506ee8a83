import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { useAuthStore } from '../../auth/index.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { jsonResponse, renderWithApp } from '../../../test/render-with-app.tsx';
import { DAY, NOW, studentAssignment } from '../test-fixtures.ts';
import { HomeAssignments } from './home-assignments.tsx';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  useAuthStore.setState({ parentToken: 'parent-token', childToken: 'child-token', currentProfileId: 'p-1' });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  useAuthStore.setState({ parentToken: null, childToken: null, currentProfileId: null });
});

const paths = (fetchMock: ReturnType<typeof mockApi>) => fetchMock.mock.calls.map(([u]) => new URL(String(u), 'http://x').pathname);

describe('HomeAssignments (the exam homes, issue 23 §2 "Students see assignment tiles on their home")', () => {
  it('shows up to four open assignments, overdue and soonest due first, with See all', async () => {
    const fetchMock = mockApi({
      '/api/user-home/assignments': {
        status: 200,
        data: [
          studentAssignment({ id: 'a-later', title: 'Polynomials practice', due_at: NOW + 6 * DAY, due_text: { kind: 'date', date: '2026-12-07' } }),
          studentAssignment({ id: 'a-done', title: 'HCF video', state: 'completed', progress: 100, due_text: { kind: 'completed' } }),
          studentAssignment({ id: 'a-locked', title: 'Unit test 1', state: 'locked', is_locked: true, starts_at: NOW + DAY }),
          studentAssignment({ id: 'a-late', title: 'LCM practice', due_at: NOW - DAY, due_text: { kind: 'delayed' } }),
          studentAssignment({ id: 'a-today', title: 'Real Numbers practice', due_at: NOW + 3_600_000, due_text: { kind: 'due_today' } }),
          studentAssignment({ id: 'a-tomorrow', title: 'Euclid worksheet', due_at: NOW + DAY, due_text: { kind: 'due_tomorrow' } }),
          studentAssignment({ id: 'a-far', title: 'Revision test', due_at: NOW + 9 * DAY, due_text: { kind: 'date', date: '2026-12-10' } }),
        ],
      },
    });
    renderWithApp(<HomeAssignments />, { path: '/learn/home' });
    const section = within(await screen.findByRole('region', { name: 'Assignments' }));
    const tiles = section.getAllByTestId('assignment-tile');
    expect(tiles.map((t) => within(t).getByRole('heading').textContent)).toEqual([
      'LCM practice',
      'Real Numbers practice',
      'Euclid worksheet',
      'Polynomials practice',
    ]);
    expect(tiles.map((t) => within(t).getByTestId('due-text').textContent)).toEqual(['Delayed', 'Due today', 'Due tomorrow', 'Due 7 Dec 2026']);
    expect(section.getByRole('link', { name: 'Real Numbers practice' })).toHaveAttribute('href', '/user-home/assignment/a-today');
    expect(section.getByRole('link', { name: 'See all assignments' })).toHaveAttribute('href', '/user-home/assignment');
    expect(section.queryByText('HCF video')).not.toBeInTheDocument();
    expect(paths(fetchMock)).toEqual(['/api/user-home/assignments']);
  });

  it('shows nothing without open assignments, after that one call', async () => {
    const fetchMock = mockApi({ '/api/user-home/assignments': { status: 200, data: [] } });
    const { container } = renderWithApp(<HomeAssignments />, { path: '/learn/home' });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Assignments' })).not.toBeInTheDocument());
    expect(container.querySelector('[data-testid="home-assignments"]')).toBeNull();
    expect(paths(fetchMock)).toEqual(['/api/user-home/assignments']);
  });

  it('shows nothing when the call fails', async () => {
    const fetchMock = mockApi({ '/api/user-home/assignments': () => jsonResponse(500, { error: { code: 'X', message: 'x' } }) });
    renderWithApp(<HomeAssignments />, { path: '/learn/home' });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByTestId('home-assignments')).not.toBeInTheDocument();
  });
});
