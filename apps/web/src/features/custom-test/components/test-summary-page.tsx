import { Badge, Button, Card, Container, Group, Skeleton, Stack, Table, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import type { MocktestList } from '@abhyas/contracts';
import { IconArrowLeft, IconArrowRight, IconClock, IconListNumbers, IconSearchOff, IconTrophy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useProfileMocktests } from '../api/profile-mocktests.ts';
import { useTestExam } from '../api/test-exam.ts';
import { ProblemAlert, RetryButton } from './step-frame.tsx';

type Mocktest = MocktestList['tests'][number];

/** What the learner can do with a test, from its status and progress (learning.md §3 test tile status). */
export function testAction(test: Mocktest): { kind: 'start' | 'resume' | 'result'; href: string } | null {
  const path = `/mock-test/${encodeURIComponent(test.code)}`;
  if ((test.progress === 'finished' || test.progress === 'pendingEvaluation') && test.sessionId)
    return { kind: 'result', href: `${path}/analyze?session=${encodeURIComponent(test.sessionId)}` };
  if (test.status !== 'test_live') return null;
  return { kind: test.progress === 'started' ? 'resume' : 'start', href: `${path}/session` };
}

const STATUS_COLOR = { not_begun: 'gray', test_live: 'green', test_locked: 'orange', test_never_attended: 'red', test_completed: 'teal' } as const;

/** The test's card: facts, sections, status, progress and its one action. */
function SummaryCard({ test, custom }: { test: Mocktest; custom: boolean }) {
  const { t } = useTranslation('custom-test');
  const action = testAction(test);
  const hint = action ? t(`summary.${test.progress === 'pendingEvaluation' ? 'pendingHint' : `${action.kind}Hint`}`) : t(`summary.statusHint.${test.status}`);
  return (
    <Card padding="lg" radius="md" withBorder>
      <Stack gap="md">
        <div>
          <Group gap="xs" mb={4}>
            {custom && (
              <Badge variant="light" color="violet">
                {t('summary.custom')}
              </Badge>
            )}
            <Badge variant="filled" color={STATUS_COLOR[test.status]}>
              {t(`summary.status.${test.status}`)}
            </Badge>
          </Group>
          <Title order={1} size="h2">
            {test.name}
          </Title>
          {test.source && (
            <Text size="sm" c="dimmed">
              {test.source}
            </Text>
          )}
        </div>
        <Group gap={6}>
          <Badge variant="light" color="blue" leftSection={<IconClock size={12} aria-hidden="true" />}>
            {t('summary.duration', { minutes: Math.round(test.durationS / 60) })}
          </Badge>
          <Badge variant="light" color="teal" leftSection={<IconListNumbers size={12} aria-hidden="true" />}>
            {test.paperQuestionCount
              ? t('summary.questionsOf', { count: test.questionCount, total: test.paperQuestionCount })
              : t('summary.questions', { count: test.questionCount })}
          </Badge>
          <Badge variant="light" color="grape" leftSection={<IconTrophy size={12} aria-hidden="true" />}>
            {t('summary.marks', { marks: test.maxMarks })}
          </Badge>
        </Group>
        {test.paperQuestionCount !== undefined && (
          <Text size="sm" data-testid="left-out">
            {t('summary.leftOut', { count: test.questionCount, total: test.paperQuestionCount })}
          </Text>
        )}
        <Text size="sm">
          <b>{t('summary.progressLabel')}:</b> {t(`summary.progress.${test.progress}`)}
        </Text>
        {test.sections.length > 0 && (
          <Table withTableBorder striped>
            <Table.Caption>{t('summary.sections')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('summary.section')}</Table.Th>
                <Table.Th ta="right">{t('summary.sectionQuestions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {test.sections.map((s) => (
                <Table.Tr key={s.code}>
                  <Table.Th scope="row" fw={400}>
                    {s.name}
                  </Table.Th>
                  <Table.Td ta="right">
                    {s.paperQuestionCount ? t('summary.sectionOf', { count: s.questionCount, total: s.paperQuestionCount }) : s.questionCount}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
        {action ? (
          <Button
            component={InternalLink}
            href={action.href}
            size="md"
            rightSection={<IconArrowRight size={18} aria-hidden="true" />}
            style={{ alignSelf: 'flex-start' }}
          >
            {t(`summary.${action.kind}`)}
          </Button>
        ) : (
          <Button size="md" variant="default" disabled style={{ alignSelf: 'flex-start' }}>
            {t(`summary.status.${test.status}`)}
          </Button>
        )}
      </Stack>
    </Card>
  );
}

export interface TestSummaryPageProps {
  /** The test (bundle) code from `/test/summary/{id}`. */
  code: string;
  /** `?is_custom=true`: a create-your-own-test. */
  custom?: boolean;
}

/** A state without a test to show: the test is unknown, or it is for an exam the profile may not take. */
function NoTest({ title, text }: { title: string; text: string }) {
  return (
    <Card padding="xl" role="alert">
      <Stack gap="sm" align="flex-start">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden="true">
          <IconSearchOff size={26} />
        </ThemeIcon>
        <Title order={1} size="h3">
          {title}
        </Title>
        <Text c="dimmed">{text}</Text>
      </Stack>
    </Card>
  );
}

/**
 * `/test/summary/{id}` (learning.md §2 Tests, tiles): the test's card for the current profile (name,
 * minutes, questions — and how many of the original paper's —, marks, sections, status and
 * progress) with Start, Resume or See result. The card comes from the list of the test's own exam
 * (a JEE Main profile opens JEE Advanced papers: issue 15 Major 4); a test of an exam outside the
 * profile's goal says so, and an unknown code says it is not found.
 */
export function TestSummaryPage({ code, custom = false }: TestSummaryPageProps) {
  const { t, i18n } = useTranslation('custom-test');
  const exam = useTestExam(code);
  const examCode = exam.data ?? '';
  const tests = useProfileMocktests(examCode, i18n.language);
  const test = tests.data?.tests.find((x) => x.code === code);
  usePageTitle(test?.name ?? t('summary.pageTitle'));
  const examError = exam.isError ? exam.error : null;

  let body;
  if (examError && isApiError(examError) && examError.code === 'TEST_NOT_FOR_PROFILE') {
    body = <NoTest title={t('summary.notForProfileTitle')} text={t('summary.notForProfile')} />;
  } else if (examError && isApiError(examError) && examError.status === 404) {
    body = <NoTest title={t('summary.notFoundTitle')} text={t('summary.notFound')} />;
  } else if (exam.isPending || (examCode && tests.isPending)) {
    body = (
      <Stack gap="md" aria-busy="true">
        <VisuallyHidden role="status">{t('summary.loading')}</VisuallyHidden>
        <Skeleton h={32} w="70%" />
        <Skeleton h={24} w="50%" />
        <Skeleton h={160} radius="md" />
      </Stack>
    );
  } else if (exam.isError || tests.isError) {
    const retry = () => void (exam.isError ? exam.refetch() : tests.refetch());
    body = (
      <ProblemAlert title={t('summary.errorTitle')} action={<RetryButton onClick={retry} />}>
        {t('summary.error')}
      </ProblemAlert>
    );
  } else if (!test) {
    body = <NoTest title={t('summary.notFoundTitle')} text={t('summary.notFound')} />;
  } else body = <SummaryCard test={test} custom={custom} />;

  return (
    <Container size="sm" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Button
          component={InternalLink}
          href="/test/home"
          variant="subtle"
          leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('summary.back')}
        </Button>
        {body}
      </Stack>
    </Container>
  );
}
