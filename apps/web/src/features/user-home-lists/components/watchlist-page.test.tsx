import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, requestedUrls } from '../../../test/mock-api.ts';
import { jsonResponse, renderWithApp } from '../../../test/render-with-app.tsx';
import { WatchlistPage } from './watchlist-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const video = (over: object) => ({
  content_id: 'v1',
  title: 'HCF by prime factorisation',
  thumb: '/media/hcf.jpg',
  subject: 'mathematics',
  chapter_code: 'm-ch01',
  chapter_name: 'Real Numbers',
  length: 300,
  watched_duration: 120,
  progress_percent: 40,
  content_status: 'INPROGRESS',
  ever_completed: false,
  bookmarked: false,
  bookmarked_at: null,
  updated_at: '2026-03-10T04:00:00Z',
  link: '/video/summary/v1',
  ...over,
});
const page = (status: string, items: object[], total = items.length, hasMore = false, p = 1) => ({
  data: { status, items, page: p, page_size: 20, total, has_more: hasMore },
});

describe('WatchlistPage', () => {
  it('shows videos in progress with their bar, pages on, and switches to watched and watch later', async () => {
    const fetchMock = mockApi({
      '/api/user-home/watchlist': (url: URL) => {
        const status = url.searchParams.get('status');
        if (status === 'later') return jsonResponse(200, page('later', []));
        if (status === 'watched')
          return jsonResponse(
            200,
            page('watched', [video({ content_id: 'v3', title: 'LCM', content_status: 'COMPLETED', ever_completed: true, progress_percent: 100 })]),
          );
        return jsonResponse(
          200,
          url.searchParams.get('page') === '2'
            ? page('in_progress', [video({ content_id: 'v2', title: 'Euclid' })], 2, false, 2)
            : page('in_progress', [video({})], 2, true),
        );
      },
    });
    renderWithApp(<WatchlistPage />, { path: '/user-home/my-watchlist' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My watchlist' })).toBeInTheDocument();
    const card = (await screen.findByRole('heading', { name: 'HCF by prime factorisation' })).closest('article')!;
    expect(within(card).getByRole('progressbar', { name: '40% watched' })).toBeInTheDocument();
    expect(within(card).getByText('2:00 of 5:00 watched (40%)')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'HCF by prime factorisation' })).toHaveAttribute('href', '/video/summary/v1');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { name: 'Euclid' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Watched' }));
    const done = (await screen.findByRole('heading', { name: 'LCM' })).closest('article')!;
    expect(within(done).getByText('Watched to the end')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Watch later' }));
    expect(await screen.findByRole('heading', { name: 'Nothing saved for later' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Learn' })).toHaveAttribute('href', '/learn/home');
    await waitFor(() => expect(requestedUrls(fetchMock).map((u) => u.searchParams.get('status'))).toEqual(['in_progress', 'in_progress', 'watched', 'later']));
  });
});
