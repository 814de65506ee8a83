import { useMutation } from '@tanstack/react-query';
import { type verifiedResponse } from '@abhyas/contracts';
import { api, type Decoded } from '../../../lib/api-client.ts';
import { applySession, sessionFrom, type SessionResult } from './session-result.ts';

/** POST /api/auth/sso/verify?token= (platform.md §7.2): signs in with a partner's SSO token. */
export async function ssoVerify(token: string): Promise<SessionResult> {
  const { data, headers } = await api<Decoded<typeof verifiedResponse>>('/api/auth/sso/verify', {
    method: 'POST',
    query: { token },

    auth: 'none',
  });
  return sessionFrom(headers, data.data);
}

export function useSsoVerify() {
  return useMutation({ mutationFn: ssoVerify, onSuccess: (result) => applySession(result) });
}
