import { Badge, Button, Card, Container, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { IconClipboardList } from '@tabler/icons-react';
import type { TestTaken } from '@abhyas/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useTestsTaken, type TestsTakenFilters } from '../api/lists.ts';
import { formatDate, formatDateTime, formatNumber, subjectFallback } from '../utils/format.ts';
import { ListEmpty, ListError, ListSkeleton, LoadMore } from './list-states.tsx';
import { UserListsNav } from './user-lists-nav.tsx';
import classes from './user-lists.module.css';

/** Filled (autoContrast picks the text colour: axe colour contrast). */
const STATE_COLOR = { in_progress: 'blue.8', finished: 'teal.9', pending_evaluation: 'yellow.5' } as const;

/** One test taken: name, kind, state, score and percentile (when shown), dates, resume or analysis. */
function TestCard({ test }: { test: TestTaken }) {
  const { t, i18n } = useTranslation('user-lists');
  const lang = i18n.language;
  let score: string;
  if (test.score !== null && test.max_marks !== null)
    score = t('tests.score', { score: formatNumber(test.score, lang), max: formatNumber(test.max_marks, lang) });
  else if (test.result_available_at) score = t('tests.scoreFrom', { date: formatDateTime(test.result_available_at, lang) });
  else score = test.status === 'in_progress' ? '' : t('tests.scorePending');
  return (
    <Card withBorder radius="md" padding="md" component="article">
      <Stack gap={8}>
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Title order={2} size="h5" style={{ overflowWrap: 'anywhere' }}>
            {test.test_name}
          </Title>
          <Group gap={6}>
            <Badge variant="light" color="gray">
              {t(`tests.kinds.${test.kind}`)}
            </Badge>
            <Badge variant="filled" color={STATE_COLOR[test.status]}>
              {t(`tests.state.${test.status}`)}
            </Badge>
          </Group>
        </Group>
        {score && (
          <Text fw={600} size="sm">
            {score}
            {test.percentile !== null && (
              <Text span c="dimmed" fw={400}>
                {' · '}
                {t('tests.percentile', { value: formatNumber(test.percentile, lang) })}
              </Text>
            )}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {test.finished_at
            ? t('tests.startedFinished', { started: formatDate(test.started_at, lang), finished: formatDate(test.finished_at, lang) })
            : t('tests.started', { date: formatDateTime(test.started_at, lang) })}
        </Text>
        <Group gap="sm">
          {test.links.resume && (
            <Button component={InternalLink} href={test.links.resume} size="sm">
              {t('tests.resume')}
            </Button>
          )}
          {test.links.analysis && (
            <Button component={InternalLink} href={test.links.analysis} size="sm" variant="default">
              {t('tests.analyse')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * `/user-home/test-taken` (platform.md §2; issue 19 §1): every test the profile started or finished
 * — mock, scheduled, create-your-own, diagnostic — latest first, with state, score, percentile,
 * dates and links to resume or analyse; filters by state, type, exam and subject; Load more.
 */
export function TestsTakenPage() {
  const { t, i18n } = useTranslation('user-lists');
  usePageTitle(t('tests.title'));
  const [filters, setFilters] = useState<TestsTakenFilters>({});
  const q = useTestsTaken(filters, i18n.language);
  const first = q.data?.pages[0];
  const items = q.data?.pages.flatMap((p) => p.items) ?? [];
  const filtered = Object.values(filters).some(Boolean);
  const set = (key: keyof TestsTakenFilters) => (e: React.ChangeEvent<HTMLSelectElement>) => {
    const value = e.currentTarget.value || undefined;
    setFilters((f) => ({ ...f, [key]: value }));
  };

  let body: React.ReactNode;
  if (q.isPending) body = <ListSkeleton />;
  else if (q.isError) body = <ListError onRetry={() => void q.refetch()} retrying={q.isFetching} />;
  else if (items.length === 0 && !filtered)
    body = (
      <ListEmpty
        icon={<IconClipboardList size={24} />}
        title={t('tests.emptyTitle')}
        text={t('tests.emptyText')}
        actions={[
          { href: '/test/home', label: t('tests.emptyAction') },
          { href: '/create-your-test/select-subjects', label: t('tests.emptyOwn') },
        ]}
      />
    );
  else
    body = (
      <Stack gap="sm">
        {items.length === 0 ? <Text c="dimmed">{t('common.noMatch')}</Text> : items.map((test) => <TestCard key={test.session_id} test={test} />)}
        <LoadMore shown={items.length} total={first?.total ?? 0} hasMore={q.hasNextPage} loading={q.isFetchingNextPage} onMore={() => void q.fetchNextPage()} />
      </Stack>
    );

  return (
    <Container size="md" px="md" py="lg">
      <Stack gap="lg">
        <UserListsNav active="tests" />
        <Title order={1}>{t('tests.title')}</Title>
        {first && (first.total > 0 || filtered) && (
          <div className={classes.filters} role="group" aria-label={t('common.filters')}>
            <NativeSelect
              label={t('tests.status')}
              value={filters.status ?? ''}
              onChange={set('status')}
              data={[
                { value: '', label: t('tests.statusAll') },
                { value: 'in_progress', label: t('tests.state.in_progress') },
                { value: 'finished', label: t('tests.state.finished') },
              ]}
            />
            <NativeSelect
              label={t('tests.kind')}
              value={filters.kind ?? ''}
              onChange={set('kind')}
              data={[
                { value: '', label: t('tests.kindAll') },
                ...(['mock', 'scheduled', 'custom', 'diagnostic'] as const).map((k) => ({ value: k, label: t(`tests.kinds.${k}`) })),
              ]}
            />
            <NativeSelect
              label={t('tests.exam')}
              value={filters.exam ?? ''}
              onChange={set('exam')}
              data={[{ value: '', label: t('tests.examAll') }, ...first.filters.exams.map((e) => ({ value: e.code, label: e.name }))]}
            />
            <NativeSelect
              label={t('common.subject')}
              value={filters.subject ?? ''}
              onChange={set('subject')}
              data={[
                { value: '', label: t('common.allSubjects') },
                ...first.filters.subjects.map((s) => ({ value: s, label: t(`subjects.${s}`, { defaultValue: subjectFallback(s) }) })),
              ]}
            />
          </div>
        )}
        {body}
      </Stack>
    </Container>
  );
}
