import { Alert, Button, Card, Group, Skeleton, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconBook, IconPencil, IconRefresh, IconTimeline } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';

/** A new student's timeline: what it will show, and a first step (Learn or Practice). */
export function TimelineEmpty({ headingOrder = 2 }: { headingOrder?: 2 | 3 }) {
  const { t } = useTranslation('timeline');
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="sm" align="flex-start">
        <ThemeIcon size={44} radius="xl" variant="light" aria-hidden="true">
          <IconTimeline size={24} />
        </ThemeIcon>
        <Title order={headingOrder} size="h4">
          {t('empty.title')}
        </Title>
        <Text c="dimmed">{t('empty.text')}</Text>
        <Group gap="sm">
          <Button component={InternalLink} href="/learn/home" leftSection={<IconBook size={18} aria-hidden="true" />}>
            {t('empty.learn')}
          </Button>
          <Button component={InternalLink} href="/practice/home" variant="light" leftSection={<IconPencil size={18} aria-hidden="true" />}>
            {t('empty.practice')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** The timeline could not be read: why, and a retry. */
export function TimelineError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('timeline');
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden="true" />} title={t('error.title')} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('error.text')}</Text>
        <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden="true" />} onClick={onRetry}>
          {t('error.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** Placeholder rows while the timeline loads. */
export function TimelineSkeleton() {
  const { t } = useTranslation('timeline');
  return (
    <Stack gap="sm" aria-busy="true" data-testid="timeline-skeleton">
      <VisuallyHidden role="status">{t('loading')}</VisuallyHidden>
      <Skeleton h={24} w={120} />
      <Skeleton h={56} radius="md" />
      <Skeleton h={56} radius="md" />
      <Skeleton h={24} w={120} mt="md" />
      <Skeleton h={56} radius="md" />
    </Stack>
  );
}
