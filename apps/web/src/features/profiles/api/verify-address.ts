import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HEADER } from '@abhyas/contracts/constants';
import { api } from '../../../lib/api-client.ts';
import { otpSentFrom, type OtpSentData, type OtpSent } from '../../auth/index.ts';
import { authKeys } from '../../auth/index.ts';
import { useLocale } from '../../auth/index.ts';

/**
 * POST /api/auth/send-verification-otp?locale `{ address }` (parent token): a code goes to the
 * account's own unverified e-mail or mobile (issue 14 §1.3).
 */
export async function sendVerificationOtp(address: 'email' | 'mobile', locale: string): Promise<OtpSent> {
  const { data, headers } = await api<OtpSentData>('/api/auth/send-verification-otp', {
    method: 'POST',
    query: { locale },
    body: { address },

    auth: 'parent',
  });
  return otpSentFrom(headers, data);
}

/** POST /api/auth/confirm-verification-otp?locale `{ otp }` with `x-otp-token`: the address becomes verified. */
export async function confirmVerificationOtp(otp: string, otpToken: string, locale: string): Promise<void> {
  await api('/api/auth/confirm-verification-otp', {
    method: 'POST',
    query: { locale },
    body: { otp },
    headers: { [HEADER.otpToken]: otpToken },
    auth: 'parent',
  });
}

export function useSendVerificationOtp() {
  const locale = useLocale();
  return useMutation({ mutationFn: (address: 'email' | 'mobile') => sendVerificationOtp(address, locale) });
}

export function useConfirmVerificationOtp() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { otp: string; otpToken: string }) => confirmVerificationOtp(v.otp, v.otpToken, locale),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.connectedProfiles }),
  });
}
