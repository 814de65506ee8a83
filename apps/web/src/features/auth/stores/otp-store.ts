/**
 * The pending one-time-password step (platform.md §7.2): the `x-otp-token` of the last OTP
 * sent, where it went and when, so /account-verify keeps its code field after a reload or in
 * another tab (issue 15). Kept in localStorage for as long as the code is valid (10 minutes),
 * then dropped. The password-reset token travels to /reset-password in sessionStorage (one tab).
 */
import { OTP_TTL_MS } from '@abhyas/domain';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

const RESET_TOKEN_KEY = 'abhyas.otp.reset';

function sessionValue(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function setSessionValue(key: string, value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // No session storage: the token lives in memory only.
  }
}

/** A pending step still worth showing at `now`: its code has not expired. */
export function livePending(pending: PendingOtp | null | undefined, now: number = Date.now()): PendingOtp | null {
  return pending && now - pending.sentAt < OTP_TTL_MS ? pending : null;
}

/** `verify`: POST verifyOtp (account verification); `login`: POST verify-login-otp. */
export type OtpPurpose = 'verify' | 'login';

export interface PendingOtp {
  otpToken: string;
  purpose: OtpPurpose;
  /** Where the OTP went, as shown to the user (masked by the server or by us). */
  sentTo: string | null;
  channel: 'sms' | 'email' | null;
  /** Local ms when it was sent (drives the resend countdown). */
  sentAt: number;
}

interface OtpState {
  pending: PendingOtp | null;
  /** `x-password-reset-token` from verify_password_reset_otp, for /reset-password. */
  resetToken: string | null;
  setPending(pending: PendingOtp | null): void;
  /** A resend: same purpose, new token and time. */
  renewPending(otpToken: string, sentAt: number, sentTo?: string | null): void;
  setResetToken(token: string | null): void;
}

export const useOtpStore = create<OtpState>()(
  persist(
    (set, get) => ({
      pending: null,
      resetToken: sessionValue(RESET_TOKEN_KEY),
      setPending: (pending) => set({ pending }),
      renewPending(otpToken, sentAt, sentTo) {
        const current = get().pending;
        if (!current) return;
        set({ pending: { ...current, otpToken, sentAt, sentTo: sentTo ?? current.sentTo } });
      },
      setResetToken: (resetToken) => {
        setSessionValue(RESET_TOKEN_KEY, resetToken);
        set({ resetToken });
      },
    }),
    {
      name: 'abhyas.otp',
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ pending: s.pending }),
      merge: (persisted, current) => ({ ...current, pending: livePending((persisted as { pending?: PendingOtp | null } | undefined)?.pending) }),
    },
  ),
);

/** Masks an address for display: the domain package's one rule (`98******11`, `a***@example.com`). */
export { maskAddress } from '@abhyas/domain';
