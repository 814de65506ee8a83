import { queryOptions, useQuery } from '@tanstack/react-query';
import { type sessionResponse } from '@abhyas/contracts';
import type { z } from 'zod';
import { api, type Decoded } from '../../../lib/api-client.ts';
import { useAuthStore } from '../stores/auth-store.ts';
import { authKeys } from './query-keys.ts';

export type SessionInfo = z.output<typeof sessionResponse>['data'];

/** GET /api/auth/get-session (platform.md §7.1). Failures are only logged by callers (§8). */
export async function fetchSession(): Promise<SessionInfo> {
  return (await api<Decoded<typeof sessionResponse>>('/api/auth/get-session', { auth: 'parent' })).data.data;
}

export const sessionQueryOptions = () => queryOptions({ queryKey: authKeys.session, queryFn: fetchSession });

export function useSession() {
  const authed = useAuthStore((s) => s.parentToken !== null);
  return useQuery({ ...sessionQueryOptions(), enabled: authed });
}
