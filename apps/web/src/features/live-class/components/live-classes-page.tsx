import { Alert, Anchor, Badge, Button, Card, Container, Group, SimpleGrid, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconChartBar, IconRefresh, IconVideo } from '@tabler/icons-react';
import type { LiveClass } from '@abhyas/contracts';
import { formatDateTime } from '@abhyas/domain';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useLiveClasses } from '../api/live-classes.ts';
import { liveReportHref } from './live-performance-page.tsx';

/** States a student may join in (decision 041: from 10 minutes before the start to 15 after the end). */
const JOINABLE = new Set<LiveClass['state']>(['open', 'live', 'ending']);
const SECTIONS = [
  { id: 'now', states: ['open', 'live', 'ending'] },
  { id: 'upcoming', states: ['upcoming'] },
  { id: 'past', states: ['ended'] },
] as const;

export const liveClassHref = (id: string) => `/live-class/${encodeURIComponent(id)}`;

function LiveClassCard({ lc }: { lc: LiveClass }) {
  const { t, i18n } = useTranslation('live-class');
  const joinable = JOINABLE.has(lc.state);
  return (
    <Card component="li" withBorder radius="md" padding="md" data-testid="live-class-card">
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap">
          <Badge variant="light" color="teal" tt="none">
            {lc.class_name}
          </Badge>
          <Badge
            variant={lc.state === 'ended' ? 'outline' : 'light'}
            color={lc.state === 'live' || lc.state === 'ending' ? 'red' : 'gray'}
            c={lc.state === 'live' || lc.state === 'ending' ? 'red.9' : 'gray.9'}
            tt="none"
          >
            {t(`state.${lc.state}`)}
          </Badge>
        </Group>
        <Title order={3} size="h5">
          {lc.title}
        </Title>
        <Text size="sm">{t('list.teacher', { name: lc.teacher_first_name })}</Text>
        <Text size="sm">
          <time dateTime={new Date(lc.starts_at).toISOString()}>{formatDateTime(lc.starts_at, i18n.language)}</time>
          {' · '}
          {t('list.minutes', { minutes: lc.duration_minutes })}
        </Text>
        {lc.chapter_name ? (
          <Text size="sm" c="dimmed">
            {t('list.chapter', { chapter: lc.chapter_name })}
          </Text>
        ) : null}
        {lc.state === 'upcoming' ? (
          <Text size="sm" c="dimmed">
            {t('list.opensAt', { when: formatDateTime(lc.opens_at, i18n.language) })}
          </Text>
        ) : null}
        <Group gap="sm">
          {joinable ? (
            <Button
              component={InternalLink}
              href={liveClassHref(lc.id)}
              leftSection={<IconVideo size={16} aria-hidden="true" />}
              aria-label={t('list.joinOf', { title: lc.title })}
            >
              {t('list.join')}
            </Button>
          ) : null}
          {lc.state === 'ended' ? (
            <Button
              component={InternalLink}
              href={liveReportHref(lc.id)}
              variant="light"
              size="xs"
              leftSection={<IconChartBar size={14} aria-hidden="true" />}
              aria-label={t('list.reportOf', { title: lc.title })}
            >
              {t('list.report')}
            </Button>
          ) : null}
          {lc.recording_url ? (
            <Button component="a" href={lc.recording_url} target="_blank" rel="noopener noreferrer" variant="light" size="xs">
              {t('list.recording')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * `/user-home/live-classes` (platform.md §2.2; issue 23 §3): the live classes of the profile's
 * classes in three sections — Live now (joinable: from 10 minutes before the start to 15 after the
 * end), Upcoming (soonest first) and Past (latest first) — each with its class, teacher, time
 * (India time) and chapter. Loading, empty and error states.
 */
export function LiveClassesPage() {
  const { t } = useTranslation('live-class');
  usePageTitle(t('list.title'));
  const q = useLiveClasses();
  let body: React.ReactNode;
  if (q.isPending)
    body = (
      <Stack gap="sm" aria-busy="true">
        <VisuallyHidden role="status">{t('list.loading')}</VisuallyHidden>
        <Skeleton h={120} radius="md" />
        <Skeleton h={120} radius="md" />
      </Stack>
    );
  else if (q.isError)
    body = (
      <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden="true" />} title={t('list.error')} role="alert">
        <Button variant="light" color="red" leftSection={<IconRefresh size={16} aria-hidden="true" />} onClick={() => void q.refetch()}>
          {t('error.retry')}
        </Button>
      </Alert>
    );
  else if (q.data.length === 0)
    body = (
      <Card withBorder radius="md" padding="lg" data-testid="live-empty">
        <Stack gap="sm" align="flex-start">
          <Title order={2} size="h4">
            {t('list.emptyTitle')}
          </Title>
          <Text c="dimmed">{t('list.emptyText')}</Text>
          <Button component={InternalLink} href="/user-home/assignment" variant="light">
            {t('list.emptyAction')}
          </Button>
        </Stack>
      </Card>
    );
  else {
    body = (
      <Stack gap="xl">
        {SECTIONS.map((section) => {
          const states: readonly string[] = section.states;
          const items = q.data
            .filter((lc) => states.includes(lc.state))
            .sort((a, b) => (section.id === 'past' ? b.starts_at - a.starts_at : a.starts_at - b.starts_at));
          if (items.length === 0) return null;
          return (
            <Stack key={section.id} gap="sm" component="section" aria-labelledby={`live-${section.id}`} data-testid={`live-section-${section.id}`}>
              <Title order={2} size="h4" id={`live-${section.id}`}>
                {t(`list.sections.${section.id}`)}
              </Title>
              <SimpleGrid
                component="ul"
                cols={{ base: 1, sm: 2, lg: 3 }}
                spacing="sm"
                p={0}
                m={0}
                style={{ listStyle: 'none' }}
                aria-labelledby={`live-${section.id}`}
              >
                {items.map((lc) => (
                  <LiveClassCard key={lc.id} lc={lc} />
                ))}
              </SimpleGrid>
            </Stack>
          );
        })}
      </Stack>
    );
  }
  return (
    <Container size="lg" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <div>
            <Title order={1}>{t('list.title')}</Title>
            <Text c="dimmed">{t('list.intro')}</Text>
          </div>
          <Anchor component={InternalLink} href="/user-home/assignment" size="sm">
            {t('list.assignments')}
          </Anchor>
        </Group>
        {body}
      </Stack>
    </Container>
  );
}
