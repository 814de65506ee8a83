import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { blogSignupDestination, safeRedirect } from '@abhyas/domain';
import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { useSignUp } from '../api/sign-up.ts';
import { useErrorMessage } from '../hooks/use-error-message.ts';
import { useGo } from '../hooks/use-go.ts';
import { useLocale } from '../hooks/use-locale.ts';
import { useSearchParam } from '../hooks/use-search-param.ts';
import { toSignUpBody } from '../utils/signup-schema.ts';
import { withQuery } from '../utils/with-query.ts';
import { AuthLayout } from './auth-layout.tsx';
import { FormErrorAlert } from './form-error-alert.tsx';
import { RouterAnchor } from './router-anchor.tsx';
import { SignupForm } from './signup-form.tsx';

/**
 * /signup and /blog/{type}/signup (platform.md §2.1, §3, §7.2). After a 201 the OTP has gone to
 * the mobile (else the e-mail): on to /account-verify, keeping redirect_url; a blog sign-up
 * then lands on its type's home (`blogSignupDestination`).
 */
export function SignupPage() {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const go = useGo();
  const describe = useErrorMessage();
  // /blog/{type}/signup arrives as /signup?onboardingType=blog&redirect_url=<type's home>.
  const params = useParams({ strict: false }) as { type?: string };
  const onboardingParam = useSearchParam('onboardingType');
  const typeParam = useSearchParam('type');
  const redirectParam = useSearchParam('redirect_url');
  const onboardingType = onboardingParam ?? typeParam ?? params.type ?? undefined;
  const blog = onboardingType === 'blog' || params.type !== undefined;
  const redirectUrl = safeRedirect(redirectParam) ?? (params.type !== undefined ? blogSignupDestination(params.type) : null);
  const signUp = useSignUp({ type: onboardingType, blog });
  const exists = isApiError(signUp.error) && (signUp.error.code === 'ACCOUNT_EXISTS' || signUp.error.status === 409);
  const loginHref = withQuery('/login', { redirect_url: redirectUrl });

  return (
    <AuthLayout title={t('signup.title')} subtitle={t('signup.subtitle')}>
      {exists ? (
        <Alert role="alert" color="yellow" title={t('errors.ACCOUNT_EXISTS')}>
          <Stack gap={4} align="flex-start">
            <Text size="sm">{t('signup.existsHint')}</Text>
            <RouterAnchor href={loginHref}>{t('signup.loginLink')}</RouterAnchor>
          </Stack>
        </Alert>
      ) : (
        <FormErrorAlert message={signUp.isError ? describe(signUp.error) : null} />
      )}
      <SignupForm
        submitting={signUp.isPending}
        serverError={signUp.error}
        onSubmit={(values) =>
          signUp.mutate(toSignUpBody(values, locale), {
            onSuccess: () => go(withQuery('/account-verify', { redirect_url: redirectUrl }), { replace: true }),
          })
        }
      />
      <Text size="sm" ta="center">
        {t('signup.haveAccount')} <RouterAnchor href={loginHref}>{t('signup.loginLink')}</RouterAnchor>
      </Text>
      <Text size="xs" c="dimmed" ta="center">
        {t('signup.termsPrefix')}{' '}
        <Anchor href="/tos" underline="always">
          {t('signup.termsLink')}
        </Anchor>
      </Text>
    </AuthLayout>
  );
}
