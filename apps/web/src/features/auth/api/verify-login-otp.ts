import { useMutation } from '@tanstack/react-query';
import { useLocale } from '../hooks/use-locale.ts';
import { applySession, type SessionResult } from './session-result.ts';
import { postOtpForSession } from './verify-otp.ts';

/** POST /api/auth/verify-login-otp?locale with `x-otp-token` (platform.md §7.2) → tokens. */
export async function verifyLoginOtp(otp: string, otpToken: string, locale: string): Promise<SessionResult> {
  return postOtpForSession('/api/auth/verify-login-otp', otp, otpToken, locale);
}

export function useVerifyLoginOtp() {
  const locale = useLocale();
  return useMutation({
    mutationFn: ({ otp, otpToken }: { otp: string; otpToken: string }) => verifyLoginOtp(otp, otpToken, locale),
    onSuccess: (result) => applySession(result),
  });
}
