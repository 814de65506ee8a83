import { useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useChapterSummary } from '../api/chapter-summary.ts';
import { practiceHref } from '../utils/format.ts';
import { ChapterBooks, ChapterTests, CheatSheetList, PracticeCard, TopicList, VideoRow } from './chapter-sections.tsx';
import { ChapterNotes } from './chapter-notes.tsx';
import { CheatSheetModal } from './cheat-sheet-modal.tsx';
import { BrowseContainer, PageSkeleton, QueryErrorState } from './page-states.tsx';
import { SummaryHeader } from './summary-header.tsx';

export interface ChapterSummaryPageProps {
  /** `learn` for `/learn/summary/{id}` (videos first), `practice` for `/practice/summary/{id}` (practice first). */
  area: 'learn' | 'practice';
  /** The chapter code from the URL; empty shows the not-found state. */
  code: string;
}

/**
 * The chapter page (learning.md §2 Tiles → `/learn/summary/{id}`, `/practice/summary/{id}`): class,
 * subject, chapter number and name; topics with concepts; video tiles; question counts by difficulty
 * with "Practise this chapter"; the chapter notes; tests with the chapter; cheat sheets in a modal;
 * books with it.
 */
export function ChapterSummaryPage({ area, code }: ChapterSummaryPageProps) {
  const { t, i18n } = useTranslation('browse');
  const summary = useChapterSummary(code, i18n.language);
  const [sheet, setSheet] = useState<string | null>(null);
  usePageTitle(summary.data?.chapter.name ?? t(`home.title.${area}`));
  const home = `/${area}/home`;

  if (!code || summary.isError) {
    return (
      <BrowseContainer>
        <QueryErrorState error={summary.error} notFound={!code} onRetry={() => void summary.refetch()} homeHref={home} />
      </BrowseContainer>
    );
  }
  if (summary.isPending) {
    return (
      <BrowseContainer>
        <PageSkeleton />
      </BrowseContainer>
    );
  }

  const { chapter, book, topics, videos, practice, tests, books, cheatSheets, notes } = summary.data;
  const eyebrow = [
    chapter.subjectName,
    chapter.grade !== null ? t('chapterTile.classOf', { grade: chapter.grade }) : null,
    chapter.number !== null ? t('chapterTile.number', { number: chapter.number }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  const practiceCard = (
    <PracticeCard counts={practice} href={practiceHref(chapter.code, chapter.name, `/practice/summary/${chapter.code}`)} actionLabel={t('chapter.practise')} />
  );
  const videoRow = <VideoRow videos={videos} emptyText={t('chapter.noVideos')} />;

  return (
    <BrowseContainer>
      <Stack gap="xl">
        <SummaryHeader trail={[{ label: t(`home.title.${area}`), href: home }]} eyebrow={eyebrow} title={chapter.name}>
          {book && <Text c="dimmed">{t('chapter.inBook', { book: book.name })}</Text>}
        </SummaryHeader>
        {area === 'practice' ? practiceCard : videoRow}
        <ChapterNotes notes={notes} />
        <TopicList topics={topics} />
        {area === 'practice' ? videoRow : practiceCard}
        <CheatSheetList sheets={cheatSheets} onOpen={setSheet} />
        <ChapterTests tests={tests} />
        <ChapterBooks books={books} />
      </Stack>
      <CheatSheetModal code={sheet} onClose={() => setSheet(null)} />
    </BrowseContainer>
  );
}
