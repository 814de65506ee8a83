import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Full-page loader for guarded routes while the session settles, and for lazy pages. */
export function FullPageLoader() {
  const { t } = useTranslation('shell');
  return (
    <Center mih="60vh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader size="lg" type="dots" />
        <Text c="dimmed" size="sm">
          {t('loader.loading')}
        </Text>
      </Stack>
    </Center>
  );
}
