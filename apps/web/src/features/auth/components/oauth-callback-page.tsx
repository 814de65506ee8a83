import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { oauthRedirectUri, useSocialSignIn, type SocialProvider } from '../api/social-sign-in.ts';
import { useAfterSignIn } from '../hooks/use-after-sign-in.ts';
import { useErrorMessage } from '../hooks/use-error-message.ts';
import { useGo } from '../hooks/use-go.ts';
import { useSearchParam } from '../hooks/use-search-param.ts';
import { takeOAuthRedirect } from '../utils/oauth-state.ts';
import { RetryButton, StatusPanel } from './status-panel.tsx';

function providerOf(state: string | null): SocialProvider | null {
  return state === 'google' || state === 'facebook' ? state : null;
}

/**
 * /api/oauth2_callback?code&state (platform.md §2.1, §7.2): `state` names the provider; posts the
 * code once to google_sign_in / facebook_sign_in. 501 means the provider is not set up on this
 * server; a denied consent (`error=`) or a missing code is explained with a way back to login.
 */
export function OAuthCallbackPage() {
  const { t } = useTranslation('auth');
  const describe = useErrorMessage();
  const go = useGo();
  const code = useSearchParam('code');
  const provider = providerOf(useSearchParam('state'));
  const denied = useSearchParam('error');
  const [redirectUrl] = useState(takeOAuthRedirect);
  const signIn = useSocialSignIn();
  const after = useAfterSignIn({ redirectUrl });
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !code || !provider || denied) return;
    started.current = true;
    signIn.mutate({ provider, code, redirectUri: oauthRedirectUri() }, { onSuccess: after });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code, provider, denied]);

  const title = t('oauth.title');
  const back = <RetryButton onClick={() => go('/login', { replace: true })} label={t('oauth.toLogin')} />;
  const name = provider ? t(`oauth.provider.${provider}`) : '';
  if (denied) return <StatusPanel title={title} message={t('oauth.denied')} actions={back} />;
  if (!code || !provider) return <StatusPanel title={title} message={t('oauth.invalid')} actions={back} />;
  if (signIn.isError) {
    const notConfigured = isApiError(signIn.error) && signIn.error.status === 501;
    return <StatusPanel title={title} message={notConfigured ? t('oauth.notConfigured', { provider: name }) : describe(signIn.error)} actions={back} />;
  }
  return <StatusPanel title={title} busy message={t('oauth.working', { provider: name })} />;
}
