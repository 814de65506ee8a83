import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountData } from '@abhyas/contracts';
import { api } from '../../../lib/api-client.ts';
import { useAuthStore } from '../stores/auth-store.ts';
import { authKeys } from './query-keys.ts';
import { i18n } from '../../../lib/i18n.ts';

/**
 * GET /api/auth/connected_profiles (platform.md §7.1) with the parent token: user_details,
 * linked_profiles (each with a fresh child `auth_token`) and feature_flags. The result also
 * refreshes the auth store, so the current profile's child token stays current.
 */
export async function fetchConnectedProfiles(): Promise<AccountData> {
  // Goal and exam names come back in the interface language.
  const { data } = await api<{ status: number; data: AccountData }>('/api/auth/connected_profiles', { query: { locale: i18n.language }, auth: 'parent' });
  useAuthStore.getState().setAccount(data.data);
  return data.data;
}

export const connectedProfilesQueryOptions = () => queryOptions({ queryKey: authKeys.connectedProfiles, queryFn: fetchConnectedProfiles, staleTime: 60_000 });

/** The account, enabled only while a parent token is held. */
export function useConnectedProfiles() {
  const authed = useAuthStore((s) => s.parentToken !== null);
  const account = useAuthStore((s) => s.account);
  return useQuery({ ...connectedProfilesQueryOptions(), enabled: authed, initialData: account ?? undefined });
}
