import { Anchor, Badge, Card, Container, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { AssignmentStudentRow } from '@abhyas/contracts';
import { formatDateTime, formatNumber } from '@abhyas/domain';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useAssignmentReport } from '../api/staff.ts';
import { STATUS_BADGE } from '../utils/colors.ts';
import { KIND_ICONS } from './assignment-tile.tsx';
import { classHref } from './school-home-page.tsx';
import { ErrorState, LoadingState } from './states.tsx';

/** Headings and short values stay on one line; the table scrolls sideways on a narrow screen. */
const NOWRAP = { whiteSpace: 'nowrap', overflowWrap: 'normal' } as const;

function Row({ s }: { s: AssignmentStudentRow }) {
  const { t, i18n } = useTranslation('schools');
  const dash = (
    <Text span c="dimmed" aria-label={t('report.none')}>
      –
    </Text>
  );
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={600}>
        {s.first_name}
      </Table.Th>
      <Table.Td style={NOWRAP}>
        <Badge variant="light" color={STATUS_BADGE[s.status].color} c={STATUS_BADGE[s.status].c} tt="none" miw="max-content">
          {t(`status.${s.status}`)}
        </Badge>
      </Table.Td>
      <Table.Td miw={120}>{s.completed_at !== null ? formatDateTime(s.completed_at, i18n.language) : dash}</Table.Td>
      <Table.Td>
        {s.late ? (
          <Badge color="red" c="red.9" variant="light" tt="none" miw="max-content">
            {t('report.late')}
          </Badge>
        ) : s.completed_at !== null ? (
          t('report.onTime')
        ) : (
          dash
        )}
      </Table.Td>
      <Table.Td>
        {s.score !== null
          ? s.max_score !== null
            ? t('report.scoreOf', { score: formatNumber(s.score, i18n.language), max: formatNumber(s.max_score, i18n.language) })
            : formatNumber(s.score, i18n.language)
          : dash}
      </Table.Td>
      <Table.Td>{s.accuracy !== null ? t('report.percent', { percent: Math.round(s.accuracy * 100) }) : dash}</Table.Td>
    </Table.Tr>
  );
}

/**
 * `/school/classes/{classId}/assignments/{assignmentId}` (issue 23 §2): an assignment's report —
 * each student's status, when they completed it, whether late, score and accuracy, counted only
 * from work started from the assignment. Not found, loading and error states.
 */
export function AssignmentReportPage({ classId, assignmentId }: { classId: string; assignmentId: string }) {
  const { t, i18n } = useTranslation('schools');
  const q = useAssignmentReport(assignmentId);
  usePageTitle(q.data?.assignment.title ?? t('report.title'));
  let body: React.ReactNode;
  if (q.isPending) body = <LoadingState label={t('report.loading')} rows={3} />;
  else if (q.isError)
    body =
      isApiError(q.error) && q.error.status === 404 ? (
        <Card withBorder radius="md" padding="lg" data-testid="report-not-found">
          <Title order={1} size="h3">
            {t('report.notFoundTitle')}
          </Title>
          <Text c="dimmed">{t('report.notFoundText')}</Text>
        </Card>
      ) : (
        <ErrorState title={t('report.error')} onRetry={() => void q.refetch()} />
      );
  else {
    const { assignment: a, students } = q.data;
    const Icon = KIND_ICONS[a.target.kind];
    body = (
      <Stack gap="md">
        <div>
          <Group gap="xs" mb={4}>
            <Badge variant="light" tt="none" leftSection={<Icon size={12} aria-hidden="true" />}>
              {t(`kind.${a.target.kind}`)}
            </Badge>
          </Group>
          <Title order={1}>{t('report.titleOf', { title: a.title })}</Title>
          <Text c="dimmed">{t('assign.window', { start: formatDateTime(a.starts_at, i18n.language), due: formatDateTime(a.due_at, i18n.language) })}</Text>
          <Text fw={600}>{t('assign.completed', { done: a.completed_count, total: a.student_count })}</Text>
        </div>
        {students.length === 0 ? (
          <Text c="dimmed" data-testid="report-empty">
            {t('report.empty')}
          </Text>
        ) : (
          <Stack gap={4}>
            <Text size="sm" c="dimmed" id="report-caption">
              {t('report.caption')}
            </Text>
            {/* Scrolls sideways on a phone: focusable so the keyboard can scroll it too. */}
            <Table.ScrollContainer minWidth={520} type="native" tabIndex={0} role="group" aria-labelledby="report-caption">
              <Table striped verticalSpacing="xs" aria-labelledby="report-caption" data-testid="report-table">
                <Table.Thead>
                  <Table.Tr>
                    {(['student', 'status', 'completedAt', 'lateCol', 'score', 'accuracy'] as const).map((key) => (
                      <Table.Th key={key} scope="col" style={NOWRAP}>
                        {t(`report.${key}`)}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {students.map((s) => (
                    <Row key={s.profile_id} s={s} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        )}
        {a.instructions ? (
          <Stack gap={4}>
            <Title order={2} size="h4">
              {t('detail.instructions')}
            </Title>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{a.instructions}</Text>
          </Stack>
        ) : null}
      </Stack>
    );
  }
  return (
    <Container size="lg" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Anchor component={InternalLink} href={`${classHref(classId)}?tab=assignments`} size="sm">
          <IconArrowLeft size={14} aria-hidden="true" style={{ verticalAlign: 'middle', marginInlineEnd: 4 }} />
          {t('report.back')}
        </Anchor>
        {body}
      </Stack>
    </Container>
  );
}
