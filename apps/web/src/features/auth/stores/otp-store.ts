/**
 * The pending one-time-password step (platform.md §7.2): the `x-otp-token` of the last OTP
 * sent, where it went and when, so /account-verify survives a reload. Kept in sessionStorage
 * (one tab, gone with it). The password-reset token travels the same way to /reset-password.
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

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
      resetToken: null,
      setPending: (pending) => set({ pending }),
      renewPending(otpToken, sentAt, sentTo) {
        const current = get().pending;
        if (!current) return;
        set({ pending: { ...current, otpToken, sentAt, sentTo: sentTo ?? current.sentTo } });
      },
      setResetToken: (resetToken) => set({ resetToken }),
    }),
    { name: 'abhyas.otp', storage: createJSONStorage(() => sessionStorage) },
  ),
);

/** Masks an address for display: `98•••••210`, `a•••@example.com`. */
export function maskAddress(value: string | null | undefined): string | null {
  if (!value) return null;
  const at = value.indexOf('@');
  if (at > 0) return `${value.slice(0, 1)}•••${value.slice(at)}`;
  if (value.length >= 6) return `${value.slice(0, 2)}${'•'.repeat(value.length - 5)}${value.slice(-3)}`;
  return value;
}
