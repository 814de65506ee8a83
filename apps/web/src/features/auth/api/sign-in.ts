import { useMutation } from '@tanstack/react-query';
import { signInResponse, type SignInBody } from '@abhyas/contracts';
import { api, ApiError } from '../../../lib/api-client.ts';
import { getBrowserId } from '../../../lib/browser-id.ts';
import { useLocale } from '../hooks/use-locale.ts';
import { applySession, sessionFrom, type SessionResult } from './session-result.ts';

/**
 * POST /api/auth/sign-in?locale (platform.md §7.2). Successful only with status 200 and data
 * (§5). Wrong password → ApiError 401 INVALID_CREDENTIALS; rate limited → 429 with retryAfterS.
 */
export async function signIn(body: SignInBody, locale: string): Promise<SessionResult> {
  const { data, headers } = await api('/api/auth/sign-in', {
    method: 'POST',
    query: { locale },
    body: { ...body, device_id: body.device_id ?? getBrowserId() },
    schema: signInResponse,
    auth: 'none',
  });
  if (data.status !== 200) throw new ApiError({ status: data.status, code: 'SIGN_IN_FAILED', message: 'Sign-in failed.' });
  return sessionFrom(headers, data.data, data.data.verification_required);
}

/** Signs in and stores the session (and the pending verification when unverified). */
export function useSignIn() {
  const locale = useLocale();
  return useMutation({
    mutationFn: (body: SignInBody) => signIn(body, locale),
    onSuccess: (result) => applySession(result),
  });
}
