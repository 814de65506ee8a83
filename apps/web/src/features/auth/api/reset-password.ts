import { useMutation } from '@tanstack/react-query';
import { HEADER } from '@abhyas/contracts/constants';
import { api } from '../../../lib/api-client.ts';
import { useLocale } from '../hooks/use-locale.ts';

/** POST /api/auth/reset_password?locale with `x-password-reset-token` (platform.md §7.2). */
export async function resetPassword(newPassword: string, resetToken: string, locale: string): Promise<void> {
  await api('/api/auth/reset_password', {
    method: 'POST',
    query: { locale },
    body: { new_password: newPassword },
    headers: { [HEADER.passwordResetToken]: resetToken },
    auth: 'none',
  });
}

export function useResetPassword() {
  const locale = useLocale();
  return useMutation({
    mutationFn: ({ newPassword, resetToken }: { newPassword: string; resetToken: string }) => resetPassword(newPassword, resetToken, locale),
  });
}
