import { Alert, Anchor, Badge, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConnectedProfiles } from '../../auth/index.ts';
import type { OtpSent } from '../../auth/index.ts';
import { useResendOtp } from '../../auth/index.ts';
import { FormErrorAlert } from '../../auth/index.ts';
import { OtpForm } from '../../auth/index.ts';
import { useAuth } from '../../auth/index.ts';
import { useErrorMessage } from '../../auth/index.ts';
import { maskAddress } from '../../auth/index.ts';
import { useConfirmVerificationOtp, useSendVerificationOtp } from '../api/verify-address.ts';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { ChangeLoginCard } from './change-login-card.tsx';
import { ChangePasswordCard } from './change-password-card.tsx';
import { ParentGate } from './parent-gate.tsx';
import { ProfileSettingsCard } from './profile-settings-card.tsx';
import { SignOutCard } from './sign-out-card.tsx';

/**
 * One sign-in address with its state. An unverified one offers "Verify": a code goes to it
 * (send-verification-otp) and entering it proves the address (issue 14 §1.3); until then it
 * cannot be used to sign in or to recover the account.
 */
function LoginRow({ label, value, verified, address }: { label: string; value: string | null; verified: boolean; address: 'email' | 'mobile' }) {
  const { t } = useTranslation('profiles');
  const describe = useErrorMessage();
  const send = useSendVerificationOtp();
  const confirm = useConfirmVerificationOtp();
  const resend = useResendOtp();
  const [sent, setSent] = useState<(OtpSent & { sentAt: number }) | null>(null);
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text truncate>{value ?? t('settings.notSet')}</Text>
        </div>
        {value ? (
          <Group gap="xs" wrap="nowrap">
            <Badge color={verified ? 'teal' : 'yellow'} variant="light">
              {verified ? t('settings.verified') : t('settings.unverified')}
            </Badge>
            {!verified && !sent ? (
              <Button
                size="xs"
                variant="light"
                loading={send.isPending}
                onClick={() => send.mutate(address, { onSuccess: (r) => setSent({ ...r, sentAt: Date.now() }) })}
              >
                {t('settings.verify')}
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Group>
      <FormErrorAlert message={send.isError ? describe(send.error) : null} />
      {confirm.isSuccess && verified ? (
        <Alert color="teal" role="status">
          {t('settings.addressVerified')}
        </Alert>
      ) : null}
      {sent && !verified ? (
        <OtpForm
          sentTo={sent.sentTo ?? maskAddress(value)}
          channel={sent.channel}
          sentAt={sent.sentAt}
          verifying={confirm.isPending}
          error={confirm.isError ? describe(confirm.error) : resend.isError ? describe(resend.error) : null}
          onVerify={(otp) => confirm.mutate({ otp, otpToken: sent.otpToken }, { onSuccess: () => setSent(null) })}
          onResend={() => resend.mutate(sent.otpToken, { onSuccess: (r) => setSent({ ...sent, ...r, sentAt: Date.now() }) })}
          resending={resend.isPending}
          submitLabel={t('settings.verifySubmit')}
        />
      ) : null}
    </Stack>
  );
}

/**
 * /account-settings (platform.md §2.2, §7.1; issue 15). The current student's own settings
 * (language, video quality) come first, saved with the profile's token. The family account's
 * settings — the parent's mobile and e-mail (an unverified one can be verified here), change
 * password, change login (confirmed by OTP), sign out on all devices — belong to the parent:
 * they open only after the parent's password is confirmed, and stay open until the page is left.
 */
export function AccountSettingsPage() {
  const { t } = useTranslation('profiles');
  useConnectedProfiles();
  const { currentProfile } = useAuth();
  const [parentOpen, setParentOpen] = useState(false);
  const name = currentProfile?.profile_details.first_name;

  return (
    <Container size="sm" px="md" py="xl">
      <Stack gap="lg">
        <Title order={1} size="h2">
          {name ? t('settings.titleFor', { name }) : t('settings.title')}
        </Title>
        {currentProfile ? <ProfileSettingsCard key={currentProfile.id} profile={currentProfile} /> : null}
        {currentProfile ? (
          <Anchor component={InternalLink} href="/profile/accessibility" fw={600}>
            {t('settings.accessibilityLink')}
          </Anchor>
        ) : null}
        {currentProfile && !parentOpen ? <ParentGate onOpen={() => setParentOpen(true)} /> : <FamilyAccount />}
      </Stack>
    </Container>
  );
}

/** The parent's part: the account's addresses, password, login and signing out. */
function FamilyAccount() {
  const { t } = useTranslation('profiles');
  const { user } = useAuth();
  return (
    <>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="account-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="account-title">
            {t('settings.accountTitle')}
          </Title>
          {user ? (
            <>
              <Text fw={600}>{[user.first_name, user.last_name].filter(Boolean).join(' ')}</Text>
              <LoginRow label={t('settings.mobile')} value={user.mobile} verified={user.mobile_verified} address="mobile" />
              <LoginRow label={t('settings.email')} value={user.email} verified={user.email_verified} address="email" />
            </>
          ) : (
            <Text c="dimmed">{t('settings.loading')}</Text>
          )}
        </Stack>
      </Paper>
      <FamilyDataLink />
      <ChangePasswordCard />
      <ChangeLoginCard />
      <SignOutCard />
    </>
  );
}

/** The way to "Your family's data": consent, downloads and deletion (issue 21 §3, decision 036). */
function FamilyDataLink() {
  const { t } = useTranslation('family-data');
  return (
    <Paper withBorder radius="md" p="md" component="section">
      <Anchor component={InternalLink} href="/family-data" fw={600}>
        {t('link')}
      </Anchor>
      <Text size="sm" c="dimmed">
        {t('intro')}
      </Text>
    </Paper>
  );
}
