import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SEARCH_MAX_QUERY, searchResponse, type SearchEntity, type SearchResults } from '@abhyas/contracts';
import { api } from '../../../lib/api-client.ts';

/** Results per page (the server's default; learning.md §2 Search). */
export const SEARCH_PAGE_SIZE = 20;

/** TanStack Query keys of the search calls. */
export const searchKeys = {
  all: ['search'] as const,
  results: (q: string, entity: SearchEntity | null, page: number) => ['search', 'results', q, entity, page] as const,
  suggestions: (q: string) => ['search', 'suggestions', q] as const,
};

/**
 * GET /api/search?q=&entity=&page=&size= (learning.md §2 Search): one page (0-based) of results
 * with totals per entity for the whole query. Throws `ApiError` (400 for a query without words).
 */
export async function fetchSearchResults(q: string, entity: SearchEntity | null, page: number): Promise<SearchResults> {
  const query = { q: q.trim().slice(0, SEARCH_MAX_QUERY), entity, page, size: SEARCH_PAGE_SIZE };
  return (await api('/api/search', { query, schema: searchResponse })).data;
}

/** Query options of {@link fetchSearchResults}; the previous page stays shown while the next loads. */
export const searchResultsQueryOptions = (q: string, entity: SearchEntity | null, page: number) =>
  queryOptions({
    queryKey: searchKeys.results(q, entity, page),
    queryFn: () => fetchSearchResults(q, entity, page),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

/** One page of results for `q` (disabled while `q` is blank). */
export function useSearchResults(q: string, entity: SearchEntity | null, page: number) {
  return useQuery({ ...searchResultsQueryOptions(q, entity, page), enabled: q.trim() !== '' });
}
