import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, requestedUrls } from '../../../test/mock-api.ts';
import { jsonResponse, renderWithApp } from '../../../test/render-with-app.tsx';
import { home, PRACTICE_STEP, tiles } from '../test-fixtures.ts';
import { JourneyHomePage } from './journey-home-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const stepAnswer = (start: unknown) => ({ data: { paj_id: 'paj-1', today: '2026-11-27', step: PRACTICE_STEP, start, changes: [] } });
const bodyOf = (fetchMock: ReturnType<typeof mockApi>, path: string) => {
  const call = fetchMock.mock.calls.find(([input]) => String(input).includes(path));
  return call ? (JSON.parse(String((call[1] as RequestInit).body)) as Record<string, unknown>) : undefined;
};

describe('/achieve/home (issue 18 §4)', () => {
  it("asks POST /api/achieve/home for the profile's exam, shows today's steps against the daily minutes, and upcoming days collapsed", async () => {
    const fetchMock = mockApi({ '/api/achieve/home': home(), '/api/achieve/paj/tiles': tiles() });
    renderWithApp(<JourneyHomePage exam="jee-main" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'IIT by April' })).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/api/achieve/home')).toEqual({ exam_code: 'jee-main', locale: 'en' });
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
    expect(await screen.findByRole('button', { name: /28 Nov/ })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Extend my journey' })).not.toBeInTheDocument();
  });

  it('shows the next 7 upcoming days, and all of them on Show all', async () => {
    const days = Array.from({ length: 9 }, (_, i) => ({
      date: `2026-12-0${i + 1}`,
      section: 'upcoming' as const,
      minutes: 30,
      steps: [{ ...PRACTICE_STEP, step_id: `u${i}`, day: `2026-12-0${i + 1}` }],
    }));
    mockApi({ '/api/achieve/home': home(), '/api/achieve/paj/tiles': tiles({ days }) });
    renderWithApp(<JourneyHomePage exam="jee-main" />);
    const upcoming = await screen.findByRole('region', { name: 'Upcoming days' });
    expect(within(upcoming).getAllByRole('button', { expanded: false })).toHaveLength(7);
    fireEvent.click(within(upcoming).getByRole('button', { name: 'Show all 9 upcoming days' }));
    expect(within(upcoming).getAllByRole('button', { expanded: false })).toHaveLength(9);
    expect(within(upcoming).queryByRole('button', { name: /Show all/ })).not.toBeInTheDocument();
  });

  it('shows progress toward the target: predicted of target, the 80 % range, the change since the journey began, a labelled bar', async () => {
    mockApi({ '/api/achieve/home': home(), '/api/achieve/paj/tiles': tiles() });
    renderWithApp(<JourneyHomePage exam="jee-main" />);
    const progress = await screen.findByRole('region', { name: 'Progress toward your target' });
    expect(within(progress).getByText('Predicted 142 of your target 180')).toBeInTheDocument();
    expect(within(progress).getByText('Likely range (80%): 128 to 156 of 300 marks')).toBeInTheDocument();
    expect(within(progress).getByText('Since your journey began: +22 marks (from 120 on 20 Nov 2026)')).toBeInTheDocument();
    const bars = within(progress).getAllByRole('progressbar');
    expect(bars.map((b) => b.getAttribute('aria-label'))).toEqual(['120 of target 180 when your journey began', '22 gained since']);
    expect(bars.map((b) => Math.round(Number(b.getAttribute('aria-valuenow'))))).toEqual([67, 12]);
    expect(within(progress).queryByText('Target reached')).not.toBeInTheDocument();
  });

  it('without a prediction says how one appears; without a target leads to plan one', async () => {
    const noPrediction = home({
      readiness: { ...home().data.readiness, status: 'empty', predicted_score: null, interval: null, prediction_id: null },
      progress: {
        ...home().data.progress!,
        predicted_marks: null,
        low: null,
        high: null,
        share_of_target: null,
        gained: null,
        share_since_start: null,
        baseline: null,
      },
      trend: [],
    });
    mockApi({ '/api/achieve/home': noPrediction, '/api/achieve/paj/tiles': tiles() });
    const first = renderWithApp(<JourneyHomePage exam="jee-main" />);
    const progress = await screen.findByRole('region', { name: 'Progress toward your target' });
    expect(within(progress).getByText('Your target: 180 of 300 marks')).toBeInTheDocument();
    expect(within(progress).getByText(/No predicted score yet/)).toBeInTheDocument();
    expect(within(progress).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Readiness over time' })).getByText(/No predictions yet/)).toBeInTheDocument();
    first.unmount();

    mockApi({ '/api/achieve/home': home({ target: null, progress: null, journey: null }) });
    renderWithApp(<JourneyHomePage exam="jee-main" />);
    const none = await screen.findByRole('region', { name: 'Progress toward your target' });
    expect(within(none).getByRole('link', { name: 'Plan your target' })).toHaveAttribute('href', '/achieve/plan-your-target');
    expect(screen.getByRole('link', { name: 'Start a journey' })).toHaveAttribute('href', '/achieve/start-journey');
  });

  it('draws the readiness trend lazily, with a one-line summary and a table of dates and scores', async () => {
    mockApi({ '/api/achieve/home': home(), '/api/achieve/paj/tiles': tiles() });
    renderWithApp(<JourneyHomePage exam="jee-main" />);
    const trend = await screen.findByRole('region', { name: 'Readiness over time' });
    expect(within(trend).getByText('From 20 Nov 2026 to 27 Nov 2026, your predicted score went from 120 to 142 of 300 marks.')).toBeInTheDocument();
    // The picture is hidden from assistive technology; the table carries the figures.
    expect(await within(trend).findByTestId('trend-chart', {}, { timeout: 5000 })).toHaveAttribute('aria-hidden', 'true');
    fireEvent.click(within(trend).getByRole('button', { name: 'Dates and scores' }));
    const table = await within(trend).findByRole('table', { name: 'Predicted score each day, out of 300 marks' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['27 Nov 2026142128–156', '24 Nov 2026131115–147', '20 Nov 2026120100–140']);
  });

  it('lists the tests in the journey with their day, done or planned, and a link to take a planned one', async () => {
    mockApi({ '/api/achieve/home': home(), '/api/achieve/paj/tiles': tiles() });
    renderWithApp(<JourneyHomePage exam="jee-main" />);
    const tests = await screen.findByRole('region', { name: 'Tests in your journey' });
    const items = within(tests).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual(['Mock test 122 Nov 2026 · 180 minDone', 'Mock test 24 Dec 2026 · 180 minPlannedTake the test']);
    expect(within(items[1]!).getByRole('link', { name: 'Take the test: Mock test 2' })).toHaveAttribute('href', '/test/summary/mock-2');
    expect(within(items[0]!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says plainly what the re-plan changed', async () => {
    const c = { kind: 'practice' as const, from: '2026-11-25' };
    const changes = [
      { ...c, step_id: 'a', change: 'moved' as const, to: '2026-11-27', reason: 'missed' as const },
      { ...c, step_id: 'b', change: 'moved' as const, to: '2026-11-27', reason: 'missed' as const },
      { ...c, step_id: 'c', change: 'deferred' as const, to: '2026-11-28', reason: 'made_room' as const },
      { ...c, step_id: 'd', change: 'dropped' as const, to: null, reason: 'no_room_before_exam' as const },
    ];
    mockApi({ '/api/achieve/home': home({}, { changes, change_summary: { moved: 2, deferred: 1, dropped: 1 } }), '/api/achieve/paj/tiles': tiles() });
    renderWithApp(<JourneyHomePage exam="jee-main" />);
    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent('Your plan changed today');
    expect(within(banner).getByText('2 missed steps moved to today')).toBeInTheDocument();
    expect(within(banner).getByText('1 step moved to tomorrow to make room')).toBeInTheDocument();
    expect(within(banner).getByText('1 practice step dropped because the exam is near')).toBeInTheDocument();
  });

  it('offers Extend when the steps end before the exam: posts paj/extend, says how many were added and reloads the home', async () => {
    let reads = 0;
    const fetchMock = mockApi({
      '/api/achieve/home': () => {
        reads += 1;
        return jsonResponse(200, home({}, { can_extend: true, last_day: '2027-03-01' }));
      },
      '/api/achieve/paj/tiles': tiles(),
      '/api/achieve/paj/extend': { data: { ...tiles().data, steps: [], added: ['x1', 'x2', 'x3'] } },
    });
    renderWithApp(<JourneyHomePage exam="jee-main" />);
    expect(await screen.findByText('Your planned steps end on 1 Mar 2027, before your exam on 4 Apr 2027. Add steps for the days left.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Extend my journey' }));
    expect(await screen.findByText('3 steps added.')).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/api/achieve/paj/extend')).toEqual({ paj_id: 'paj-1' });
    expect(
      requestedUrls(fetchMock)
        .find((u) => u.pathname === '/api/achieve/paj/extend')
        ?.searchParams.get('locale'),
    ).toBe('en');
    await waitFor(() => expect(reads).toBe(2));
  });

  it('Mark done posts progress and reloads the home', async () => {
    let reads = 0;
    const fetchMock = mockApi({
      '/api/achieve/home': () => {
        reads += 1;
        return jsonResponse(200, home({}, { today_steps: [reads > 1 ? { ...PRACTICE_STEP, status: 'done' as const } : PRACTICE_STEP] }));
      },
      '/api/achieve/paj/tiles': tiles(),
      '/api/achieve/paj/progress': stepAnswer({ kind: 'practice', practice_session: {} }),
    });
    renderWithApp(<JourneyHomePage exam="jee-main" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark done: Kinematics basics' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark done: Kinematics basics' })).not.toBeInTheDocument());
    expect(bodyOf(fetchMock, '/paj/progress')).toMatchObject({ paj_id: 'paj-1', step_id: 's1', completed: true });
    expect(reads).toBe(2);
  });

  it('Start opens the practice page with the step session body', async () => {
    mockApi({
      '/api/achieve/home': home(),
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

  it("Start on a chapter test makes its test (POST paj/step/test) and opens that test's session in the achieve flow", async () => {
    const fetchMock = mockApi({
      '/api/achieve/home': home(),
      '/api/achieve/paj/tiles': tiles(),
      '/api/achieve/paj/step': stepAnswer({
        kind: 'chapter_test',
        paj_id: 'paj-1',
        paj_step_id: 's1',
        chapter_code: 'kinematics',
        question_count: 10,
        duration_s: 1200,
      }),
      '/api/achieve/paj/step/test': stepAnswer({ kind: 'test', test_code: 'custom-42', paj_id: 'paj-1', paj_step_id: 's1' }),
    });
    const { router } = renderWithApp(<JourneyHomePage exam="jee-main" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Start: Kinematics basics' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mock-test/custom-42/session'));
    expect(router.state.location.search).toMatchObject({ flow: 'achieve', paj_id: 'paj-1', paj_step_id: 's1' });
    expect(bodyOf(fetchMock, '/paj/step/test')).toEqual({ paj_id: 'paj-1', step_id: 's1', locale: 'en' });
  });

  it('without a journey: leads to start-journey, still showing progress and the trend', async () => {
    mockApi({ '/api/achieve/home': home({ journey: null }) });
    renderWithApp(<JourneyHomePage exam="jee-main" />);
    expect(await screen.findByRole('link', { name: 'Start a journey' })).toHaveAttribute('href', '/achieve/start-journey');
    expect(screen.getByRole('heading', { level: 1, name: 'My journey' })).toBeInTheDocument();
    expect(screen.getByText('Predicted 142 of your target 180')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Readiness over time' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Today' })).not.toBeInTheDocument();
  });

  it('a failed load says so, and Try again loads again', async () => {
    let reads = 0;
    mockApi({
      '/api/achieve/home': () => {
        reads += 1;
        return reads === 1 ? jsonResponse(500, { error: { code: 'INTERNAL', message: 'x' } }) : jsonResponse(200, home());
      },
      '/api/achieve/paj/tiles': tiles(),
    });
    renderWithApp(<JourneyHomePage exam="jee-main" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your journey could not load.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'IIT by April' })).toBeInTheDocument();
  });
});
