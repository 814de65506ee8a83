import { isSupportedLocale } from '@abhyas/domain';
import { badRequest, conflict, tooManyRequests, unauthorized } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { assertStrongPassword, hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { AttemptsRepository } from './attempts.repository.ts';
import type { AuthRepository, UserRow } from './auth.repository.ts';
import { channelOf, kindOf, personalInfoOf, via, type Login, type RequestContext, type SignedIn, type SignInResult } from './auth-context.ts';
import type { OtpService } from './otp.service.ts';
import type { SessionService } from './session.service.ts';
import type { ExternalIdentity } from './social.service.ts';
import type { VerificationService } from './verification.service.ts';

const INCORRECT = 'Incorrect Credentials.';
const FAILURE_WINDOW_MS = 15 * 60_000;
/** Unverified claims on one address whose password a sign-in tries (newest first). */
const MAX_UNVERIFIED_CLAIMS_TRIED = 3;

/** Limits on failed sign-ins (issue 14 §1.8). */
export interface SignInLimits {
  /** Failed sign-ins per account and client address per 15 minutes before that address is locked (429). */
  accountFailuresPer15Min: number;
  /** Failed sign-ins per account, from all addresses, per 15 minutes before every attempt waits (429). */
  accountWideFailuresPer15Min: number;
}

/** Sign-up, sign-in by password or external identity, and the password asked again (platform.md §7.2; issue 14). */
export class SignInService {
  constructor(
    private readonly users: AuthRepository,
    private readonly attempts: AttemptsRepository,
    private readonly otp: OtpService,
    private readonly sessions: Pick<SessionService, 'startSession'>,
    private readonly codes: Pick<VerificationService, 'prove'>,
    private readonly limits: SignInLimits,
  ) {}

  /**
   * POST sign-up / register: 201; sends a verification code to the mobile (else the e-mail).
   * 409 ACCOUNT_EXISTS only when another account has VERIFIED the mobile or e-mail: an unverified
   * claim does not block the owner (issue 14 §1.3). 400 PASSWORD_WEAK (issue 14 §1.8).
   */
  async signUp(
    body: {
      first_name: string;
      last_name: string;
      mobile?: string | undefined;
      email?: string | undefined;
      password: string;
      profile_pic?: string | undefined;
      locale?: string | undefined;
      meta: Record<string, unknown>;
    },
    source: string,
    ctx: RequestContext,
  ): Promise<SignedIn> {
    const taken = await this.users.verifiedLoginTaken(body);
    if (taken)
      throw conflict(`An account with this ${taken === 'mobile' ? 'mobile number' : 'e-mail address'} already exists. Log in instead.`, 'ACCOUNT_EXISTS');
    assertStrongPassword(
      body.password,
      personalInfoOf({ firstName: body.first_name, lastName: body.last_name, email: body.email, mobile: body.mobile }),
      'password',
    );
    const user = await this.users.insertUser({
      id: newId(),
      email: body.email ?? null,
      mobile: body.mobile ?? null,
      passwordHash: await hashPassword(body.password),
      firstName: body.first_name,
      lastName: body.last_name,
      profilePic: body.profile_pic ?? null,
      locale: body.locale && isSupportedLocale(body.locale) ? body.locale : 'en',
      meta: body.meta,
      deviceId: ctx.browserId,
      signupSource: source,
    });
    const { channel, destination } = channelOf(body);
    const signed = await this.sessions.startSession(user, ctx, via(kindOf(channel), destination));
    const step = await this.otp.issue({ userId: user.id, purpose: 'verify', channel, destination, now: ctx.now, ip: ctx.ip, locale: user.locale });
    return { ...signed, otp: { stepToken: step.stepToken } };
  }

  /**
   * Failed sign-ins are counted per account AND client address for the lock, and per account
   * alone for a much higher ceiling, so a stranger's guesses lock the stranger's address, not
   * the owner (issue 14 §1.8). 429 with Retry-After.
   */
  private async checkSignInLimits(accountKey: string, ip: string, now: number): Promise<void> {
    const since = now - FAILURE_WINDOW_MS;
    const here = await this.attempts.attemptsSince(`${accountKey}|ip:${ip}`, 'sign_in_failure', since);
    if (here.length >= this.limits.accountFailuresPer15Min) throw tooManyRequests((here[0]! + FAILURE_WINDOW_MS - now) / 1000);
    const all = await this.attempts.attemptsSince(accountKey, 'sign_in_failure', since);
    if (all.length >= this.limits.accountWideFailuresPer15Min) {
      throw tooManyRequests((all[all.length - this.limits.accountWideFailuresPer15Min]! + FAILURE_WINDOW_MS - now) / 1000);
    }
  }

  private async recordSignInFailure(accountKey: string, ip: string, now: number): Promise<void> {
    await this.attempts.recordAttempt(`${accountKey}|ip:${ip}`, 'sign_in_failure', now);
    await this.attempts.recordAttempt(accountKey, 'sign_in_failure', now);
  }

  /**
   * POST sign-in: 200 with data and tokens; 401 'Incorrect Credentials.' for a wrong password or an
   * unknown account alike; 429 after repeated failures from this address (or very many for the
   * account). Only a VERIFIED mobile or e-mail signs in (issue 14 §1.3): through an address the
   * account has not proved, the right password starts no session; a code is sent to that address
   * instead (`verificationRequired`, `x-otp-token`), and entering it signs in.
   */
  async signIn(body: Login & { password: string; device_id?: string | undefined }, ctx: RequestContext): Promise<SignInResult> {
    const login: Login = body.mobile ? { mobile: body.mobile } : { email: body.email };
    const { channel, destination } = channelOf(login);
    const kind = kindOf(channel);
    const user = await this.users.findUserByVerifiedLogin(login);
    const accountKey = user ? `user:${user.id}` : `login:${via(kind, destination)}`;
    await this.checkSignInLimits(accountKey, ctx.ip, ctx.now);
    if (user) {
      if (!(await verifyPassword(user.passwordHash, body.password))) {
        await this.recordSignInFailure(accountKey, ctx.ip, ctx.now);
        throw unauthorized(INCORRECT, 'INVALID_CREDENTIALS');
      }
      await this.attempts.clearAttempts(`${accountKey}|ip:${ctx.ip}`, 'sign_in_failure');
      if (body.device_id && body.device_id !== user.deviceId) await this.users.updateUser(user.id, { deviceId: body.device_id });
      return { ...(await this.sessions.startSession(user, ctx, via(kind, destination))), verificationRequired: false };
    }
    // No account has proved this address: an account that claims it may only prove it now.
    const claims = await this.users.findUnverifiedClaims(login, MAX_UNVERIFIED_CLAIMS_TRIED);
    let owner: UserRow | null = null;
    if (claims.length === 0) await verifyPassword(null, body.password);
    for (const claim of claims) {
      if (await verifyPassword(claim.passwordHash, body.password)) {
        owner = claim;
        break;
      }
    }
    if (!owner) {
      await this.recordSignInFailure(accountKey, ctx.ip, ctx.now);
      throw unauthorized(INCORRECT, 'INVALID_CREDENTIALS');
    }
    await this.attempts.clearAttempts(`${accountKey}|ip:${ctx.ip}`, 'sign_in_failure');
    const step = await this.otp.issue({ userId: owner.id, purpose: 'verify', channel, destination, now: ctx.now, ip: ctx.ip, locale: owner.locale });
    return { verificationRequired: true, step };
  }

  /**
   * POST confirm-password: the parent's password, asked again before the account's settings open
   * on a device a child uses (issue 15). 400 WRONG_PASSWORD; failures count toward the same
   * per-account and per-address limits as sign-in (429 past them), so it is no guessing oracle.
   */
  async confirmPassword(user: UserRow, password: string, ctx: RequestContext): Promise<void> {
    const accountKey = `user:${user.id}`;
    await this.checkSignInLimits(accountKey, ctx.ip, ctx.now);
    if (!(await verifyPassword(user.passwordHash, password))) {
      await this.recordSignInFailure(accountKey, ctx.ip, ctx.now);
      throw badRequest('That is not the password of this account.', 'WRONG_PASSWORD');
    }
  }

  /**
   * Finds or creates the account behind an external identity (social sign-in, SSO). An existing
   * account is linked only through an address it has VERIFIED (issue 14 §1.3); a new account
   * holds the provider's verified e-mail (and the SSO partner's mobile) as proved, which drops
   * other accounts' unverified claims on them.
   */
  async signInExternal(identity: ExternalIdentity, ctx: RequestContext): Promise<SignedIn> {
    let userId = await this.users.findIdentity(identity.provider, identity.subject);
    if (!userId && identity.email && identity.emailVerified) userId = (await this.users.findUserByVerifiedLogin({ email: identity.email }))?.id ?? null;
    if (!userId && identity.mobile) userId = (await this.users.findUserByVerifiedLogin({ mobile: identity.mobile }))?.id ?? null;
    let user = userId ? await this.users.findUserById(userId) : null;
    if (!user) {
      user = await this.users.insertUser({
        id: newId(),
        email: identity.email ?? null,
        mobile: identity.mobile ?? null,
        passwordHash: null,
        firstName: identity.firstName || 'Student',
        lastName: identity.lastName,
        signupSource: identity.provider,
        deviceId: ctx.browserId,
      });
      if (identity.email && identity.emailVerified) user = await this.codes.prove(user, 'email', identity.email);
      if (identity.mobile) user = await this.codes.prove(user, 'sms', identity.mobile);
    }
    await this.users.linkIdentity(user.id, identity.provider, identity.subject);
    return this.sessions.startSession(user, ctx, null);
  }
}
