import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type profileResponse, type AddProfileBody, type LinkedProfile } from '@abhyas/contracts';
import { api, type Decoded } from '../../../lib/api-client.ts';
import { authKeys } from '../../auth/index.ts';
import { fetchConnectedProfiles } from '../../auth/index.ts';
import { i18n } from '../../../lib/i18n.ts';

/** POST /api/auth/add_profile (platform.md §7.1) → 201 with the profile and its auth_token. */
export async function addProfile(body: AddProfileBody): Promise<LinkedProfile> {
  return (await api<Decoded<typeof profileResponse>>('/api/auth/add_profile', { method: 'POST', query: { locale: i18n.language }, body, auth: 'parent' })).data
    .data;
}

/** Adds a profile, then reloads connected_profiles so the store knows it. */
export function useAddProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addProfile,
    onSuccess: async () => {
      await queryClient.fetchQuery({ queryKey: authKeys.connectedProfiles, queryFn: fetchConnectedProfiles, staleTime: 0 });
    },
  });
}
