import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The video could not be loaded (learning.md §8 Video): Reload asks again, Close leaves the overlay. */
export function VideoLoadError({ onReload, onClose }: { onReload(): void; onClose(): void }) {
  const { t } = useTranslation('video');
  return (
    <Stack align="center" justify="center" h="100%" p="md" role="alert">
      <Text c="white">{t('overlay.loadError')}</Text>
      <Group>
        <Button onClick={onReload}>{t('prompt.reload')}</Button>
        <Button variant="default" onClick={onClose}>
          {t('overlay.close')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The video, its source or the profile's progress is on its way. */
export function VideoLoading() {
  const { t } = useTranslation('video');
  return (
    <Stack align="center" justify="center" h="100%" role="status" aria-label={t('overlay.loading')}>
      <Loader color="white" />
    </Stack>
  );
}
