import { Button, Group, Modal, Stack, Text, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmButtonProps extends Omit<ButtonProps, 'children' | 'onClick'> {
  /** The button's text. */
  children: ReactNode;
  /** Its accessible name when the text alone is not enough ("Remove Asha"). */
  'aria-label'?: string;
  /** The dialog's title and what it says will happen. */
  title: string;
  message: string;
  /** The confirming button's text ("Leave class"). */
  confirmLabel: string;
  onConfirm: () => void | Promise<unknown>;
  loading?: boolean;
}

/** A button that asks first: a dialog says what will happen, with Cancel and the action. */
export function ConfirmButton({ children, title, message, confirmLabel, onConfirm, loading, ...button }: ConfirmButtonProps) {
  const { t } = useTranslation('schools');
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button {...button} loading={loading} onClick={open}>
        {children}
      </Button>
      <Modal opened={opened} onClose={close} title={title} centered closeButtonProps={{ 'aria-label': t('common:actions.close') }}>
        <Stack gap="md">
          <Text>{message}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('confirm.cancel')}
            </Button>
            <Button
              color="red"
              onClick={() => {
                close();
                void onConfirm();
              }}
            >
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
