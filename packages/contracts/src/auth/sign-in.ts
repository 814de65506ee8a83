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
 * `data` of a sign-in through a mobile or e-mail the account has not verified yet: no session is
 * started (issue 14 §1.3); a code went to that address (`sent_to`, masked; `expires_at` epoch ms)
 * and the `x-otp-token` header carries the step. POST /verifyOtp with the code signs in.
 */
export const signInVerificationStep = z
  .object({
    verification_required: z.literal(true),
    sent_to: z.string(),
    channel: z.enum(['sms', 'email']),
    expires_at: z.number().int(),
  })
  .meta({ id: 'SignInVerificationStep' });
export type SignInVerificationStep = z.infer<typeof signInVerificationStep>;

/**
 * 200 `{ status: 200, data }`: signed in (`verification_required: false`, the account data, with
 * `x-auth-token` (parent token) and `x-refresh-token`), or, through an address not yet verified,
 * the verification step above with only `x-otp-token`.
 */
export const signInResponse = envelope(z.union([accountData.extend({ verification_required: z.literal(false) }), signInVerificationStep]));
