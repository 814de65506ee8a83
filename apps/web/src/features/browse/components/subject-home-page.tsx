import { useState, type ReactNode } from 'react';
import { SimpleGrid, Stack, Tabs } from '@mantine/core';
import { IconBooks } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useLearningMap } from '../api/learning-map.ts';
import { AreaHero } from './area-hero.tsx';
import { ChapterTile } from './chapter-tile.tsx';
import { NoExamState } from './no-exam-state.tsx';
import { BrowseContainer, EmptyState, PageSkeleton, QueryErrorState, Section } from './page-states.tsx';

export interface SubjectHomePageProps {
  area: 'learn' | 'practice';
  /** The active profile's exam code (`primary_exam`); empty when it has none. */
  examCode: string;
  examName: string;
  learnerName: string;
  /** The subject to show first (`?subject=`); the first subject otherwise. */
  subject?: string | undefined;
  /** Shown under the hero, before the home's own sections (the student's open assignments, issue 23 §2); nothing when absent. */
  top?: ReactNode;
}

/**
 * `/practice/home` (learning.md §2 homes, §4 Tiles): the exam's subjects as tabs, each with its
 * chapter tiles ("12 videos · 30 questions") leading to `/{area}/summary/{code}`. Choosing a
 * subject puts it in `?subject=`. (`/learn/home` has its own carousels: `learn-home-page.tsx`.)
 */
export function SubjectHomePage({ area, examCode, examName, learnerName, subject, top }: SubjectHomePageProps) {
  const { t, i18n } = useTranslation('browse');
  usePageTitle(t(`home.title.${area}`));
  const navigate = useNavigate();
  const map = useLearningMap(examCode, i18n.language);
  const subjects = map.data?.subjects ?? [];
  // The tab follows the URL; a click shows the new tab at once while the URL catches up.
  const [chosen, setChosen] = useState({ from: subject, code: subject });
  if (chosen.from !== subject) setChosen({ from: subject, code: subject });
  const active = subjects.find((s) => s.code === chosen.code)?.code ?? subjects[0]?.code ?? null;
  const exam = map.data?.exam.name ?? examName;

  const choose = (code: string | null) => {
    if (!code) return;
    setChosen({ from: subject, code });
    void navigate({ to: `/${area}/home`, search: { subject: code }, replace: true });
  };

  let body;
  if (!examCode) body = <NoExamState />;
  else if (map.isPending) body = <PageSkeleton />;
  else if (map.isError) body = <QueryErrorState error={map.error} onRetry={() => void map.refetch()} homeHref="/browse-profile" />;
  else if (subjects.length === 0) body = <EmptyState icon={<IconBooks size={20} />}>{t('home.noChapters', { exam })}</EmptyState>;
  else
    body = (
      <Tabs value={active} onChange={choose} keepMounted={false} variant="pills" radius="xl">
        <Tabs.List aria-label={t('home.subjectsLabel')} style={{ flexWrap: 'nowrap', overflowX: 'auto', paddingBottom: 4 }}>
          {subjects.map((s) => (
            <Tabs.Tab key={s.code} value={s.code} style={{ flex: 'none' }}>
              {s.name}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {subjects.map((s) => {
          const mixed = new Set(s.chapters.map((c) => c.grade)).size > 1;
          return (
            <Tabs.Panel key={s.code} value={s.code} pt="md">
              <Section id={`chapters-${s.code}`} title={t('home.chaptersTitle', { subject: s.name })}>
                {s.chapters.length === 0 ? (
                  <EmptyState>{t('home.noSubjectChapters')}</EmptyState>
                ) : (
                  <SimpleGrid component="ul" cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                    {s.chapters.map((c) => (
                      <li key={c.code} style={{ display: 'flex' }}>
                        <ChapterTile
                          code={c.code}
                          name={c.name}
                          number={c.number}
                          grade={c.grade}
                          showGrade={mixed}
                          videoCount={c.videoCount}
                          questionCount={c.questionCount}
                          href={`/${area}/summary/${encodeURIComponent(c.code)}`}
                        />
                      </li>
                    ))}
                  </SimpleGrid>
                )}
              </Section>
            </Tabs.Panel>
          );
        })}
      </Tabs>
    );

  return (
    <BrowseContainer>
      <Stack gap="xl">
        <AreaHero area={area} learnerName={learnerName} examName={exam} />
        {top}
        {body}
      </Stack>
    </BrowseContainer>
  );
}
