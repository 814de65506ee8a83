import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useLocale } from '../../auth/index.ts';

/** POST /api/auth/send-invite?locale `{ mobile, relationship_type: 1 }` (platform.md §7.1). */
export async function sendInvite(mobile: string, locale: string): Promise<void> {
  await api('/api/auth/send-invite', {
    method: 'POST',
    query: { locale },
    body: { mobile, relationship_type: 1 },
    auth: 'parent',
  });
}

export function useSendInvite() {
  const locale = useLocale();
  return useMutation({ mutationFn: (mobile: string) => sendInvite(mobile, locale) });
}
