import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type profileResponse, type EditProfileBody, type LinkedProfile } from '@abhyas/contracts';
import { api, type Decoded } from '../../../lib/api-client.ts';
import { authKeys } from '../../auth/index.ts';
import { fetchConnectedProfiles } from '../../auth/index.ts';
import { i18n } from '../../../lib/i18n.ts';
import { useAuthStore } from '../../auth/index.ts';

/** PUT /api/auth/edit_profile (platform.md §7.1) with the parent token and the profile `id`. */
export async function editProfile(body: EditProfileBody): Promise<LinkedProfile> {
  return (await api<Decoded<typeof profileResponse>>('/api/auth/edit_profile', { method: 'PUT', query: { locale: i18n.language }, body, auth: 'parent' })).data
    .data;
}

/**
 * PUT /api/auth/edit_profile with the current profile's own child token (no `id`): a student's own
 * settings (language, video quality). Puts the answer into the auth store. platform.md §7.1, issue 15
 */
export async function editOwnProfile(body: Omit<EditProfileBody, 'id'>): Promise<LinkedProfile> {
  const updated = (
    await api<Decoded<typeof profileResponse>>('/api/auth/edit_profile', { method: 'PUT', query: { locale: i18n.language }, body, auth: 'child' })
  ).data.data;
  useAuthStore.getState().replaceProfile(updated);
  return updated;
}

export function useEditProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editProfile,
    onSuccess: async () => {
      await queryClient.fetchQuery({ queryKey: authKeys.connectedProfiles, queryFn: fetchConnectedProfiles, staleTime: 0 });
    },
  });
}
