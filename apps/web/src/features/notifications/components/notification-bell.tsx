import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withQueryClient } from '../../../lib/query-client.tsx';
import { useUnreadCount } from '../api/notifications-unread.ts';

/** The panel (Popover, floating-ui, the list): loaded when the bell is first pointed at, focused or pressed. */
const loadPanel = () => import('./notification-panel.tsx');
const NotificationPanel = lazy(loadPanel);

/**
 * The bell of the signed-in header (platform.md §4.4, §7.3): the unread count (GET ?status=unread,
 * `totalElements`; "9+" above 9) and a panel with the notifications, a link to /notifications and
 * one to the preferences. `profileKey` is only there so the header re-renders it per profile.
 */
export function NotificationBell(_props: { profileKey?: string | null }) {
  const { t } = useTranslation('notifications');
  const [opened, setOpened] = useState(false);
  const [wanted, setWanted] = useState(false);
  const count = useUnreadCount().data ?? 0;
  const label = count > 0 ? t('bell.labelUnread', { count }) : t('bell.label');
  const trigger = (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      radius="xl"
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={opened}
      onClick={() => {
        setWanted(true);
        setOpened((o) => !o);
      }}
      onPointerEnter={() => void loadPanel()}
      onFocus={() => void loadPanel()}
    >
      <IconBell size={20} aria-hidden="true" />
    </ActionIcon>
  );
  return (
    // The count's Indicator wraps the popover, not its target: the target's ARIA (haspopup,
    // expanded) belongs on the button, not on the Indicator's div (axe aria-allowed-attr).
    <Indicator label={count > 9 ? '9+' : count} size={16} color="red" disabled={count === 0} offset={6} data-testid="notification-count" data-value={count}>
      {wanted ? (
        <Suspense fallback={trigger}>
          <NotificationPanel trigger={trigger} opened={opened} onChange={setOpened} />
        </Suspense>
      ) : (
        trigger
      )}
    </Indicator>
  );
}

/** The bell with the shared query client (the header is outside any page's provider). */
const NotificationBellWithQuery = withQueryClient(NotificationBell);
export default NotificationBellWithQuery;
