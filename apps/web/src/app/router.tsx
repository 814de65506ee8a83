/**
 * The route tree (platform.md §2): code-based TanStack Router routes in three groups, every page
 * guarded by `decideRoute` in its `beforeLoad`. `createAppRouter` takes a history so tests can use
 * a memory history.
 */
import { createBrowserHistory, createRouter, type RouterHistory } from '@tanstack/react-router';
import { FullPageLoader } from '../features/shell/components/full-page-loader.tsx';
import { ErrorFallback } from '../features/shell/components/error-fallback.tsx';
import { PageNotFound } from './routes/lazy-pages.ts';
import { appRoutes } from './routes/app-routes.tsx';
import { appGroup, plainGroup, publicGroup, rootRoute } from './routes/groups.ts';
import { plainRoutes } from './routes/plain-routes.tsx';
import { publicRoutes } from './routes/public-routes.tsx';

export const routeTree = rootRoute.addChildren([publicGroup.addChildren(publicRoutes), appGroup.addChildren(appRoutes), plainGroup.addChildren(plainRoutes)]);

export function createAppRouter(history: RouterHistory = createBrowserHistory()) {
  return createRouter({
    routeTree,
    history,
    defaultPreload: 'intent',
    defaultPendingComponent: FullPageLoader,
    defaultPendingMs: 300,
    defaultErrorComponent: ErrorFallback,
    defaultNotFoundComponent: PageNotFound,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
