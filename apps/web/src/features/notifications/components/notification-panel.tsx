import { Anchor, Group, Popover, ScrollArea, Text } from '@mantine/core';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { NotificationList } from './notification-list.tsx';

export interface NotificationPanelProps {
  /** The bell's button: the panel's target. */
  trigger: ReactElement;
  opened: boolean;
  onChange: (opened: boolean) => void;
}

/**
 * The bell's panel (platform.md §4.4): the notifications, a link to /notifications and one to the
 * preferences. Its own chunk, with Mantine's Popover and floating-ui: the bell loads it when first
 * pointed at, focused or pressed (issue 25 §3).
 */
export default function NotificationPanel({ trigger, opened, onChange }: NotificationPanelProps) {
  const { t } = useTranslation('notifications');
  return (
    <Popover opened={opened} onChange={onChange} position="bottom-end" width="min(92vw, 380px)" shadow="md" radius="md" trapFocus>
      <Popover.Target>{trigger}</Popover.Target>
      <Popover.Dropdown aria-label={t('title')} role="dialog">
        <Group justify="space-between" mb="xs">
          <Text fw={700} component="h2" size="md" m={0}>
            {t('title')}
          </Text>
          <Anchor component={InternalLink} href="/notifications" size="sm" onClick={() => onChange(false)}>
            {t('seeAll')}
          </Anchor>
        </Group>
        <ScrollArea.Autosize mah="min(70vh, 520px)" type="auto">
          <NotificationList headingLevel={3} />
        </ScrollArea.Autosize>
        <Anchor component={InternalLink} href="/notifications/preferences" size="sm" mt="xs" display="block" onClick={() => onChange(false)}>
          {t('preferences.link')}
        </Anchor>
      </Popover.Dropdown>
    </Popover>
  );
}
