import { queryOptions, useQuery } from '@tanstack/react-query';
import { type topicSummarySchema, type TopicSummary } from '@abhyas/contracts';
import { api, type Decoded } from '../../../lib/api-client.ts';
import { browseKeys, browsePaths } from './keys.ts';

/**
 * GET /api/content/topics/{code}?locale= (`/topic/summary/{id}`): the topic, its chapter, concepts, videos and practice counts.
 * Throws `ApiError` (404 for an unknown code, 401 when signed out).
 */
export async function fetchTopicSummary(code: string, locale: string): Promise<TopicSummary> {
  return (await api<Decoded<typeof topicSummarySchema>>(browsePaths.topic(code), { query: { locale } })).data;
}

/** Query options of {@link fetchTopicSummary}; fresh for 10 minutes. */
export const topicSummaryQueryOptions = (code: string, locale: string) =>
  queryOptions({ queryKey: browseKeys.topic(code, locale), queryFn: () => fetchTopicSummary(code, locale), staleTime: 10 * 60_000 });

/** {@link fetchTopicSummary} as a query (disabled while `code` is empty). */
export function useTopicSummary(code: string, locale: string) {
  return useQuery({ ...topicSummaryQueryOptions(code, locale), enabled: code !== '' });
}
