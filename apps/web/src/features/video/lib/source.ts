import { videoKindOf } from '@abhyas/domain';

/**
 * What Vidstack is given for a url (learning.md §3 type, §4 "treated as YouTube by its URL
 * source"): YouTube and Vimeo urls as they are (their providers take them), a direct file with its
 * MIME type from the path (HLS for `.m3u8`, else MP4), so signed urls with query strings still play.
 */
export type PlayerSource = string | { src: string; type: 'video/mp4' | 'application/x-mpegurl' };

export function playerSource(url: string): PlayerSource {
  const kind = videoKindOf(url);
  if (kind === 'youtube' || kind === 'vimeo') return url;
  return { src: url, type: kind === 'hls' ? 'application/x-mpegurl' : 'video/mp4' };
}
