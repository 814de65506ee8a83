import { Button, Divider, Stack } from '@mantine/core';
import { IconBrandFacebook, IconBrandGoogle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useProviders, type Providers } from '../api/providers.ts';
import { oauthRedirectUri, type SocialProvider } from '../api/social-sign-in.ts';
import { rememberOAuthRedirect } from '../utils/oauth-state.ts';

const SCOPES: Record<SocialProvider, string> = { google: 'openid email profile', facebook: 'email public_profile' };

/** The provider's authorise URL with our client id, redirect URI and `state` = provider (§7.2). */
export function authorizeUrl(provider: SocialProvider, config: Providers[SocialProvider], origin: string): string | null {
  if (!config.enabled || !config.authorize_url) return null;
  const url = new URL(config.authorize_url, origin);
  if (config.client_id && !url.searchParams.has('client_id')) url.searchParams.set('client_id', config.client_id);
  url.searchParams.set('redirect_uri', oauthRedirectUri(origin));
  url.searchParams.set('response_type', 'code');
  if (!url.searchParams.has('scope')) url.searchParams.set('scope', SCOPES[provider]);
  url.searchParams.set('state', provider);
  return url.toString();
}

/** Google / Facebook buttons, shown only for providers the server reports as enabled. */
export function SocialButtons({ redirectUrl }: { redirectUrl: string | null }) {
  const { t } = useTranslation('auth');
  const { data } = useProviders();
  if (!data) return null;
  const origin = window.location.origin;
  const google = authorizeUrl('google', data.google, origin);
  const facebook = authorizeUrl('facebook', data.facebook, origin);
  if (!google && !facebook) return null;
  return (
    <Stack gap="sm">
      <Divider label={t('login.or')} labelPosition="center" />
      {google ? (
        <Button
          component="a"
          href={google}
          variant="default"
          leftSection={<IconBrandGoogle size={18} aria-hidden />}
          onClick={() => rememberOAuthRedirect(redirectUrl)}
          fullWidth
        >
          {t('login.google')}
        </Button>
      ) : null}
      {facebook ? (
        <Button
          component="a"
          href={facebook}
          variant="default"
          leftSection={<IconBrandFacebook size={18} aria-hidden />}
          onClick={() => rememberOAuthRedirect(redirectUrl)}
          fullWidth
        >
          {t('login.facebook')}
        </Button>
      ) : null}
    </Stack>
  );
}
