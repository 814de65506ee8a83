import { Alert, Button, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconCircleCheck } from '@tabler/icons-react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isApiError } from '../../../lib/api-client.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { useErrorMessage } from '../hooks/use-error-message.ts';
import { useGo } from '../hooks/use-go.ts';
import { useOtpStore } from '../stores/otp-store.ts';
import { newPasswordField } from '../utils/login-schemas.ts';
import { AuthLayout } from './auth-layout.tsx';
import { FormErrorAlert } from './form-error-alert.tsx';
import { PasswordChecklist } from './password-checklist.tsx';
import { PasswordField } from './password-field.tsx';
import { PasswordWeaknessNote } from './password-weakness-note.tsx';
import { passwordWeakness } from '../utils/password-strength.ts';

/** The reset form does not know whose account it is: the server checks the user's own details. */
const NO_INFO = {};
import { RouterAnchor } from './router-anchor.tsx';

const schema = z
  .object({ password: newPasswordField, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'validation.passwordsDiffer' });

/**
 * /reset-password (platform.md §2.1, §7.2): a new password with the reset token from
 * /forgot-password. Without a token (new tab, expired) it explains and links back.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const describe = useErrorMessage();
  const go = useGo();
  const resetToken = useOtpStore((s) => s.resetToken);
  const reset = useResetPassword();
  const form = useForm<z.input<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { password: '', confirm: '' } });
  const { errors } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' });
  const tokenRejected = isApiError(reset.error) && (reset.error.status === 401 || reset.error.status === 403);

  if (reset.isSuccess) {
    return (
      <AuthLayout title={t('reset.doneTitle')}>
        <Alert color="teal" icon={<IconCircleCheck aria-hidden />} role="status">
          {t('reset.done')}
        </Alert>
        <Button onClick={() => go('/login', { replace: true })} fullWidth>
          {t('reset.toLogin')}
        </Button>
      </AuthLayout>
    );
  }

  if (!resetToken || tokenRejected) {
    return (
      <AuthLayout title={t('reset.title')}>
        <Text>{t('reset.noToken')}</Text>
        <Button onClick={() => go('/forgot-password', { replace: true })} fullWidth>
          {t('reset.startAgain')}
        </Button>
      </AuthLayout>
    );
  }

  const onSubmit = form.handleSubmit(async (values) => {
    const weakness = await passwordWeakness(values.password, NO_INFO);
    if (weakness) {
      form.setError('password', { message: `password.weakness.${weakness}` }, { shouldFocus: true });
      return;
    }
    reset.mutate({ newPassword: values.password, resetToken }, { onSuccess: () => useOtpStore.getState().setResetToken(null) });
  });

  return (
    <AuthLayout title={t('reset.title')} subtitle={t('reset.subtitle')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <FormErrorAlert message={reset.isError ? describe(reset.error) : null} />
          <PasswordField
            label={t('fields.newPassword')}
            autoComplete="new-password"
            required
            error={errors.password?.message ? t(errors.password.message) : undefined}
            {...form.register('password')}
          />
          <PasswordChecklist password={password} />
          <PasswordWeaknessNote password={password} info={NO_INFO} />
          <PasswordField
            label={t('fields.confirmPassword')}
            autoComplete="new-password"
            required
            error={errors.confirm?.message ? t(errors.confirm.message) : undefined}
            {...form.register('confirm')}
          />
          <Button type="submit" loading={reset.isPending} fullWidth>
            {t('reset.submit')}
          </Button>
        </Stack>
      </form>
      <RouterAnchor href="/login" size="sm" ta="center">
        {t('forgot.backToLogin')}
      </RouterAnchor>
    </AuthLayout>
  );
}
