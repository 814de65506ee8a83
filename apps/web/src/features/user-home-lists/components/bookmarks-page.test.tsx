import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, requestedUrls } from '../../../test/mock-api.ts';
import { jsonResponse, renderWithApp } from '../../../test/render-with-app.tsx';
import { BookmarksPage } from './bookmarks-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const CH = { code: 'phy-kin', name: 'Kinematics', subject: 'physics' };
const question = (code: string, excerpt: string) => ({
  content_id: code,
  excerpt,
  type: 'single_choice',
  subject: 'physics',
  chapter_code: CH.code,
  chapter_name: CH.name,
  bookmarked_at: '2026-03-10T04:00:00Z',
  link: `/question/${code}`,
});
const VIDEO = {
  content_id: 'v1',
  title: 'Motion in a straight line',
  thumb: null,
  subject: 'physics',
  chapter_code: CH.code,
  chapter_name: CH.name,
  length: 420,
  watched_duration: 0,
  progress_percent: 0,
  content_status: null,
  ever_completed: false,
  bookmarked: true,
  bookmarked_at: '2026-03-10T04:00:00Z',
  updated_at: '2026-03-10T04:00:00Z',
  link: '/video/summary/v1',
};
const page = (kind: 'question' | 'video', items: object[], counts = { questions: 2, videos: 1 }) => ({
  data: {
    kind,
    questions: kind === 'question' ? items : [],
    videos: kind === 'video' ? items : [],
    page: 1,
    page_size: 20,
    total: items.length,
    has_more: false,
    counts,
    filters: { subjects: ['physics', 'chemistry'], chapters: [CH, { code: 'che-eq', name: 'Equilibrium', subject: 'chemistry' }] },
  },
});

describe('BookmarksPage', () => {
  it('lists bookmarked questions that open with their solution, practises them, filters, and removes one with Undo', async () => {
    let bookmarked = true;
    const posts: unknown[] = [];
    const fetchMock = mockApi({
      '/api/user-home/bookmarks': (url: URL) =>
        jsonResponse(
          200,
          url.searchParams.get('kind') === 'video'
            ? page('video', [VIDEO])
            : page(
                'question',
                bookmarked ? [question('q1', 'A ball is thrown up at 10 m/s'), question('q2', 'A car slows down')] : [question('q2', 'A car slows down')],
              ),
        ),
      '/api/v1/practice/bookmark': async (url: URL) => {
        void url;
        const body = JSON.parse(String((fetchMock.mock.calls.at(-1)![1] as RequestInit).body)) as { bookmarked: boolean; content_id: string };
        posts.push(body);
        bookmarked = body.bookmarked;
        return jsonResponse(200, {
          success: true,
          data: { content_id: body.content_id, content_type: 'Question', bookmarked: body.bookmarked, status: 'bookmarked', updated_at: null },
        });
      },
    });
    renderWithApp(<BookmarksPage />, { path: '/user-home/bookmarks' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bookmarks' })).toBeInTheDocument();
    const first = (await screen.findByRole('heading', { name: 'A ball is thrown up at 10 m/s' })).closest('article')!;
    expect(within(first).getByRole('link', { name: 'Open with solution' })).toHaveAttribute('href', '/question/q1');
    expect(within(first).getByText('Kinematics')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Questions (2)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Videos (1)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Practise these 2 questions' })).toHaveAttribute(
      'href',
      '/practice?mode=BookmarkPractice&title=Bookmarked+questions',
    );

    await userEvent.click(within(first).getByRole('button', { name: 'Remove the bookmark: A ball is thrown up at 10 m/s' }));
    expect(await screen.findByText('Bookmark removed.')).toBeInTheDocument();
    expect(posts[0]).toMatchObject({ content_id: 'q1', bookmarked: false });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'A ball is thrown up at 10 m/s' })).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('heading', { name: 'A ball is thrown up at 10 m/s' })).toBeInTheDocument();
    expect(posts[1]).toMatchObject({ content_id: 'q1', bookmarked: true });
    expect(screen.queryByText('Bookmark removed.')).toBeNull();

    await userEvent.selectOptions(screen.getByLabelText('Subject'), 'physics');
    expect(within(screen.getByLabelText('Chapter')).queryByRole('option', { name: 'Equilibrium' })).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Chapter'), 'phy-kin');
    await waitFor(() => {
      const last = requestedUrls(fetchMock)
        .filter((u) => u.pathname === '/api/user-home/bookmarks')
        .at(-1)!;
      expect(last.searchParams.get('subject')).toBe('physics');
      expect(last.searchParams.get('chapter')).toBe('phy-kin');
    });
    expect(screen.getByRole('link', { name: /Practise these/ }).getAttribute('href')).toContain('lm_code=phy-kin');

    await userEvent.click(screen.getByRole('tab', { name: 'Videos (1)' }));
    const video = (await screen.findByRole('heading', { name: 'Motion in a straight line' })).closest('article')!;
    expect(within(video).getByRole('link', { name: 'Motion in a straight line' })).toHaveAttribute('href', '/video/summary/v1');
    expect(within(video).getByRole('button', { name: 'Remove the bookmark: Motion in a straight line' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Practise these/ })).toBeNull();
  });

  it('no bookmarked questions: the bookmarkNotFound text, leading to Practice and Learn', async () => {
    mockApi({ '/api/user-home/bookmarks': page('question', [], { questions: 0, videos: 0 }) });
    renderWithApp(<BookmarksPage />, { path: '/bookmark' });
    expect(await screen.findByText('Sorry, we do not have any bookmarked questions available')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Practice' })).toHaveAttribute('href', '/practice/home');
    expect(screen.getByRole('link', { name: 'Go to Learn' })).toHaveAttribute('href', '/learn/home');
    expect(screen.queryByLabelText('Subject')).toBeNull();
  });

  it('a failed list shows an error with retry', async () => {
    mockApi({ '/api/user-home/bookmarks': () => jsonResponse(503, { error: { code: 'X', message: 'x' } }) });
    renderWithApp(<BookmarksPage initialKind="video" />, { path: '/user-home/bookmarks?tab=videos' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This list could not be loaded');
    expect(screen.getByRole('tab', { name: 'Videos' })).toHaveAttribute('aria-selected', 'true');
  });
});
