import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useLocale } from '../../auth/index.ts';

/** PUT /api/auth/update_password?locale `{ old_password, new_password }` (platform.md §7.1). */
export async function updatePassword(oldPassword: string, newPassword: string, locale: string): Promise<void> {
  await api('/api/auth/update_password', {
    method: 'PUT',
    query: { locale },
    body: { old_password: oldPassword, new_password: newPassword },
    auth: 'parent',
  });
}

export function useUpdatePassword() {
  const locale = useLocale();
  return useMutation({
    mutationFn: (v: { oldPassword: string; newPassword: string }) => updatePassword(v.oldPassword, v.newPassword, locale),
  });
}
