import { useState, type ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';
import { IconBooks } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useBooks } from '../api/books.ts';
import { useChapterSummary } from '../api/chapter-summary.ts';
import { useContinueWatching, useRelatedVideos, useVideoProgress } from '../api/learn-progress.ts';
import { useLearningMap } from '../api/learning-map.ts';
import { AreaHero } from './area-hero.tsx';
import { BookTile } from './book-tile.tsx';
import { ChapterTile } from './chapter-tile.tsx';
import { NoExamState } from './no-exam-state.tsx';
import { BrowseContainer, EmptyState, PageSkeleton, QueryErrorState, Section, SectionSkeleton } from './page-states.tsx';
import { TileRow } from './tile-row.tsx';
import { VideoTile, type VideoTileData } from './video-tile.tsx';
import classes from './tiles.module.css';

export interface LearnHomePageProps {
  /** The active profile's exam code (`primary_exam`); empty when it has none. */
  examCode: string;
  examName: string;
  learnerName: string;
  /** The active profile's id (progress is per profile). */
  profileId: string;
  /** The subject to show first (`?subject=`); the first subject otherwise. */
  subject?: string | undefined;
  /** Shown under the hero, before the home's own sections (the student's open assignments, issue 23 §2); nothing when absent. */
  top?: ReactNode;
}

/**
 * `/learn/home` (learning.md §2 Tiles and home carousels, §9): carousels by section type —
 * continue watching (video tiles with progress, when the profile has started videos), subjects
 * (choosing one puts it in `?subject=`), the chosen subject's chapters, recommended videos (after
 * the last video watched, else the subject's first chapter with videos) and books.
 */
export function LearnHomePage({ examCode, examName, learnerName, profileId, subject, top }: LearnHomePageProps) {
  const { t, i18n } = useTranslation('browse');
  usePageTitle(t('home.title.learn'));
  const navigate = useNavigate();
  const locale = i18n.language;
  const map = useLearningMap(examCode, locale);
  const subjects = map.data?.subjects ?? [];
  const [chosen, setChosen] = useState({ from: subject, code: subject });
  if (chosen.from !== subject) setChosen({ from: subject, code: subject });
  const active = subjects.find((s) => s.code === chosen.code) ?? subjects[0] ?? null;
  const exam = map.data?.exam.name ?? examName;

  const choose = (code: string) => {
    setChosen({ from: subject, code });
    void navigate({ to: '/learn/home', search: { subject: code }, replace: true });
  };

  let body;
  if (!examCode) body = <NoExamState />;
  else if (map.isPending) body = <PageSkeleton />;
  else if (map.isError) body = <QueryErrorState error={map.error} onRetry={() => void map.refetch()} homeHref="/browse-profile" />;
  else if (subjects.length === 0 || !active) body = <EmptyState icon={<IconBooks size={20} />}>{t('home.noChapters', { exam })}</EmptyState>;
  else {
    const mixed = new Set(active.chapters.map((c) => c.grade)).size > 1;
    body = (
      <>
        <Section id="home-subjects" title={t('home.subjectsTitle')}>
          <TileRow label={t('home.subjectsTitle')} type="subject">
            {subjects.map((s, i) => (
              <button
                key={s.code}
                type="button"
                className={classes.subject}
                data-bg={i % 3}
                aria-pressed={s.code === active.code}
                onClick={() => choose(s.code)}
              >
                <Text fw={700} size="lg" lh={1.2}>
                  {s.name}
                </Text>
                <Text size="xs" opacity={0.9}>
                  {t('home.subjectChapters', { count: s.chapters.length })}
                </Text>
              </button>
            ))}
          </TileRow>
        </Section>
        <Section id={`chapters-${active.code}`} title={t('home.chaptersTitle', { subject: active.name })}>
          {active.chapters.length === 0 ? (
            <EmptyState>{t('home.noSubjectChapters')}</EmptyState>
          ) : (
            <TileRow key={active.code} label={t('home.chaptersTitle', { subject: active.name })} type="learn_chapter">
              {active.chapters.map((c) => (
                <ChapterTile
                  key={c.code}
                  code={c.code}
                  name={c.name}
                  number={c.number}
                  grade={c.grade}
                  showGrade={mixed}
                  videoCount={c.videoCount}
                  questionCount={c.questionCount}
                  href={`/learn/summary/${encodeURIComponent(c.code)}`}
                />
              ))}
            </TileRow>
          )}
        </Section>
      </>
    );
  }

  const firstChapterWithVideos = active?.chapters.find((c) => c.videoCount > 0)?.code ?? null;
  return (
    <BrowseContainer>
      <Stack gap="xl">
        <AreaHero area="learn" learnerName={learnerName} examName={exam} />
        {top}
        {examCode && <ContinueWatchingRow profileId={profileId} />}
        {body}
        {examCode && subjects.length > 0 && <RecommendedVideosRow profileId={profileId} fallbackChapter={firstChapterWithVideos} />}
        {examCode && <BooksRow examCode={examCode} />}
      </Stack>
    </BrowseContainer>
  );
}

/** The profile's started, unfinished videos with their progress; nothing when there are none. */
function ContinueWatchingRow({ profileId }: { profileId: string }) {
  const { t, i18n } = useTranslation('browse');
  const list = useContinueWatching(profileId, i18n.language);
  if (!list.data || list.data.length === 0) return null;
  return (
    <Section id="home-continue" title={t('home.continueTitle')}>
      <TileRow label={t('home.continueTitle')} type="video">
        {list.data.map((v) => (
          <VideoTile
            key={v.content_id}
            video={{
              code: v.content_id,
              title: v.title,
              lengthS: v.length,
              thumbnail: v.thumb,
              previewUrl: v.preview_url,
              owner: v.owner,
              watchedS: v.watched_duration,
            }}
          />
        ))}
      </TileRow>
    </Section>
  );
}

/** Videos to watch next: after the last video watched, else the chosen subject's first chapter with videos. */
function RecommendedVideosRow({ profileId, fallbackChapter }: { profileId: string; fallbackChapter: string | null }) {
  const { t, i18n } = useTranslation('browse');
  const locale = i18n.language;
  const recent = useContinueWatching(profileId, locale);
  const lastId = recent.data?.[0]?.content_id ?? null;
  const related = useRelatedVideos(lastId, locale);
  const chapter = useChapterSummary(lastId === null && !recent.isPending ? (fallbackChapter ?? '') : '', locale);
  let videos: VideoTileData[] = [];
  if (lastId && related.data) {
    videos = related.data.map((v) => ({
      code: v.id,
      title: v.title,
      lengthS: v.length,
      thumbnail: v.thumb,
      previewUrl: v.preview_url,
      owner: v.owner_info.name,
      watchedS: v.watched_duration,
    }));
  } else if (chapter.data) {
    videos = chapter.data.videos.map((v) => ({
      code: v.code,
      title: v.title,
      lengthS: v.lengthS,
      thumbnail: v.thumbnail,
      previewUrl: v.previewUrl ?? null,
      owner: v.owner,
    }));
  }
  const progress = useVideoProgress(lastId ? [] : videos.map((v) => v.code), profileId);
  const pending = recent.isPending || (lastId ? related.isPending : fallbackChapter !== null && chapter.isPending);
  if (!pending && videos.length === 0) return null;
  return (
    <Section id="home-recommended" title={t('home.recommendedTitle')}>
      {pending ? (
        <SectionSkeleton rows={1} />
      ) : (
        <TileRow label={t('home.recommendedTitle')} type="video">
          {videos.map((v) => (
            <VideoTile
              key={v.code}
              video={{ ...v, watchedS: v.watchedS ?? (progress.data?.has(v.code) ? ((progress.data.get(v.code) ?? 0) / 100) * v.lengthS : null) }}
            />
          ))}
        </TileRow>
      )}
    </Section>
  );
}

/** The exam's books and big books, as a carousel of book tiles. */
function BooksRow({ examCode }: { examCode: string }) {
  const { t, i18n } = useTranslation('browse');
  const books = useBooks(examCode, null, i18n.language);
  const list = books.data?.books ?? [];
  return (
    <Section id="home-books" title={t('home.booksTitle')}>
      {books.isPending ? (
        <SectionSkeleton rows={1} />
      ) : books.isError ? (
        <QueryErrorState error={books.error} onRetry={() => void books.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState icon={<IconBooks size={20} />}>{t('home.noBooks')}</EmptyState>
      ) : (
        <TileRow label={t('home.booksTitle')} type="book">
          {list.map((b) => (
            <BookTile key={b.code} book={b} />
          ))}
        </TileRow>
      )}
    </Section>
  );
}
