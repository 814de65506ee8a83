import { Badge, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useTopicSummary } from '../api/topic-summary.ts';
import { practiceHref } from '../utils/format.ts';
import { PracticeCard, VideoRow } from './chapter-sections.tsx';
import { BrowseContainer, EmptyState, PageSkeleton, QueryErrorState, Section } from './page-states.tsx';
import { SummaryHeader } from './summary-header.tsx';

/**
 * `/topic/summary/{id}` (learning.md §2 Tiles): the topic with its chapter (linked), its concepts,
 * its videos and its practice question counts. An empty or unknown code shows the not-found state.
 */
export function TopicSummaryPage({ code }: { code: string }) {
  const { t, i18n } = useTranslation('browse');
  const summary = useTopicSummary(code, i18n.language);
  usePageTitle(summary.data?.topic.name ?? t('topic.eyebrow'));

  if (!code || summary.isError) {
    return (
      <BrowseContainer>
        <QueryErrorState error={summary.error} notFound={!code} onRetry={() => void summary.refetch()} />
      </BrowseContainer>
    );
  }
  if (summary.isPending) {
    return (
      <BrowseContainer>
        <PageSkeleton tiles={3} />
      </BrowseContainer>
    );
  }

  const { topic, chapter, concepts, videos, practice } = summary.data;
  const chapterHref = `/learn/summary/${encodeURIComponent(chapter.code)}`;
  const eyebrow = [t('topic.eyebrow'), chapter.subjectName, chapter.grade !== null ? t('chapterTile.classOf', { grade: chapter.grade }) : null]
    .filter(Boolean)
    .join(' · ');

  return (
    <BrowseContainer>
      <Stack gap="xl">
        <SummaryHeader
          trail={[
            { label: t('home.title.learn'), href: '/learn/home' },
            { label: chapter.name, href: chapterHref },
          ]}
          eyebrow={eyebrow}
          title={topic.name}
        />
        <Section id="topic-concepts" title={t('topic.conceptsTitle')}>
          {concepts.length === 0 ? (
            <EmptyState>{t('topic.noConcepts')}</EmptyState>
          ) : (
            <Group gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {concepts.map((c) => (
                <Badge component="li" key={c.code} size="lg" variant="light" color="teal" radius="sm" tt="none" fw={500}>
                  {c.name}
                </Badge>
              ))}
            </Group>
          )}
        </Section>
        <VideoRow videos={videos} emptyText={t('topic.noVideos')} />
        <PracticeCard counts={practice} href={practiceHref(chapter.code, chapter.name)} actionLabel={t('topic.practise')} />
      </Stack>
    </BrowseContainer>
  );
}
