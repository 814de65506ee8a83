import { useMutation } from '@tanstack/react-query';
import { type verifiedResponse } from '@abhyas/contracts';
import { api, type Decoded } from '../../../lib/api-client.ts';
import { getBrowserId } from '../../../lib/browser-id.ts';
import { applySession, sessionFrom, type SessionResult } from './session-result.ts';

export type SocialProvider = 'google' | 'facebook';

/** The route the providers redirect back to (platform.md §2.1). */
export const OAUTH_CALLBACK_PATH = '/api/oauth2_callback';

export function oauthRedirectUri(origin: string = window.location.origin): string {
  return `${origin}${OAUTH_CALLBACK_PATH}`;
}

/**
 * POST /api/auth/google_sign_in or /facebook_sign_in `{ code, redirect_uri, device_id }`
 * (platform.md §7.2). 501 when the provider is not configured on the server.
 */
export async function socialSignIn(provider: SocialProvider, code: string, redirectUri: string): Promise<SessionResult> {
  const { data, headers } = await api<Decoded<typeof verifiedResponse>>(`/api/auth/${provider}_sign_in`, {
    method: 'POST',
    body: { code, redirect_uri: redirectUri, device_id: getBrowserId() },

    auth: 'none',
  });
  return sessionFrom(headers, data.data);
}

export function useSocialSignIn() {
  return useMutation({
    mutationFn: (v: { provider: SocialProvider; code: string; redirectUri: string }) => socialSignIn(v.provider, v.code, v.redirectUri),
    onSuccess: (result) => applySession(result),
  });
}
