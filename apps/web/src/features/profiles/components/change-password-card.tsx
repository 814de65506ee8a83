import { Alert, Button, Paper, Stack, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormErrorAlert } from '../../auth/index.ts';
import { PasswordChecklist } from '../../auth/index.ts';
import { PasswordField } from '../../auth/index.ts';
import { PasswordWeaknessNote } from '../../auth/index.ts';
import { useAuth } from '../../auth/index.ts';
import { passwordWeakness } from '../../auth/index.ts';
import { useErrorMessage } from '../../auth/index.ts';
import { newPasswordField } from '../../auth/index.ts';
import { useUpdatePassword } from '../api/update-password.ts';

const schema = z
  .object({ old_password: z.string().min(1, 'validation.passwordRequired'), new_password: newPasswordField, confirm: z.string() })
  .refine((v) => v.new_password === v.confirm, { path: ['confirm'], message: 'validation.passwordsDiffer' });
type Values = z.input<typeof schema>;

/** Change password (platform.md §7.1 PUT update_password), with the §5 checklist and the strength estimate (issue 14 §1.8). */
export function ChangePasswordCard() {
  const { t } = useTranslation('auth');
  const { t: tp } = useTranslation('profiles');
  const describe = useErrorMessage();
  const update = useUpdatePassword();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { old_password: '', new_password: '', confirm: '' } });
  const { errors } = form.formState;
  const newPassword = useWatch({ control: form.control, name: 'new_password' });
  const { user } = useAuth();
  const info = useMemo(
    () => ({ names: [user?.first_name, user?.last_name], email: user?.email ?? null, mobile: user?.mobile ?? null }),
    [user?.first_name, user?.last_name, user?.email, user?.mobile],
  );
  const err = (m: string | undefined) => (m ? t(m) : undefined);

  const onSubmit = form.handleSubmit(async (v) => {
    const weakness = await passwordWeakness(v.new_password, info);
    if (weakness) {
      form.setError('new_password', { message: `password.weakness.${weakness}` }, { shouldFocus: true });
      return;
    }
    update.mutate({ oldPassword: v.old_password, newPassword: v.new_password }, { onSuccess: () => form.reset() });
  });

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="change-password-title">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h4" id="change-password-title">
            {tp('settings.passwordTitle')}
          </Title>
          {update.isSuccess ? (
            <Alert color="teal" role="status">
              {tp('settings.passwordChanged')}
            </Alert>
          ) : null}
          <FormErrorAlert message={update.isError ? describe(update.error) : null} />
          <PasswordField
            label={t('fields.currentPassword')}
            autoComplete="current-password"
            required
            error={err(errors.old_password?.message)}
            {...form.register('old_password')}
          />
          <PasswordField
            label={t('fields.newPassword')}
            autoComplete="new-password"
            required
            error={err(errors.new_password?.message)}
            {...form.register('new_password')}
          />
          <PasswordChecklist password={newPassword} />
          <PasswordWeaknessNote password={newPassword} info={info} />
          <PasswordField
            label={t('fields.confirmPassword')}
            autoComplete="new-password"
            required
            error={err(errors.confirm?.message)}
            {...form.register('confirm')}
          />
          <Button type="submit" loading={update.isPending}>
            {tp('settings.passwordSubmit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
