import { useState, type ReactNode } from 'react';
import { Badge, Button, Card, Chip, Group, ScrollArea, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconClipboardList, IconClock, IconListNumbers, IconPencilPlus, IconTrophy } from '@tabler/icons-react';
import type { MocktestList } from '@abhyas/contracts';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useMocktests } from '../api/mocktests.ts';
import { toMinutes } from '../utils/format.ts';
import { AreaHero } from './area-hero.tsx';
import { NoExamState } from './no-exam-state.tsx';
import { BrowseContainer, EmptyState, PageSkeleton, QueryErrorState, Section } from './page-states.tsx';

export interface TestHomePageProps {
  examCode: string;
  examName: string;
  learnerName: string;
  /** Show only tests with questions of this subject (`?subject=`). */
  subject?: string | undefined;
  /** Shown under the hero, before the home's own sections (the student's open assignments, issue 23 §2); nothing when absent. */
  top?: ReactNode;
}

type Mocktest = MocktestList['tests'][number];

/**
 * `/test/home` (learning.md §2 Tests): the exam's mock tests, each with its duration in minutes,
 * questions, marks and sections, with Start, Resume or See result by the profile's progress; subject chips narrow the list.
 */
export function TestHomePage({ examCode, examName, learnerName, subject, top }: TestHomePageProps) {
  const { t, i18n } = useTranslation('browse');
  usePageTitle(t('home.title.test'));
  const tests = useMocktests(examCode, i18n.language);
  const list = tests.data?.tests ?? [];
  const subjects = [...new Set(list.flatMap((x) => x.subjects))];
  const [chosen, setChosen] = useState<string>(subject ?? 'all');
  const filter = chosen !== 'all' && subjects.includes(chosen) ? chosen : 'all';
  const shown = filter === 'all' ? list : list.filter((x) => x.subjects.includes(filter));

  let body;
  if (!examCode) body = <NoExamState />;
  else if (tests.isPending) body = <PageSkeleton tiles={4} />;
  else if (tests.isError) body = <QueryErrorState error={tests.error} onRetry={() => void tests.refetch()} homeHref="/browse-profile" />;
  else
    body = (
      <Section id="mock-tests" title={t('tests.title')}>
        <Stack gap="md">
          {subjects.length > 1 && (
            <ScrollArea type="never">
              <Chip.Group value={filter} onChange={(v) => setChosen(String(v))}>
                <Group gap="xs" wrap="nowrap" role="group" aria-label={t('tests.subjectFilter')}>
                  <Chip value="all">{t('tests.allSubjects')}</Chip>
                  {subjects.map((s) => (
                    <Chip key={s} value={s}>
                      {t(`subjectName.${s}`, { defaultValue: s })}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
            </ScrollArea>
          )}
          {shown.length === 0 ? (
            <EmptyState icon={<IconClipboardList size={20} />}>
              {list.length === 0 ? t('tests.empty', { exam: examName }) : t('tests.emptyFiltered')}
            </EmptyState>
          ) : (
            <SimpleGrid component="ul" cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {shown.map((test) => (
                <li key={test.code} style={{ display: 'flex' }}>
                  <MocktestCard test={test} />
                </li>
              ))}
            </SimpleGrid>
          )}
        </Stack>
      </Section>
    );

  return (
    <BrowseContainer>
      <Stack gap="xl">
        <AreaHero area="test" learnerName={learnerName} examName={examName} />
        {top}
        {examCode && <CreateTestCard />}
        {body}
      </Stack>
    </BrowseContainer>
  );
}

/** The entry to create-your-own-test (learning.md §2 Tests: `/create-your-test/select-subjects`). */
function CreateTestCard() {
  const { t } = useTranslation('custom-test');
  return (
    <Card padding="md" withBorder>
      <Group justify="space-between" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ flex: '1 1 240px' }}>
          <IconPencilPlus size={28} aria-hidden="true" style={{ flexShrink: 0 }} />
          <div>
            <Title order={2} size="h5">
              {t('entry.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('entry.text')}
            </Text>
          </div>
        </Group>
        <Button component={InternalLink} href="/create-your-test/select-subjects" rightSection={<IconArrowRight size={16} aria-hidden="true" />}>
          {t('entry.action')}
        </Button>
      </Group>
    </Card>
  );
}

/**
 * The tile's action from its status and progress (learning.md §3 test tile status): Start or
 * Resume opens the test (`/mock-test/{code}/session`), a finished attempt opens its result
 * (`/mock-test/{code}/analyze?session=`); a test not open, closed or missed shows why instead.
 */
function TestAction({ test }: { test: Mocktest }) {
  const { t } = useTranslation('browse');
  const path = encodeURIComponent(test.code);
  const link = (href: string, label: string, aria: string) => (
    <Button component={InternalLink} href={href} variant="light" mt="auto" rightSection={<IconArrowRight size={16} aria-hidden="true" />} aria-label={aria}>
      {label}
    </Button>
  );
  if (test.progress === 'finished' && test.sessionId)
    return link(`/mock-test/${path}/analyze?session=${test.sessionId}`, t('tests.result'), t('tests.resultLabel', { name: test.name }));
  if (test.status === 'test_live') {
    return test.progress === 'started'
      ? link(`/mock-test/${path}/session`, t('tests.resume'), t('tests.resumeLabel', { name: test.name }))
      : link(`/mock-test/${path}/session`, t('tests.start'), t('tests.startLabel', { name: test.name }));
  }
  return (
    <Button variant="default" mt="auto" disabled>
      {t(`tests.status.${test.status}`)}
    </Button>
  );
}

/** One mock test: name, facts (minutes, questions, marks), its sections, its status and its action. */
function MocktestCard({ test }: { test: Mocktest }) {
  const { t } = useTranslation('browse');
  return (
    <Card padding="md" style={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
      <Stack gap="sm" style={{ flex: 1 }}>
        <div>
          <Title order={3} size="h5">
            {test.name}
          </Title>
          {test.source && (
            <Text size="xs" c="dimmed">
              {t('tests.source', { source: test.source })}
            </Text>
          )}
        </div>
        <Group gap={6}>
          {(test.isScheduled || test.status === 'test_completed') && (
            <Badge variant="filled" color={test.status === 'test_live' ? 'green' : test.status === 'test_completed' ? 'teal' : 'gray'}>
              {t(`tests.status.${test.status}`)}
            </Badge>
          )}
          <Badge variant="light" color="blue" leftSection={<IconClock size={12} aria-hidden="true" />}>
            {t('tests.duration', { minutes: toMinutes(test.durationS) })}
          </Badge>
          <Badge variant="light" color="teal" leftSection={<IconListNumbers size={12} aria-hidden="true" />}>
            {t('tests.questions', { count: test.questionCount })}
          </Badge>
          <Badge variant="light" color="grape" leftSection={<IconTrophy size={12} aria-hidden="true" />}>
            {t('tests.marks', { marks: test.maxMarks })}
          </Badge>
        </Group>
        {test.sections.length > 0 && (
          <div>
            <Text size="xs" fw={600} c="dimmed" tt="uppercase">
              {t('tests.sections')}
            </Text>
            <Text size="sm">{test.sections.map((s) => t('tests.section', { name: s.name, count: s.questionCount })).join(' · ')}</Text>
          </div>
        )}
        <TestAction test={test} />
      </Stack>
    </Card>
  );
}
