import { Card, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { bookHref, truncateLabel } from '../utils/format.ts';
import classes from './tiles.module.css';

export interface BookTileProps {
  book: { code: string; kind: 'book' | 'big_book'; title: string; subject?: string; grade?: number | null; chapterCount?: number };
}

/** A book or big-book tile (learning.md §4 Tiles): a drawn cover and its facts; opens `/booktoc` resp. `/bigbooktoc` with `book_id`. */
export function BookTile({ book }: BookTileProps) {
  const { t } = useTranslation('browse');
  const facts = [
    book.subject ? t(`subjectName.${book.subject}`, { defaultValue: book.subject }) : null,
    book.grade != null ? t('chapterTile.classOf', { grade: book.grade }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Card component={InternalLink} href={bookHref(book)} className={classes.tile} padding="xs" aria-label={book.title}>
      <Stack gap={8}>
        <div className={classes.cover} data-kind={book.kind} aria-hidden="true">
          <Text size="xs" fw={600} tt="uppercase" opacity={0.85}>
            {t(`books.kind.${book.kind}`)}
          </Text>
          <Text className={classes.coverTitle} size="sm">
            {truncateLabel(book.title, 60)}
          </Text>
        </div>
        <Stack gap={0} px={4} pb={4}>
          {facts && (
            <Text size="xs" c="dimmed" truncate>
              {facts}
            </Text>
          )}
          {book.chapterCount !== undefined && (
            <Text size="xs" c="dimmed">
              {t('books.chapters', { count: book.chapterCount })}
            </Text>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}
