import { Button, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { OtpSent } from '../api/otp-sent.ts';
import { useResendOtp } from '../api/resend-otp.ts';
import { useSendLoginOtp } from '../api/send-login-otp.ts';
import type { SessionResult } from '../api/session-result.ts';
import { useVerifyLoginOtp } from '../api/verify-login-otp.ts';
import { useErrorMessage } from '../hooks/use-error-message.ts';
import { maskAddress } from '../stores/otp-store.ts';
import { loginBody, loginField } from '../utils/login-schemas.ts';
import { FormErrorAlert } from './form-error-alert.tsx';
import { OtpForm } from './otp-form.tsx';

const schema = z.object({ login: loginField });

/** Sign in with a one-time password instead of the password (platform.md §7.2). */
export function OtpLoginForm({ onSignedIn }: { onSignedIn(result: SessionResult): void }) {
  const { t } = useTranslation('auth');
  const describe = useErrorMessage();
  const send = useSendLoginOtp();
  const resend = useResendOtp();
  const verify = useVerifyLoginOtp();
  const [sent, setSent] = useState<(OtpSent & { sentAt: number; typed: string }) | null>(null);
  const form = useForm<z.input<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { login: '' } });
  const loginError = form.formState.errors.login?.message;

  if (sent) {
    return (
      <Stack gap="sm">
        <OtpForm
          sentTo={sent.sentTo ?? maskAddress(sent.typed)}
          channel={sent.channel}
          sentAt={sent.sentAt}
          verifying={verify.isPending}
          error={verify.isError ? describe(verify.error) : resend.isError ? describe(resend.error) : null}
          onVerify={(otp) => verify.mutate({ otp, otpToken: sent.otpToken }, { onSuccess: onSignedIn })}
          onResend={() =>
            resend.mutate(sent.otpToken, {
              onSuccess: (r) => setSent({ ...sent, ...r, sentTo: r.sentTo ?? sent.sentTo, sentAt: Date.now() }),
            })
          }
          resending={resend.isPending}
          submitLabel={t('login.otpSubmit')}
        />
        <Button variant="subtle" onClick={() => setSent(null)}>
          {t('login.changeLogin')}
        </Button>
      </Stack>
    );
  }

  const onSubmit = form.handleSubmit((values) => {
    const id = loginBody(values.login);
    if (!id) return;
    send.mutate(id, { onSuccess: (r) => setSent({ ...r, sentAt: Date.now(), typed: values.login.trim() }) });
  });

  return (
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
          {t('login.sendOtp')}
        </Button>
      </Stack>
    </form>
  );
}
