import { useSearch } from '@tanstack/react-router';
import { withQueryClient } from '../../../lib/query-client.tsx';
import { BookmarksPage } from './bookmarks-page.tsx';
import { TestsTakenPage } from './tests-taken-page.tsx';
import { WatchlistPage } from './watchlist-page.tsx';

/** `/user-home/bookmarks` and `/bookmark`; `?tab=videos` opens the videos. */
function BookmarksRouteView() {
  const search = useSearch({ strict: false }) as { tab?: unknown };
  return <BookmarksPage initialKind={search.tab === 'videos' ? 'video' : 'question'} />;
}

/** `/user-home/my-watchlist`; `?tab=watched` or `?tab=later` opens that list. */
function WatchlistRouteView() {
  const search = useSearch({ strict: false }) as { tab?: unknown };
  return <WatchlistPage initialTab={search.tab === 'watched' || search.tab === 'later' ? search.tab : 'in_progress'} />;
}

/** The user-home list routes (issue 19 §1), with the query client (wrapped here so the app routes stay small). */
export const TestsTakenRoute = withQueryClient(TestsTakenPage);
export const WatchlistRoute = withQueryClient(WatchlistRouteView);
export const BookmarksRoute = withQueryClient(BookmarksRouteView);
