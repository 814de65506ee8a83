import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type contentStatusResponse,
  type userActivityResponse,
  type ContentStatusBody,
  type UserActivityBody,
  type VideoContentStatus,
} from '@abhyas/contracts/learn/video-progress';
import { api, type Decoded } from '../../../lib/api-client.ts';
import { videoKeys, videoPaths } from './paths.ts';

/**
 * GET /api/content/content-status/{contentId}/Video (learning.md §7 Video): this profile's status
 * and watched duration of a video (sent with the profile token). Throws `ApiError`.
 */
export async function fetchContentStatus(
  contentId: string,
  query: { child_id?: string; exam_name?: string; goal_name?: string; locale?: string },
): Promise<VideoContentStatus> {
  return (await api<Decoded<typeof contentStatusResponse>>(videoPaths.contentStatus(contentId), { query, auth: 'child' })).data.data;
}

/** {@link fetchContentStatus} as a query, read fresh each time the player opens. */
export const contentStatusQueryOptions = (contentId: string, profileId: string, query: Parameters<typeof fetchContentStatus>[1]) =>
  queryOptions({ queryKey: videoKeys.status(contentId, profileId), queryFn: () => fetchContentStatus(contentId, query), staleTime: 0, gcTime: 0, retry: 1 });

export function useContentStatus(contentId: string, profileId: string, query: Parameters<typeof fetchContentStatus>[1], enabled: boolean) {
  return useQuery({ ...contentStatusQueryOptions(contentId, profileId, query), enabled: enabled && contentId !== '' });
}

/**
 * POST /api/content/content-status: one progress record (learning.md §3, §4 Video). Idempotent on
 * the server; a failure is logged and ignored by the player (learning.md §8 Video).
 */
export async function postContentStatus(body: ContentStatusBody): Promise<VideoContentStatus> {
  return (await api<Decoded<typeof contentStatusResponse>>(videoPaths.postContentStatus, { method: 'POST', body, auth: 'child' })).data.data;
}

/** POST /api/content/useractivity: the activity record sent when the player stops. Throws `ApiError` (the caller flags it, learning.md §7). */
export async function postUserActivity(body: UserActivityBody): Promise<void> {
  await api<Decoded<typeof userActivityResponse>>(videoPaths.userActivity, { method: 'POST', body, auth: 'child' });
}
