import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { sendLoginOtpBody } from '@abhyas/contracts';
import { api } from '../../../lib/api-client.ts';
import { getBrowserId } from '../../../lib/browser-id.ts';
import { useLocale } from '../hooks/use-locale.ts';
import { otpSentFrom, type OtpSentData, type OtpSent } from './otp-sent.ts';

export type SendLoginOtpBody = z.input<typeof sendLoginOtpBody>;

/** POST /api/auth/send-login-otp?locale (platform.md §7.2) → `x-otp-token`. */
export async function sendLoginOtp(body: SendLoginOtpBody, locale: string): Promise<OtpSent> {
  const { data, headers } = await api<OtpSentData>('/api/auth/send-login-otp', {
    method: 'POST',
    query: { locale },
    body: { ...body, device_id: body.device_id ?? getBrowserId() },

    auth: 'none',
  });
  return otpSentFrom(headers, data);
}

export function useSendLoginOtp() {
  const locale = useLocale();
  return useMutation({ mutationFn: (body: SendLoginOtpBody) => sendLoginOtp(body, locale) });
}
