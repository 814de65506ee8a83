import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { verifiedResponse } from '@abhyas/contracts';
import { HEADER } from '@abhyas/contracts/constants';
import { api, type Decoded } from '../../../lib/api-client.ts';
import { getBrowserId } from '../../../lib/browser-id.ts';
import { useLocale } from '../hooks/use-locale.ts';
import { authKeys } from './query-keys.ts';
import { applySession, sessionFrom, type SessionResult } from './session-result.ts';

/**
 * POST /api/auth/verifyOtp?locale with `x-otp-token` (platform.md §7.2): verifies the account's
 * mobile or e-mail and answers with fresh tokens. Wrong code → OTP_INVALID, stale → OTP_EXPIRED.
 */
export async function verifyOtp(otp: string, otpToken: string, locale: string): Promise<SessionResult> {
  return postOtpForSession('/api/auth/verifyOtp', otp, otpToken, locale);
}

/** Posts a code with its `x-otp-token` to an OTP call that answers with a signed-in session. */
export async function postOtpForSession(path: string, otp: string, otpToken: string, locale: string): Promise<SessionResult> {
  const { data, headers } = await api<Decoded<typeof verifiedResponse>>(path, {
    method: 'POST',
    query: { locale },
    body: { otp, locale, device_id: getBrowserId() },
    headers: { [HEADER.otpToken]: otpToken },

    // The OTP token identifies the account; no bearer, so a wrong code (401) never triggers a refresh.
    auth: 'none',
  });
  return sessionFrom(headers, data.data);
}

export function useVerifyOtp() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ otp, otpToken }: { otp: string; otpToken: string }) => verifyOtp(otp, otpToken, locale),
    onSuccess: async (result) => {
      applySession(result);
      await queryClient.invalidateQueries({ queryKey: authKeys.connectedProfiles });
    },
  });
}
