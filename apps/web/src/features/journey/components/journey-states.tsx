import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconRefresh, IconRoute } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';

/** A failed journey load: says so, with Try again when `onRetry` is given. */
export function JourneyError({ onRetry }: { onRetry?: (() => void) | undefined }) {
  const { t } = useTranslation('journey');
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={20} aria-hidden="true" />}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('home.error')}</Text>
        {onRetry && (
          <Button size="sm" variant="white" color="red" leftSection={<IconRefresh size={16} aria-hidden="true" />} onClick={onRetry}>
            {t('home.retry')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

/** No journey yet: leads to `/achieve/start-journey`. */
export function NoJourney() {
  const { t } = useTranslation('journey');
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm" align="flex-start">
        <Title order={2} fz={{ base: 20, sm: 24 }}>
          {t('home.emptyTitle')}
        </Title>
        <Text>{t('home.emptyBody')}</Text>
        <Button component={InternalLink} href="/achieve/start-journey" leftSection={<IconRoute size={18} aria-hidden="true" />}>
          {t('home.emptyAction')}
        </Button>
      </Stack>
    </Card>
  );
}
