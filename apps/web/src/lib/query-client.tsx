/**
 * Server-state cache (TanStack Query) for the pages that call the API. It lives in its own chunk,
 * loaded with the first such page, so the landing page does not download it.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';

/** One query client per app start: cached data stays fresh 30 s, failed queries retry once. */
export const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } } });

const wrapped = new WeakMap<ComponentType, ComponentType>();

/** The page inside the shared QueryClientProvider (one stable wrapper per page component). */
export function withQueryClient<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  const existing = wrapped.get(Page as ComponentType);
  if (existing) return existing as ComponentType<P>;
  function WithQueryClient(props: P) {
    return (
      <QueryClientProvider client={queryClient}>
        <Page {...props} />
      </QueryClientProvider>
    );
  }
  wrapped.set(Page as ComponentType, WithQueryClient as ComponentType);
  return WithQueryClient;
}
