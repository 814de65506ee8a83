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

/**
 * A browser's Web Push subscription (`PushSubscription.toJSON()`; issue 20 §2): an https endpoint
 * (http only for localhost, for local push services in development and tests) and its keys, base64url:
 * `p256dh` a P-256 public key (65 bytes), `auth` a 16-byte secret.
 */
export const webPushSubscriptionSchema = z.object({
  endpoint: z
    .string()
    .max(2048, 'endpoint is at most 2048 characters')
    .regex(/^(https:\/\/[^\s/]+|http:\/\/(localhost|127\.0\.0\.1)(:\d+)?)\/\S*$/u, 'endpoint must be an https URL'),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{86,87}={0,2}$/u, 'p256dh must be a base64url P-256 public key'),
    auth: z.string().regex(/^[A-Za-z0-9_-]{21,22}={0,2}$/u, 'auth must be a base64url 16-byte secret'),
  }),
});
export type WebPushSubscription = z.infer<typeof webPushSubscriptionSchema>;

/**
 * POST /api/auth/push-token (platform.md §7.2): a device's push token, or a browser's Web Push
 * subscription in `web_push` (then `notification_token` may be left out; it defaults to the endpoint).
 * A profile (child) token registers the device for that profile's pushes; a parent token for every
 * profile of the account.
 */
export const pushTokenBody = z
  .object({
    notification_token: z.string().min(1).max(4096).optional(),
    web_push: webPushSubscriptionSchema.optional(),
    platform: z.enum(['WEB', 'ANDROID', 'IOS']).default('WEB'),
    device_id: z.string().min(1).max(200),
  })
  .refine((b) => b.notification_token !== undefined || b.web_push !== undefined, {
    message: 'give notification_token or web_push',
    path: ['notification_token'],
  });
