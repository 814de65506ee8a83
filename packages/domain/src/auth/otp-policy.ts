// One-time passwords for sign-in, verification and password reset. platform.md §7.2

/** Digits in an OTP. */
export const OTP_LENGTH = 6;
/** How long an OTP stays valid, in ms (10 minutes). */
export const OTP_TTL_MS = 600_000;
/** Wrong entries allowed before the OTP is spent. */
export const OTP_MAX_TRIES = 5;

/** True when `s` is exactly six ASCII digits (no spaces). platform.md §7.2 */
export function isOtpFormat(s: string): boolean {
  return /^\d{6}$/.test(s);
}
