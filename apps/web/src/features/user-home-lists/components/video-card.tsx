import { Anchor, Badge, Card, Group, Image, Progress, Stack, Text } from '@mantine/core';
import type { ListVideo } from '@abhyas/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { formatClock, subjectFallback } from '../utils/format.ts';
import classes from './user-lists.module.css';

/**
 * A video of a list (issue 19 §1): thumbnail, title linking to the video page, subject and chapter,
 * length, and the progress bar of learning.md §4 Tiles (watched over length) once started.
 */
export function VideoCard({ video, action, headingLevel = 3 }: { video: ListVideo; action?: ReactNode; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('user-lists');
  const percent = Math.round(video.progress_percent);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Card withBorder radius="md" padding="sm" component="article">
      <div className={classes.videoRow}>
        <div className={classes.thumb}>
          {video.thumb ? <Image src={video.thumb} alt="" radius="sm" h="100%" fit="cover" /> : <div className={classes.thumbBlank} aria-hidden="true" />}
          <span className={classes.length}>{formatClock(video.length)}</span>
        </div>
        <Stack gap={6} className={classes.grow}>
          <Heading className={classes.heading}>
            <Anchor component={InternalLink} href={video.link} inherit className={classes.title}>
              {video.title}
            </Anchor>
          </Heading>
          <Group gap={6}>
            <Badge variant="light" size="sm">
              {t(`subjects.${video.subject}`, { defaultValue: subjectFallback(video.subject) })}
            </Badge>
            <Text size="xs" c="dimmed">
              {video.chapter_name}
            </Text>
          </Group>
          {video.content_status !== null && (
            <Stack gap={2}>
              <Progress value={percent} size="sm" aria-label={t('watchlist.progress', { percent })} />
              <Text size="xs" c="dimmed">
                {video.ever_completed && video.content_status === 'COMPLETED'
                  ? t('watchlist.completed')
                  : t('watchlist.watchedOf', { watched: formatClock(video.watched_duration), length: formatClock(video.length), percent })}
              </Text>
            </Stack>
          )}
        </Stack>
        {action && <div className={classes.action}>{action}</div>}
      </div>
    </Card>
  );
}
