/**
 * The user-home lists feature's public face (issue 19 §1): what other features and the app routes
 * may import (the lint rule in eslint.layers.js). The app routes load the pages by path
 * (components/user-lists-routes.tsx), so this module's hooks (and their zod schemas) stay out of
 * the routes' chunk.
 */

/** Loads the `/user-home/test-taken`, `/user-home/my-watchlist`, `/user-home/bookmarks` and `/bookmark` route components (their own chunk). */
export const loadUserListsRoutes = () => import('./components/user-lists-routes.tsx');

/**
 * Hooks for the `/user-home` dashboard (each needs the query client): the 5 latest tests
 * (`useRecentTests(locale)`: open ones carry `links.resume`, finished ones score and `links.analysis`),
 * up to 5 videos to continue (`useContinueWatching(locale)`, with `progress_percent`), and how many
 * questions and videos are bookmarked (`useBookmarkCounts(locale)` → `{ questions, videos }`).
 */
export { useBookmarkCounts, useContinueWatching, useRecentTests } from './api/lists.ts';
/** The list item shapes the dashboard shows (a video with its progress; a test taken). */
export { VideoCard } from './components/video-card.tsx';
export type { ListVideo, TestTaken } from '@abhyas/contracts';
