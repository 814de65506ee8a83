import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, requestedUrls } from '../../../test/mock-api.ts';
import { jsonResponse, renderWithApp } from '../../../test/render-with-app.tsx';
import { TestsTakenPage } from './tests-taken-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const test = (over: object) => ({
  session_id: 's1',
  test_code: 'jee-mock-1',
  test_name: 'JEE Main Mock 1',
  kind: 'mock',
  exam_code: 'jee-main',
  status: 'finished',
  score: 120,
  max_marks: 300,
  percentile: 87.5,
  started_at: '2026-03-10T04:00:00Z',
  finished_at: '2026-03-10T07:00:00Z',
  deadline_at: '2026-03-10T07:00:00Z',
  result_available_at: null,
  links: { resume: null, analysis: '/mock-test/jee-mock-1/analyze?session=s1' },
  ...over,
});
const OPEN = test({
  session_id: 's2',
  test_code: 'custom-x',
  test_name: 'My test: Physics',
  kind: 'custom',
  status: 'in_progress',
  score: null,
  max_marks: null,
  percentile: null,
  finished_at: null,
  links: { resume: '/mock-test/custom-x/session', analysis: null },
});
const filters = { exams: [{ code: 'jee-main', name: 'JEE Main' }], subjects: ['physics', 'mathematics'] };
const page = (items: object[], p: number, total: number, hasMore: boolean) => ({ data: { items, page: p, page_size: 20, total, has_more: hasMore, filters } });

describe('TestsTakenPage', () => {
  it('lists open tests to resume and finished ones with score, percentile and analysis; Load more and filters ask the server', async () => {
    const fetchMock = mockApi({
      '/api/user-home/tests-taken': (url: URL) =>
        jsonResponse(
          200,
          url.searchParams.get('page') === '2'
            ? page([test({ session_id: 's0', test_name: 'JEE Main Mock 0' })], 2, 3, false)
            : page([OPEN, test({})], 1, 3, true),
        ),
    });
    renderWithApp(<TestsTakenPage />, { path: '/user-home/test-taken' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tests taken' })).toBeInTheDocument();
    const open = (await screen.findByRole('heading', { name: 'My test: Physics' })).closest('article')!;
    expect(within(open).getByText('Your own test')).toBeInTheDocument();
    expect(within(open).getByText('In progress')).toBeInTheDocument();
    expect(within(open).getByRole('link', { name: 'Resume test' })).toHaveAttribute('href', '/mock-test/custom-x/session');
    expect(within(open).queryByRole('link', { name: 'See analysis' })).toBeNull();
    const done = screen.getByRole('heading', { name: 'JEE Main Mock 1' }).closest('article')!;
    expect(done).toHaveTextContent('Score 120 / 300 · Percentile 87.5');
    expect(within(done).getByRole('link', { name: 'See analysis' })).toHaveAttribute('href', '/mock-test/jee-mock-1/analyze?session=s1');
    expect(screen.getByText('Showing 2 of 3')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { name: 'JEE Main Mock 0' })).toBeInTheDocument();
    expect(screen.getByText('Showing 3 of 3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

    await userEvent.selectOptions(screen.getByLabelText('Exam'), 'jee-main');
    await userEvent.selectOptions(screen.getByLabelText('Subject'), 'physics');
    await waitFor(() => {
      const last = requestedUrls(fetchMock).at(-1)!;
      expect(last.searchParams.get('exam')).toBe('jee-main');
      expect(last.searchParams.get('subject')).toBe('physics');
      expect(last.searchParams.get('page')).toBe('1');
    });
  });

  it('a sealed score says when it is published', async () => {
    mockApi({
      '/api/user-home/tests-taken': page(
        [test({ kind: 'scheduled', score: null, percentile: null, result_available_at: '2026-03-12T10:00:00Z', test_name: 'AITS 3' })],
        1,
        1,
        false,
      ),
    });
    renderWithApp(<TestsTakenPage />, { path: '/user-home/test-taken' });
    const card = (await screen.findByRole('heading', { name: 'AITS 3' })).closest('article')!;
    expect(within(card).getByText(/Your score is published on/)).toBeInTheDocument();
    expect(within(card).getByText('Scheduled test')).toBeInTheDocument();
  });

  it('no tests: an empty state leading to the tests; a failure: an error with retry', async () => {
    mockApi({ '/api/user-home/tests-taken': page([], 1, 0, false) });
    const first = renderWithApp(<TestsTakenPage />, { path: '/user-home/test-taken' });
    expect(await screen.findByRole('heading', { name: 'No tests taken yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to tests' })).toHaveAttribute('href', '/test/home');
    expect(screen.queryByLabelText('Exam')).toBeNull();
    first.unmount();

    let calls = 0;
    mockApi({
      '/api/user-home/tests-taken': () =>
        ++calls === 1 ? jsonResponse(500, { error: { code: 'X', message: 'x' } }) : jsonResponse(200, page([test({})], 1, 1, false)),
    });
    renderWithApp(<TestsTakenPage />, { path: '/user-home/test-taken' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This list could not be loaded');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'JEE Main Mock 1' })).toBeInTheDocument();
  });
});
