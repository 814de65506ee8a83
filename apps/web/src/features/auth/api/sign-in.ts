import { useMutation } from '@tanstack/react-query';
import type { signInResponse, SignInBody } from '@abhyas/contracts';
import { HEADER } from '@abhyas/contracts/constants';
import { api, ApiError, type Decoded } from '../../../lib/api-client.ts';
import { getBrowserId } from '../../../lib/browser-id.ts';
import { useLocale } from '../hooks/use-locale.ts';
import type { OtpSent } from './otp-sent.ts';
import { applySession, sessionFrom, type SessionResult } from './session-result.ts';

/**
 * A sign-in through a mobile or e-mail the account has not verified: no session yet, a code went
 * to that address (issue 14 §1.3). POST verifyOtp with it signs in.
 */
export interface SignInVerification extends OtpSent {
  verificationStep: true;
}

export const isVerificationStep = (r: SessionResult | SignInVerification): r is SignInVerification => 'verificationStep' in r;

/**
 * POST /api/auth/sign-in?locale (platform.md §7.2). Successful only with status 200 and data
 * (§5): a session, or the verification step of an address not yet proved. Wrong password →
 * ApiError 401 INVALID_CREDENTIALS; rate limited → 429 with retryAfterS.
 */
export async function signIn(body: SignInBody, locale: string): Promise<SessionResult | SignInVerification> {
  const { data, headers } = await api<Decoded<typeof signInResponse>>('/api/auth/sign-in', {
    method: 'POST',
    query: { locale },
    body: { ...body, device_id: body.device_id ?? getBrowserId() },

    auth: 'none',
  });
  if (data.status !== 200) throw new ApiError({ status: data.status, code: 'SIGN_IN_FAILED', message: 'Sign-in failed.' });
  if (data.data.verification_required) {
    const otpToken = headers.get(HEADER.otpToken);
    if (!otpToken) throw new ApiError({ status: 200, code: 'INVALID_RESPONSE', message: 'The server sent no OTP token.' });
    return { verificationStep: true, otpToken, sentTo: data.data.sent_to, channel: data.data.channel, expiresAt: data.data.expires_at };
  }
  return sessionFrom(headers, data.data, false);
}

/** Signs in and stores the session (nothing is stored for a verification step). */
export function useSignIn() {
  const locale = useLocale();
  return useMutation({
    mutationFn: (body: SignInBody) => signIn(body, locale),
    onSuccess: (result) => {
      if (!isVerificationStep(result)) applySession(result);
    },
  });
}
