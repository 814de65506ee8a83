import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useLocale } from '../../auth/index.ts';

export interface InviteInput {
  /** 10 digits. */
  mobile: string;
  /** 1 parent, 2 mother, 3 father, 4 guardian. */
  relationshipType: number;
  /** The current profile's token when a student invites, else the parent's. */
  auth: 'parent' | 'child';
}

/** POST /api/auth/send-invite?locale `{ mobile, relationship_type }` (platform.md §7.1; issue 21 §1: the SMS carries a 7-day link). */
export async function sendInvite(input: InviteInput, locale: string): Promise<void> {
  await api('/api/auth/send-invite', {
    method: 'POST',
    query: { locale },
    body: { mobile: input.mobile, relationship_type: input.relationshipType },
    auth: input.auth,
  });
}

/** Sends an invite; the list of sent invites (['invites']) is refreshed after. */
export function useSendInvite() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteInput) => sendInvite(input, locale),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['invites'] }),
  });
}
