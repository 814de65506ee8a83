/**
 * The root route and its three groups (platform.md §2.4): public pages, authenticated pages and
 * a plain group (webviews, iframes) rendered without the header and footer.
 */
import { createRootRoute, createRoute } from '@tanstack/react-router';
import { PageNotFound } from './lazy-pages.ts';
import { RootLayout } from '../root-layout.tsx';

export const rootRoute = createRootRoute({ component: RootLayout, notFoundComponent: PageNotFound });

export const publicGroup = createRoute({ getParentRoute: () => rootRoute, id: 'public' });
export const appGroup = createRoute({ getParentRoute: () => rootRoute, id: 'app' });
export const plainGroup = createRoute({
  getParentRoute: () => rootRoute,
  id: 'plain',
  staticData: { chrome: 'none' },
});
