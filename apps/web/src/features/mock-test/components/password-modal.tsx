import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenedAfterMount } from '../../../lib/on-demand.tsx';

export interface PasswordModalProps {
  opened: boolean;
  onClose: () => void;
  /** Starts the test with the password typed. */
  onSubmit: (password: string) => void;
  busy: boolean;
  /** The server's refusal (wrong password), shown under the field. */
  error?: string | null;
}

/**
 * The password modal (learning.md §2 Tests): a test that has a password asks for it before it
 * starts; the server checks it (400 TEST_PASSWORD_WRONG is shown under the field).
 */
export function PasswordModal({ opened: wanted, onClose, onSubmit, busy, error }: PasswordModalProps) {
  const { t } = useTranslation('test');
  // Fetched when first asked for: open after mounting, so the focus goes back to Start when it closes.
  const opened = useOpenedAfterMount(wanted);
  const [value, setValue] = useState('');
  const [tried, setTried] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (value.trim() !== '') onSubmit(value);
  };
  const empty = tried && value.trim() === '';
  return (
    <Modal opened={opened} onClose={onClose} title={t('password.title')} centered closeOnClickOutside={!busy}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">{t('password.body')}</Text>
          <PasswordInput
            label={t('password.label')}
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
            error={empty ? t('password.required') : (error ?? undefined)}
            visibilityToggleButtonProps={{ 'aria-label': t('password.toggle') }}
            autoComplete="off"
            data-autofocus
            required
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('password.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('password.start')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
