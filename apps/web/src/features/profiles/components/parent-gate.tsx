import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../auth/index.ts';
import { PasswordField } from '../../auth/index.ts';
import { useErrorMessage } from '../../auth/index.ts';
import { useConfirmPassword } from '../api/confirm-password.ts';

/**
 * The family account's settings (mobile, e-mail, password, signing out everywhere) belong to the
 * parent: on a student's profile they open only after the parent enters the account's password
 * (POST confirm-password, issue 15). `onOpen` is called once it is confirmed.
 */
export function ParentGate({ onOpen }: { onOpen(): void }) {
  const { t } = useTranslation('profiles');
  const describe = useErrorMessage();
  const confirm = useConfirmPassword();
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password) confirm.mutate(password, { onSuccess: onOpen });
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="parent-gate-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="parent-gate-title">
            {t('settings.familyTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('settings.familyText')}
          </Text>
          <FormErrorAlert message={confirm.isError ? describe(confirm.error) : null} />
          <PasswordField
            label={t('settings.parentPassword')}
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
          <Button type="submit" leftSection={<IconLock size={18} aria-hidden />} loading={confirm.isPending} disabled={!password}>
            {t('settings.openFamily')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
