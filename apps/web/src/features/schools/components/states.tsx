import { Alert, Button, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Skeleton rows with a status line for screen readers. */
export function LoadingState({ label, rows = 3, testId }: { label: string; rows?: number; testId?: string }) {
  return (
    <Stack gap="sm" aria-busy="true" data-testid={testId}>
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} h={72} radius="md" />
      ))}
    </Stack>
  );
}

/** A failed load: what failed, and Try again. */
export function ErrorState({ title, text, onRetry }: { title: string; text?: string; onRetry?: () => void }) {
  const { t } = useTranslation('schools');
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden="true" />} title={title} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{text ?? t('errors.load')}</Text>
        {onRetry ? (
          <Button variant="light" color="red" leftSection={<IconRefresh size={16} aria-hidden="true" />} onClick={onRetry}>
            {t('retry')}
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}

/** A form's failure, announced. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle aria-hidden="true" />} p="xs">
      {message}
    </Alert>
  );
}
