import { useState } from 'react';
import { Card, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlayerPlayFilled } from '@tabler/icons-react';
import type { VideoTile as VideoTileData } from '@abhyas/contracts';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { formatDuration, TILE_LABEL_MAX, TILE_LABEL_MAX_NARROW, truncateLabel } from '../utils/format.ts';
import classes from './tiles.module.css';

/**
 * A video's thumbnail, or a designed placeholder with a play mark (also when the image fails to
 * load, e.g. a remote thumbnail while offline), with its length in the corner.
 */
export function VideoThumb({ thumbnail, lengthS }: { thumbnail: string | null; lengthS: number }) {
  const [failed, setFailed] = useState(false);
  return (
    <div className={classes.thumb}>
      {thumbnail && !failed ? (
        <img src={thumbnail} alt="" loading="lazy" decoding="async" onError={() => setFailed(true)} />
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

/**
 * A video tile (learning.md §4 Tiles): thumbnail or placeholder, length as m:ss, the title cut at
 * 45 characters (30 at 480 px or narrower) with the full title in the link's name; opens `/video/summary/{code}`.
 */
export function VideoTile({ video }: { video: VideoTileData }) {
  const { t } = useTranslation('browse');
  const narrow = useMediaQuery('(max-width: 480px)') ?? false;
  const duration = formatDuration(video.lengthS);
  return (
    <Card
      component={InternalLink}
      href={`/video/summary/${encodeURIComponent(video.code)}`}
      className={classes.tile}
      padding="xs"
      aria-label={t('video.tileLabel', { title: video.title, duration })}
      title={video.title}
    >
      <Stack gap={8}>
        <VideoThumb thumbnail={video.thumbnail} lengthS={video.lengthS} />
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
