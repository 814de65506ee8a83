import { z } from 'zod';
import { emailSchema, mobileSchema, newPasswordSchema, passwordSchema } from './fields.ts';
import { otpSchema } from './otp.ts';
import { relationshipTypeSchema } from '../invites/invites.ts';

/** POST /api/auth/reset_password with `x-password-reset-token` (platform.md §7.2). */
export const resetPasswordBody = z.object({ new_password: newPasswordSchema });

/** PUT /api/auth/update_password (platform.md §7.1). */
export const updatePasswordBody = z.object({ old_password: passwordSchema, new_password: newPasswordSchema });

/**
 * POST /api/auth/confirm-password: the parent proves it is them (their password) before the
 * account's settings open on a device a child uses (issue 15). Parent token only.
 */
export const confirmPasswordBody = z.object({ password: passwordSchema });

/** PUT /api/auth/update_login: start a change of login; an OTP goes to the new address (platform.md §7.1). */
export const updateLoginStartBody = z
  .object({
    email: emailSchema.optional(),
    mobile: mobileSchema.optional(),
    new_login_verify_required: z.boolean().default(true),
  })
  .refine((v) => Boolean(v.email) !== Boolean(v.mobile), {
    message: 'Give exactly one of mobile or email.',
    path: ['mobile'],
  });

/** POST /api/auth/update_login: confirm with the OTP and the `x-otp-token` header. */
export const updateLoginConfirmBody = z.object({ otp: otpSchema });

/**
 * POST /api/auth/send-invite: invite a parent or guardian by mobile (platform.md §7.1); the SMS
 * carries a single-use link valid 7 days. `relationship_type`: 1 parent, 2 mother, 3 father, 4 guardian.
 */
export const sendInviteBody = z.object({
  mobile: mobileSchema,
  relationship_type: relationshipTypeSchema.default(1),
});

/** POST /api/auth/sign-out (platform.md §4.1, §7.1). */
export const signOutBody = z.object({ clear_all_sessions: z.boolean().default(false) }).default({ clear_all_sessions: false });

/** POST and DELETE /api/auth/push-token (platform.md §7.2). */
export const pushTokenBody = z.object({
  notification_token: z.string().min(1).max(4096),
  platform: z.enum(['WEB', 'ANDROID', 'IOS']).default('WEB'),
  device_id: z.string().min(1).max(200),
});
