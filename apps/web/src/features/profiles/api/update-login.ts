import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HEADER } from '@abhyas/contracts/constants';
import { api } from '../../../lib/api-client.ts';
import { otpSentFrom, type OtpSentData, type OtpSent } from '../../auth/index.ts';
import { authKeys } from '../../auth/index.ts';
import { useLocale } from '../../auth/index.ts';

export type NewLogin = { mobile: string } | { email: string };

/** PUT /api/auth/update_login?locale: starts a change of login; an OTP goes to the new address (§7.1). */
export async function startLoginChange(login: NewLogin, locale: string): Promise<OtpSent> {
  const { data, headers } = await api<OtpSentData>('/api/auth/update_login', {
    method: 'PUT',
    query: { locale },
    body: { ...login, new_login_verify_required: true },

    auth: 'parent',
  });
  return otpSentFrom(headers, data);
}

/** POST /api/auth/update_login?locale `{ otp }` with `x-otp-token`: confirms the change (§7.1). */
export async function confirmLoginChange(otp: string, otpToken: string, locale: string): Promise<void> {
  await api('/api/auth/update_login', {
    method: 'POST',
    query: { locale },
    body: { otp },
    headers: { [HEADER.otpToken]: otpToken },
    auth: 'parent',
  });
}

export function useStartLoginChange() {
  const locale = useLocale();
  return useMutation({ mutationFn: (login: NewLogin) => startLoginChange(login, locale) });
}

export function useConfirmLoginChange() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { otp: string; otpToken: string }) => confirmLoginChange(v.otp, v.otpToken, locale),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.connectedProfiles }),
  });
}
