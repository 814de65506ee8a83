import { Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import classes from './tiles.module.css';

export interface ChapterTileProps {
  code: string;
  name: string;
  number: number | null;
  grade: number | null;
  /** Show "Class 11" (when a subject mixes classes). */
  showGrade?: boolean;
  videoCount: number;
  questionCount: number;
  href: string;
}

/** A chapter tile (learning.md §4 Tiles): number, name, "12 videos · 30 questions"; the whole card is the link. */
export function ChapterTile({ name, number, grade, showGrade = false, videoCount, questionCount, href }: ChapterTileProps) {
  const { t } = useTranslation('browse');
  return (
    <Card component={InternalLink} href={href} className={classes.tile} padding="md">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <span className={classes.number} aria-hidden={number === null ? true : undefined}>
          {number ?? '•'}
        </span>
        <Stack gap={4} style={{ minWidth: 0 }}>
          {(number !== null || (showGrade && grade !== null)) && (
            <Text size="xs" c="dimmed" fw={600} tt="uppercase">
              {[number !== null ? t('chapterTile.number', { number }) : null, showGrade && grade !== null ? t('chapterTile.classOf', { grade }) : null]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          )}
          <Text fw={700} lh={1.3}>
            {name}
          </Text>
          <Text size="sm" c="dimmed">
            {t('chapterTile.videos', { count: videoCount })} · {t('chapterTile.questions', { count: questionCount })}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}
