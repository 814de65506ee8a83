import { queryOptions, useQuery } from '@tanstack/react-query';
import { type videoDetailSchema, type VideoDetail } from '@abhyas/contracts';
import { api, type Decoded } from '../../../lib/api-client.ts';
import { browseKeys, browsePaths } from './keys.ts';

/**
 * GET /api/content/videos/{code}?locale= (`/video/summary/{id}`): the video with its description, playable url, owner, licence and concepts.
 * Throws `ApiError` (404 for an unknown code, 401 when signed out).
 */
export async function fetchVideoDetail(code: string, locale: string): Promise<VideoDetail> {
  return (await api<Decoded<typeof videoDetailSchema>>(browsePaths.video(code), { query: { locale } })).data;
}

/** Query options of {@link fetchVideoDetail}; fresh for 10 minutes. */
export const videoDetailQueryOptions = (code: string, locale: string) =>
  queryOptions({ queryKey: browseKeys.video(code, locale), queryFn: () => fetchVideoDetail(code, locale), staleTime: 10 * 60_000 });

/** {@link fetchVideoDetail} as a query (disabled while `code` is empty). */
export function useVideoDetail(code: string, locale: string) {
  return useQuery({ ...videoDetailQueryOptions(code, locale), enabled: code !== '' });
}
