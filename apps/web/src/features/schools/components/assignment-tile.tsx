import { Anchor, Badge, Card, Group, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBook, IconCheck, IconClipboardCheck, IconLock, IconPencil, IconPlayerPlay } from '@tabler/icons-react';
import type { StudentAssignment } from '@abhyas/contracts';
import { formatDateTime } from '@abhyas/domain';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { DONE_TEXT } from '../utils/colors.ts';
import { formatDay } from '../utils/dates.ts';
import classes from './schools.module.css';

export const KIND_ICONS = { practice: IconPencil, test: IconClipboardCheck, video: IconPlayerPlay, book: IconBook } as const;

/** The tile's due text (learning.md §4 Tiles): Completed, Delayed, Due today, Due tomorrow, or the due day written day-month-year. */
export function dueLabel(t: TFunction, due: StudentAssignment['due_text'], language: string): string {
  switch (due.kind) {
    case 'completed':
      return t('schools:due.completed');
    case 'delayed':
      return t('schools:due.delayed');
    case 'due_today':
      return t('schools:due.today');
    case 'due_tomorrow':
      return t('schools:due.tomorrow');
    default:
      return t('schools:due.date', { date: formatDay(due.date ?? '', language) });
  }
}

/** The detail page of an assignment. */
export const assignmentHref = (id: string) => `/user-home/assignment/${encodeURIComponent(id)}`;

/**
 * One assignment tile (learning.md §3 `schoolAssignmentTag`, `dueDate`, `completedDate`, `isLocked`):
 * the class tag, the kind, the title (a link to the assignment over the whole card), the due text
 * and the progress. A locked tile is not actionable: its title is a disabled link that ignores
 * clicks, and the tile says when it opens.
 */
export function AssignmentTile({ assignment: a }: { assignment: StudentAssignment }) {
  const { t, i18n } = useTranslation('schools');
  const lockId = useId();
  const Icon = KIND_ICONS[a.target.kind];
  const locked = a.is_locked || a.state === 'locked';
  const completed = a.state === 'completed';
  const progress = Math.round(a.progress);
  return (
    <Card component="li" withBorder radius="md" padding="md" className={classes.tile} data-testid="assignment-tile" data-state={locked ? 'locked' : a.state}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Badge variant="light" color="teal" radius="sm" tt="none" maw="100%">
            {a.class_name}
          </Badge>
          {completed ? (
            <Badge color="green" c={DONE_TEXT} variant="light" tt="none" leftSection={<IconCheck size={12} aria-hidden="true" />}>
              {t('tile.completed')}
            </Badge>
          ) : locked ? (
            <Badge color="gray" variant="light" tt="none" leftSection={<IconLock size={12} aria-hidden="true" />}>
              {t('tile.locked')}
            </Badge>
          ) : null}
        </Group>
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" radius="md" size="lg" aria-hidden="true">
            <Icon size={20} />
          </ThemeIcon>
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="xs" c="dimmed">
              {t(`kind.${a.target.kind}`)}
            </Text>
            <Title order={3} size="h5">
              {locked ? (
                <Anchor
                  component="a"
                  role="link"
                  aria-disabled="true"
                  aria-describedby={lockId}
                  tabIndex={0}
                  className={classes.locked}
                  onClick={(e: React.MouseEvent) => e.preventDefault()}
                >
                  {a.title}
                </Anchor>
              ) : (
                <Anchor component={InternalLink} href={assignmentHref(a.id)} className={classes.stretched} c="inherit">
                  {a.title}
                </Anchor>
              )}
            </Title>
          </Stack>
        </Group>
        <Text size="sm" fw={600} c={a.due_text.kind === 'delayed' ? 'red.9' : completed ? DONE_TEXT : undefined} data-testid="due-text">
          {dueLabel(t, a.due_text, i18n.language)}
        </Text>
        {locked ? (
          <Text size="sm" id={lockId} data-testid="lock-reason">
            <IconLock size={14} aria-hidden="true" style={{ verticalAlign: 'middle', marginInlineEnd: 4 }} />
            {t('tile.opens', { when: formatDateTime(a.starts_at, i18n.language) })}
          </Text>
        ) : null}
        <div>
          <Progress.Root size="sm" radius="xl">
            <Progress.Section value={progress} color={completed ? 'green' : undefined} aria-label={t('tile.progressLabel')} />
          </Progress.Root>
          <Text size="xs" c="dimmed" mt={4}>
            {t('tile.progress', { percent: progress })}
          </Text>
        </div>
      </Stack>
    </Card>
  );
}
