import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { searchResponse, SearchEntity, SearchResults, SearchScope } from '@abhyas/contracts';
import { SEARCH_MAX_QUERY } from '@abhyas/contracts/constants';
import { api, currentProfileId, type Decoded } from '../../../lib/api-client.ts';

/** Results per page (the server's default; learning.md §2 Search). */
export const SEARCH_PAGE_SIZE = 20;

/** TanStack Query keys of the search calls. */
export const searchKeys = {
  all: ['search'] as const,
  results: (q: string, entity: SearchEntity | null, page: number, how: SearchHow) => ['search', 'results', q, entity, page, how] as const,
  suggestions: (q: string, asProfile: boolean) => ['search', 'suggestions', q, asProfile] as const,
};

/**
 * How to search (issue 15): `scope` all (the profile's exam first) or exam only; `exact`: no
 * spelling correction; `locale` of the exam's name; `asProfile`: with the profile's token (its exam
 * ranks first), else the parent's.
 */
export interface SearchHow {
  scope: SearchScope;
  exact: boolean;
  locale: string;
  asProfile: boolean;
}

/**
 * GET /api/search?q=&entity=&page=&size=&scope=&exact=&locale= (learning.md §2 Search): one page
 * (0-based) of results with totals per entity for the whole query, the profile's exam and the
 * corrected query when the words were misspelt. Throws `ApiError` (400 for a query without words).
 */
export async function fetchSearchResults(q: string, entity: SearchEntity | null, page: number, how: SearchHow): Promise<SearchResults> {
  const query = {
    q: q.trim().slice(0, SEARCH_MAX_QUERY),
    entity,
    page,
    size: SEARCH_PAGE_SIZE,
    ...(how.scope === 'exam' ? { scope: how.scope } : {}),
    ...(how.exact ? { exact: 'true' } : {}),
    locale: how.locale,
  };
  return (await api<Decoded<typeof searchResponse>>('/api/search', { query, auth: how.asProfile ? 'child' : 'parent' })).data;
}

/** Query options of {@link fetchSearchResults}; the previous page stays shown while the next loads. */
export const searchResultsQueryOptions = (q: string, entity: SearchEntity | null, page: number, how: SearchHow) =>
  queryOptions({
    // Per profile: tests a profile may not open are left out of its results (issue 15 Major 4).
    queryKey: [...searchKeys.results(q, entity, page, how), currentProfileId()],
    queryFn: () => fetchSearchResults(q, entity, page, how),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

/** One page of results for `q` (disabled while `q` is blank). */
export function useSearchResults(q: string, entity: SearchEntity | null, page: number, how: SearchHow) {
  return useQuery({ ...searchResultsQueryOptions(q, entity, page, how), enabled: q.trim() !== '' });
}
