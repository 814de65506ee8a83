import { Button, Group, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSignIn } from '../api/sign-in.ts';
import type { SessionResult } from '../api/session-result.ts';
import { useErrorMessage } from '../hooks/use-error-message.ts';
import { loginBody, loginFormSchema, type LoginFormValues } from '../utils/login-schemas.ts';
import { FormErrorAlert } from './form-error-alert.tsx';
import { PasswordField } from './password-field.tsx';
import { RouterAnchor } from './router-anchor.tsx';

export interface LoginFormProps {
  onSignedIn(result: SessionResult): void;
  /** Target of the "forgot password" link (null hides it). */
  forgotPasswordHref?: string | null;
}

/**
 * Mobile-or-email + password sign-in (platform.md §7.2). Server errors are shown in an alert:
 * 'Incorrect Credentials.' for a wrong password, a wait time when rate limited (429).
 */
export function LoginForm({ onSignedIn, forgotPasswordHref = '/forgot-password' }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const describe = useErrorMessage();
  const signIn = useSignIn();
  const form = useForm<LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { login: '', password: '' },
    mode: 'onTouched',
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    const id = loginBody(values.login);
    if (!id) return;
    signIn.mutate({ ...id, password: values.password }, { onSuccess: onSignedIn });
  });

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
