import { Alert, Button, Card, Container, Group, SegmentedControl, SimpleGrid, Skeleton, Stack, Switch, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconChevronLeft, IconChevronRight, IconMoodEmpty, IconRefresh, IconUserPlus } from '@tabler/icons-react';
import type { ParentWeek } from '@abhyas/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useDigestSettings, useFamilyLinks, useParentChildren, useParentWeek, useSetDigest, useUnlink } from '../api/parent.ts';
import { plusDays, shortDate } from '../utils/format.ts';
import { WeekChart } from './week-chart.tsx';
import { AdviceCard, MasterySection, ReadinessRevision, Section, StudiedSection, TestsSection } from './week-sections.tsx';

function ErrorAlert({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('parent');
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden="true" />} title={t('error.title')} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('error.text')}</Text>
        <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden="true" />} onClick={onRetry}>
          {t('error.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

function WeekSkeleton() {
  const { t } = useTranslation('parent');
  return (
    <Stack gap="sm" aria-busy="true" data-testid="parent-skeleton">
      <VisuallyHidden role="status">{t('loading')}</VisuallyHidden>
      <Skeleton h={64} radius="md" />
      <Skeleton h={200} radius="md" />
      <Skeleton h={120} radius="md" />
    </Stack>
  );
}

/** The figures of the week at a glance. */
function Summary({ week }: { week: ParentWeek }) {
  const { t } = useTranslation('parent');
  const x = week.totals;
  const stat = (label: string, value: string) => (
    <Card withBorder radius="md" padding="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
    </Card>
  );
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" data-testid="parent-summary">
      {stat(t('summary.timeLabel'), t('summary.minutes', { minutes: x.total_min }))}
      {stat(t('summary.daysLabel'), t('summary.days', { days: x.days_studied }))}
      {stat(
        t('summary.questionsLabel'),
        x.questions_answered > 0 ? t('summary.questions', { answered: x.questions_answered, accuracy: x.accuracy_pct ?? 0 }) : t('summary.noQuestions'),
      )}
    </SimpleGrid>
  );
}

/** The week's body: empty when the child did nothing, else every section. */
function WeekBody({ week }: { week: ParentWeek }) {
  const { t } = useTranslation('parent');
  const empty = week.totals.total_min === 0 && week.tests.length === 0 && week.practice.length === 0 && week.videos.length === 0;
  if (empty) {
    return (
      <Stack gap="md">
        <Card withBorder radius="md" padding="lg" data-testid="parent-empty">
          <Group wrap="nowrap" gap="sm" align="flex-start">
            <IconMoodEmpty size={28} aria-hidden="true" style={{ flexShrink: 0 }} />
            <div>
              <Title order={2} size="h4">
                {t('empty.title', { name: week.first_name })}
              </Title>
              <Text c="dimmed">{t('empty.text')}</Text>
            </div>
          </Group>
        </Card>
        <AdviceCard advice={week.advice} daysStudied={0} />
        <ReadinessRevision week={week} />
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <AdviceCard advice={week.advice} daysStudied={week.totals.days_studied} />
      <Summary week={week} />
      <Section title={t('chart.title')} testId="parent-chart">
        <WeekChart week={week} />
      </Section>
      <StudiedSection week={week} />
      <TestsSection week={week} />
      <MasterySection week={week} />
      <ReadinessRevision week={week} />
    </Stack>
  );
}

/** The weekly e-mail switch (opt-out per parent account). */
function DigestSwitch() {
  const { t } = useTranslation('parent');
  const q = useDigestSettings();
  const set = useSetDigest();
  if (!q.data) return null;
  return (
    <Card withBorder radius="md" padding="md">
      <Switch
        checked={q.data.weekly_digest}
        onChange={(e) => set.mutate(e.currentTarget.checked)}
        disabled={set.isPending}
        label={t('digest.label')}
        description={q.data.email ? t('digest.description', { email: q.data.email }) : t('digest.noEmail')}
      />
    </Card>
  );
}

/** The adults linked to the family (or the families joined), each with Unlink. */
function LinkedAdults() {
  const { t } = useTranslation('parent');
  const q = useFamilyLinks();
  const unlink = useUnlink();
  const links = q.data ?? [];
  if (links.length === 0) return null;
  return (
    <Section title={t('links.title')} testId="parent-links">
      <Stack gap="xs">
        {links.map((l) => {
          const name = l.role === 'holder' ? l.member_first_name : l.family_first_name;
          return (
            <Group key={l.id} justify="space-between" wrap="nowrap">
              <Text size="sm">
                {l.role === 'holder' ? t('links.member', { name, relationship: String(l.relationship_type) }) : t('links.joined', { name })}
              </Text>
              <Button
                size="xs"
                variant="default"
                color="red"
                loading={unlink.isPending && unlink.variables === l.id}
                onClick={() => {
                  if (window.confirm(t(l.role === 'holder' ? 'links.confirmUnlink' : 'links.confirmLeave', { name }))) unlink.mutate(l.id);
                }}
                aria-label={t(l.role === 'holder' ? 'links.unlinkName' : 'links.leaveName', { name })}
              >
                {t(l.role === 'holder' ? 'links.unlink' : 'links.leave')}
              </Button>
            </Group>
          );
        })}
      </Stack>
    </Section>
  );
}

/**
 * `/parent-view` (issue 21 §2; decision 035): the parent account's view of each child's India week —
 * minutes per day (chart with a table), what was studied, tests, mastery gained, readiness toward
 * the target, revision, and one line on what would help most next week; previous/next week; the
 * weekly e-mail switch and the linked adults. Loading, empty (nothing studied), no children and
 * error states.
 */
export function ParentPage() {
  const { t, i18n } = useTranslation('parent');
  usePageTitle(t('title'));
  const children = useParentChildren();
  const [chosen, setChosen] = useState<string | null>(null);
  const [weekStart, setWeekStart] = useState<string | null>(null);
  const list = children.data ?? [];
  const childId = chosen && list.some((c) => c.profile_id === chosen) ? chosen : (list[0]?.profile_id ?? null);
  const week = useParentWeek(childId, weekStart, i18n.language);
  const w = week.data;

  let body: React.ReactNode;
  if (children.isPending) body = <WeekSkeleton />;
  else if (children.isError) body = <ErrorAlert onRetry={() => void children.refetch()} />;
  else if (list.length === 0)
    body = (
      <Card withBorder radius="md" padding="lg" data-testid="parent-no-children">
        <Stack gap="sm" align="flex-start">
          <Title order={2} size="h4">
            {t('noChildren.title')}
          </Title>
          <Text c="dimmed">{t('noChildren.text')}</Text>
          <Button component={InternalLink} href="/browse-profile" leftSection={<IconUserPlus size={18} aria-hidden="true" />}>
            {t('noChildren.action')}
          </Button>
        </Stack>
      </Card>
    );
  else {
    const start = w?.week_start ?? weekStart;
    const atThisWeek = !w || w.week_start >= w.this_week_start;
    body = (
      <Stack gap="md">
        {list.length > 1 ? (
          <div>
            <Text component="div" id="parent-child-label" size="sm" fw={500} mb={4}>
              {t('childLabel')}
            </Text>
            <SegmentedControl
              aria-labelledby="parent-child-label"
              value={childId ?? ''}
              onChange={(v) => setChosen(v)}
              data={list.map((c) => ({ value: c.profile_id, label: c.first_name }))}
              fullWidth
            />
          </div>
        ) : null}
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Button
            variant="default"
            size="compact-md"
            leftSection={<IconChevronLeft size={16} aria-hidden="true" />}
            onClick={() => start && setWeekStart(plusDays(start, -7))}
            disabled={!start}
          >
            {t('week.previous')}
          </Button>
          <Text fw={600} ta="center" aria-live="polite" data-testid="parent-week-range">
            {w ? t('week.range', { start: shortDate(w.week_start, i18n.language), end: shortDate(w.week_end, i18n.language) }) : ''}
          </Text>
          <Button
            variant="default"
            size="compact-md"
            rightSection={<IconChevronRight size={16} aria-hidden="true" />}
            onClick={() => start && setWeekStart(plusDays(start, 7))}
            disabled={atThisWeek}
          >
            {t('week.next')}
          </Button>
        </Group>
        {week.isPending ? <WeekSkeleton /> : week.isError ? <ErrorAlert onRetry={() => void week.refetch()} /> : w ? <WeekBody week={w} /> : null}
      </Stack>
    );
  }

  return (
    <Container size="sm" px={{ base: 'sm', sm: 'md' }} py="lg">
      <Stack gap="lg">
        <div>
          <Title order={1}>{w && list.length > 0 ? t('titleFor', { name: w.first_name }) : t('title')}</Title>
          <Text c="dimmed">{t('intro')}</Text>
        </div>
        {body}
        {list.length > 0 ? <DigestSwitch /> : null}
        <LinkedAdults />
      </Stack>
    </Container>
  );
}
