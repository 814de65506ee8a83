import { queryOptions, useQuery } from '@tanstack/react-query';
import { type videoNextResponse, type RecommendedVideo } from '@abhyas/contracts/learn/recommendations';
import { type continueWatchingResponse, type videoProgressResponse, type ContinueWatchingResponse } from '@abhyas/contracts/learn/video-progress';
import { api, type Decoded } from '../../../lib/api-client.ts';
import { useDeferredQuery } from '../../../lib/deferred-query.ts';

/** Query keys of the profile's learning progress on the browse pages (per profile: the token decides). */
export const learnKeys = {
  continueWatching: (profileId: string, locale: string) => ['learn', 'continue-watching', profileId, locale] as const,
  progress: (ids: string, profileId: string) => ['learn', 'video-progress', ids, profileId] as const,
  related: (contentId: string, locale: string) => ['learn', 'next', contentId, locale] as const,
};

export type ContinueWatchingItem = ContinueWatchingResponse['data'][number];

/** GET /api/learn/continue-watching?locale= (learning.md §2 home carousels): the profile's started, unfinished videos, latest first. */
export async function fetchContinueWatching(locale: string): Promise<ContinueWatchingItem[]> {
  return (await api<Decoded<typeof continueWatchingResponse>>('/api/learn/continue-watching', { query: { locale, limit: 20 }, auth: 'child' })).data.data;
}

export function useContinueWatching(profileId: string, locale: string, enabled = true) {
  return useDeferredQuery(
    useQuery(
      queryOptions({
        queryKey: learnKeys.continueWatching(profileId, locale),
        queryFn: () => fetchContinueWatching(locale),
        staleTime: 0,
        enabled: enabled && profileId !== '',
      }),
    ),
  );
}

/**
 * GET /api/learn/video-progress?ids= (learning.md §4 Tiles): watched percent of up to 100 videos,
 * keyed by video code (videos never started are absent).
 */
export async function fetchVideoProgress(ids: readonly string[]): Promise<Map<string, number>> {
  const res = await api<Decoded<typeof videoProgressResponse>>('/api/learn/video-progress', { query: { ids: ids.slice(0, 100).join(',') }, auth: 'child' });
  return new Map(res.data.data.map((p) => [p.content_id, p.progress_percent]));
}

export function useVideoProgress(ids: readonly string[], profileId: string) {
  const key = [...ids].sort().join(',');
  return useQuery(
    queryOptions({
      queryKey: learnKeys.progress(key, profileId),
      queryFn: () => fetchVideoProgress(ids),
      staleTime: 0,
      enabled: ids.length > 0 && profileId !== '',
    }),
  );
}

/**
 * The videos to recommend after `contentId` (GET /api/learn/next/{contentId}: the next lesson, then
 * related videos), for the learn home's recommended carousel.
 */
export async function fetchRelatedVideos(contentId: string, locale: string): Promise<RecommendedVideo[]> {
  const data = (await api<Decoded<typeof videoNextResponse>>(`/api/learn/next/${encodeURIComponent(contentId)}`, { query: { locale }, auth: 'child' })).data
    .data;
  const videos = [
    ...data.autoplay.flatMap((s) => s.content),
    ...data.recommendations.flatMap((s) => s.content.filter((c): c is RecommendedVideo => c.type === 'Video')),
  ];
  return videos.filter((v, i) => videos.findIndex((w) => w.id === v.id) === i);
}

export function useRelatedVideos(contentId: string | null, locale: string) {
  return useDeferredQuery(
    useQuery(
      queryOptions({
        queryKey: learnKeys.related(contentId ?? '', locale),
        queryFn: () => fetchRelatedVideos(contentId ?? '', locale),
        staleTime: 5 * 60_000,
        enabled: contentId !== null,
      }),
    ),
  );
}
