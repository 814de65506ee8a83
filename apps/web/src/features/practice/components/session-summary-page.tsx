import { Alert, Button, Card, Container, Group, Loader, SimpleGrid, Skeleton, Stack, Table, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { PRACTICE_BADGES } from '@abhyas/domain';
import { IconAlertTriangle, IconClock, IconCoin, IconTarget } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { fetchPracticeSummary, InvalidSessionError, type PracticeSummary } from '../api/practice-api.ts';
import { practiceKeys } from '../api/paths.ts';
import { badgeColor } from '../lib/badges.ts';
import { formatClock } from '../lib/timer.ts';
import { refreshEmbiumBalance } from '../stores/embium-balance.ts';
import { SessionAward } from './session-award.tsx';
import { TermHelp } from './term-help.tsx';

const SummaryChart = lazy(() => import('./summary-chart.tsx'));

/** The attempts of a summary by badge, in the order of PRACTICE_BADGES, without zero rows. */
export function attemptsByBadge(summary: PracticeSummary): { badge: (typeof PRACTICE_BADGES)[number]; count: number }[] {
  return PRACTICE_BADGES.map((badge) => ({ badge, count: summary.metaData.attempts[badge] ?? 0 })).filter((r) => r.count > 0);
}

function Stat({ icon, color, label, value, testId, help }: { icon: ReactNode; color: string; label: string; value: string; testId: string; help?: ReactNode }) {
  return (
    <Card withBorder radius="md" p="md">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon size={40} radius="xl" variant="light" color={color}>
          {icon}
        </ThemeIcon>
        <div>
          <Group gap={2} wrap="nowrap">
            <Text size="xs" c="dimmed" fw={600}>
              {label}
            </Text>
            {help}
          </Group>
          <Text fw={800} fz="xl" data-testid={testId}>
            {value}
          </Text>
        </div>
      </Group>
    </Card>
  );
}

/** How many more times (one a second) a summary that says the session is still open is read again. */
const SUMMARY_RECHECKS = 10;

/**
 * A practice session's summary (learning.md §2 `/practice/session-summary`, §3 Summary): total time,
 * accuracy, silver and gold embiums, and the attempts by badge as a chart (loaded lazily) with the
 * same figures in a table, each badge with what it means. 406 → the session is not valid (§4).
 */
export function SessionSummaryView({ sessionId, title, backHref }: { sessionId: string; title?: string; backHref?: string }) {
  const { t } = useTranslation('practice');
  const summary = useQuery({
    queryKey: practiceKeys.summary(sessionId),
    queryFn: () => fetchPracticeSummary(sessionId),
    enabled: sessionId !== '',
    retry: (n, e) => !(e instanceof InvalidSessionError) && n < 1,
    // The finish event travels beside the navigation here (fire-and-forget, §7), so a summary read
    // before the server has it still says the session is open, and its award would never be asked
    // for. Ask again each second, up to SUMMARY_RECHECKS times, until it says ended.
    refetchInterval: (query) => (query.state.data && !query.state.data.ended && query.state.dataUpdateCount <= SUMMARY_RECHECKS ? 1000 : false),
  });
  useEffect(() => {
    void refreshEmbiumBalance();
  }, []);

  if (sessionId === '' || summary.error instanceof InvalidSessionError) {
    return (
      <Alert color="orange" icon={<IconAlertTriangle aria-hidden="true" />} title={t('summary.invalidTitle')} role="alert">
        <Stack gap="sm" align="flex-start">
          <Text>{t('error.invalidSession')}</Text>
          <Button component={InternalLink} href="/practice/home" variant="default">
            {t('summary.toPractice')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (summary.isPending) {
    return (
      <Stack gap="md" aria-busy="true">
        <VisuallyHidden role="status">{t('summary.loading')}</VisuallyHidden>
        <Skeleton h={32} w="60%" />
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} h={84} radius="md" />
          ))}
        </SimpleGrid>
        <Skeleton h={240} radius="md" />
      </Stack>
    );
  }
  if (summary.isError) {
    return (
      <Alert color="red" icon={<IconAlertTriangle aria-hidden="true" />} role="alert" title={t('error.title')}>
        <Stack gap="sm" align="flex-start">
          <Text>{t('summary.loadFailed')}</Text>
          <Button variant="default" onClick={() => void summary.refetch()} loading={summary.isFetching}>
            {t('error.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  const s = summary.data;
  const rows = attemptsByBadge(s);
  return (
    <Stack gap="lg" data-testid="session-summary">
      <div>
        <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
          {t('summary.kicker')}
        </Text>
        <Title order={1} size="h2">
          {title || t('summary.title')}
        </Title>
        <Text c="dimmed">{t('summary.questions', { count: s.metaData.questions, correct: s.metaData.correct })}</Text>
      </div>
      <SessionAward sessionId={sessionId} ended={s.ended} />
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Stat
          icon={<IconClock size={22} aria-hidden="true" />}
          color="blue"
          label={t('summary.time')}
          value={formatClock(s.totalTimeSpend)}
          testId="summary-time"
        />
        <Stat
          icon={<IconTarget size={22} aria-hidden="true" />}
          color="teal"
          label={t('summary.accuracy')}
          value={`${Math.round(s.accuracy * 100)}%`}
          testId="summary-accuracy"
        />
        <Stat
          icon={<IconCoin size={22} aria-hidden="true" />}
          color="gray"
          label={t('summary.silver')}
          value={String(s.silverEmbiumsEarnedCount)}
          testId="summary-silver"
          help={<TermHelp term="embium" label={t('terms.embiumLabel')} />}
        />
        <Stat
          icon={<IconCoin size={22} aria-hidden="true" />}
          color="yellow"
          label={t('summary.gold')}
          value={String(s.goldEmbiumsEarnedCount)}
          testId="summary-gold"
        />
      </SimpleGrid>
      <Card withBorder radius="md" p="md">
        <Title order={2} size="h4" mb="sm">
          {t('summary.byBadge')}
        </Title>
        {rows.length === 0 ? (
          <Text c="dimmed">{t('summary.noAttempts')}</Text>
        ) : (
          <Stack gap="md">
            <Suspense fallback={<Loader size="sm" role="status" aria-label={t('summary.loading')} />}>
              <SummaryChart data={rows.map((r) => ({ name: t(`badge.${r.badge}`), count: r.count, color: `${badgeColor(r.badge)}.6` }))} />
            </Suspense>
            <Table striped withTableBorder aria-label={t('summary.byBadge')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('summary.badge')}</Table.Th>
                  <Table.Th ta="right">{t('summary.count')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={r.badge} data-testid={`badge-row-${r.badge}`}>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {t(`badge.${r.badge}`)}
                      </Text>
                      {/* What the badge means, on the page that counts them (issue 15: jargon explained). */}
                      <Text size="xs" c="dark.4">
                        {t(`terms.badge.${r.badge}`)}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">{r.count}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
        )}
      </Card>
      <Group>
        {backHref && (
          <Button component={InternalLink} href={backHref}>
            {t('summary.again')}
          </Button>
        )}
        <Button component={InternalLink} href="/practice/home" variant="default">
          {t('summary.toPractice')}
        </Button>
      </Group>
    </Stack>
  );
}

/** `/practice/session-summary?session_id=&title=&back=` (learning.md §2 Practice). */
export function SessionSummaryPage() {
  const { t } = useTranslation('practice');
  const search = useRouterState({ select: (s) => s.location.search as Record<string, unknown> });
  const id = typeof search.session_id === 'string' ? search.session_id : '';
  const title = typeof search.title === 'string' ? search.title : undefined;
  const back = typeof search.back === 'string' && search.back.startsWith('/') ? search.back : undefined;
  usePageTitle(title ? `${title} · ${t('summary.kicker')}` : t('summary.kicker'));
  return (
    <Container size={900} px={{ base: 'sm', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
      <SessionSummaryView sessionId={id} title={title} backHref={back} />
    </Container>
  );
}
