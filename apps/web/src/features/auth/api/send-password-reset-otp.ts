import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { sendResetOtpBody } from '@abhyas/contracts';
import { api } from '../../../lib/api-client.ts';
import { useLocale } from '../hooks/use-locale.ts';
import { otpSentFrom, type OtpSentData, type OtpSent } from './otp-sent.ts';

export type SendResetOtpBody = z.input<typeof sendResetOtpBody>;

/** POST /api/auth/send_password_reset_otp?locale (platform.md §7.2) → `x-otp-token`. */
export async function sendPasswordResetOtp(body: SendResetOtpBody, locale: string): Promise<OtpSent> {
  const { data, headers } = await api<OtpSentData>('/api/auth/send_password_reset_otp', {
    method: 'POST',
    query: { locale },
    body,

    auth: 'none',
  });
  return otpSentFrom(headers, data);
}

export function useSendPasswordResetOtp() {
  const locale = useLocale();
  return useMutation({ mutationFn: (body: SendResetOtpBody) => sendPasswordResetOtp(body, locale) });
}
