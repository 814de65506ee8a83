/**
 * Turning an answer that signs the user in into session state (platform.md §4.1, §7.2):
 * `x-auth-token` is the parent token, `x-otp-token` (when present) starts verification.
 */
import type { AccountData } from '@abhyas/contracts';
import { HEADER } from '@abhyas/contracts/constants';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuthStore } from '../stores/auth-store.ts';
import { maskAddress, useOtpStore } from '../stores/otp-store.ts';

export interface SessionResult {
  parentToken: string;
  account: AccountData;
  /** Present when the account still needs verifying (an OTP was sent). */
  otpToken: string | null;
  verificationRequired: boolean;
}

/** Reads the tokens from the headers; throws when the parent token is missing. */
export function sessionFrom(headers: Headers, account: AccountData, verificationRequired = false): SessionResult {
  const parentToken = headers.get(HEADER.authToken);
  if (!parentToken) throw new ApiError({ status: 200, code: 'INVALID_RESPONSE', message: 'The server sent no session token.' });
  const { user_details, linked_profiles, feature_flags } = account;
  return {
    parentToken,
    account: { user_details, linked_profiles, feature_flags },
    otpToken: headers.get(HEADER.otpToken),
    verificationRequired,
  };
}

/** Stores the session; when an OTP token came back, records the pending verification. */
export function applySession(result: SessionResult, nowMs: number = Date.now()): void {
  useAuthStore.getState().signedIn(result.parentToken, result.account);
  if (result.otpToken) {
    const { mobile, email } = result.account.user_details;
    useOtpStore.getState().setPending({
      otpToken: result.otpToken,
      purpose: 'verify',
      sentTo: maskAddress(mobile ?? email),
      channel: mobile ? 'sms' : email ? 'email' : null,
      sentAt: nowMs,
    });
  }
}
