import { Button, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { OtpSent } from '../api/otp-sent.ts';
import { useResendOtp } from '../api/resend-otp.ts';
import { useSendPasswordResetOtp } from '../api/send-password-reset-otp.ts';
import { useVerifyPasswordResetOtp } from '../api/verify-password-reset-otp.ts';
import { useErrorMessage } from '../hooks/use-error-message.ts';
import { useGo } from '../hooks/use-go.ts';
import { maskAddress, useOtpStore } from '../stores/otp-store.ts';
import { loginBody, loginField } from '../utils/login-schemas.ts';
import { AuthLayout } from './auth-layout.tsx';
import { FormErrorAlert } from './form-error-alert.tsx';
import { OtpForm } from './otp-form.tsx';
import { RouterAnchor } from './router-anchor.tsx';

const schema = z.object({ login: loginField });

/**
 * /forgot-password (platform.md §2.1, §7.2): send a reset OTP to the mobile or e-mail, verify it,
 * then go to /reset-password with the `x-password-reset-token` kept in sessionStorage.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const describe = useErrorMessage();
  const go = useGo();
  const send = useSendPasswordResetOtp();
  const resend = useResendOtp();
  const verify = useVerifyPasswordResetOtp();
  const [sent, setSent] = useState<(OtpSent & { sentAt: number; typed: string }) | null>(null);
  const form = useForm<z.input<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { login: '' } });
  const loginError = form.formState.errors.login?.message;

  const onSubmit = form.handleSubmit((values) => {
    const id = loginBody(values.login);
    if (!id) return;
    send.mutate(id, { onSuccess: (r) => setSent({ ...r, sentAt: Date.now(), typed: values.login.trim() }) });
  });

  return (
    <AuthLayout title={t('forgot.title')} subtitle={sent ? undefined : t('forgot.subtitle')}>
      {sent ? (
        <Stack gap="sm">
          <OtpForm
            sentTo={sent.sentTo ?? maskAddress(sent.typed)}
            channel={sent.channel}
            sentAt={sent.sentAt}
            verifying={verify.isPending}
            error={verify.isError ? describe(verify.error) : resend.isError ? describe(resend.error) : null}
            onVerify={(otp) =>
              verify.mutate(
                { otp, otpToken: sent.otpToken },
                {
                  onSuccess: (resetToken) => {
                    useOtpStore.getState().setResetToken(resetToken);
                    go('/reset-password', { replace: true });
                  },
                },
              )
            }
            onResend={() =>
              resend.mutate(sent.otpToken, {
                onSuccess: (r) => setSent({ ...sent, ...r, sentTo: r.sentTo ?? sent.sentTo, sentAt: Date.now() }),
              })
            }
            resending={resend.isPending}
          />
          <Button variant="subtle" onClick={() => setSent(null)}>
            {t('login.changeLogin')}
          </Button>
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <FormErrorAlert message={send.isError ? describe(send.error) : null} />
            <TextInput
              label={t('fields.login')}
              description={t('fields.loginHint')}
              autoComplete="username"
              required
              error={loginError ? t(loginError) : undefined}
              {...form.register('login')}
            />
            <Button type="submit" loading={send.isPending} fullWidth>
              {t('forgot.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <RouterAnchor href="/login" size="sm" ta="center">
        {t('forgot.backToLogin')}
      </RouterAnchor>
    </AuthLayout>
  );
}
