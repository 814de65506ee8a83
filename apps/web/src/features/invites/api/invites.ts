import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type inviteAcceptedResponse, type invitePreviewResponse, type sentInvitesResponse, type SentInvite } from '@abhyas/contracts';
import { api, type Decoded } from '../../../lib/api-client.ts';
import { authKeys, fetchConnectedProfiles } from '../../auth/index.ts';

/** Query keys of the invites feature. */
export const inviteKeys = {
  all: ['invites'] as const,
  preview: (token: string) => ['invites', 'preview', token] as const,
  sent: ['invites', 'sent'] as const,
};

/**
 * GET /api/invites/{token} (no token sent): who invited (first name) and the relationship.
 * Throws ApiError 404 INVITE_NOT_FOUND, 410 INVITE_EXPIRED / INVITE_USED.
 */
export function useInvitePreview(token: string) {
  return useQuery({
    queryKey: inviteKeys.preview(token),
    queryFn: async () => (await api<Decoded<typeof invitePreviewResponse>>(`/api/invites/${encodeURIComponent(token)}`, { auth: 'none' })).data.data,
    retry: false,
  });
}

/**
 * POST /api/invites/{token}/accept with the parent token: joins the family; then refreshes the
 * account (connected_profiles) so the family's child profiles are listed. Errors: 409
 * INVITE_SELF / ALREADY_LINKED, 410 INVITE_USED / INVITE_EXPIRED, 404 INVITE_NOT_FOUND.
 */
export function useAcceptInvite(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await api<Decoded<typeof inviteAcceptedResponse>>(`/api/invites/${encodeURIComponent(token)}/accept`, { method: 'POST', auth: 'parent' })).data.data,
    onSuccess: async () => {
      await queryClient.fetchQuery({ queryKey: authKeys.connectedProfiles, queryFn: fetchConnectedProfiles, staleTime: 0 });
      await queryClient.invalidateQueries({ queryKey: inviteKeys.all });
    },
  });
}

/** GET /api/invites: the invites the caller sent (the current profile's with a child token, else the account's), newest first. */
export function useSentInvites(auth: 'parent' | 'child') {
  return useQuery({
    queryKey: [...inviteKeys.sent, auth],
    queryFn: async (): Promise<SentInvite[]> => (await api<Decoded<typeof sentInvitesResponse>>('/api/invites', { auth })).data.data,
  });
}
