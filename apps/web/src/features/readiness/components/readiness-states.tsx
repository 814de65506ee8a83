import { Alert, Button, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconChartLine, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { NoExamNotice, NoticeCard } from '../../../components/ui/notice-card.tsx';

/** The shape of the page while it loads (announced to screen readers). */
export function ReadinessSkeleton() {
  const { t } = useTranslation('readiness');
  return (
    <Stack gap="sm" aria-busy="true" data-testid="readiness-skeleton">
      <VisuallyHidden role="status">{t('loading')}</VisuallyHidden>
      <Skeleton h={140} radius="md" />
      <Skeleton h={96} radius="md" />
      <Skeleton h={96} radius="md" />
    </Stack>
  );
}

/** A failed call: says so and offers Try again. */
export function ReadinessError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('readiness');
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden="true" />} title={t('error.title')} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('error.text')}</Text>
        <Button variant="light" color="red" leftSection={<IconRefresh size={16} aria-hidden="true" />} onClick={onRetry}>
          {t('error.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** Nothing to predict from yet: "practise or take a test first", with links to both. */
export function ReadinessEmpty() {
  const { t } = useTranslation('readiness');
  return (
    <NoticeCard icon={<IconChartLine size={24} />} title={t('empty.title')} text={t('empty.text')}>
      <Stack gap="xs" style={{ flexDirection: 'row', flexWrap: 'wrap' }}>
        <Button component={InternalLink} href="/practice/home">
          {t('empty.practise')}
        </Button>
        <Button component={InternalLink} href="/test/home" variant="light">
          {t('empty.test')}
        </Button>
      </Stack>
    </NoticeCard>
  );
}

/** The active profile has no exam: readiness is per exam, so choose one first. */
export function ReadinessNoExam() {
  const { t } = useTranslation('readiness');
  return <NoExamNotice title={t('noExam.title')} text={t('noExam.text')} action={t('noExam.action')} />;
}
