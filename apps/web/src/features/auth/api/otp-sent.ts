import type { otpSentResponse } from '@abhyas/contracts';
import { HEADER } from '@abhyas/contracts/constants';
import { ApiError, type Decoded } from '../../../lib/api-client.ts';

/** Lenient reading of an "OTP sent" answer: every field optional (§7.2). */
export type OtpSentData = Partial<Decoded<typeof otpSentResponse>>;

export interface OtpSent {
  otpToken: string;
  sentTo: string | null;
  channel: 'sms' | 'email' | null;
  expiresAt: number | null;
}

/** The `x-otp-token` header and where the OTP went; throws when the token is missing. */
export function otpSentFrom(headers: Headers, body: { sent_to?: string; channel?: 'sms' | 'email'; expires_at?: number }): OtpSent {
  const otpToken = headers.get(HEADER.otpToken);
  if (!otpToken) throw new ApiError({ status: 200, code: 'INVALID_RESPONSE', message: 'The server sent no OTP token.' });
  return { otpToken, sentTo: body.sent_to ?? null, channel: body.channel ?? null, expiresAt: body.expires_at ?? null };
}
