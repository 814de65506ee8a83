import { Alert, Anchor, Badge, Button, Card, Container, Group, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconCheck, IconLock, IconPlayerPlay } from '@tabler/icons-react';
import type { StudentAssignment } from '@abhyas/contracts';
import { formatDateTime } from '@abhyas/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useMarkDone } from '../api/student-actions.ts';
import { useStudentAssignment } from '../api/student.ts';
import { schoolErrorText } from '../utils/api-errors.ts';
import { DONE_TEXT, STATUS_BADGE } from '../utils/colors.ts';
import { dueLabel, KIND_ICONS } from './assignment-tile.tsx';
import { ErrorState, FormError, LoadingState } from './states.tsx';

/** Start, Continue or Open again (to the assignment's practice, test, video or book); a book also has Mark as done. */
function Actions({ a }: { a: StudentAssignment }) {
  const { t, i18n } = useTranslation('schools');
  const done = useMarkDone(a.id);
  const [error, setError] = useState<string | null>(null);
  const locked = a.is_locked || a.state === 'locked';
  if (locked) {
    return (
      <Alert color="gray" variant="light" icon={<IconLock aria-hidden="true" />} role="status" data-testid="detail-locked">
        {t('tile.opens', { when: formatDateTime(a.starts_at, i18n.language) })}
      </Alert>
    );
  }
  const label = a.status === 'completed' ? t('detail.openAgain') : a.status === 'in_progress' ? t('detail.continue') : t('detail.start');
  const isBook = a.target.kind === 'book';
  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="wrap">
        <Button component={InternalLink} href={a.link} leftSection={<IconPlayerPlay size={18} aria-hidden="true" />}>
          {isBook && a.status !== 'completed' ? t('detail.openBook') : label}
        </Button>
        {isBook && a.status !== 'completed' ? (
          <Button
            variant="default"
            leftSection={<IconCheck size={18} color={DONE_TEXT} aria-hidden="true" />}
            loading={done.isPending}
            onClick={() => {
              setError(null);
              done.mutate(undefined, { onError: (e) => setError(schoolErrorText(t, e)) });
            }}
          >
            {t('detail.markDone')}
          </Button>
        ) : null}
      </Group>
      <FormError message={error} />
    </Stack>
  );
}

function Detail({ a }: { a: StudentAssignment }) {
  const { t, i18n } = useTranslation('schools');
  const Icon = KIND_ICONS[a.target.kind];
  const progress = Math.round(a.progress);
  return (
    <Stack gap="md">
      <Group gap="xs" wrap="wrap">
        <Badge variant="light" color="teal" tt="none">
          {a.class_name}
        </Badge>
        <Badge variant="outline" color="gray" tt="none" leftSection={<Icon size={12} aria-hidden="true" />}>
          {t(`kind.${a.target.kind}`)}
        </Badge>
        <Badge color={STATUS_BADGE[a.status].color} c={STATUS_BADGE[a.status].c} variant="light" tt="none" data-testid="detail-status">
          {t(`status.${a.status}`)}
        </Badge>
      </Group>
      <Title order={1}>{a.title}</Title>
      <Card withBorder radius="md" padding="md">
        <Stack gap="xs">
          <Text fw={600} c={a.due_text.kind === 'delayed' ? 'red.9' : undefined} data-testid="due-text">
            {dueLabel(t, a.due_text, i18n.language)}
          </Text>
          <Text size="sm">{t('detail.dueAt', { when: formatDateTime(a.due_at, i18n.language) })}</Text>
          <Text size="sm" c="dimmed">
            {t('detail.startsAt', { when: formatDateTime(a.starts_at, i18n.language) })}
          </Text>
          {a.completed_at !== null ? <Text size="sm">{t('detail.completedAt', { when: formatDateTime(a.completed_at, i18n.language) })}</Text> : null}
          <div>
            <Progress.Root size="md" radius="xl">
              <Progress.Section value={progress} color={a.status === 'completed' ? 'green' : undefined} aria-label={t('tile.progressLabel')} />
            </Progress.Root>
            <Text size="xs" c="dimmed" mt={4}>
              {t('tile.progress', { percent: progress })}
            </Text>
          </div>
        </Stack>
      </Card>
      <Stack gap={4} component="section" aria-labelledby="assignment-instructions">
        <Title order={2} size="h4" id="assignment-instructions">
          {t('detail.instructions')}
        </Title>
        <Text style={{ whiteSpace: 'pre-wrap' }} c={a.instructions ? undefined : 'dimmed'}>
          {a.instructions ?? t('detail.noInstructions')}
        </Text>
      </Stack>
      <Actions a={a} />
    </Stack>
  );
}

/**
 * `/user-home/assignment/{assignmentId}` (issue 23 §2): one assignment — class, kind, status, due
 * and start, progress, the teacher's instructions, and Start / Continue to its work (whose link
 * carries the homework, school and class ids); a book assignment has Mark as done; a locked one
 * says when it opens. Not found (another class's, or a class left) and error states.
 */
export function AssignmentDetailPage({ assignmentId }: { assignmentId: string }) {
  const { t } = useTranslation('schools');
  const q = useStudentAssignment(assignmentId);
  usePageTitle(q.data?.title ?? t('assignments.title'));
  let body: React.ReactNode;
  if (q.isPending) body = <LoadingState label={t('detail.loading')} rows={2} />;
  else if (q.isError)
    body =
      isApiError(q.error) && q.error.status === 404 ? (
        <Card withBorder radius="md" padding="lg" data-testid="detail-not-found">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon variant="light" color="gray" aria-hidden="true">
              <IconLock size={18} />
            </ThemeIcon>
            <Stack gap={2}>
              <Title order={1} size="h3">
                {t('detail.notFoundTitle')}
              </Title>
              <Text c="dimmed">{t('detail.notFoundText')}</Text>
            </Stack>
          </Group>
        </Card>
      ) : (
        <ErrorState title={t('detail.error')} onRetry={() => void q.refetch()} />
      );
  else body = <Detail a={q.data} />;
  return (
    <Container size="sm" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Anchor component={InternalLink} href="/user-home/assignment" size="sm">
          <IconArrowLeft size={14} aria-hidden="true" style={{ verticalAlign: 'middle', marginInlineEnd: 4 }} />
          {t('detail.back')}
        </Anchor>
        {body}
      </Stack>
    </Container>
  );
}
