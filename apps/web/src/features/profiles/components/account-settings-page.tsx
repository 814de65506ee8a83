import { Badge, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useConnectedProfiles } from '../../auth/api/connected-profiles.ts';
import { useAuth } from '../../auth/hooks/use-current-profile.ts';
import { ChangeLoginCard } from './change-login-card.tsx';
import { ChangePasswordCard } from './change-password-card.tsx';
import { SignOutCard } from './sign-out-card.tsx';

function LoginRow({ label, value, verified }: { label: string; value: string | null; verified: boolean }) {
  const { t } = useTranslation('profiles');
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <div style={{ minWidth: 0 }}>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <Text truncate>{value ?? t('settings.notSet')}</Text>
      </div>
      {value ? (
        <Badge color={verified ? 'teal' : 'yellow'} variant="light">
          {verified ? t('settings.verified') : t('settings.unverified')}
        </Badge>
      ) : null}
    </Group>
  );
}

/**
 * /account-settings (platform.md §2.2, §7.1): the parent account's mobile and e-mail, change
 * password, change login (confirmed by OTP), sign out here or on all devices.
 */
export function AccountSettingsPage() {
  const { t } = useTranslation('profiles');
  useConnectedProfiles();
  const { user } = useAuth();

  return (
    <Container size="sm" px="md" py="xl">
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t('settings.title')}
        </Title>
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="account-title">
          <Stack gap="sm">
            <Title order={2} size="h4" id="account-title">
              {t('settings.accountTitle')}
            </Title>
            {user ? (
              <>
                <Text fw={600}>{[user.first_name, user.last_name].filter(Boolean).join(' ')}</Text>
                <LoginRow label={t('settings.mobile')} value={user.mobile} verified={user.mobile_verified} />
                <LoginRow label={t('settings.email')} value={user.email} verified={user.email_verified} />
              </>
            ) : (
              <Text c="dimmed">{t('settings.loading')}</Text>
            )}
          </Stack>
        </Paper>
        <ChangePasswordCard />
        <ChangeLoginCard />
        <SignOutCard />
      </Stack>
    </Container>
  );
}
