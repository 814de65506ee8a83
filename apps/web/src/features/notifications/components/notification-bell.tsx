import { ActionIcon, Anchor, Group, Indicator, Popover, ScrollArea, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { withQueryClient } from '../../../lib/query-client.tsx';
import { useUnreadCount } from '../api/notifications-api.ts';
import { NotificationList } from './notification-list.tsx';

/**
 * The bell of the signed-in header (platform.md §4.4, §7.3): the unread count (GET ?status=unread,
 * `totalElements`; "9+" above 9) and a panel with the notifications, a link to /notifications and
 * one to the preferences. `profileKey` is only there so the header re-renders it per profile.
 */
export function NotificationBell(_props: { profileKey?: string | null }) {
  const { t } = useTranslation('notifications');
  const [opened, setOpened] = useState(false);
  const count = useUnreadCount().data ?? 0;
  const label = count > 0 ? t('bell.labelUnread', { count }) : t('bell.label');
  return (
    // The count's Indicator wraps the popover, not its target: the target's ARIA (haspopup,
    // expanded) belongs on the button, not on the Indicator's div (axe aria-allowed-attr).
    <Indicator label={count > 9 ? '9+' : count} size={16} color="red" disabled={count === 0} offset={6} data-testid="notification-count" data-value={count}>
      <Popover opened={opened} onChange={setOpened} position="bottom-end" width="min(92vw, 380px)" shadow="md" radius="md" trapFocus>
        <Popover.Target>
          <ActionIcon variant="subtle" color="gray" size="lg" radius="xl" aria-label={label} aria-expanded={opened} onClick={() => setOpened((o) => !o)}>
            <IconBell size={20} aria-hidden="true" />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown aria-label={t('title')} role="dialog">
          <Group justify="space-between" mb="xs">
            <Text fw={700} component="h2" size="md" m={0}>
              {t('title')}
            </Text>
            <Anchor component={InternalLink} href="/notifications" size="sm" onClick={() => setOpened(false)}>
              {t('seeAll')}
            </Anchor>
          </Group>
          <ScrollArea.Autosize mah="min(70vh, 520px)" type="auto">
            <NotificationList headingLevel={3} />
          </ScrollArea.Autosize>
          <Anchor component={InternalLink} href="/notifications/preferences" size="sm" mt="xs" display="block" onClick={() => setOpened(false)}>
            {t('preferences.link')}
          </Anchor>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}

/** The bell with the shared query client (the header is outside any page's provider). */
const NotificationBellWithQuery = withQueryClient(NotificationBell);
export default NotificationBellWithQuery;
