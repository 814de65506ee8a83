import { Anchor, Container, Group, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { NotificationList } from './notification-list.tsx';

/** `/notifications` (platform.md §2.2, §4.4): every notification in date buckets, paged 8 at a time. `now` is for tests. */
export function NotificationsPage({ now }: { now?: number }) {
  const { t } = useTranslation('notifications');
  usePageTitle(t('title'));
  return (
    <Container size="sm" py="lg">
      <Group justify="space-between" mb="md">
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Anchor component={InternalLink} href="/notifications/preferences" size="sm">
          {t('preferences.link')}
        </Anchor>
      </Group>
      <NotificationList now={now} />
    </Container>
  );
}
