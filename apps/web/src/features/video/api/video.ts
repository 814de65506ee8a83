import { queryOptions, useQuery } from '@tanstack/react-query';
import { type videoDetailSchema, type VideoDetail } from '@abhyas/contracts';
import { api, type Decoded } from '../../../lib/api-client.ts';
import { videoKeys, videoPaths } from './paths.ts';

/**
 * GET /api/content/videos/{code}?locale=: the video the overlay plays (url, fallback, length,
 * annotations, chapter). Throws `ApiError` (404 unknown code).
 */
export async function fetchVideo(code: string, locale: string): Promise<VideoDetail> {
  return (await api<Decoded<typeof videoDetailSchema>>(videoPaths.video(code), { query: { locale } })).data;
}

/** Same key as the browse page's query, so opening the player from `/video/summary` reuses its data. */
export const videoQueryOptions = (code: string, locale: string) =>
  queryOptions({ queryKey: videoKeys.video(code, locale), queryFn: () => fetchVideo(code, locale), staleTime: 10 * 60_000 });

export function useVideo(code: string, locale: string) {
  return useQuery({ ...videoQueryOptions(code, locale), enabled: code !== '' });
}
