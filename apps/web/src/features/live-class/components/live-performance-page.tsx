import { Alert, Anchor, Badge, Button, Card, Container, Group, SimpleGrid, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconCheck, IconRefresh, IconX } from '@tabler/icons-react';
import type { LivePerformance } from '@abhyas/contracts';
import { formatDateTime } from '@abhyas/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useLivePerformance } from '../api/live-questions.ts';
import { durationText, Verdict } from './live-questions-panel.tsx';
import { DONE_TEXT } from '../../../components/ui/state-colors.ts';

type Row = LivePerformance['students'][number];

/** The report of a live class (`…/performance`): the student's own, or with `?as=teacher` the class's. */
export const liveReportHref = (id: string, asTeacher = false) => `/live-class/${encodeURIComponent(id)}/performance${asTeacher ? '?as=teacher' : ''}`;

const percent = (t: TFunction, accuracy: number | null) =>
  accuracy === null ? t('live-class:perf.none') : t('live-class:perf.percent', { value: Math.round(accuracy * 100) });

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div data-testid={testId}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
    </div>
  );
}

/**
 * The live class performance card (learning.md §3: title, time spent, attended status, view report)
 * for a student: whether they took part, accuracy, right of answered, questions asked and the time
 * spent answering; then each of their answers (question, right or not, time).
 */
function StudentReport({ data }: { data: LivePerformance }) {
  const { t } = useTranslation('live-class');
  const mine = data.mine;
  const took = (mine?.answered ?? 0) > 0;
  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="perf-card" data-testid="performance-card">
        <Stack gap="sm">
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Title order={2} size="h4" id="perf-card">
              {t('perf.cardTitle')}
            </Title>
            <Badge
              variant="light"
              color={took ? 'green' : 'gray'}
              c={took ? DONE_TEXT : 'gray.9'}
              tt="none"
              leftSection={took ? <IconCheck size={12} aria-hidden="true" /> : <IconX size={12} aria-hidden="true" />}
              data-testid="attended"
            >
              {took ? t('perf.attended') : t('perf.notAttended')}
            </Badge>
          </Group>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            <Figure testId="perf-accuracy" label={t('perf.accuracy')} value={percent(t, mine?.accuracy ?? null)} />
            <Figure testId="perf-right" label={t('perf.right')} value={t('perf.rightOf', { correct: mine?.correct ?? 0, answered: mine?.answered ?? 0 })} />
            <Figure testId="perf-asked" label={t('perf.asked')} value={String(mine?.questions ?? data.answers.length)} />
            <Figure testId="perf-time" label={t('perf.timeSpent')} value={durationText(t, mine?.time_ms ?? 0)} />
          </SimpleGrid>
        </Stack>
      </Card>
      <Stack gap="xs" component="section" aria-labelledby="perf-answers">
        <Title order={2} size="h4" id="perf-answers">
          {t('perf.answersTitle')}
        </Title>
        {data.answers.length === 0 ? (
          <Text c="dimmed" data-testid="perf-no-questions">
            {t('perf.noQuestions')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={320} type="native" tabIndex={0} role="group" aria-labelledby="perf-answers">
            <Table striped withTableBorder data-testid="perf-answers-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('perf.colQuestion')}</Table.Th>
                  <Table.Th scope="col">{t('perf.colResult')}</Table.Th>
                  <Table.Th scope="col">{t('perf.colTime')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.answers.map((a, i) => (
                  <Table.Tr key={a.question_id}>
                    <Table.Th scope="row" fw={500}>
                      {t('questions.number', { n: i + 1 })}
                    </Table.Th>
                    <Table.Td>
                      <Verdict answer={a.answer} />
                    </Table.Td>
                    <Table.Td>{a.answer ? durationText(t, a.answer.time_ms) : t('perf.none')}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Stack>
  );
}

/** The staff's report: questions asked, students, the class's accuracy, and a row per student (answered, right, accuracy, time). */
function StaffReport({ data }: { data: LivePerformance }) {
  const { t, i18n } = useTranslation('live-class');
  const rows: Row[] = [...data.students].sort((a, b) => a.first_name.localeCompare(b.first_name, i18n.language));
  const asked = rows[0]?.questions ?? 0;
  const answered = rows.reduce((n, r) => n + r.answered, 0);
  const correct = rows.reduce((n, r) => n + r.correct, 0);
  const tookPart = rows.filter((r) => r.answered > 0).length;
  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="perf-card" data-testid="performance-card">
        <Stack gap="sm">
          <Title order={2} size="h4" id="perf-card">
            {t('perf.classCardTitle')}
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            <Figure testId="perf-asked" label={t('perf.asked')} value={String(asked)} />
            <Figure testId="perf-took-part" label={t('perf.tookPart')} value={t('perf.ofStudents', { count: tookPart, students: rows.length })} />
            <Figure testId="perf-accuracy" label={t('perf.classAccuracy')} value={percent(t, answered > 0 ? correct / answered : null)} />
            <Figure testId="perf-answers" label={t('perf.answersGiven')} value={String(answered)} />
          </SimpleGrid>
        </Stack>
      </Card>
      <Stack gap="xs" component="section" aria-labelledby="perf-students">
        <Title order={2} size="h4" id="perf-students">
          {t('perf.studentsTitle')}
        </Title>
        {rows.length === 0 ? (
          <Text c="dimmed" data-testid="perf-no-students">
            {t('perf.noStudents')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={520} type="native" tabIndex={0} role="group" aria-labelledby="perf-students">
            <Table striped withTableBorder data-testid="perf-students-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('perf.colStudent')}</Table.Th>
                  <Table.Th scope="col">{t('perf.colAnswered')}</Table.Th>
                  <Table.Th scope="col">{t('perf.colRight')}</Table.Th>
                  <Table.Th scope="col">{t('perf.colAccuracy')}</Table.Th>
                  <Table.Th scope="col">{t('perf.colTime')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={r.profile_id}>
                    <Table.Th scope="row" fw={500}>
                      {r.first_name}
                    </Table.Th>
                    <Table.Td>{t('perf.answeredOf', { answered: r.answered, questions: r.questions })}</Table.Td>
                    <Table.Td>{r.correct}</Table.Td>
                    <Table.Td>{percent(t, r.accuracy)}</Table.Td>
                    <Table.Td>{durationText(t, r.time_ms)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Stack>
  );
}

/**
 * `/live-class/{id}/performance` and `?analysis=performance` (platform.md §2; learning.md §3 "Live
 * class performance card"; issue 23 §3): GET /api/live-classes/{id}/performance. A student sees their
 * card and answers; the class's staff (`?as=teacher`, the account token) a row per student.
 */
export function LivePerformancePage({ liveClassId, asTeacher }: { liveClassId: string; asTeacher: boolean }) {
  const { t, i18n } = useTranslation('live-class');
  const q = useLivePerformance(liveClassId, asTeacher);
  const lc = q.data?.live_class;
  usePageTitle(lc ? t('perf.pageTitle', { title: lc.title }) : t('perf.title'));
  const back = asTeacher
    ? { href: lc ? `/school/classes/${encodeURIComponent(lc.class_id)}?tab=live` : '/school', label: lc ? t('perf.backClass') : t('page.backSchool') }
    : { href: '/user-home/live-classes', label: t('page.back') };
  let body: React.ReactNode;
  if (q.isPending)
    body = (
      <Stack gap="sm" aria-busy="true">
        <VisuallyHidden role="status">{t('perf.loading')}</VisuallyHidden>
        <Skeleton h={140} radius="md" />
        <Skeleton h={200} radius="md" />
      </Stack>
    );
  else if (q.isError)
    body =
      isApiError(q.error) && q.error.status === 404 ? (
        <Alert color="gray" variant="light" role="alert" title={t('notFound.title')}>
          {t('notFound.text')}
        </Alert>
      ) : (
        <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle aria-hidden="true" />} title={t('perf.error')}>
          <Button variant="light" color="red" leftSection={<IconRefresh size={16} aria-hidden="true" />} onClick={() => void q.refetch()}>
            {t('error.retry')}
          </Button>
        </Alert>
      );
  else body = asTeacher ? <StaffReport data={q.data} /> : <StudentReport data={q.data} />;
  return (
    <Container size="lg" py="md" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Anchor component={InternalLink} href={back.href} size="sm">
          <IconArrowLeft size={14} aria-hidden="true" style={{ verticalAlign: 'middle', marginInlineEnd: 4 }} />
          {back.label}
        </Anchor>
        <div>
          <Title order={1} size="h2">
            {t('perf.title')}
          </Title>
          {lc ? (
            <Text c="dimmed" size="sm" data-testid="perf-class">
              {[lc.title, lc.class_name, formatDateTime(lc.starts_at, i18n.language)].join(' · ')}
            </Text>
          ) : null}
        </div>
        {body}
      </Stack>
    </Container>
  );
}
