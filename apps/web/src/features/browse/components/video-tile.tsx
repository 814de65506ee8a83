import { useState } from 'react';
import { Card, Progress, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlayerPlayFilled } from '@tabler/icons-react';
import { imageUrlFor, mediaNeedsSignature, progressPercent } from '@abhyas/domain';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { useImageQuality } from '../../shell/index.ts';
import { useHoverPreview } from '../hooks/use-hover-preview.ts';
import { formatDuration, TILE_LABEL_MAX, TILE_LABEL_MAX_NARROW, truncateLabel } from '../utils/format.ts';
import classes from './tiles.module.css';

/** Whether a preview url names a video file (MP4, WebM, …) rather than an image (GIF, WebP, …). */
export const isVideoPreview = (url: string): boolean => mediaNeedsSignature(url.split('#')[0]!) && !/\.vtt(?:[?#]|$)/iu.test(url);

/**
 * A video's thumbnail, or a designed placeholder with a play mark (also when the image fails to
 * load, e.g. a remote thumbnail while offline), with its length in the corner. While `preview` is
 * given it shows instead: a video file plays muted, inline and looped over the thumbnail (its
 * poster); an image replaces the thumbnail. A preview that fails to load leaves the thumbnail.
 * The thumbnail is requested at the width of the quality preset (`useImageQuality`, platform.md §9).
 */
export function VideoThumb({ thumbnail, lengthS, preview }: { thumbnail: string | null; lengthS: number; preview?: string | null }) {
  const [failed, setFailed] = useState(false);
  const [previewFailed, setPreviewFailed] = useState<string | null>(null);
  // The thumbnail at the width of the quality preset (platform.md §9).
  const imageQuality = useImageQuality();
  const usable = preview && preview !== previewFailed ? preview : null;
  const sized = thumbnail ? imageUrlFor(thumbnail, imageQuality) : null;
  if (usable && isVideoPreview(usable)) {
    return (
      <div className={classes.thumb}>
        <video
          // Muted before it plays: browsers let only muted media play without a gesture.
          ref={(el) => {
            if (el) {
              el.muted = true;
              void el.play()?.catch(() => undefined);
            }
          }}
          src={usable}
          poster={sized && !failed ? sized : undefined}
          muted
          autoPlay
          loop
          playsInline
          preload="auto"
          aria-hidden="true"
          tabIndex={-1}
          data-testid="tile-preview"
          onError={() => setPreviewFailed(usable)}
        />
        <span className={classes.duration} aria-hidden="true">
          {formatDuration(lengthS)}
        </span>
      </div>
    );
  }
  const src = usable ?? sized;
  return (
    <div className={classes.thumb}>
      {src && !failed ? (
        <img src={src} alt="" loading="lazy" decoding="async" onError={() => setFailed(true)} />
      ) : (
        <div className={classes.placeholder} data-testid="video-placeholder">
          <IconPlayerPlayFilled size={36} aria-hidden="true" />
        </div>
      )}
      <span className={classes.duration} aria-hidden="true">
        {formatDuration(lengthS)}
      </span>
    </div>
  );
}

/** What a video tile shows (the browse contracts' video tile, plus progress and preview when known). */
export interface VideoTileData {
  code: string;
  title: string;
  lengthS: number;
  thumbnail: string | null;
  owner: string;
  /** Preview shown after 550 ms of hover or focus (learning.md §4 Tiles): a short muted clip (signed url) or an image. */
  previewUrl?: string | null;
  /** Seconds this profile watched (learning.md §3 Tiles `watched_duration`). */
  watchedS?: number | null;
}

/**
 * A video tile (learning.md §4 Tiles): thumbnail or placeholder, length as m:ss, the title cut at
 * 45 characters (30 at 480 px or narrower) with the full title in the link's name, a progress bar
 * of watched over length capped at 100 %, the preview (a muted clip, or an image) after 550 ms of
 * hover or keyboard focus, back to the thumbnail after 10 s or when the pointer or focus leaves; opens `/video/summary/{code}`, which opens the player.
 */
export function VideoTile({ video }: { video: VideoTileData }) {
  const { t } = useTranslation('browse');
  const narrow = useMediaQuery('(max-width: 480px)') ?? false;
  const preview = useHoverPreview(Boolean(video.previewUrl));
  const duration = formatDuration(video.lengthS);
  const percent = video.watchedS != null ? Math.round(progressPercent(video.watchedS, video.lengthS)) : null;
  return (
    <Card
      component={InternalLink}
      href={`/video/summary/${encodeURIComponent(video.code)}`}
      className={classes.tile}
      padding="xs"
      aria-label={
        percent !== null && percent > 0
          ? t('video.tileLabelProgress', { title: video.title, duration, percent })
          : t('video.tileLabel', { title: video.title, duration })
      }
      title={video.title}
      onMouseEnter={preview.start}
      onMouseLeave={preview.stop}
      onFocus={preview.start}
      onBlur={preview.stop}
    >
      <Stack gap={8}>
        <div style={{ position: 'relative' }}>
          <VideoThumb thumbnail={video.thumbnail} lengthS={video.lengthS} preview={preview.showing ? (video.previewUrl ?? null) : null} />
          {percent !== null && percent > 0 && (
            <Progress
              value={percent}
              size={4}
              radius={0}
              color="saffron"
              className={classes.progress}
              aria-hidden="true"
              data-testid="video-progress"
              data-percent={percent}
            />
          )}
        </div>
        <Text fw={600} size="sm" lh={1.35} px={4}>
          {truncateLabel(video.title, narrow ? TILE_LABEL_MAX_NARROW : TILE_LABEL_MAX)}
        </Text>
        <Text size="xs" c="dimmed" px={4} pb={4} truncate>
          {video.owner}
        </Text>
      </Stack>
    </Card>
  );
}
