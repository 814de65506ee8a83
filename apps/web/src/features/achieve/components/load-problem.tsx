import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';

/**
 * A failed Achieve load: what went wrong in plain words (no exam on the profile, an exam the
 * profile does not prepare for, or the connection) and Try again when it can help.
 */
export function LoadProblem({ error, onRetry }: { error: unknown; onRetry?: (() => void) | undefined }) {
  const { t } = useTranslation('achieve');
  const key = !error ? 'noExam' : isApiError(error) && error.status === 404 ? 'wrongExam' : 'network';
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={20} aria-hidden="true" />} title={t('problem.title')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t(`problem.${key}`)}</Text>
        {onRetry && key === 'network' && (
          <Button size="sm" variant="white" color="red" leftSection={<IconRefresh size={16} aria-hidden="true" />} onClick={onRetry}>
            {t('problem.retry')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
