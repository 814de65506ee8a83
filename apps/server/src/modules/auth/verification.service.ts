import { AppError, badRequest, conflict } from '../../lib/app-error.ts';
import type { Channel } from '../../lib/otp-sender.ts';
import type { AuthRepository, UserRow } from './auth.repository.ts';
import { channelOf, isUniqueViolation, kindOf, via, type Login, type OtpStep, type RequestContext, type SignedIn } from './auth-context.ts';
import type { OtpService } from './otp.service.ts';
import type { SessionService } from './session.service.ts';

/**
 * Codes that sign in or prove an address (platform.md §7.2; issue 14 §1.3): sign-in codes, the
 * account's own address verified, the login changed to a new address.
 */
export class VerificationService {
  constructor(
    private readonly users: AuthRepository,
    private readonly otp: OtpService,
    private readonly sessions: Pick<SessionService, 'startSession'>,
  ) {}

  /**
   * POST send-login-otp / send_password_reset_otp: same answer whether or not the account exists.
   * A code is delivered only to an address some account has verified (issue 14 §1.3).
   */
  async sendOtp(login: Login, purpose: 'login' | 'reset', ctx: RequestContext): Promise<OtpStep> {
    const user = await this.users.findUserByVerifiedLogin(login);
    const { channel, destination } = channelOf(login);
    return this.otp.issue({
      userId: user?.id ?? null,
      purpose,
      channel,
      destination,
      now: ctx.now,
      ip: ctx.ip,
      deliver: user !== null,
      locale: user?.locale ?? ctx.locale,
    });
  }

  /** POST resend_otp: a fresh code for the same step (the old one stops working). 400 OTP_USED for a finished step. */
  async resendOtp(stepToken: string | undefined, ctx: RequestContext): Promise<OtpStep> {
    const row = await this.otp.rowForStep(stepToken);
    if (row.consumedAt) throw badRequest('This step is already complete.', 'OTP_USED');
    const owner = row.userId ? await this.users.findUserById(row.userId) : null;
    return this.otp.issue({
      locale: owner?.locale ?? ctx.locale,
      userId: row.userId,
      purpose: row.purpose as 'verify' | 'login' | 'reset' | 'update_login',
      channel: row.channel as Channel,
      destination: row.destination,
      now: ctx.now,
      ip: ctx.ip,
      deliver: row.userId !== null,
    });
  }

  /**
   * `user` proved `destination` (a code sent there was entered, or a provider vouched for it): the
   * account holds it verified, any other account's unverified claim on it is dropped, and that
   * account's sessions opened through it end (issue 14 §1.3). With `mustHold`, the address must
   * still be the account's own (it may have changed, or been taken by its proved owner, since the
   * code was sent): 409 ADDRESS_CHANGED. 409 ACCOUNT_EXISTS when another account proved it first.
   */
  async prove(user: UserRow, channel: string, destination: string, mustHold = true): Promise<UserRow> {
    const kind = kindOf(channel);
    if (mustHold && (kind === 'mobile' ? user.mobile : user.email) !== destination) {
      throw conflict('This address is no longer on your account. Request a new code.', 'ADDRESS_CHANGED');
    }
    let result: Awaited<ReturnType<AuthRepository['proveLogin']>>;
    try {
      result = await this.users.proveLogin(user.id, kind, destination);
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict('Another account has already verified this address.', 'ACCOUNT_EXISTS');
      throw err;
    }
    for (const other of result.droppedFrom) {
      await this.users.revokeSessions({ userId: other, loginVia: via(kind, destination) }, `${kind} proved by another account`);
    }
    return result.user;
  }

  /** POST verify-login-otp and verifyOtp: the code proves the address, so it is marked verified, and signs in through it. */
  async verifyOtpAndSignIn(stepToken: string | undefined, code: string, purposes: ('login' | 'verify')[], ctx: RequestContext): Promise<SignedIn> {
    const row = await this.otp.verify(stepToken, code, purposes, ctx.now);
    const user = row.userId ? await this.users.findUserById(row.userId) : null;
    if (!user) throw new AppError(400, 'OTP_INVALID', 'Incorrect code. Request a new one.');
    const updated = await this.prove(user, row.channel, row.destination);
    return this.sessions.startSession(updated, ctx, via(kindOf(row.channel), row.destination));
  }

  /**
   * POST send-verification-otp: sends a code to the account's own unverified e-mail or mobile
   * (`which`), to be confirmed with POST confirm-verification-otp. 400 NO_ADDRESS when the account
   * has none; 409 ALREADY_VERIFIED. issue 14 §1.3
   */
  async startAddressVerification(user: UserRow, which: 'email' | 'mobile', ctx: RequestContext): Promise<OtpStep> {
    const destination = which === 'email' ? user.email : user.mobile;
    if (!destination) throw badRequest(`Your account has no ${which === 'email' ? 'e-mail address' : 'mobile number'}. Add one first.`, 'NO_ADDRESS');
    if (which === 'email' ? user.emailVerified : user.mobileVerified) throw conflict('This address is already verified.', 'ALREADY_VERIFIED');
    return this.otp.issue({
      userId: user.id,
      purpose: 'verify',
      channel: which === 'email' ? 'email' : 'sms',
      destination,
      now: ctx.now,
      ip: ctx.ip,
      locale: user.locale,
    });
  }

  /** POST confirm-verification-otp: the code proves the address; answers the updated account. 400 OTP_PURPOSE for another account's code. */
  async confirmAddressVerification(user: UserRow, stepToken: string | undefined, code: string, ctx: RequestContext): Promise<UserRow> {
    const row = await this.otp.verify(stepToken, code, ['verify'], ctx.now);
    if (row.userId !== user.id) throw new AppError(400, 'OTP_PURPOSE', 'This code was issued for a different account.');
    return this.prove(user, row.channel, row.destination);
  }

  /** PUT update_login: sends a code to the new address; POST update_login confirms it. 409 ACCOUNT_EXISTS when another account verified it. */
  async startLoginChange(user: UserRow, login: Login, ctx: RequestContext): Promise<OtpStep> {
    const taken = await this.users.verifiedLoginTaken(login, user.id);
    if (taken) throw conflict(`Another account already uses this ${taken === 'mobile' ? 'mobile number' : 'e-mail address'}.`, 'ACCOUNT_EXISTS');
    const { channel, destination } = channelOf(login);
    return this.otp.issue({ userId: user.id, purpose: 'update_login', channel, destination, now: ctx.now, ip: ctx.ip, locale: user.locale });
  }

  /** POST update_login: the code proves the new address, which becomes the account's login. 400 OTP_PURPOSE for another account's code. */
  async confirmLoginChange(user: UserRow, stepToken: string | undefined, code: string, ctx: RequestContext): Promise<UserRow> {
    const row = await this.otp.verify(stepToken, code, ['update_login'], ctx.now);
    if (row.userId !== user.id) throw new AppError(400, 'OTP_PURPOSE', 'This code was issued for a different account.');
    // The code proves the new address: it becomes this account's, verified; unverified claims elsewhere end.
    return this.prove(user, row.channel, row.destination, false);
  }
}
