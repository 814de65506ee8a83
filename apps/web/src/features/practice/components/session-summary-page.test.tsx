import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, requestedUrls } from '../../../test/mock-api.ts';
import { jsonResponse, renderWithApp } from '../../../test/render-with-app.tsx';
import { SESSION_ID, summary } from '../test-fixtures.ts';
import { CheatSheetWebView } from './cheat-sheet-web-view.tsx';
import { EmbiumBadge } from './embium-badge.tsx';
import { SessionSummaryPage } from './session-summary-page.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('/practice/session-summary (learning.md §2 Practice, §3 Summary)', () => {
  it('shows total time, accuracy, silver and gold embiums and the attempts by badge', async () => {
    mockApi({ [`/api/v1/practice/${SESSION_ID}/summary`]: summary, '/api/embiums/balance': { data: [{ current_value: 25, silver: 20, gold: 5 }] } });
    renderWithApp(<SessionSummaryPage />, { path: `/practice/session-summary?session_id=${SESSION_ID}&title=Real%20Numbers&back=%2Fpractice%3Fmode%3DNormal` });
    expect(await screen.findByRole('heading', { name: 'Real Numbers' })).toBeInTheDocument();
    expect(screen.getByTestId('summary-time')).toHaveTextContent('2:05');
    expect(screen.getByTestId('summary-accuracy')).toHaveTextContent('50%');
    expect(screen.getByTestId('summary-silver')).toHaveTextContent('20');
    expect(screen.getByTestId('summary-gold')).toHaveTextContent('5');
    const table = screen.getByRole('table', { name: 'Attempts by badge' });
    // Each badge with what it means (issue 15: practice jargon explained).
    expect(within(table).getByTestId('badge-row-Incorrect')).toHaveTextContent(/^IncorrectWrong\. Look at the solution to see where it went off track\.2$/);
    expect(within(table).getByTestId('badge-row-SolveWithUsCorrect')).toHaveTextContent(/^Solved with usWorked through step by step, every check right\.1$/);
    expect(screen.getByRole('button', { name: 'What does “Embiums” mean?' })).toBeInTheDocument();
    expect(within(table).queryByTestId('badge-row-Wasted')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Practise again' })).toHaveAttribute('href', '/practice?mode=Normal');
  });

  it('asks for the finished session’s award once and says what it earned; nothing when it was awarded before (issue 20 §3)', async () => {
    const award = (points: number) => () =>
      jsonResponse(200, { data: { total_points: 27, awarded_points: points, user_message: 'x', feature_category: 'Practice' } });
    const fetchMock = mockApi({ [`/api/v1/practice/${SESSION_ID}/summary`]: summary, '/api/embiums/award': award(2) });
    const first = renderWithApp(<SessionSummaryPage />, { path: `/practice/session-summary?session_id=${SESSION_ID}` });
    expect(await screen.findByTestId('embium-award')).toHaveTextContent('You earned 2 embiums for finishing this session!');
    const posts = requestedUrls(fetchMock).filter((u) => u.pathname === '/api/embiums/award');
    expect(posts.map((u) => [u.searchParams.get('event_id'), u.searchParams.get('object_id')])).toEqual([['practice_session_complete', SESSION_ID]]);
    first.unmount();

    mockApi({ [`/api/v1/practice/${SESSION_ID}/summary`]: summary, '/api/embiums/award': award(0) });
    renderWithApp(<SessionSummaryPage />, { path: `/practice/session-summary?session_id=${SESSION_ID}` });
    expect(await screen.findByTestId('summary-time')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('embium-award')).not.toBeInTheDocument();
  });

  it('reads the summary again while it says the session is open, then asks for the award (the finish event may arrive after the page)', async () => {
    let reads = 0;
    const fetchMock = mockApi({
      [`/api/v1/practice/${SESSION_ID}/summary`]: () => jsonResponse(200, { ...summary, ended: (reads += 1) > 1 }),
      '/api/embiums/award': () => jsonResponse(200, { data: { total_points: 5, awarded_points: 3, user_message: 'x', feature_category: 'Practice' } }),
    });
    renderWithApp(<SessionSummaryPage />, { path: `/practice/session-summary?session_id=${SESSION_ID}` });
    expect(await screen.findByTestId('embium-award', {}, { timeout: 4000 })).toHaveTextContent('You earned 3 embiums for finishing this session!');
    expect(reads).toBe(2);
    expect(requestedUrls(fetchMock).filter((u) => u.pathname === '/api/embiums/award')).toHaveLength(1);
  });

  it('does not ask for an award while the session is still open', async () => {
    const fetchMock = mockApi({ [`/api/v1/practice/${SESSION_ID}/summary`]: { ...summary, ended: false } });
    renderWithApp(<SessionSummaryPage />, { path: `/practice/session-summary?session_id=${SESSION_ID}` });
    expect(await screen.findByTestId('summary-time')).toBeInTheDocument();
    expect(requestedUrls(fetchMock).some((u) => u.pathname === '/api/embiums/award')).toBe(false);
  });

  it('says the session is not valid on 406', async () => {
    mockApi({ [`/api/v1/practice/${SESSION_ID}/summary`]: () => jsonResponse(406, { error: { code: 'INVALID_PRACTICE_SESSION', message: 'x' } }) });
    renderWithApp(<SessionSummaryPage />, { path: `/practice/session-summary?session_id=${SESSION_ID}` });
    expect(await screen.findByText('This practice session is not valid for this profile.')).toBeInTheDocument();
  });
});

describe('EmbiumBadge (platform.md §7.4)', () => {
  it('shows data[0].current_value', async () => {
    mockApi({ '/api/embiums/balance': { data: [{ current_value: 42, silver: 40, gold: 2 }] } });
    renderWithApp(<EmbiumBadge profileKey="a" />);
    expect(await screen.findByTestId('embium-balance')).toHaveTextContent('42');
    expect(screen.getByText('42 embiums (40 silver, 2 gold)')).toBeInTheDocument();
    // Its tooltip (the button's title) says what embiums are.
    expect(screen.getByTestId('embium-badge-button').getAttribute('title')).toMatch(
      /^42 embiums \(40 silver, 2 gold\)\. Embiums are points you earn in practice/,
    );
  });

  it('shows 0 on 204', async () => {
    mockApi({ '/api/embiums/balance': () => new Response(null, { status: 204 }) });
    renderWithApp(<EmbiumBadge profileKey="b" />);
    expect(await screen.findByTestId('embium-balance')).toHaveAttribute('data-value', '0');
    expect(screen.getByText('0 embiums (0 silver, 0 gold)')).toBeInTheDocument();
  });
});

describe('/web-view/cheat-sheet', () => {
  it('renders the cheat sheet named by ?code=', async () => {
    mockApi({
      '/api/content/cheat-sheets/cs-1': {
        code: 'cs-1',
        title: 'Real Numbers in one page',
        language: 'en',
        chapter: { code: 'c', name: 'Real Numbers' },
        body: '## Euclid\n\nEvery integer **factorises**.',
      },
    });
    renderWithApp(<CheatSheetWebView />, { path: '/web-view/cheat-sheet?code=cs-1' });
    expect(await screen.findByRole('heading', { name: 'Real Numbers in one page' })).toBeInTheDocument();
    expect(screen.getByText('factorises')).toBeInTheDocument();
  });

  it('says so when the code is missing', async () => {
    mockApi({});
    renderWithApp(<CheatSheetWebView />, { path: '/web-view/cheat-sheet' });
    expect(await screen.findByText('This cheat sheet could not be found.')).toBeInTheDocument();
  });
});
