import { useMutation } from '@tanstack/react-query';
import { HEADER } from '@abhyas/contracts/constants';
import { api } from '../../../lib/api-client.ts';
import { useLocale } from '../hooks/use-locale.ts';
import { otpSentFrom, type OtpSentData, type OtpSent } from './otp-sent.ts';

/**
 * POST /api/auth/resend_otp?locale with `x-otp-token` (platform.md §7.2). The answer may carry
 * a new `x-otp-token`; when it does not, the old one stays valid.
 */
export async function resendOtp(otpToken: string, locale: string): Promise<OtpSent> {
  const { data, headers } = await api<OtpSentData>('/api/auth/resend_otp', {
    method: 'POST',
    query: { locale },
    headers: { [HEADER.otpToken]: otpToken },

    auth: 'none',
  });
  const fallback = new Headers(headers);
  if (!fallback.get(HEADER.otpToken)) fallback.set(HEADER.otpToken, otpToken);
  return otpSentFrom(fallback, data);
}

export function useResendOtp() {
  const locale = useLocale();
  return useMutation({ mutationFn: (otpToken: string) => resendOtp(otpToken, locale) });
}
