import { useMutation } from '@tanstack/react-query';
import { HEADER, verifiedResponse } from '@abhyas/contracts';
import { api } from '../../../lib/api-client.ts';
import { getBrowserId } from '../../../lib/browser-id.ts';
import { useLocale } from '../hooks/use-locale.ts';
import { applySession, sessionFrom, type SessionResult } from './session-result.ts';

/** POST /api/auth/verify-login-otp?locale with `x-otp-token` (platform.md §7.2) → tokens. */
export async function verifyLoginOtp(otp: string, otpToken: string, locale: string): Promise<SessionResult> {
  const { data, headers } = await api('/api/auth/verify-login-otp', {
    method: 'POST',
    query: { locale },
    body: { otp, locale, device_id: getBrowserId() },
    headers: { [HEADER.otpToken]: otpToken },
    schema: verifiedResponse,
    auth: 'none',
  });
  return sessionFrom(headers, data.data);
}

export function useVerifyLoginOtp() {
  const locale = useLocale();
  return useMutation({
    mutationFn: ({ otp, otpToken }: { otp: string; otpToken: string }) => verifyLoginOtp(otp, otpToken, locale),
    onSuccess: (result) => applySession(result),
  });
}
