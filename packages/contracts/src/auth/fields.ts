import { z } from 'zod';
import { checkPassword, isValidEmail, isValidMobile, normaliseMobile, PASSWORD_MAX } from '@abhyas/domain';

const PASSWORD_MESSAGES: Record<string, string> = {
  too_short: 'Password must be at least 8 characters long.',
  too_long: 'Password must be at most 128 characters long.',
  missing_letter: 'Password must contain a letter.',
  missing_digit: 'Password must contain a digit.',
  missing_special: 'Password must contain one of @$!%*#?&.',
  too_common: 'This password is too common; choose another.',
};

/** A new password under the platform.md §5 rule plus the common-password list. */
export const newPasswordSchema = z.string().superRefine((value, ctx) => {
  const result = checkPassword(value);
  for (const problem of result.problems) {
    ctx.addIssue({ code: 'custom', message: PASSWORD_MESSAGES[problem] ?? problem, params: { problem } });
  }
});

/** An existing password being presented for sign-in: any non-empty string up to the maximum. */
export const passwordSchema = z.string().min(1, 'Password is required.').max(PASSWORD_MAX);

/** Indian mobile number, 10 digits starting 6–9 (platform.md §5); +91 / 0 prefixes and spaces accepted. */
export const mobileSchema = z
  .string()
  .trim()
  .transform((v) => normaliseMobile(v) ?? v)
  .refine(isValidMobile, 'Mobile number must be 10 digits starting with 6, 7, 8 or 9.');

/** E-mail address (platform.md §5), stored lower-cased. */
export const emailSchema = z
  .string()
  .trim()
  .max(254)
  .transform((v) => v.toLowerCase())
  .refine(isValidEmail, 'Enter a valid e-mail address.');

/** Browser fingerprint or device id sent with sign-in calls. */
export const deviceIdSchema = z.string().trim().max(200).optional();

/** Exactly one of mobile or e-mail identifies an account. */
export const loginIdentifier = {
  mobile: mobileSchema.optional(),
  email: emailSchema.optional(),
};

export function requireOneLogin(v: { mobile?: string | undefined; email?: string | undefined }, ctx: z.RefinementCtx) {
  if (!v.mobile && !v.email) {
    ctx.addIssue({ code: 'custom', path: ['mobile'], message: 'Give a mobile number or an e-mail address.' });
  }
}
