/**
 * The root route and its three groups (platform.md §2.4): public pages, authenticated pages and
 * a plain group (webviews, iframes) rendered without the header and footer.
 */
import { createRootRoute, createRoute } from '@tanstack/react-router';
import { PageNotFound } from './lazy-pages.ts';
import { ensureSessionLoaded } from '../../features/auth/guard-state.ts';
import { RootLayout } from '../root-layout.tsx';

/**
 * The root restores the session before anything renders, so pages without a guard (page not
 * found) show the signed-in header to a signed-in user too (issue 15).
 */
export const rootRoute = createRootRoute({ component: RootLayout, notFoundComponent: PageNotFound, beforeLoad: () => ensureSessionLoaded() });

export const publicGroup = createRoute({ getParentRoute: () => rootRoute, id: 'public' });
export const appGroup = createRoute({ getParentRoute: () => rootRoute, id: 'app' });
export const plainGroup = createRoute({
  getParentRoute: () => rootRoute,
  id: 'plain',
  staticData: { chrome: 'none' },
});
