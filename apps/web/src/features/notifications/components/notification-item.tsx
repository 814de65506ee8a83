import { ActionIcon, Anchor, Badge, Box, Button, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconMail, IconMailOpened, IconTrash } from '@tabler/icons-react';
import type { InAppRecord } from '@abhyas/contracts';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';

export interface NotificationItemProps {
  record: InAppRecord;
  /** Deleted, waiting for the 6 s undo to pass. */
  deleted: boolean;
  onRead: (record: InAppRecord, status: 'read' | 'unread') => void;
  onDelete: (record: InAppRecord) => void;
  onUndo: (record: InAppRecord) => void;
}

/**
 * One in-app notification (platform.md §3 Notification): worded by type (falling back to the
 * stored title), unread marked, high priority badged, time in en-IN; open (marks read), mark
 * read/unread and delete. A deleted one shows "Deleted" with Undo until the delete is sent.
 */
export function NotificationItem({ record, deleted, onRead, onDelete, onUndo }: NotificationItemProps) {
  const { t, i18n } = useTranslation('notifications');
  const title = t(`types.${record.type}.title`, { ...record.params, defaultValue: record.title });
  const body = t(`types.${record.type}.body`, { ...record.params, defaultValue: record.body });
  if (deleted) {
    return (
      <Paper component="li" withBorder p="sm" radius="md" data-testid="notification-deleted">
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" c="dimmed" role="status">
            {t('deleted', { title })}
          </Text>
          <Button size="compact-sm" variant="light" onClick={() => onUndo(record)}>
            {t('undo')}
          </Button>
        </Group>
      </Paper>
    );
  }
  const unread = record.status === 'unread';
  const when = new Date(record.created_at).toLocaleString(i18n.language === 'en' ? 'en-IN' : `${i18n.language}-IN`, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <Paper component="li" withBorder p="sm" radius="md" bg={unread ? 'var(--mantine-color-blue-light)' : undefined} data-unread={unread || undefined}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap={6} wrap="wrap">
            {unread && (
              <Badge size="xs" variant="filled">
                {t('unread')}
              </Badge>
            )}
            {record.priority === 'high' && (
              <Badge size="xs" color="red" variant="light">
                {t('priority.high')}
              </Badge>
            )}
          </Group>
          {record.link ? (
            <Anchor component={InternalLink} href={record.link} fw={unread ? 700 : 500} c="saffron.9" onClick={() => unread && onRead(record, 'read')}>
              {title}
            </Anchor>
          ) : (
            <Text fw={unread ? 700 : 500}>{title}</Text>
          )}
          {body && (
            <Text size="sm" c="dimmed">
              {body}
            </Text>
          )}
          <Text size="xs" c="dimmed" component="time" dateTime={new Date(record.created_at).toISOString()}>
            {when}
          </Text>
        </Stack>
        <Box style={{ flexShrink: 0 }}>
          <Group gap={4} wrap="nowrap">
            <Tooltip label={t(unread ? 'markRead' : 'markUnread')}>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t(unread ? 'markReadOf' : 'markUnreadOf', { title })}
                onClick={() => onRead(record, unread ? 'read' : 'unread')}
              >
                {unread ? <IconMailOpened size={18} aria-hidden="true" /> : <IconMail size={18} aria-hidden="true" />}
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('delete')}>
              <ActionIcon variant="subtle" color="red" aria-label={t('deleteOf', { title })} onClick={() => onDelete(record)}>
                <IconTrash size={18} aria-hidden="true" />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Box>
      </Group>
    </Paper>
  );
}
