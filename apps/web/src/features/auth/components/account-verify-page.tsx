import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useResendOtp } from '../api/resend-otp.ts';
import { useSendLoginOtp } from '../api/send-login-otp.ts';
import type { SessionResult } from '../api/session-result.ts';
import { signOut } from '../api/sign-out.ts';
import { useVerifyLoginOtp } from '../api/verify-login-otp.ts';
import { useVerifyOtp } from '../api/verify-otp.ts';
import { useAfterSignIn } from '../hooks/use-after-sign-in.ts';
import { useAuth } from '../hooks/use-current-profile.ts';
import { useErrorMessage } from '../hooks/use-error-message.ts';
import { useSearchParam } from '../hooks/use-search-param.ts';
import { maskAddress, useOtpStore } from '../stores/otp-store.ts';
import { AuthLayout } from './auth-layout.tsx';
import { FormErrorAlert } from './form-error-alert.tsx';
import { OtpForm } from './otp-form.tsx';
import { RouterAnchor } from './router-anchor.tsx';

/**
 * /account-verify (platform.md §2.1, §4.2): enter the OTP sent at sign-up or sign-in (shown:
 * where it went), resend after a countdown. Success → onboarding when there is no profile yet,
 * else the profile chooser or the destination, keeping redirect_url. Without a pending OTP a new
 * one can be requested for the account's mobile (else e-mail).
 */
export function AccountVerifyPage() {
  const { t } = useTranslation('auth');
  const describe = useErrorMessage();
  const redirectUrl = useSearchParam('redirect_url');
  const pending = useOtpStore((s) => s.pending);
  const { authed, verified, user, linkedProfiles } = useAuth();
  const verifyOtp = useVerifyOtp();
  const verifyLogin = useVerifyLoginOtp();
  const resend = useResendOtp();
  const sendLogin = useSendLoginOtp();
  const after = useAfterSignIn({ redirectUrl, noProfilesPath: '/student-onboarding' });

  const done = (result: SessionResult) => {
    useOtpStore.getState().setPending(null);
    after(result);
  };

  if (authed && verified && user) {
    return (
      <AuthLayout title={t('verify.doneTitle')}>
        <Text>{t('verify.alreadyVerified')}</Text>
        <Button
          onClick={() => after({ account: { user_details: user, linked_profiles: linkedProfiles, feature_flags: {} }, verificationRequired: false })}
          fullWidth
        >
          {t('verify.continue')}
        </Button>
      </AuthLayout>
    );
  }

  if (!user && !pending) {
    return (
      <AuthLayout title={t('verify.title')}>
        <Text>{t('verify.nothingPending')}</Text>
        <RouterAnchor href="/login">{t('verify.toLogin')}</RouterAnchor>
      </AuthLayout>
    );
  }

  const address = user?.mobile ?? user?.email ?? null;
  const requestCode = () => {
    if (!user) return;
    const body = user.mobile ? { mobile: user.mobile } : { email: user.email ?? '' };
    sendLogin.mutate(body, {
      onSuccess: (r) =>
        useOtpStore.getState().setPending({
          otpToken: r.otpToken,
          purpose: 'login',
          sentTo: r.sentTo ?? maskAddress(address),
          channel: r.channel ?? (user.mobile ? 'sms' : 'email'),
          sentAt: Date.now(),
        }),
    });
  };

  const verifying = verifyOtp.isPending || verifyLogin.isPending;
  const verifyError = verifyOtp.error ?? verifyLogin.error ?? resend.error;

  return (
    <AuthLayout title={t('verify.title')} subtitle={t('verify.subtitle')}>
      {pending ? (
        <OtpForm
          sentTo={pending.sentTo ?? maskAddress(address)}
          channel={pending.channel}
          sentAt={pending.sentAt}
          verifying={verifying}
          error={verifyError ? describe(verifyError) : null}
          onVerify={(otp) => {
            const vars = { otp, otpToken: pending.otpToken };
            if (pending.purpose === 'verify') verifyOtp.mutate(vars, { onSuccess: done });
            else verifyLogin.mutate(vars, { onSuccess: done });
          }}
          onResend={() =>
            resend.mutate(pending.otpToken, {
              onSuccess: (r) => useOtpStore.getState().renewPending(r.otpToken, Date.now(), r.sentTo),
            })
          }
          resending={resend.isPending}
        />
      ) : (
        <Stack gap="md">
          <Text>{t('verify.needCode', { destination: maskAddress(address) ?? '' })}</Text>
          <FormErrorAlert message={sendLogin.isError ? describe(sendLogin.error) : null} />
          <Button onClick={requestCode} loading={sendLogin.isPending} fullWidth>
            {t('verify.sendCode')}
          </Button>
        </Stack>
      )}
      <Button variant="subtle" onClick={() => void signOut()}>
        {t('verify.useAnotherAccount')}
      </Button>
    </AuthLayout>
  );
}
