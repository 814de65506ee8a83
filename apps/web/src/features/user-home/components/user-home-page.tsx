import { lazy, Suspense } from 'react';
import { Anchor, Container, Group, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { loadEmbiumBadge } from '../../practice/index.ts';
import { TodayCard, useRevisionQueue } from '../../revision/index.ts';
import { TimelineDays, useTimelineDays } from '../../timeline/index.ts';
import { useBookmarkCounts, useContinueWatching, useRecentTests, VideoCard } from '../../user-home-lists/index.ts';
import { useStreak } from '../api/streak.ts';
import { useFamilyWatchers } from '../api/family-links.ts';
import { FirstSteps, HomeSection, SectionSkeleton, StreakBadge, TestsList } from './home-sections.tsx';
import { loadConsentBanner } from '../../family-data/index.ts';

/** The pending-consent banner of a student without a parent's consent (issue 21 §3, decision 036), its own chunk. */
const ConsentBanner = lazy(loadConsentBanner);

const EmbiumBadge = lazy(loadEmbiumBadge);

/** Days of activity read: today's and yesterday's are shown; a month of nothing (with nothing else) makes a brand-new student. */
const ACTIVITY_WINDOW_DAYS = 31;

/** The user home's links to its lists (platform.md §2 `/user-home/*`). */
const LISTS = [
  { key: 'assignments', href: '/user-home/assignment' },
  { key: 'liveClasses', href: '/user-home/live-classes' },
  { key: 'revision', href: '/user-home/revision-lists' },
  { key: 'tests', href: '/user-home/test-taken' },
  { key: 'watchlist', href: '/user-home/my-watchlist' },
  { key: 'bookmarks', href: '/user-home/bookmarks' },
  { key: 'timeline', href: '/user-home/my-timeline' },
] as const;

/** "Arjun and Suma can see your progress": the linked adults, so no one watches in secret (issue 21 §2). */
function FamilyWatchLine() {
  const { t, i18n } = useTranslation('user-home');
  const q = useFamilyWatchers();
  const names = [...new Set((q.data ?? []).map((l) => l.member_first_name))];
  if (names.length === 0) return null;
  return (
    <Text size="sm" c="dimmed" data-testid="family-watch">
      {t('familyWatch', { names: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(names) })}
    </Text>
  );
}

/**
 * `/user-home` (platform.md §1 user home, §2; issue 19 §1): the student's own dashboard. Today's
 * revision (the FSRS queue within the daily cap), continue watching, tests in progress and recent
 * results, bookmarks, the streak (days of real work, GET /api/streak) and embium balance, and today's and yesterday's activity
 * (learning.md §4 Tiles: today / yesterday / older). A brand-new student, with nothing in any of
 * them, first sees three first steps. Each section loads, fails and empties on its own.
 */
export function UserHomePage() {
  const { t, i18n } = useTranslation('user-home');
  usePageTitle(t('title'));
  const locale = i18n.language;
  const revision = useRevisionQueue();
  const watching = useContinueWatching(locale);
  const tests = useRecentTests(locale);
  const bookmarks = useBookmarkCounts(locale);
  const timeline = useTimelineDays({ days: ACTIVITY_WINDOW_DAYS, locale });
  const streak = useStreak();

  const today = timeline.data?.today ?? '';
  const days = timeline.data?.days ?? [];
  const recentDays = days.filter((d) => d.date === today || Date.parse(`${today}T00:00:00Z`) - Date.parse(`${d.date}T00:00:00Z`) === 86_400_000);
  const loaded = [revision, watching, tests, bookmarks, timeline].every((q) => q.isSuccess);
  const brandNew =
    loaded &&
    revision.data!.total_cards === 0 &&
    watching.data!.items.length === 0 &&
    tests.data!.items.length === 0 &&
    bookmarks.data!.questions + bookmarks.data!.videos === 0 &&
    days.length === 0;
  const failed = (q: { isError: boolean }) => (q.isError ? <Text c="red.8">{t('sectionError')}</Text> : null);

  return (
    <Container size="lg" px={{ base: 'sm', sm: 'md' }} py="lg">
      <Stack gap="lg">
        <Suspense fallback={null}>
          <ConsentBanner />
        </Suspense>
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <div>
            <Title order={1}>{t('title')}</Title>
            <Text c="dimmed">{t('intro')}</Text>
            <FamilyWatchLine />
          </div>
          <Group gap="xs">
            {streak.data && <StreakBadge streak={streak.data} />}
            <Suspense fallback={null}>
              <EmbiumBadge />
            </Suspense>
          </Group>
        </Group>
        <Group component="nav" aria-label={t('lists.label')} gap="md">
          {LISTS.map((l) => (
            <Anchor key={l.key} component={InternalLink} href={l.href} size="sm">
              {t(`lists.${l.key}`)}
            </Anchor>
          ))}
        </Group>
        <VisuallyHidden role="status">{loaded ? '' : t('loading')}</VisuallyHidden>
        {brandNew && <FirstSteps />}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {revision.data && revision.data.total_cards > 0 ? (
            <TodayCard queue={revision.data} />
          ) : (
            <HomeSection id="home-revision" title={t('revision.title')} more={{ href: '/user-home/revision-lists', label: t('revision.open') }}>
              {revision.isPending ? <SectionSkeleton /> : (failed(revision) ?? <Text c="dimmed">{t('revision.empty')}</Text>)}
            </HomeSection>
          )}
          <HomeSection id="home-tests" title={t('tests.title')} more={{ href: '/user-home/test-taken', label: t('tests.all') }}>
            {tests.isPending ? (
              <SectionSkeleton />
            ) : tests.data?.items.length ? (
              <TestsList tests={tests.data.items} />
            ) : (
              (failed(tests) ?? <Text c="dimmed">{t('tests.empty')}</Text>)
            )}
          </HomeSection>
          <HomeSection id="home-watching" title={t('watching.title')} more={{ href: '/user-home/my-watchlist', label: t('watching.all') }}>
            {watching.isPending ? (
              <SectionSkeleton />
            ) : watching.data?.items.length ? (
              <Stack gap="xs">
                {watching.data.items.slice(0, 3).map((v) => (
                  <VideoCard key={v.content_id} video={v} />
                ))}
              </Stack>
            ) : (
              (failed(watching) ?? <Text c="dimmed">{t('watching.empty')}</Text>)
            )}
          </HomeSection>
          <HomeSection id="home-bookmarks" title={t('bookmarks.title')} more={{ href: '/user-home/bookmarks', label: t('bookmarks.open') }}>
            {bookmarks.isPending ? (
              <SectionSkeleton />
            ) : bookmarks.data ? (
              <Text data-testid="bookmark-counts">{t('bookmarks.counts', { questions: bookmarks.data.questions, videos: bookmarks.data.videos })}</Text>
            ) : (
              failed(bookmarks)
            )}
          </HomeSection>
        </SimpleGrid>
        <HomeSection id="home-activity" title={t('activity.title')} more={{ href: '/user-home/my-timeline', label: t('activity.all') }}>
          {timeline.isPending ? (
            <SectionSkeleton />
          ) : recentDays.length ? (
            <TimelineDays days={recentDays} today={today} headingOrder={3} />
          ) : (
            (failed(timeline) ?? <Text c="dimmed">{t('activity.empty')}</Text>)
          )}
        </HomeSection>
      </Stack>
    </Container>
  );
}
