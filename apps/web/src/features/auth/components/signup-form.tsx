import { Button, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { splitFullName, type PersonalInfo } from '@abhyas/domain';
import { useEffect, useMemo } from 'react';
import { Controller, useForm, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TransliteratedInput } from '../../../components/ui/transliterated-input.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useLocale } from '../hooks/use-locale.ts';
import { emptySignup, signupFormSchema, type SignupFormValues } from '../utils/signup-schema.ts';
import { PasswordChecklist } from './password-checklist.tsx';
import { PasswordField } from './password-field.tsx';
import { PasswordWeaknessNote } from './password-weakness-note.tsx';
import { passwordWeakness } from '../utils/password-strength.ts';

const SERVER_FIELDS: Record<string, Path<SignupFormValues>> = {
  first_name: 'full_name',
  last_name: 'full_name',
  mobile: 'mobile',
  email: 'email',
  password: 'password',
};

export interface SignupFormProps {
  onSubmit(values: SignupFormValues): void;
  submitting: boolean;
  /** The last server error; its field details are shown under the fields. */
  serverError?: unknown;
}

/** The details a new password must not contain, from what the form holds. */
function personalInfo(v: Pick<SignupFormValues, 'full_name' | 'email' | 'mobile'>): PersonalInfo {
  const { first_name, last_name } = splitFullName(v.full_name ?? '');
  return { names: [first_name, last_name], email: v.email?.trim() || null, mobile: v.mobile?.trim() || null };
}

/**
 * The parent's sign-up (platform.md §3 Sign-up user): the parent's own name, mobile or e-mail and
 * password, with the live password checklist (§5) and the strength estimate (issue 14 §1.8). The
 * child's details, school and place are asked on the child's profile next (issue 15).
 */
export function SignupForm({ onSubmit, submitting, serverError }: SignupFormProps) {
  const { t } = useTranslation('auth');
  // The name can be written in the interface language's script (platform.md §5; issue 24 §4).
  const locale = useLocale();
  const form = useForm<SignupFormValues>({
    resolver: zodResolver(signupFormSchema),
    defaultValues: emptySignup,
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' });
  const [fullName, email, mobile] = useWatch({ control: form.control, name: ['full_name', 'email', 'mobile'] });
  const info = useMemo(() => personalInfo({ full_name: fullName, email, mobile }), [fullName, email, mobile]);
  const err = (message: string | undefined) => (message ? t(message) : undefined);

  useEffect(() => {
    if (!isApiError(serverError)) return;
    for (const detail of serverError.details) {
      const field = SERVER_FIELDS[detail.path.replace(/^body\./, '').split('.')[0] ?? ''];
      if (field)
        form.setError(field, { message: detail.reason && serverError.code === 'PASSWORD_WEAK' ? `password.weakness.${detail.reason}` : detail.message });
    }
  }, [serverError, form]);

  return (
    <form
      onSubmit={form.handleSubmit(async (values) => {
        const weakness = await passwordWeakness(values.password, personalInfo(values));
        if (weakness) form.setError('password', { message: `password.weakness.${weakness}` }, { shouldFocus: true });
        else onSubmit(values);
      })}
      noValidate
    >
      <Stack gap="md">
        <Controller
          control={form.control}
          name="full_name"
          render={({ field }) => (
            <TransliteratedInput
              label={t('signup.parentName')}
              description={t('signup.parentNameHint')}
              autoComplete="name"
              required
              lang={locale}
              name={field.name}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={err(errors.full_name?.message)}
            />
          )}
        />
        <TextInput
          label={t('fields.mobile')}
          description={t('fields.mobileHint')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          error={err(errors.mobile?.message)}
          {...form.register('mobile')}
        />
        <TextInput label={t('fields.email')} type="email" autoComplete="email" error={err(errors.email?.message)} {...form.register('email')} />
        <PasswordField
          label={t('fields.newPassword')}
          autoComplete="new-password"
          required
          error={err(errors.password?.message)}
          {...form.register('password')}
        />
        <PasswordChecklist password={password} />
        <PasswordWeaknessNote password={password} info={info} />
        <Button type="submit" loading={submitting} fullWidth>
          {t('signup.submit')}
        </Button>
      </Stack>
    </form>
  );
}
