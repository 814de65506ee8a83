import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The end-practice confirmation (learning.md §2 Practice): Keep practising (default focus) or End practice. */
export function EndPracticeDialog({ opened, onCancel, onConfirm }: { opened: boolean; onCancel: () => void; onConfirm: () => void }) {
  const { t } = useTranslation('practice');
  return (
    <Modal opened={opened} onClose={onCancel} title={t('end.title')} centered radius="md" closeButtonProps={{ 'aria-label': t('end.close') }}>
      <Text mb="lg">{t('end.body')}</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} data-autofocus>
          {t('end.keep')}
        </Button>
        <Button color="red.9" onClick={onConfirm}>
          {t('end.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}

/** The time-tampered modal (learning.md §4 Practice "Timer"): the device clock moved while offline. */
export function TimeTamperedDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('practice');
  return (
    <Modal opened={opened} onClose={onClose} title={t('tamper.title')} centered radius="md" closeButtonProps={{ 'aria-label': t('end.close') }}>
      <Text mb="lg">{t('tamper.body')}</Text>
      <Group justify="flex-end">
        <Button onClick={onClose} data-autofocus>
          {t('tamper.ok')}
        </Button>
      </Group>
    </Modal>
  );
}
