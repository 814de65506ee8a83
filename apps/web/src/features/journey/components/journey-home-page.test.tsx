import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, requestedUrls } from '../../../test/mock-api.ts';
import { jsonResponse, renderWithApp } from '../../../test/render-with-app.tsx';
import { storeJourneyId } from '../api/journey.ts';
import { PRACTICE_STEP, tiles } from '../test-fixtures.ts';
import { JourneyHomePage } from './journey-home-page.tsx';

beforeEach(() => storeJourneyId('jee-main', 'paj-1'));
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const stepAnswer = (start: unknown) => ({ data: { paj_id: 'paj-1', today: '2026-11-27', step: PRACTICE_STEP, start, changes: [] } });

describe('/achieve/home (issue 18 §4)', () => {
  it("shows today's steps with minutes against the daily minutes, and upcoming days collapsed", async () => {
    const fetchMock = mockApi({ '/api/achieve/paj/tiles': tiles() });
    renderWithApp(<JourneyHomePage exam="jee-main" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'IIT by April' })).toBeInTheDocument();
    const today = screen.getByRole('region', { name: 'Today' });
    const items = within(today).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Kinematics basics');
    expect(items[0]).toHaveTextContent('Practice · 30 min');
    expect(items[0]).toHaveTextContent('To do');
    expect(items[1]).toHaveTextContent('Done');
    expect(within(today).getByText('45 of 90 minutes planned today')).toBeInTheDocument();
    expect(within(today).getByRole('button', { name: 'Mark done: Kinematics basics' })).toBeInTheDocument();
    expect(within(today).queryByRole('button', { name: 'Mark done: Motion in a line' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /28 Nov/ })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(new URL(String(fetchMock.mock.calls[0]![0]), 'http://x').searchParams.get('paj_id')).toBe('paj-1');
  });

  it('Mark done posts progress and refetches the tiles', async () => {
    let reads = 0;
    const fetchMock = mockApi({
      '/api/achieve/paj/tiles': () => {
        reads += 1;
        const done = reads > 1 ? [{ ...PRACTICE_STEP, status: 'done' as const }] : [PRACTICE_STEP];
        return jsonResponse(200, tiles({ days: [{ date: '2026-11-27', section: 'today', minutes: 30, steps: done }] }));
      },
      '/api/achieve/paj/progress': stepAnswer({ kind: 'practice', practice_session: {} }),
    });
    renderWithApp(<JourneyHomePage exam="jee-main" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark done: Kinematics basics' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark done: Kinematics basics' })).not.toBeInTheDocument());
    const call = fetchMock.mock.calls.find(([input]) => String(input).includes('/paj/progress'))!;
    expect(JSON.parse(String((call[1] as RequestInit).body))).toMatchObject({ paj_id: 'paj-1', step_id: 's1', completed: true });
    expect(reads).toBe(2);
  });

  it('Start opens the practice page with the step session body', async () => {
    mockApi({
      '/api/achieve/paj/tiles': tiles(),
      '/api/achieve/paj/step': stepAnswer({
        kind: 'practice',
        practice_session: { type: 'PAJPractice', learning_map: { bundle_code: 'kinematics' }, concept_code: 'velocity', paj_id: 'paj-1', paj_step_id: 's1' },
      }),
    });
    const { router } = renderWithApp(<JourneyHomePage exam="jee-main" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Start: Kinematics basics' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/practice'));
    expect(router.state.location.search).toMatchObject({
      mode: 'PAJPractice',
      bundle_code: 'kinematics',
      concept_code: 'velocity',
      paj_id: 'paj-1',
      paj_step_id: 's1',
    });
  });

  it('says what the re-plan changed', async () => {
    const moved = { step_id: 's1', kind: 'practice' as const, change: 'moved' as const, from: '2026-11-26', to: '2026-11-27', reason: 'missed' as const };
    mockApi({ '/api/achieve/paj/tiles': tiles({ changes: [moved, { ...moved, step_id: 's2' }, { ...moved, step_id: 's3' }] }) });
    renderWithApp(<JourneyHomePage exam="jee-main" />);
    expect(await screen.findByRole('status')).toHaveTextContent('Steps moved because you missed a day: 3');
  });

  it('without a journey: leads to start-journey', async () => {
    window.localStorage.clear();
    mockApi({ '/api/achieve/paj/current': { data: null } });
    renderWithApp(<JourneyHomePage exam="jee-main" />);
    expect(await screen.findByRole('link', { name: 'Start a journey' })).toHaveAttribute('href', '/achieve/start-journey');
  });

  it('on another device (nothing kept) finds the journey through paj/current', async () => {
    window.localStorage.clear();
    const fetchMock = mockApi({ '/api/achieve/paj/current': { data: { paj_id: 'paj-1' } }, '/api/achieve/paj/tiles': tiles() });
    renderWithApp(<JourneyHomePage exam="jee-main" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'IIT by April' })).toBeInTheDocument();
    expect(requestedUrls(fetchMock).some((u) => u.pathname === '/api/achieve/paj/current' && u.searchParams.get('exam_code') === 'jee-main')).toBe(true);
  });

  it('a journey that is gone (404) shows the empty state', async () => {
    mockApi({ '/api/achieve/paj/tiles': () => jsonResponse(404, { error: { code: 'PAJ_NOT_FOUND', message: 'x' } }) });
    renderWithApp(<JourneyHomePage exam="jee-main" />);
    expect(await screen.findByRole('link', { name: 'Start a journey' })).toBeInTheDocument();
  });

  it('a failed load says so and offers Try again', async () => {
    mockApi({ '/api/achieve/paj/tiles': () => jsonResponse(500, { error: { code: 'INTERNAL', message: 'x' } }) });
    renderWithApp(<JourneyHomePage exam="jee-main" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your journey could not load.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
