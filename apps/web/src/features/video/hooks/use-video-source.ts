import { useMemo, useRef, useState, type RefObject } from 'react';
import type { MediaPlayerInstance, PlayerSrc } from '@vidstack/react';
import type { VideoDetail } from '@abhyas/contracts';
import { initialQuality, type QualityOption, type VideoQuality } from '@abhyas/domain';
import { useCdnUrl } from '../api/learn.ts';
import { playerSource } from '../lib/source.ts';
import { isOptimisedVideoOn } from '../../shell/index.ts';

export interface VideoSourceOptions {
  /** The profile's quality preset (platform.md profile `video_quality`), as stored. */
  qualityPreset: string | undefined;
  /** No fallback left to try: the session pauses and offers Reload (learning.md §4 Video, §8). */
  onFailed(): void;
}

/**
 * What the player plays (learning.md §4 Video, §7 signed URL service, §8): the catalogue url, or its
 * fallback once the main source failed; a self-hosted file through its signed url (GET
 * /api/learn/cdn_url, refreshed before the signature runs out) at the chosen quality. Switching
 * source (quality, fallback) resumes playback where it was once the new source knows its duration.
 * Within 7 days of `?optimised_video` the starting quality is the low preset (platform.md §2.4, §9).
 */
export function useVideoSource(player: RefObject<MediaPlayerInstance | null>, video: VideoDetail | undefined, opts: VideoSourceOptions) {
  const [quality, setQuality] = useState<QualityOption>(() => initialQuality(window.innerWidth, asPreset(opts.qualityPreset), isOptimisedVideoOn(Date.now())));
  const [useFallback, setUseFallback] = useState(false);
  const rawUrl = video ? (useFallback && video.fallbackUrl ? video.fallbackUrl : video.url) : null;
  const cdn = useCdnUrl(video?.sourceType === 'cdn' ? rawUrl : null, quality);
  // Bumped by Reload: the player is mounted anew.
  const [reloadKey, setReloadKey] = useState(0);
  const pendingSeek = useRef<number | null>(null);

  const source: PlayerSrc | null = useMemo(() => {
    if (!video || !rawUrl) return null;
    if (video.sourceType === 'cdn') {
      if (cdn.isPending) return null;
      return playerSource(cdn.data?.data ?? rawUrl);
    }
    return playerSource(rawUrl);
  }, [video, rawUrl, cdn.isPending, cdn.data]);

  const switchSource = (apply: () => void) => {
    pendingSeek.current = player.current?.currentTime ?? null;
    apply();
  };

  /**
   * A media error (learning.md §4 Video, §8): with a fallback not yet tried, play it from where the
   * broken source stopped; otherwise pause and offer Reload. A `<source>` that fails to load fires
   * its error on the element itself (not the video), so both paths come here, once per source.
   */
  const failedSource = useRef<string | null>(null);
  const onMediaError = (message: string) => {
    const key = JSON.stringify(source);
    if (failedSource.current === key) return;
    failedSource.current = key;
    console.warn('video error', message);
    if (video?.fallbackUrl && !useFallback) {
      switchSource(() => setUseFallback(true));
      return;
    }
    player.current?.pause().catch(() => undefined);
    opts.onFailed();
  };

  return {
    /** The catalogue url in use (main or fallback), null until the video is loaded. */
    rawUrl,
    /** What the player plays, null while the signed url is on its way. */
    source,
    quality,
    /** The player's key: a new one mounts it anew (Reload). */
    reloadKey,
    onMediaError,
    /** Another quality: a new source, played on from the same time. */
    changeQuality: (q: QualityOption) => switchSource(() => setQuality(q)),
    /** The player `pl` knows the new source's duration: seek to where the old one was and play on. */
    onDuration: (pl: MediaPlayerInstance | null) => {
      if (pendingSeek.current !== null && pl) {
        pl.currentTime = pendingSeek.current;
        pendingSeek.current = null;
        pl.play().catch(() => undefined);
      }
    },
    /** Reload after an error: the main source again, a fresh signed url, a new player. */
    reload: () => {
      failedSource.current = null;
      setUseFallback(false);
      void cdn.refetch();
      setReloadKey((k) => k + 1);
    },
  };
}

/** The profile's quality preset (platform.md profile `video_quality`), when it is one. */
function asPreset(value: string | undefined): VideoQuality | null {
  return value === 'auto' || value === 'low' || value === 'medium' || value === 'high' ? value : null;
}
