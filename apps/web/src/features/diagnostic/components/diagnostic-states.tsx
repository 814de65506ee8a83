import { Alert, Button, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import type { DiagnosticSummary } from '@abhyas/contracts';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NoExamNotice } from '../../../components/ui/notice-card.tsx';

/** The page's shape while it loads (announced to screen readers). */
export function DiagnosticSkeleton() {
  const { t } = useTranslation('diagnostic');
  return (
    <Stack gap="sm" aria-busy="true" data-testid="diagnostic-skeleton">
      <VisuallyHidden role="status">{t('loading')}</VisuallyHidden>
      <Skeleton h={120} radius="md" />
      <Skeleton h={160} radius="md" />
    </Stack>
  );
}

/** A failed call: says so and offers Try again. */
export function DiagnosticError({ onRetry, text }: { onRetry: () => void; text?: string }) {
  const { t } = useTranslation('diagnostic');
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden="true" />} title={t('error.title')} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{text ?? t('error.text')}</Text>
        <Button variant="light" color="red" leftSection={<IconRefresh size={16} aria-hidden="true" />} onClick={onRetry}>
          {t('error.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** The active profile has no exam: a diagnostic is per exam, so choose one first. */
export function DiagnosticNoExam() {
  const { t } = useTranslation('diagnostic');
  return <NoExamNotice title={t('noExam.title')} text={t('noExam.text')} action={t('noExam.action')} />;
}

/** Dark fills: white text keeps 4.5:1 (axe). */
const BAND_COLOR = { strong: 'teal.9', developing: 'blue.8', needs_work: '#9a3412' } as const;

/** A subject's level as a badge (strong / developing / needs work), colour plus words. */
export function BandBadge({ band }: { band: DiagnosticSummary['subjects'][number]['band'] }) {
  const { t } = useTranslation('diagnostic');
  return (
    <Badge color={BAND_COLOR[band]} variant="filled">
      {t(`band.${band}`)}
    </Badge>
  );
}
