import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SearchHit, SearchResults } from '@abhyas/contracts';
import { mockApi, requestedUrls } from '../../../test/mock-api.ts';
import { jsonResponse, renderWithApp } from '../../../test/render-with-app.tsx';
import { parseSearchFilter, SearchPage } from './search-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const hit = (i: number, entity: SearchHit['entity'] = 'chapter'): SearchHit => ({
  entity,
  code: `c${i}`,
  title: `Motion result ${i}`,
  subtitle: 'Physics · Class 11',
  subject: 'Physics',
  url: `/learn/summary/c${i}`,
});

function results(url: URL): SearchResults {
  const page = Number(url.searchParams.get('page'));
  return {
    query: url.searchParams.get('q') ?? '',
    corrected_query: null,
    scope: 'all',
    exam: null,
    entity: null,
    page,
    size: 20,
    total: 45,
    groups: [
      { entity: 'chapter', total: 30 },
      { entity: 'video', total: 15 },
      { entity: 'question', total: 0 },
    ],
    results: Array.from({ length: page === 2 ? 5 : 20 }, (_, i) => hit(page * 20 + i)),
  };
}

describe('/search/{filter} (learning.md §2 Search)', () => {
  it('shows suggestions as the student types and opens the chosen one', async () => {
    const fetchMock = mockApi({
      '/api/search/suggestions': (url: URL) =>
        jsonResponse(200, {
          query: url.searchParams.get('q'),
          suggestions: [hit(1), { ...hit(2, 'video'), title: 'Motion graphs', url: '/video/summary/v2' }],
        }),
    });
    const { router } = renderWithApp(<SearchPage filter="all" q="" />, { path: '/search/all' });
    expect(await screen.findByRole('heading', { level: 2, name: 'What do you want to learn today?' })).toBeInTheDocument();
    const input = screen.getByRole('searchbox', { name: 'Search chapters, topics, videos and more' });
    await userEvent.type(input, 'moti');
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(2);
    expect(within(options[1]!).getByText('Motion graphs')).toBeInTheDocument();
    expect(within(options[1]!).getByText('Video')).toBeInTheDocument();
    // Debounced: one request for the whole word, not one per key.
    const asked = requestedUrls(fetchMock).filter((u) => u.pathname === '/api/search/suggestions');
    expect(asked.map((u) => u.searchParams.get('q'))).toEqual(['moti']);

    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/video/summary/v2'));
  });

  it('submits the words to /search/{filter}?q=', async () => {
    mockApi({ '/api/search/suggestions': { query: 'x', suggestions: [] } });
    const { router } = renderWithApp(<SearchPage filter="video" q="" />, { path: '/search/video' });
    await userEvent.type(await screen.findByRole('searchbox'), 'photosynthesis{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search/video'));
    expect(router.state.location.search).toEqual({ q: 'photosynthesis' });
  });

  it('shows the totals on the filter tabs, results linking to their pages, and asks for page=1 next', async () => {
    const fetchMock = mockApi({ '/api/search': (url: URL) => jsonResponse(200, results(url)) });
    const { router } = renderWithApp(<SearchPage filter="all" q="motion" />, { path: '/search/all?q=motion' });
    expect(await screen.findByText('45 results for “motion”')).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: 'Filter results' });
    expect(within(tabs).getByRole('tab', { name: /All\s*45/, selected: true })).toBeInTheDocument();
    expect(within(tabs).getByRole('tab', { name: /Chapters\s*30/ })).toBeInTheDocument();
    expect(within(tabs).getByRole('tab', { name: /Videos\s*15/ })).toBeInTheDocument();
    expect(within(tabs).queryByRole('tab', { name: /Questions/ })).not.toBeInTheDocument();

    const list = screen.getByRole('list', { name: 'Results' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    const first = within(list).getByRole('link', { name: /Motion result 0/ });
    expect(first).toHaveAttribute('href', '/learn/summary/c0');
    expect(within(first).getByText('Chapter')).toBeInTheDocument();
    expect(within(first).getByText('Physics · Class 11')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('link', { name: /Motion result 20/ })).toBeInTheDocument();
    const pages = requestedUrls(fetchMock)
      .filter((u) => u.pathname === '/api/search')
      .map((u) => [u.searchParams.get('page'), u.searchParams.get('size'), u.searchParams.get('entity')]);
    expect(pages).toEqual([
      ['0', '20', null],
      ['1', '20', null],
    ]);

    await userEvent.click(within(tabs).getByRole('tab', { name: /Videos/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search/video'));
    expect(router.state.location.search).toEqual({ q: 'motion' });
  });

  it('asks for one entity on a filtered page', async () => {
    const fetchMock = mockApi({ '/api/search': (url: URL) => jsonResponse(200, { ...results(url), entity: 'video', total: 15 }) });
    renderWithApp(<SearchPage filter="video" q="motion" />);
    expect(await screen.findByRole('tab', { name: /Videos\s*15/, selected: true })).toBeInTheDocument();
    expect(
      requestedUrls(fetchMock)
        .find((u) => u.pathname === '/api/search')
        ?.searchParams.get('entity'),
    ).toBe('video');
    expect(requestedUrls(fetchMock).some((u) => u.pathname === '/api/search/suggestions')).toBe(false);
  });

  it('designs the no-results page with searches to try', async () => {
    mockApi({
      '/api/search': (url: URL) =>
        jsonResponse(200, {
          query: url.searchParams.get('q'),
          corrected_query: null,
          scope: 'all',
          exam: null,
          entity: null,
          page: 0,
          size: 20,
          total: 0,
          groups: [],
          results: [],
        }),
    });
    const { router } = renderWithApp(<SearchPage filter="all" q="xyzzy" />, { path: '/search/all?q=xyzzy' });
    expect(await screen.findByRole('heading', { name: 'Nothing found for “xyzzy”' })).toBeInTheDocument();
    expect(screen.getByText(/Check the spelling/)).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('list', { name: 'Try one of these' })).getByRole('button', { name: 'Photosynthesis' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'Photosynthesis' }));
  });

  it('lets a student narrow to the exam of the profile, which the server ranks first (issue 15)', async () => {
    const fetchMock = mockApi({
      '/api/search': (url: URL) =>
        jsonResponse(200, { ...results(url), scope: url.searchParams.get('scope') ?? 'all', exam: { code: 'jee-main', name: 'JEE Main' } }),
    });
    const { router } = renderWithApp(<SearchPage filter="all" q="electricity" />, { path: '/search/all?q=electricity' });
    const scope = await screen.findByRole('radiogroup', { name: 'Where to search' });
    expect(within(scope).getByRole('radio', { name: 'All exams' })).toBeChecked();
    await userEvent.click(within(scope).getByRole('radio', { name: 'My exam (JEE Main)' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'electricity', scope: 'exam' }));
    expect(
      requestedUrls(fetchMock)
        .find((u) => u.pathname === '/api/search')
        ?.searchParams.get('scope'),
    ).toBeNull();

    renderWithApp(<SearchPage filter="all" q="electricity" scope="exam" />);
    await waitFor(() => expect(requestedUrls(fetchMock).some((u) => u.searchParams.get('scope') === 'exam')).toBe(true));
  });

  it('says when the words were corrected and offers the words as typed (issue 15)', async () => {
    const fetchMock = mockApi({
      '/api/search': (url: URL) => jsonResponse(200, { ...results(url), corrected_query: url.searchParams.get('exact') === 'true' ? null : 'thermodynamics' }),
    });
    const { router } = renderWithApp(<SearchPage filter="all" q="thermodynamcs" />, { path: '/search/all?q=thermodynamcs' });
    expect(await screen.findByText(/Showing results for “thermodynamics”/)).toBeInTheDocument();
    expect(screen.getByText('45 results for “thermodynamics”')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Search instead for “thermodynamcs”' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'thermodynamcs', exact: 'true' }));
    renderWithApp(<SearchPage filter="all" q="thermodynamcs" exact />);
    await waitFor(() => expect(requestedUrls(fetchMock).some((u) => u.searchParams.get('exact') === 'true')).toBe(true));
  });

  it('offers a retry when search fails', async () => {
    let calls = 0;
    mockApi({
      '/api/search': (url: URL) => (++calls === 1 ? jsonResponse(500, { error: { code: 'INTERNAL', message: 'x' } }) : jsonResponse(200, results(url))),
    });
    renderWithApp(<SearchPage filter="all" q="motion" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('45 results for “motion”')).toBeInTheDocument();
  });

  it('reads unknown filters as all', () => {
    expect(parseSearchFilter('video')).toBe('video');
    expect(parseSearchFilter('books')).toBe('all');
    expect(parseSearchFilter(undefined)).toBe('all');
  });
});
