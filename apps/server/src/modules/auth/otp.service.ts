import { maskAddress, OTP_LENGTH, OTP_MAX_TRIES, OTP_TTL_MS, otpMessage } from '@abhyas/domain';
import { AppError, tooManyRequests } from '../../lib/app-error.ts';
import { hmac, newId, randomDigits, safeEqualHex } from '../../lib/ids.ts';
import type { Channel, OtpSender } from '../../lib/otp-sender.ts';
import type { TokenService } from '../../lib/tokens.ts';
import type { AttemptsRepository } from './attempts.repository.ts';
import type { OtpRepository, OtpRow } from './otp.repository.ts';

export type OtpPurpose = 'verify' | 'login' | 'reset' | 'update_login';

/**
 * Codes to one address asked from one client address per window: past it, that client waits
 * (429) while the owner, from another address, still gets codes (issue 14 §1.8).
 */
const SENDS_PER_CLIENT_PER_WINDOW = 5;
/** Codes to one address per window from all clients together, so nobody can flood a phone. */
const SENDS_PER_WINDOW = 20;
const SEND_WINDOW_MS = 15 * 60_000;

const otpError = (code: string, message: string) => new AppError(400, code, message);

/** Masks an address for display with the one rule of the domain package: 98******10, a***@example.com. */
export function maskDestination(_channel: Channel, to: string): string {
  return maskAddress(to) ?? '';
}

/**
 * One-time passwords (issue #2 §3): 6 digits, single use, valid 10 minutes, stored as an HMAC,
 * at most 5 tries per code. Each code is bound to a signed step token (`x-otp-token`).
 */
export class OtpService {
  constructor(
    private readonly otps: OtpRepository,
    private readonly attempts: AttemptsRepository,
    private readonly tokens: TokenService,
    private readonly sender: OtpSender,
    private readonly secret: Uint8Array,
  ) {}

  /**
   * Creates, stores and sends a code; returns the step token and where it went. `ip` is the
   * client's address: sends are limited per (destination, client) and, higher, per destination
   * (429 with Retry-After).
   */
  async issue(input: {
    userId: string | null;
    purpose: OtpPurpose;
    channel: Channel;
    destination: string;
    now: number;
    ip: string;
    deliver?: boolean;
    /** The account's language: the message is written in it (issue 15); English otherwise. */
    locale?: string | null;
  }) {
    const since = input.now - SEND_WINDOW_MS;
    const clientKey = `${input.destination}|ip:${input.ip}`;
    const fromHere = await this.attempts.attemptsSince(clientKey, 'otp_send', since);
    if (fromHere.length >= SENDS_PER_CLIENT_PER_WINDOW) {
      throw tooManyRequests((fromHere[0]! + SEND_WINDOW_MS - input.now) / 1000, 'Too many codes sent to this address. Try again later.');
    }
    const sends = await this.attempts.attemptsSince(input.destination, 'otp_send', since);
    if (sends.length >= SENDS_PER_WINDOW) {
      throw tooManyRequests(
        (sends[sends.length - SENDS_PER_WINDOW]! + SEND_WINDOW_MS - input.now) / 1000,
        'Too many codes sent to this address. Try again later.',
      );
    }
    await this.attempts.recordAttempt(clientKey, 'otp_send', input.now);
    await this.attempts.recordAttempt(input.destination, 'otp_send', input.now);
    const id = newId();
    const code = randomDigits(OTP_LENGTH);
    const expiresAt = input.now + OTP_TTL_MS;
    await this.otps.insertOtp({
      id,
      userId: input.userId,
      purpose: input.purpose,
      channel: input.channel,
      destination: input.destination,
      codeHash: hmac(this.secret, `${id}:${code}`),
      expiresAt: new Date(expiresAt),
    });
    // Unknown accounts get the same answer but no message, so the call reveals nothing.
    if (input.deliver !== false) {
      const { text, subject } = otpMessage(input.locale, code, Math.round(OTP_TTL_MS / 60_000));
      await this.sender.send({ to: input.destination, channel: input.channel, text, otp: code, subject });
    }
    const stepToken = await this.tokens.signStep({ kind: 'otp', otpId: id }, Math.floor(input.now / 1000));
    return { stepToken, sentTo: maskDestination(input.channel, input.destination), channel: input.channel, expiresAt };
  }

  /** Reads the OTP row behind a step token (for resend), or fails with 400. */
  async rowForStep(stepToken: string | undefined): Promise<OtpRow> {
    const claims = stepToken ? await this.tokens.verifyStep(stepToken, 'otp') : null;
    const row = claims ? await this.otps.findOtp(claims.otpId) : null;
    if (!row) throw otpError('OTP_TOKEN_INVALID', 'This verification step has expired or is invalid. Request a new code.');
    return row;
  }

  /**
   * Checks a code against the step token; consumes it on success. Errors (400): OTP_TOKEN_INVALID,
   * OTP_PURPOSE, OTP_USED, OTP_EXPIRED, OTP_TOO_MANY_TRIES, OTP_INVALID (with tries left).
   */
  async verify(stepToken: string | undefined, code: string, purposes: OtpPurpose[], now: number): Promise<OtpRow> {
    const row = await this.rowForStep(stepToken);
    if (!purposes.includes(row.purpose as OtpPurpose)) throw otpError('OTP_PURPOSE', 'This code was issued for a different step.');
    if (row.consumedAt) throw otpError('OTP_USED', 'This code has already been used. Request a new one.');
    if (row.expiresAt.getTime() <= now) throw otpError('OTP_EXPIRED', 'This code has expired. Request a new one.');
    if (row.tries >= OTP_MAX_TRIES) throw otpError('OTP_TOO_MANY_TRIES', 'Too many wrong codes. Request a new one.');
    const counted = await this.otps.countOtpTry(row.id);
    if (!counted || counted.tries > OTP_MAX_TRIES) throw otpError('OTP_TOO_MANY_TRIES', 'Too many wrong codes. Request a new one.');
    if (!safeEqualHex(row.codeHash, hmac(this.secret, `${row.id}:${code}`))) {
      const left = OTP_MAX_TRIES - counted.tries;
      throw otpError('OTP_INVALID', left > 0 ? `Incorrect code. ${left} ${left === 1 ? 'try' : 'tries'} left.` : 'Incorrect code. Request a new one.');
    }
    const after = row.purpose === 'reset' ? 'reset_granted' : undefined;
    if (!(await this.otps.consumeOtp(row.id, after))) throw otpError('OTP_USED', 'This code has already been used. Request a new one.');
    return row;
  }
}
