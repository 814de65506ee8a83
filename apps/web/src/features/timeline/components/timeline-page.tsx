import { Button, Container, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useTimeline } from '../api/timeline.ts';
import { TimelineDays } from './timeline-item.tsx';
import { TimelineEmpty, TimelineError, TimelineSkeleton } from './timeline-states.tsx';

/**
 * `/user-home/my-timeline` (platform.md §1 user home, §2; issue 19 §1): the profile's activity day
 * by day in India time, newest first: videos watched, practice sessions with accuracy, tests with
 * their score, milestones and posted activities, each with its icon, title, figures, time and link;
 * days headed Today, Yesterday or their date (learning.md §4 Tiles); "Load earlier days" reads the
 * next page (it starts at the next earlier day with anything). Designed empty (a first step to
 * Learn or Practice), loading and error states.
 */
export function TimelinePage() {
  const { t, i18n } = useTranslation('timeline');
  usePageTitle(t('title'));
  const q = useTimeline(i18n.language);
  const pages = q.data?.pages ?? [];
  const days = pages.flatMap((p) => p.days);
  const today = pages[0]?.today ?? '';

  let body: React.ReactNode;
  if (q.isPending) body = <TimelineSkeleton />;
  else if (q.isError && pages.length === 0) body = <TimelineError onRetry={() => void q.refetch()} />;
  else if (days.length === 0 && !q.hasNextPage) body = <TimelineEmpty />;
  else {
    body = (
      <Stack gap="lg">
        {days.length > 0 ? <TimelineDays days={days} today={today} /> : <Text c="dimmed">{t('quietWeek')}</Text>}
        {q.isFetchNextPageError && <TimelineError onRetry={() => void q.fetchNextPage()} />}
        {q.hasNextPage ? (
          <Button variant="default" onClick={() => void q.fetchNextPage()} loading={q.isFetchingNextPage} style={{ alignSelf: 'center' }}>
            {t('loadEarlier')}
          </Button>
        ) : (
          <Text c="dimmed" size="sm" ta="center">
            {t('noEarlier')}
          </Text>
        )}
        <VisuallyHidden role="status">{q.isFetchingNextPage ? t('loadingEarlier') : ''}</VisuallyHidden>
      </Stack>
    );
  }

  return (
    <Container size="sm" px={{ base: 'sm', sm: 'md' }} py="lg">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('intro')}</Text>
        </div>
        {body}
      </Stack>
    </Container>
  );
}
