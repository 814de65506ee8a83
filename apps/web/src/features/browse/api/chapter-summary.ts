import { queryOptions, useQuery } from '@tanstack/react-query';
import { type chapterSummarySchema, type ChapterSummary } from '@abhyas/contracts';
import { api, currentProfileId, profileOrParentAuth, type Decoded } from '../../../lib/api-client.ts';
import { browseKeys, browsePaths } from './keys.ts';
import { useDeferredQuery } from '../../../lib/deferred-query.ts';

/**
 * GET /api/content/chapters/{code}?locale= (learning.md §2 Tiles → `/learn/summary/{id}`, `/practice/summary/{id}`): the chapter with its topics, videos, practice counts, tests, books and cheat sheets.
 * With the profile's token, so the tests are only those the profile may open (issue 15 Major 4).
 * Throws `ApiError` (404 for an unknown code, 401 when signed out).
 */
export async function fetchChapterSummary(code: string, locale: string): Promise<ChapterSummary> {
  return (await api<Decoded<typeof chapterSummarySchema>>(browsePaths.chapter(code), { query: { locale }, auth: profileOrParentAuth() })).data;
}

/** Query options of {@link fetchChapterSummary}; fresh for 10 minutes. */
export const chapterSummaryQueryOptions = (code: string, locale: string) =>
  queryOptions({
    queryKey: [...browseKeys.chapter(code, locale), currentProfileId()],
    queryFn: () => fetchChapterSummary(code, locale),
    staleTime: 10 * 60_000,
  });

/** {@link fetchChapterSummary} as a query (disabled while `code` is empty). */
export function useChapterSummary(code: string, locale: string) {
  return useDeferredQuery(useQuery({ ...chapterSummaryQueryOptions(code, locale), enabled: code !== '' }));
}
