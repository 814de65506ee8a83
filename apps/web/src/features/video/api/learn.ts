import { queryOptions, useQuery } from '@tanstack/react-query';
import { type cdnUrlResponse, type CdnUrlResponse } from '@abhyas/contracts/learn/media';
import {
  type videoBookmarkStatusResponse,
  type videoReactionResponse,
  type VideoBookmarkBody,
  type VideoLikeBody,
  type VideoReactionResponse,
} from '@abhyas/contracts/learn/reactions';
import { type videoNextResponse, type VideoNextResponse } from '@abhyas/contracts/learn/recommendations';
import type { z } from 'zod';
import type { openDlBody, trackingDetailsResponse, trackingEventResponse } from '@abhyas/contracts/learn/tracking';
import type { QualityOption } from '@abhyas/domain/video/constants';
import { api, type Decoded } from '../../../lib/api-client.ts';
import { videoKeys, videoPaths } from './paths.ts';

export type NextQuery = { book_id?: string; learnpath_format_name?: string; source?: string; topic_learnpath_name?: string; locale?: string };

/**
 * GET /api/learn/next/{contentId} (learning.md §7 Video): `autoplay` (the next lesson) and the
 * recommendation sections of the end screen. Errors are kept by the query; no recommendations show.
 */
export async function fetchNext(contentId: string, query: NextQuery): Promise<VideoNextResponse['data']> {
  return (await api<Decoded<typeof videoNextResponse>>(videoPaths.next(contentId), { query, auth: 'child' })).data.data;
}

export function useNext(contentId: string, query: NextQuery, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: videoKeys.next(contentId, query.locale ?? ''),
      queryFn: () => fetchNext(contentId, query),
      staleTime: 5 * 60_000,
      retry: 1,
      enabled,
    }),
  );
}

/** GET /api/learn/bookmark (learning.md §7 Video): `data[0].status` is the bookmark flag, `liked` the like flag. 409 for public content. */
export async function fetchBookmark(query: { child_id?: string; content_id: string; locale?: string }): Promise<{ bookmarked: boolean; liked: boolean }> {
  const first = (await api<Decoded<typeof videoBookmarkStatusResponse>>(videoPaths.bookmark, { query, auth: 'child' })).data.data[0];
  return { bookmarked: first?.status ?? false, liked: first?.liked ?? false };
}

export function useBookmarkState(contentId: string, profileId: string, childId: string | undefined, locale: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: videoKeys.bookmark(contentId, profileId),
      queryFn: () => fetchBookmark({ content_id: contentId, ...(childId ? { child_id: childId } : {}), locale }),
      staleTime: 0,
      retry: 1,
      enabled: enabled && contentId !== '',
    }),
  );
}

/** POST /api/learn/like: sets the like flag; success is a 200 with data (learning.md §7). */
export async function postLike(body: VideoLikeBody): Promise<VideoReactionResponse['data']> {
  return (await api<Decoded<typeof videoReactionResponse>>(videoPaths.like, { method: 'POST', body, auth: 'child' })).data.data;
}

/** POST /api/learn/bookmark?child_id=: sets the bookmark flag (learning.md §7). */
export async function postBookmark(body: VideoBookmarkBody): Promise<VideoReactionResponse['data']> {
  return (
    await api<Decoded<typeof videoReactionResponse>>(videoPaths.bookmark, {
      method: 'POST',
      query: { child_id: body.child_id },
      body,

      auth: 'child',
    })
  ).data.data;
}

/**
 * GET /api/learn/cdn_url?url=&quality= (learning.md §7 Video, signed URL service): the url to play
 * now (self-hosted files signed for 3600 s, in the asked rendition when it exists).
 */
export async function fetchCdnUrl(url: string, quality: QualityOption): Promise<CdnUrlResponse> {
  return (await api<Decoded<typeof cdnUrlResponse>>(videoPaths.cdnUrl, { query: { url, quality }, auth: 'child' })).data;
}

/** {@link fetchCdnUrl} as a query; refreshed well before the signature's hour runs out. */
export function useCdnUrl(url: string | null, quality: QualityOption) {
  return useQuery(
    queryOptions({
      queryKey: videoKeys.cdn(url ?? '', quality),
      queryFn: () => fetchCdnUrl(url ?? '', quality),
      staleTime: 30 * 60_000,
      gcTime: 30 * 60_000,
      retry: 1,
      enabled: url !== null && url !== '',
    }),
  );
}

/** POST /api/learn/open-dl then GET tracking-details: the desired events of a tracked link (learning.md §7 tracking flow). */
export async function openTrackedLink(trackingId: string): Promise<string[]> {
  await api(videoPaths.openDl, { method: 'POST', body: { tracking_id: trackingId } satisfies z.input<typeof openDlBody>, auth: 'child' });
  return (await api<Decoded<typeof trackingDetailsResponse>>(videoPaths.trackingDetails(trackingId), { auth: 'child' })).data.data.payload.desired_events;
}

/** POST /api/learn/event: one desired event happened. Resolves on 200; throws `ApiError` otherwise. */
export async function postTrackingEvent(trackingId: string, eventId: string): Promise<void> {
  await api<Decoded<typeof trackingEventResponse>>(videoPaths.trackingEvent, {
    method: 'POST',
    body: { tracking_id: trackingId, platform: 'WEB', event_id: eventId },

    auth: 'child',
  });
}
