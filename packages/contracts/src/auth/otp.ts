import { z } from 'zod';
import { envelope, localeParam } from '../common.ts';
import { accountData } from './user.ts';
import { deviceIdSchema, emailSchema, mobileSchema, requireOneLogin } from './fields.ts';

export const otpSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'OTP must be 6 digits.');

/** POST /api/auth/send-login-otp (platform.md §7.2); answers with `x-otp-token`. */
export const sendLoginOtpBody = z
  .object({ mobile: mobileSchema.optional(), email: emailSchema.optional(), device_id: deviceIdSchema })
  .superRefine(requireOneLogin);

/** Answer of every call that sends an OTP: where it went (masked) and when it expires (epoch ms). */
export const otpSentResponse = z.object({
  status: z.number().int(),
  message: z.string(),
  sent_to: z.string(),
  channel: z.enum(['sms', 'email']),
  expires_at: z.number().int(),
});

/** POST /api/auth/verify-login-otp, POST /api/auth/verifyOtp: `otp` with the `x-otp-token` header. */
export const verifyOtpBody = z.object({
  otp: otpSchema,
  locale: localeParam.optional(),
  device_id: deviceIdSchema,
});

/** Signed-in answer after an OTP was verified: `x-auth-token` and `x-refresh-token` headers are set. */
export const verifiedResponse = envelope(accountData);

/** POST /api/auth/send_password_reset_otp. */
export const sendResetOtpBody = z.object({ mobile: mobileSchema.optional(), email: emailSchema.optional() }).superRefine(requireOneLogin);

/** POST /api/auth/verify_password_reset_otp: answers with `x-password-reset-token`. */
export const verifyResetOtpBody = z.object({ otp: otpSchema });

/**
 * POST /api/auth/send-verification-otp (parent token): sends a code to the account's own
 * unverified e-mail or mobile; answers `otpSentResponse` with `x-otp-token`. issue 14 §1.3
 */
export const sendVerificationOtpBody = z.object({ address: z.enum(['email', 'mobile']) });

/** POST /api/auth/confirm-verification-otp (parent token, `x-otp-token`): answers the account data. */
export const confirmVerificationOtpBody = z.object({ otp: otpSchema });
