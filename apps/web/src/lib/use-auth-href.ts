import { useRouterState } from '@tanstack/react-router';
import { safeRedirect } from '@abhyas/domain';

/**
 * Link to a sign-in or sign-up page that keeps the `redirect_url` the route guard put on the
 * current page (platform.md §4.2: the wanted page survives the way through login).
 */
export function useAuthHref(path: '/login' | '/signup'): string {
  const raw = useRouterState({
    select: (s) => {
      const value = (s.location.search as Record<string, unknown>).redirect_url;
      return typeof value === 'string' ? value : null;
    },
  });
  const target = safeRedirect(raw);
  return target ? `${path}?redirect_url=${encodeURIComponent(target)}` : path;
}
