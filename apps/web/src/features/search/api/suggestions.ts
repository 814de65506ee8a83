import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SEARCH_MAX_QUERY, searchSuggestionsResponse, type SearchSuggestions } from '@abhyas/contracts';
import { api } from '../../../lib/api-client.ts';
import { searchKeys } from './search.ts';

/**
 * GET /api/search/suggestions?q= (learning.md §2 Search): up to eight hits as the student types,
 * each with the `url` of its page.
 */
export async function fetchSearchSuggestions(q: string, signal?: AbortSignal): Promise<SearchSuggestions> {
  return (await api('/api/search/suggestions', { query: { q: q.trim().slice(0, SEARCH_MAX_QUERY) }, schema: searchSuggestionsResponse, signal })).data;
}

/** Query options of {@link fetchSearchSuggestions}; a superseded request is aborted. */
export const searchSuggestionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: searchKeys.suggestions(q.trim()),
    queryFn: ({ signal }) => fetchSearchSuggestions(q, signal),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
    retry: false,
  });

/** Suggestions for the (already debounced) `q`; idle below two characters. */
export function useSearchSuggestions(q: string) {
  return useQuery({ ...searchSuggestionsQueryOptions(q), enabled: q.trim().length >= 2 });
}
