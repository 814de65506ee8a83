import { Button, Group, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useResendOtp } from '../api/resend-otp.ts';
import { isVerificationStep, useSignIn, type SignInVerification } from '../api/sign-in.ts';
import { useVerifyOtp } from '../api/verify-otp.ts';
import { maskAddress } from '../stores/otp-store.ts';
import type { SessionResult } from '../api/session-result.ts';
import { useErrorMessage } from '../hooks/use-error-message.ts';
import { loginBody, loginFormSchema, type LoginFormValues } from '../utils/login-schemas.ts';
import { FormErrorAlert } from './form-error-alert.tsx';
import { OtpForm } from './otp-form.tsx';
import { PasswordField } from './password-field.tsx';
import { RouterAnchor } from './router-anchor.tsx';

export interface LoginFormProps {
  onSignedIn(result: SessionResult): void;
  /** Target of the "forgot password" link (null hides it). */
  forgotPasswordHref?: string | null;
}

/**
 * Mobile-or-email + password sign-in (platform.md §7.2). Server errors are shown in an alert:
 * 'Incorrect Credentials.' for a wrong password, a wait time when rate limited (429). Through an
 * address the account has not verified, the server sends a code there instead of signing in
 * (issue 14 §1.3): the code step follows here, and the code signs in.
 */
export function LoginForm({ onSignedIn, forgotPasswordHref = '/forgot-password' }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const describe = useErrorMessage();
  const signIn = useSignIn();
  const verify = useVerifyOtp();
  const resend = useResendOtp();
  const [step, setStep] = useState<(SignInVerification & { sentAt: number; typed: string }) | null>(null);
  const form = useForm<LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { login: '', password: '' },
    mode: 'onTouched',
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    const id = loginBody(values.login);
    if (!id) return;
    signIn.mutate(
      { ...id, password: values.password },
      { onSuccess: (r) => (isVerificationStep(r) ? setStep({ ...r, sentAt: Date.now(), typed: values.login.trim() }) : onSignedIn(r)) },
    );
  });

  if (step) {
    return (
      <Stack gap="sm">
        <OtpForm
          sentTo={step.sentTo ?? maskAddress(step.typed)}
          channel={step.channel}
          sentAt={step.sentAt}
          verifying={verify.isPending}
          error={verify.isError ? describe(verify.error) : resend.isError ? describe(resend.error) : null}
          onVerify={(otp) => verify.mutate({ otp, otpToken: step.otpToken }, { onSuccess: onSignedIn })}
          onResend={() => resend.mutate(step.otpToken, { onSuccess: (r) => setStep({ ...step, ...r, sentTo: r.sentTo ?? step.sentTo, sentAt: Date.now() }) })}
          resending={resend.isPending}
        />
        <Button variant="subtle" onClick={() => setStep(null)}>
          {t('login.changeLogin')}
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormErrorAlert message={signIn.isError ? describe(signIn.error) : null} />
        <TextInput
          label={t('fields.login')}
          description={t('fields.loginHint')}
          autoComplete="username"
          inputMode="email"
          required
          error={errors.login?.message ? t(errors.login.message) : undefined}
          {...form.register('login')}
        />
        <PasswordField
          label={t('fields.password')}
          autoComplete="current-password"
          required
          error={errors.password?.message ? t(errors.password.message) : undefined}
          {...form.register('password')}
        />
        {forgotPasswordHref ? (
          <Group justify="flex-end">
            <RouterAnchor href={forgotPasswordHref} size="sm">
              {t('login.forgotPassword')}
            </RouterAnchor>
          </Group>
        ) : null}
        <Button type="submit" loading={signIn.isPending} fullWidth>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
