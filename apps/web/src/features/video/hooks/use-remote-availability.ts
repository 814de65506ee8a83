import { useEffect, useState } from 'react';
import { videoKindOf, youtubeVideoId } from '@abhyas/domain';

/** A YouTube or Vimeo player not ready within this many ms counts as not available (issue 15). */
export const REMOTE_READY_TIMEOUT_MS = 20_000;

/** An image of the video's own host that loads when the host can be reached (YouTube's thumbnail), else null. */
export function remoteProbeUrl(url: string): string | null {
  const id = youtubeVideoId(url);
  return id ? `https://i.ytimg.com/vi/${id}/default.jpg` : null;
}

/**
 * Whether a video played from another site (YouTube, Vimeo) cannot be shown here (issue 15;
 * learning.md §8 Video): the browser is offline, the site cannot be reached (its thumbnail fails
 * to load: blocked on this network, no connection), or the player is not `ready` within
 * {@link REMOTE_READY_TIMEOUT_MS}. `markUnavailable` records a player error. Self-hosted sources
 * (MP4, HLS) are never judged here: they have a fallback and the reload prompt. `url` null: nothing yet.
 */
export function useRemoteAvailability(url: string | null, ready: boolean): { unavailable: boolean; markUnavailable(): void } {
  const [failed, setFailed] = useState<string | null>(null);
  const kind = url ? videoKindOf(url) : null;
  const remote = kind === 'youtube' || kind === 'vimeo';

  useEffect(() => {
    if (!url || !remote || ready) return;
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      setFailed(url);
      return;
    }
    const timer = setTimeout(() => setFailed(url), REMOTE_READY_TIMEOUT_MS);
    const probe = remoteProbeUrl(url);
    const img = probe ? new Image() : null;
    if (img && probe) {
      img.onerror = () => setFailed(url);
      img.src = probe;
    }
    return () => {
      clearTimeout(timer);
      if (img) img.onerror = null;
    };
  }, [url, remote, ready]);

  return { unavailable: remote && url !== null && failed === url, markUnavailable: () => setFailed(url) };
}
