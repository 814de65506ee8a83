import { Button, Text } from '@mantine/core';
import { IconKey, IconMessage2 } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAfterSignIn } from '../hooks/use-after-sign-in.ts';
import { useSearchParam } from '../hooks/use-search-param.ts';
import { withQuery } from '../utils/with-query.ts';
import { AuthLayout } from './auth-layout.tsx';
import { LoginForm } from './login-form.tsx';
import { OtpLoginForm } from './otp-login-form.tsx';
import { RouterAnchor } from './router-anchor.tsx';
import { SocialButtons } from './social-buttons.tsx';

/**
 * /login (platform.md §2.1, §4.1, §7.2): password or one-time-password sign-in, social buttons
 * when configured. Afterwards: unverified → /account-verify; else the profile's destination
 * (`loginDestination`), keeping redirect_url.
 */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const redirectUrl = useSearchParam('redirect_url');
  const [mode, setMode] = useState<'password' | 'otp'>('password');
  const afterSignIn = useAfterSignIn({ redirectUrl });

  return (
    <AuthLayout title={t('login.title')} subtitle={t('login.subtitle')}>
      {mode === 'password' ? <LoginForm onSignedIn={afterSignIn} /> : <OtpLoginForm onSignedIn={afterSignIn} />}
      <Button
        variant="light"
        leftSection={mode === 'password' ? <IconMessage2 size={18} aria-hidden /> : <IconKey size={18} aria-hidden />}
        onClick={() => setMode(mode === 'password' ? 'otp' : 'password')}
        fullWidth
      >
        {mode === 'password' ? t('login.useOtp') : t('login.usePassword')}
      </Button>
      <SocialButtons redirectUrl={redirectUrl} />
      <Text size="sm" ta="center">
        {t('login.noAccount')} <RouterAnchor href={withQuery('/signup', { redirect_url: redirectUrl })}>{t('login.signUpLink')}</RouterAnchor>
      </Text>
    </AuthLayout>
  );
}
