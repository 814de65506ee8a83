import { Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signOut } from '../../auth/index.ts';

/** Sign out here, or everywhere after a confirmation (platform.md §4.1, §7.1 clear_all_sessions). */
export function SignOutCard() {
  const { t } = useTranslation('profiles');
  const [opened, { open, close }] = useDisclosure(false);
  const [busy, setBusy] = useState<'here' | 'all' | null>(null);
  const run = (allDevices: boolean) => {
    setBusy(allDevices ? 'all' : 'here');
    void signOut({ allDevices }).finally(() => setBusy(null));
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="sign-out-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="sign-out-title">
          {t('settings.signOutTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('settings.signOutText')}
        </Text>
        <Group>
          <Button variant="default" leftSection={<IconLogout size={18} aria-hidden />} loading={busy === 'here'} onClick={() => run(false)}>
            {t('settings.signOut')}
          </Button>
          <Button color="red" variant="light" onClick={open}>
            {t('settings.signOutAll')}
          </Button>
        </Group>
      </Stack>
      <Modal opened={opened} onClose={close} title={t('settings.signOutAllTitle')} centered>
        <Stack gap="md">
          <Text>{t('settings.signOutAllText')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('settings.cancel')}
            </Button>
            <Button color="red" loading={busy === 'all'} onClick={() => run(true)}>
              {t('settings.signOutAllConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
