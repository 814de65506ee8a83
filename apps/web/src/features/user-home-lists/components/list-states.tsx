import { Alert, Button, Card, Group, Skeleton, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';

/** The shape of a list while its first page loads. */
export function ListSkeleton({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation('user-lists');
  return (
    <Stack gap="sm" aria-busy="true">
      <VisuallyHidden role="status">{t('common.loading')}</VisuallyHidden>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} h={88} radius="md" />
      ))}
    </Stack>
  );
}

/** A list that could not be loaded, with a retry. */
export function ListError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('user-lists');
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden="true" />} title={t('common.errorTitle')} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('common.errorText')}</Text>
        <Button variant="light" color="red" loading={retrying} leftSection={<IconRefresh size={16} aria-hidden="true" />} onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** An empty list: what it would hold, and where to go to fill it. */
export function ListEmpty({ icon, title, text, actions }: { icon: ReactNode; title: string; text: string; actions: { href: string; label: string }[] }) {
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="sm" align="flex-start">
        <ThemeIcon size={44} radius="xl" variant="light" aria-hidden="true">
          {icon}
        </ThemeIcon>
        <Title order={2} size="h4">
          {title}
        </Title>
        <Text c="dimmed">{text}</Text>
        <Group gap="sm">
          {actions.map((a, i) => (
            <Button key={a.href} component={InternalLink} href={a.href} variant={i === 0 ? 'filled' : 'default'}>
              {a.label}
            </Button>
          ))}
        </Group>
      </Stack>
    </Card>
  );
}

/** "Showing n of total" and the Load more button while pages remain. */
export function LoadMore({ shown, total, hasMore, loading, onMore }: { shown: number; total: number; hasMore: boolean; loading: boolean; onMore: () => void }) {
  const { t } = useTranslation('user-lists');
  return (
    <Stack gap="xs" align="center" mt="sm">
      <Text size="sm" c="dimmed" role="status">
        {t('common.shown', { shown, total })}
      </Text>
      {hasMore && (
        <Button variant="default" loading={loading} onClick={onMore}>
          {t('common.loadMore')}
        </Button>
      )}
    </Stack>
  );
}
