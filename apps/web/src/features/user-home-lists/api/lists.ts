import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type bookmarkSetResponse,
  type testsTakenResponse,
  type userBookmarksResponse,
  type videoReactionResponse,
  type watchlistResponse,
  type TestsTakenPage,
  type UserBookmarksPage,
  type WatchlistPage,
} from '@abhyas/contracts';
import { api, currentProfileId, type Decoded } from '../../../lib/api-client.ts';

/** API paths of the user-home lists (docs/api.md "User home lists") and the bookmark calls that remove and restore. */
export const userListsPaths = {
  testsTaken: '/api/user-home/tests-taken',
  watchlist: '/api/user-home/watchlist',
  bookmarks: '/api/user-home/bookmarks',
  questionBookmark: '/api/v1/practice/bookmark',
  videoBookmark: '/api/learn/bookmark',
};

/** Items per page of the list pages ("Load more" asks for the next). */
export const LIST_PAGE_SIZE = 20;

export type TestsTakenFilters = { status?: 'in_progress' | 'finished'; kind?: string; exam?: string; subject?: string };
export type WatchlistStatus = 'in_progress' | 'watched' | 'later';
export type BookmarkKind = 'question' | 'video';
export type BookmarkFilters = { subject?: string; chapter?: string };

const keys = {
  all: () => ['userLists', currentProfileId()] as const,
  tests: (f: TestsTakenFilters, locale: string, size: number) => ['userLists', currentProfileId(), 'tests', f, locale, size] as const,
  watchlist: (s: WatchlistStatus, locale: string, size: number) => ['userLists', currentProfileId(), 'watchlist', s, locale, size] as const,
  bookmarks: (k: BookmarkKind, f: BookmarkFilters, locale: string, size: number) => ['userLists', currentProfileId(), 'bookmarks', k, f, locale, size] as const,
};

const clean = (o: Record<string, string | undefined>) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== ''));

/** GET /api/user-home/tests-taken: one page of the tests the profile started or finished. */
export async function fetchTestsTaken(f: TestsTakenFilters, locale: string, page: number, size = LIST_PAGE_SIZE): Promise<TestsTakenPage> {
  const query = { ...clean({ ...f, locale }), page: String(page), page_size: String(size) };
  return (await api<Decoded<typeof testsTakenResponse>>(userListsPaths.testsTaken, { query, auth: 'child' })).data.data;
}

/** GET /api/user-home/watchlist: one page of videos in progress, watched or to watch later. */
export async function fetchWatchlist(status: WatchlistStatus, locale: string, page: number, size = LIST_PAGE_SIZE): Promise<WatchlistPage> {
  const query = { status, locale, page: String(page), page_size: String(size) };
  return (await api<Decoded<typeof watchlistResponse>>(userListsPaths.watchlist, { query, auth: 'child' })).data.data;
}

/** GET /api/user-home/bookmarks: one page of bookmarked questions or videos, with both counts and the filter choices. */
export async function fetchBookmarks(kind: BookmarkKind, f: BookmarkFilters, locale: string, page: number, size = LIST_PAGE_SIZE): Promise<UserBookmarksPage> {
  const query = { ...clean({ ...f, locale }), kind, page: String(page), page_size: String(size) };
  return (await api<Decoded<typeof userBookmarksResponse>>(userListsPaths.bookmarks, { query, auth: 'child' })).data.data;
}

/** Sets a bookmark (false removes it, true restores it): POST /api/v1/practice/bookmark or /api/learn/bookmark. */
export async function setBookmark(kind: BookmarkKind, contentId: string, bookmarked: boolean): Promise<void> {
  if (kind === 'question') {
    await api<Decoded<typeof bookmarkSetResponse>>(userListsPaths.questionBookmark, {
      method: 'POST',
      body: { content_id: contentId, content_type: 'Question', bookmarked },

      auth: 'child',
    });
  } else {
    await api<Decoded<typeof videoReactionResponse>>(userListsPaths.videoBookmark, {
      method: 'POST',
      body: { content_id: contentId, content_type: 'Video', status: bookmarked },

      auth: 'child',
    });
  }
}

const nextPage = (last: { page: number; has_more: boolean }) => (last.has_more ? last.page + 1 : undefined);

/** The tests taken, page after page. */
export function useTestsTaken(f: TestsTakenFilters, locale: string, size = LIST_PAGE_SIZE) {
  return useInfiniteQuery({
    queryKey: keys.tests(f, locale, size),
    queryFn: ({ pageParam }) => fetchTestsTaken(f, locale, pageParam, size),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

/** A watchlist, page after page. */
export function useWatchlist(status: WatchlistStatus, locale: string, size = LIST_PAGE_SIZE) {
  return useInfiniteQuery({
    queryKey: keys.watchlist(status, locale, size),
    queryFn: ({ pageParam }) => fetchWatchlist(status, locale, pageParam, size),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

/** The bookmarks of one kind, page after page. */
export function useBookmarks(kind: BookmarkKind, f: BookmarkFilters, locale: string, size = LIST_PAGE_SIZE) {
  return useInfiniteQuery({
    queryKey: keys.bookmarks(kind, f, locale, size),
    queryFn: ({ pageParam }) => fetchBookmarks(kind, f, locale, pageParam, size),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

/** Removes or restores a bookmark; every list of the profile is read again afterwards. */
export function useSetBookmark() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { kind: BookmarkKind; contentId: string; bookmarked: boolean }) => setBookmark(v.kind, v.contentId, v.bookmarked),
    onSettled: () => client.invalidateQueries({ queryKey: keys.all() }),
  });
}

/** For the user-home dashboard: the 5 latest tests (open ones first to resume, then results). */
export function useRecentTests(locale: string) {
  return useQuery({ queryKey: keys.tests({}, locale, 5), queryFn: () => fetchTestsTaken({}, locale, 1, 5) });
}

/** For the user-home dashboard: up to 5 videos to continue watching, latest first. */
export function useContinueWatching(locale: string) {
  return useQuery({ queryKey: keys.watchlist('in_progress', locale, 5), queryFn: () => fetchWatchlist('in_progress', locale, 1, 5) });
}

/** For the user-home dashboard: how many questions and videos are bookmarked. */
export function useBookmarkCounts(locale: string) {
  return useQuery({
    queryKey: keys.bookmarks('question', {}, locale, 1),
    queryFn: () => fetchBookmarks('question', {}, locale, 1, 1),
    select: (p) => p.counts,
  });
}
