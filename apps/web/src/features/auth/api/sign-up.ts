import { useMutation } from '@tanstack/react-query';
import { type signUpResponse, type SignUpBody } from '@abhyas/contracts';
import { api, ApiError, type Decoded } from '../../../lib/api-client.ts';
import { useLocale } from '../hooks/use-locale.ts';
import { applySession, sessionFrom, type SessionResult } from './session-result.ts';

export interface SignUpOptions {
  locale: string;
  /** The onboardingType (`?type=`), e.g. the blog type. */
  type?: string;
  /** Blog sign-up uses POST /register instead of /sign-up (§7.2). */
  blog?: boolean;
}

/**
 * POST /api/auth/sign-up (or /register)?locale&type (platform.md §7.2). Successful only when
 * the body's status is 201 (§5); `x-auth-token` and `x-otp-token` start verification.
 * An existing account → ApiError 409 ACCOUNT_EXISTS.
 */
export async function signUp(body: SignUpBody, opts: SignUpOptions): Promise<SessionResult> {
  const { data, headers } = await api<Decoded<typeof signUpResponse>>(opts.blog ? '/api/auth/register' : '/api/auth/sign-up', {
    method: 'POST',
    query: { locale: opts.locale, type: opts.type },
    body,

    auth: 'none',
  });
  if (data.status !== 201) throw new ApiError({ status: data.status, code: 'SIGN_UP_FAILED', message: 'Sign-up failed.' });
  return sessionFrom(headers, data.data, true);
}

export function useSignUp(opts: { type?: string; blog?: boolean } = {}) {
  const locale = useLocale();
  return useMutation({
    mutationFn: (body: SignUpBody) => signUp(body, { locale, ...opts }),
    onSuccess: (result) => applySession(result),
  });
}
