import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { searchSuggestionsResponse, SearchSuggestions } from '@abhyas/contracts';
import { SEARCH_MAX_QUERY } from '@abhyas/contracts/constants';
import { api, currentProfileId, type Decoded } from '../../../lib/api-client.ts';
import { searchKeys } from './search.ts';

/**
 * GET /api/search/suggestions?q= (learning.md §2 Search): up to eight hits as the student types,
 * each with the `url` of its page.
 */
export async function fetchSearchSuggestions(q: string, asProfile: boolean, signal?: AbortSignal): Promise<SearchSuggestions> {
  const query = { q: q.trim().slice(0, SEARCH_MAX_QUERY) };
  return (await api<Decoded<typeof searchSuggestionsResponse>>('/api/search/suggestions', { query, signal, auth: asProfile ? 'child' : 'parent' })).data;
}

/** Query options of {@link fetchSearchSuggestions} (with the profile's token: its exam first); a superseded request is aborted. */
export const searchSuggestionsQueryOptions = (q: string, asProfile: boolean) =>
  queryOptions({
    queryKey: [...searchKeys.suggestions(q.trim(), asProfile), currentProfileId()],
    queryFn: ({ signal }) => fetchSearchSuggestions(q, asProfile, signal),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
    retry: false,
  });

/** Suggestions for the (already debounced) `q`; idle below two characters. */
export function useSearchSuggestions(q: string, asProfile: boolean) {
  return useQuery({ ...searchSuggestionsQueryOptions(q, asProfile), enabled: q.trim().length >= 2 });
}
