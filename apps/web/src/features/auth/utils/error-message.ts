/**
 * User-facing text for a failed call (platform.md §8). Known codes map to catalog strings in
 * the `auth` namespace (`errors.<CODE>`); otherwise the server's message is shown as given
 * (it is written for users below 500), else a generic text by status.
 */
import type { TFunction } from 'i18next';
import { PASSWORD_WEAKNESSES } from '@abhyas/domain';
import { isApiError } from '../../../lib/api-client.ts';

export const KNOWN_ERROR_CODES = [
  'INVALID_CREDENTIALS',
  'RATE_LIMITED',
  'OTP_INVALID',
  'OTP_EXPIRED',
  'OTP_TOO_MANY_ATTEMPTS',
  'ACCOUNT_EXISTS',
  'ACCOUNT_NOT_FOUND',
  'VALIDATION_FAILED',
  'NOT_CONFIGURED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NETWORK_ERROR',
  'INVALID_RESPONSE',
  'OTP_USED',
  'OTP_TOKEN_INVALID',
  'OTP_PURPOSE',
  'RESET_TOKEN_INVALID',
  'WRONG_PASSWORD',
  'SAME_PASSWORD',
  'NOT_VERIFIED',
  'TOO_MANY_PROFILES',
  'UNKNOWN_EXAM',
  'EXAM_NOT_IN_GOAL',
  'PROFILE_NOT_FOUND',
  'SESSION_EXPIRED',
  'REFRESH_TOKEN_REUSED',
  'SOCIAL_SIGN_IN_FAILED',
  'DELIVERY_UNAVAILABLE',
  'DELIVERY_FAILED',
  'PAYLOAD_TOO_LARGE',
  'NOT_FOUND',
  'PASSWORD_WEAK',
  'ALREADY_VERIFIED',
] as const;

/** Server codes that share a catalog text with another code. */
const CODE_ALIASES: Record<string, (typeof KNOWN_ERROR_CODES)[number]> = {
  OTP_TOO_MANY_TRIES: 'OTP_TOO_MANY_ATTEMPTS',
  REFRESH_TOKEN_MISSING: 'SESSION_EXPIRED',
  ACCOUNT_GONE: 'SESSION_EXPIRED',
  WRONG_TOKEN_KIND: 'FORBIDDEN',
  PROFILE_ID_REQUIRED: 'PROFILE_NOT_FOUND',
};

/**
 * The catalog key (`password.weakness.<reason>`, in `auth`) of a PASSWORD_WEAK answer's reason,
 * or null when it carries none the catalogs know.
 */
export function passwordWeaknessKey(error: unknown): string | null {
  if (!isApiError(error) || error.code !== 'PASSWORD_WEAK') return null;
  const reason = error.details.find((d) => d.reason)?.reason;
  return reason && (PASSWORD_WEAKNESSES as readonly string[]).includes(reason) ? `password.weakness.${reason}` : null;
}

export function describeError(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return t('auth:errors.GENERIC');
  if (error.status === 429 || error.code === 'RATE_LIMITED') {
    if (error.retryAfterS && error.retryAfterS > 0) {
      return t('auth:errors.RATE_LIMITED_WAIT', { minutes: Math.max(1, Math.ceil(error.retryAfterS / 60)) });
    }
    return t('auth:errors.RATE_LIMITED');
  }
  if (error.status === 501) return t('auth:errors.NOT_CONFIGURED');
  // A refused new password says why, in the user's language (issue 14 §1.8).
  const weakness = error.code === 'PASSWORD_WEAK' ? passwordWeaknessKey(error) : null;
  if (weakness) return t(`auth:${weakness}`);
  const code = CODE_ALIASES[error.code] ?? error.code;
  if ((KNOWN_ERROR_CODES as readonly string[]).includes(code)) return t(`auth:errors.${code}`);
  if (error.status >= 500) return t('auth:errors.SERVER');
  if (error.message) return error.message;
  return t('auth:errors.GENERIC');
}
