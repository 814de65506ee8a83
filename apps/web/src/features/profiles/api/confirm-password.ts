import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * POST /api/auth/confirm-password `{ password }` with the parent token: the parent proves it is
 * them before the account's settings open (issue 15). 400 WRONG_PASSWORD; 429 after repeated misses.
 */
export async function confirmPassword(password: string): Promise<void> {
  await api('/api/auth/confirm-password', { method: 'POST', body: { password }, auth: 'parent' });
}

export function useConfirmPassword() {
  return useMutation({ mutationFn: confirmPassword });
}
