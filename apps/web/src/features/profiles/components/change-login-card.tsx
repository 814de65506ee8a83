import { Alert, Button, Paper, Stack, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { OtpSent } from '../../auth/index.ts';
import { useResendOtp } from '../../auth/index.ts';
import { FormErrorAlert } from '../../auth/index.ts';
import { OtpForm } from '../../auth/index.ts';
import { useErrorMessage } from '../../auth/index.ts';
import { maskAddress } from '../../auth/index.ts';
import { loginBody, loginField } from '../../auth/index.ts';
import { useConfirmLoginChange, useStartLoginChange } from '../api/update-login.ts';

const schema = z.object({ login: loginField });

/**
 * Change the sign-in mobile or e-mail (platform.md §7.1): PUT update_login sends an OTP to the
 * new address; POST update_login with that OTP confirms it.
 */
export function ChangeLoginCard() {
  const { t } = useTranslation('auth');
  const { t: tp } = useTranslation('profiles');
  const describe = useErrorMessage();
  const start = useStartLoginChange();
  const confirm = useConfirmLoginChange();
  const resend = useResendOtp();
  const [sent, setSent] = useState<(OtpSent & { sentAt: number; typed: string }) | null>(null);
  const [done, setDone] = useState(false);
  const form = useForm<z.input<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { login: '' } });
  const loginError = form.formState.errors.login?.message;

  const onSubmit = form.handleSubmit((values) => {
    const id = loginBody(values.login);
    if (!id) return;
    setDone(false);
    start.mutate(id, { onSuccess: (r) => setSent({ ...r, sentAt: Date.now(), typed: values.login.trim() }) });
  });

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="change-login-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="change-login-title">
          {tp('settings.loginTitle')}
        </Title>
        {done ? (
          <Alert color="teal" role="status">
            {tp('settings.loginChanged')}
          </Alert>
        ) : null}
        {sent ? (
          <>
            <OtpForm
              sentTo={sent.sentTo ?? maskAddress(sent.typed)}
              channel={sent.channel}
              sentAt={sent.sentAt}
              verifying={confirm.isPending}
              error={confirm.isError ? describe(confirm.error) : resend.isError ? describe(resend.error) : null}
              onVerify={(otp) =>
                confirm.mutate(
                  { otp, otpToken: sent.otpToken },
                  {
                    onSuccess: () => {
                      setSent(null);
                      setDone(true);
                      form.reset();
                    },
                  },
                )
              }
              onResend={() => resend.mutate(sent.otpToken, { onSuccess: (r) => setSent({ ...sent, ...r, sentAt: Date.now() }) })}
              resending={resend.isPending}
              submitLabel={tp('settings.loginConfirm')}
            />
            <Button variant="subtle" onClick={() => setSent(null)}>
              {tp('settings.cancel')}
            </Button>
          </>
        ) : (
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="md">
              <FormErrorAlert message={start.isError ? describe(start.error) : null} />
              <TextInput
                label={tp('settings.newLogin')}
                description={t('fields.loginHint')}
                autoComplete="off"
                required
                error={loginError ? t(loginError) : undefined}
                {...form.register('login')}
              />
              <Button type="submit" loading={start.isPending}>
                {tp('settings.loginSubmit')}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
