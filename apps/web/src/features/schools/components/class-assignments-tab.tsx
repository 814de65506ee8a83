import { Badge, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLock, IconPlus } from '@tabler/icons-react';
import type { ClassSummary, TeacherAssignment } from '@abhyas/contracts';
import { formatDateTime } from '@abhyas/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { useClassAssignments, useDeleteAssignment } from '../api/staff.ts';
import { schoolErrorText } from '../utils/api-errors.ts';
import { KIND_ICONS } from './assignment-tile.tsx';
import { ConfirmButton } from './confirm-button.tsx';
import { CreateAssignmentForm } from './create-assignment-form.tsx';
import { ErrorState, FormError, LoadingState } from './states.tsx';
import classes from './schools.module.css';

export const reportHref = (classId: string, assignmentId: string) =>
  `/school/classes/${encodeURIComponent(classId)}/assignments/${encodeURIComponent(assignmentId)}`;

function AssignmentRow({ a, onDelete, deleting }: { a: TeacherAssignment; onDelete: () => void; deleting: boolean }) {
  const { t, i18n } = useTranslation('schools');
  const Icon = KIND_ICONS[a.target.kind];
  const share = a.student_count > 0 ? Math.round((100 * a.completed_count) / a.student_count) : 0;
  return (
    <Card component="li" withBorder radius="md" padding="md" data-testid="teacher-assignment">
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap">
          <Badge variant="light" tt="none" leftSection={<Icon size={12} aria-hidden="true" />}>
            {t(`kind.${a.target.kind}`)}
          </Badge>
          {a.locked_until_start ? (
            <Badge variant="outline" color="gray" tt="none" leftSection={<IconLock size={12} aria-hidden="true" />}>
              {t('assign.lockedBadge')}
            </Badge>
          ) : null}
        </Group>
        <Title order={3} size="h5">
          {a.title}
        </Title>
        <Text size="sm" c="dimmed">
          {t('assign.window', { start: formatDateTime(a.starts_at, i18n.language), due: formatDateTime(a.due_at, i18n.language) })}
        </Text>
        <div>
          <Text size="sm" fw={600} data-testid="completed-count">
            {t('assign.completed', { done: a.completed_count, total: a.student_count })}
          </Text>
          <Progress.Root size="sm" radius="xl" mt={4}>
            <Progress.Section value={share} color="green" aria-label={t('assign.completedLabel')} />
          </Progress.Root>
        </div>
        <Group gap="sm" wrap="wrap">
          <Button component={InternalLink} href={reportHref(a.class_id, a.id)} size="xs" variant="light" aria-label={t('assign.reportOf', { title: a.title })}>
            {t('assign.report')}
          </Button>
          <ConfirmButton
            size="xs"
            variant="default"
            color="red"
            aria-label={t('assign.deleteOf', { title: a.title })}
            title={t('assign.deleteTitle', { title: a.title })}
            message={t('assign.deleteText')}
            confirmLabel={t('assign.delete')}
            loading={deleting}
            onConfirm={onDelete}
          >
            {t('assign.delete')}
          </ConfirmButton>
        </Group>
      </Stack>
    </Card>
  );
}

/** The class's assignments (completed x of y, report, delete) and the form that sets a new one. */
export function ClassAssignmentsTab({ cls }: { cls: ClassSummary }) {
  const { t } = useTranslation('schools');
  const q = useClassAssignments(cls.id);
  const remove = useDeleteAssignment(cls.id);
  const [form, formCtl] = useDisclosure(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2} size="h4" id="class-assignments">
          {t('tabs.assignments')}
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={formCtl.toggle} aria-expanded={form}>
          {t('assign.title')}
        </Button>
      </Group>
      {form ? <CreateAssignmentForm cls={cls} onDone={formCtl.close} /> : null}
      <FormError message={error} />
      {q.isPending ? (
        <LoadingState label={t('assign.loading')} rows={2} />
      ) : q.isError ? (
        <ErrorState title={t('assign.error')} onRetry={() => void q.refetch()} />
      ) : q.data.length === 0 ? (
        <Text c="dimmed" data-testid="teacher-assignments-empty">
          {t('assign.empty')}
        </Text>
      ) : (
        <Stack component="ul" gap="sm" className={classes.plainList} aria-labelledby="class-assignments">
          {q.data.map((a) => (
            <AssignmentRow
              key={a.id}
              a={a}
              deleting={remove.isPending && remove.variables === a.id}
              onDelete={() => {
                setError(null);
                remove.mutate(a.id, { onError: (e) => setError(schoolErrorText(t, e)) });
              }}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
