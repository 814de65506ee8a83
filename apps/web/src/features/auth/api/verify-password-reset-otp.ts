import { useMutation } from '@tanstack/react-query';
import { HEADER } from '@abhyas/contracts/constants';
import { api, ApiError } from '../../../lib/api-client.ts';

/** POST /api/auth/verify_password_reset_otp with `x-otp-token` (§7.2) → `x-password-reset-token`. */
export async function verifyPasswordResetOtp(otp: string, otpToken: string): Promise<string> {
  const { headers } = await api('/api/auth/verify_password_reset_otp', {
    method: 'POST',
    body: { otp },
    headers: { [HEADER.otpToken]: otpToken },
    auth: 'none',
  });
  const resetToken = headers.get(HEADER.passwordResetToken);
  if (!resetToken) throw new ApiError({ status: 200, code: 'INVALID_RESPONSE', message: 'The server sent no reset token.' });
  return resetToken;
}

export function useVerifyPasswordResetOtp() {
  return useMutation({
    mutationFn: ({ otp, otpToken }: { otp: string; otpToken: string }) => verifyPasswordResetOtp(otp, otpToken),
  });
}
