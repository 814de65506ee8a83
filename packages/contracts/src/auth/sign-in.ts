import { z } from 'zod';
import { envelope } from '../common.ts';
import { accountData } from './user.ts';
import { deviceIdSchema, emailSchema, mobileSchema, passwordSchema, requireOneLogin } from './fields.ts';

/** POST /api/auth/sign-in (platform.md §7.2). */
export const signInBody = z
  .object({
    mobile: mobileSchema.optional(),
    email: emailSchema.optional(),
    password: passwordSchema,
    device_id: deviceIdSchema,
    connected_response: z.boolean().optional(),
  })
  .superRefine(requireOneLogin);
export type SignInBody = z.input<typeof signInBody>;

/**
 * 200 `{ status: 200, data }` with `x-auth-token` (parent token) and `x-refresh-token`.
 * When neither mobile nor e-mail is verified, `data.verification_required` is true and an
 * `x-otp-token` header carries the verification step (an OTP has been sent).
 */
export const signInResponse = envelope(accountData.extend({ verification_required: z.boolean() }));
