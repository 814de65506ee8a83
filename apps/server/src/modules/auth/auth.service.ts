import type { AccountData, EditProfileBody } from '@abhyas/contracts';
import { REFRESH_REUSE_GRACE_MS, REFRESH_TOKEN_TTL_S, isSupportedLocale, type PersonalInfo } from '@abhyas/domain';
import { AppError, badRequest, conflict, notFound, tooManyRequests, unauthorized } from '../../lib/app-error.ts';
import { deriveToken, newId, randomToken, sha256 } from '../../lib/ids.ts';
import { assertStrongPassword, hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { Channel, OtpSender } from '../../lib/otp-sender.ts';
import type { TokenService } from '../../lib/tokens.ts';
import type { ProfilesService } from '../profiles/profiles.service.ts';
import type { AuthRepository, UserRow } from './auth.repository.ts';
import type { OtpService } from './otp.service.ts';

/** Per-request facts the service needs. `now` is epoch ms. */
export interface RequestContext {
  ip: string;
  browserId: string | null;
  now: number;
  /** Interface language of the caller (`?locale=`), for display names in answers. */
  locale?: string | undefined;
}

/** What a successful sign-in hands out: tokens go to headers and cookies, data to the body. */
export interface SignedIn {
  data: AccountData;
  accessToken: string;
  refreshToken: string;
  sessionId: string;
  otp?: { stepToken: string };
}

export interface Login {
  email?: string | undefined;
  mobile?: string | undefined;
}

/** What a password sign-in hands out: a session, or — through an address not yet proved — only a code to prove it. */
export type SignInResult =
  | (SignedIn & { verificationRequired: false })
  | { verificationRequired: true; step: { stepToken: string; sentTo: string; channel: Channel; expiresAt: number } };

const INCORRECT = 'Incorrect Credentials.';
const FAILURE_WINDOW_MS = 15 * 60_000;
/** Unverified claims on one address whose password a sign-in tries (newest first). */
const MAX_UNVERIFIED_CLAIMS_TRIED = 3;

/** `sessions.login_via` and the address kind of a code's channel. */
const kindOf = (channel: string): 'email' | 'mobile' => (channel === 'sms' ? 'mobile' : 'email');
const via = (kind: 'email' | 'mobile', destination: string) => `${kind}:${destination}`;
const isUniqueViolation = (err: unknown) =>
  String((err as { cause?: { code?: string }; code?: string }).cause?.code ?? (err as { code?: string }).code) === '23505';

/** The user's own details a new password is checked against. */
export const personalInfoOf = (u: { firstName?: string | null; lastName?: string | null; email?: string | null; mobile?: string | null }): PersonalInfo => ({
  names: [u.firstName, u.lastName],
  email: u.email,
  mobile: u.mobile,
});

/** Accounts, sign-in, OTP flows and sessions (platform.md §4.1, §5, §6, §7.1, §7.2). */
export class AuthService {
  constructor(
    private readonly repo: AuthRepository,
    private readonly tokens: TokenService,
    private readonly otp: OtpService,
    private readonly profiles: ProfilesService,
    private readonly sender: OtpSender,
    private readonly options: {
      /** Failed sign-ins per account and client address per 15 minutes before that address is locked (429). */
      accountFailuresPer15Min: number;
      /** Failed sign-ins per account, from all addresses, per 15 minutes before every attempt waits (429). */
      accountWideFailuresPer15Min: number;
      /** Server secret: refresh-token successors are derived under it. */
      secret: Uint8Array;
    },
  ) {}

  private static channelOf(login: Login): { channel: Channel; destination: string } {
    return login.mobile ? { channel: 'sms', destination: login.mobile } : { channel: 'email', destination: login.email! };
  }

  /** Starts a session (one refresh-token family) and signs the parent token; `loginVia` as in `sessions.login_via`. */
  async startSession(user: UserRow, ctx: RequestContext, loginVia: string | null): Promise<SignedIn> {
    const refreshToken = randomToken();
    const session = await this.repo.createSession(user.id, ctx.browserId, new Date(ctx.now + REFRESH_TOKEN_TTL_S * 1000), sha256(refreshToken), loginVia);
    const accessToken = await this.tokens.signAccess({ kind: 'parent', userId: user.id, sessionId: session.id }, Math.floor(ctx.now / 1000));
    const data = await this.profiles.accountData(user, session.id, ctx.locale);
    return { data, accessToken, refreshToken, sessionId: session.id };
  }

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
    const taken = await this.repo.verifiedLoginTaken(body);
    if (taken)
      throw conflict(`An account with this ${taken === 'mobile' ? 'mobile number' : 'e-mail address'} already exists. Log in instead.`, 'ACCOUNT_EXISTS');
    assertStrongPassword(
      body.password,
      personalInfoOf({ firstName: body.first_name, lastName: body.last_name, email: body.email, mobile: body.mobile }),
      'password',
    );
    const user = await this.repo.insertUser({
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
    const { channel, destination } = AuthService.channelOf(body);
    const signed = await this.startSession(user, ctx, via(kindOf(channel), destination));
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
    const here = await this.repo.attemptsSince(`${accountKey}|ip:${ip}`, 'sign_in_failure', since);
    if (here.length >= this.options.accountFailuresPer15Min) throw tooManyRequests((here[0]! + FAILURE_WINDOW_MS - now) / 1000);
    const all = await this.repo.attemptsSince(accountKey, 'sign_in_failure', since);
    if (all.length >= this.options.accountWideFailuresPer15Min) {
      throw tooManyRequests((all[all.length - this.options.accountWideFailuresPer15Min]! + FAILURE_WINDOW_MS - now) / 1000);
    }
  }

  private async recordSignInFailure(accountKey: string, ip: string, now: number): Promise<void> {
    await this.repo.recordAttempt(`${accountKey}|ip:${ip}`, 'sign_in_failure', now);
    await this.repo.recordAttempt(accountKey, 'sign_in_failure', now);
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
    const { channel, destination } = AuthService.channelOf(login);
    const kind = kindOf(channel);
    const user = await this.repo.findUserByVerifiedLogin(login);
    const accountKey = user ? `user:${user.id}` : `login:${via(kind, destination)}`;
    await this.checkSignInLimits(accountKey, ctx.ip, ctx.now);
    if (user) {
      if (!(await verifyPassword(user.passwordHash, body.password))) {
        await this.recordSignInFailure(accountKey, ctx.ip, ctx.now);
        throw unauthorized(INCORRECT, 'INVALID_CREDENTIALS');
      }
      await this.repo.clearAttempts(`${accountKey}|ip:${ctx.ip}`, 'sign_in_failure');
      if (body.device_id && body.device_id !== user.deviceId) await this.repo.updateUser(user.id, { deviceId: body.device_id });
      return { ...(await this.startSession(user, ctx, via(kind, destination))), verificationRequired: false };
    }
    // No account has proved this address: an account that claims it may only prove it now.
    const claims = await this.repo.findUnverifiedClaims(login, MAX_UNVERIFIED_CLAIMS_TRIED);
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
    await this.repo.clearAttempts(`${accountKey}|ip:${ctx.ip}`, 'sign_in_failure');
    const step = await this.otp.issue({ userId: owner.id, purpose: 'verify', channel, destination, now: ctx.now, ip: ctx.ip, locale: owner.locale });
    return { verificationRequired: true, step };
  }

  /**
   * POST send-login-otp / send_password_reset_otp: same answer whether or not the account exists.
   * A code is delivered only to an address some account has verified (issue 14 §1.3).
   */
  async sendOtp(login: Login, purpose: 'login' | 'reset', ctx: RequestContext) {
    const user = await this.repo.findUserByVerifiedLogin(login);
    const { channel, destination } = AuthService.channelOf(login);
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

  /** POST resend_otp: a fresh code for the same step (the old one stops working). */
  async resendOtp(stepToken: string | undefined, ctx: RequestContext) {
    const row = await this.otp.rowForStep(stepToken);
    if (row.consumedAt) throw badRequest('This step is already complete.', 'OTP_USED');
    const owner = row.userId ? await this.repo.findUserById(row.userId) : null;
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
   * `user` proved `destination` (a code sent there was entered): the account holds it verified,
   * any other account's unverified claim on it is dropped, and that account's sessions opened
   * through it end (issue 14 §1.3). With `mustHold`, the address must still be the account's own
   * (it may have changed, or been taken by its proved owner, since the code was sent). 409 when
   * another account proved it first.
   */
  private async prove(user: UserRow, channel: string, destination: string, mustHold = true): Promise<UserRow> {
    const kind = kindOf(channel);
    if (mustHold && (kind === 'mobile' ? user.mobile : user.email) !== destination) {
      throw conflict('This address is no longer on your account. Request a new code.', 'ADDRESS_CHANGED');
    }
    let result: Awaited<ReturnType<AuthRepository['proveLogin']>>;
    try {
      result = await this.repo.proveLogin(user.id, kind, destination);
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict('Another account has already verified this address.', 'ACCOUNT_EXISTS');
      throw err;
    }
    for (const other of result.droppedFrom) {
      await this.repo.revokeSessions({ userId: other, loginVia: via(kind, destination) }, `${kind} proved by another account`);
    }
    return result.user;
  }

  /** POST verify-login-otp and verifyOtp: the code proves the address, so it is marked verified, and signs in through it. */
  async verifyOtpAndSignIn(stepToken: string | undefined, code: string, purposes: ('login' | 'verify')[], ctx: RequestContext): Promise<SignedIn> {
    const row = await this.otp.verify(stepToken, code, purposes, ctx.now);
    const user = row.userId ? await this.repo.findUserById(row.userId) : null;
    if (!user) throw new AppError(400, 'OTP_INVALID', 'Incorrect code. Request a new one.');
    const updated = await this.prove(user, row.channel, row.destination);
    return this.startSession(updated, ctx, via(kindOf(row.channel), row.destination));
  }

  /** POST verify_password_reset_otp → a one-use reset token (`x-password-reset-token`). */
  async verifyResetOtp(stepToken: string | undefined, code: string, ctx: RequestContext): Promise<string> {
    const row = await this.otp.verify(stepToken, code, ['reset'], ctx.now);
    const user = row.userId ? await this.repo.findUserById(row.userId) : null;
    if (!user) throw new AppError(400, 'OTP_INVALID', 'Incorrect code. Request a new one.');
    await this.prove(user, row.channel, row.destination);
    return this.tokens.signStep({ kind: 'pwreset', otpId: row.id }, Math.floor(ctx.now / 1000));
  }

  /**
   * POST reset_password: sets the password and signs the account out everywhere. A weak password
   * (400 PASSWORD_WEAK) leaves the reset token usable for a better one.
   */
  async resetPassword(resetToken: string | undefined, newPassword: string): Promise<void> {
    const invalid = () => new AppError(400, 'RESET_TOKEN_INVALID', 'This reset link has expired or was already used. Start again.');
    const claims = resetToken ? await this.tokens.verifyStep(resetToken, 'pwreset') : null;
    const row = claims ? await this.repo.findOtp(claims.otpId) : null;
    if (!row?.userId || row.purpose !== 'reset_granted') throw invalid();
    const user = await this.repo.findUserById(row.userId);
    if (!user) throw invalid();
    assertStrongPassword(newPassword, personalInfoOf(user), 'new_password');
    if (!(await this.repo.useResetGrant(row.id))) throw invalid();
    await this.repo.updateUser(user.id, { passwordHash: await hashPassword(newPassword) });
    await this.repo.revokeSessions({ userId: user.id }, 'password reset');
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

  /** PUT update_password: 400 WRONG_PASSWORD when the old password does not match; 400 PASSWORD_WEAK. */
  async updatePassword(user: UserRow, oldPassword: string, newPassword: string, keepSessionId: string): Promise<void> {
    if (!(await verifyPassword(user.passwordHash, oldPassword))) throw badRequest('Your current password is incorrect.', 'WRONG_PASSWORD');
    if (oldPassword === newPassword) throw badRequest('The new password must differ from the current one.', 'SAME_PASSWORD');
    assertStrongPassword(newPassword, personalInfoOf(user), 'new_password');
    await this.repo.updateUser(user.id, { passwordHash: await hashPassword(newPassword) });
    // Other devices must sign in again; this one stays.
    await this.repo.revokeSessions({ userId: user.id, exceptSessionId: keepSessionId }, 'password changed');
  }

  /**
   * POST send-verification-otp: sends a code to the account's own unverified e-mail or mobile
   * (`which`), to be confirmed with POST confirm-verification-otp. 400 NO_ADDRESS when the account
   * has none; 409 ALREADY_VERIFIED. issue 14 §1.3
   */
  async startAddressVerification(user: UserRow, which: 'email' | 'mobile', ctx: RequestContext) {
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

  /** POST confirm-verification-otp: the code proves the address; answers the updated account. */
  async confirmAddressVerification(user: UserRow, stepToken: string | undefined, code: string, ctx: RequestContext): Promise<UserRow> {
    const row = await this.otp.verify(stepToken, code, ['verify'], ctx.now);
    if (row.userId !== user.id) throw new AppError(400, 'OTP_PURPOSE', 'This code was issued for a different account.');
    return this.prove(user, row.channel, row.destination);
  }

  /** PUT update_login: sends a code to the new address; POST update_login confirms it. */
  async startLoginChange(user: UserRow, login: Login, ctx: RequestContext) {
    const taken = await this.repo.verifiedLoginTaken(login, user.id);
    if (taken) throw conflict(`Another account already uses this ${taken === 'mobile' ? 'mobile number' : 'e-mail address'}.`, 'ACCOUNT_EXISTS');
    const { channel, destination } = AuthService.channelOf(login);
    return this.otp.issue({ userId: user.id, purpose: 'update_login', channel, destination, now: ctx.now, ip: ctx.ip, locale: user.locale });
  }

  async confirmLoginChange(user: UserRow, stepToken: string | undefined, code: string, ctx: RequestContext): Promise<UserRow> {
    const row = await this.otp.verify(stepToken, code, ['update_login'], ctx.now);
    if (row.userId !== user.id) throw new AppError(400, 'OTP_PURPOSE', 'This code was issued for a different account.');
    // The code proves the new address: it becomes this account's, verified; unverified claims elsewhere end.
    return this.prove(user, row.channel, row.destination, false);
  }

  /** POST send-invite: texts the parent a link to join (at most 10 invites a day per account). */
  async sendInvite(user: UserRow, mobile: string, relationshipType: number, appOrigin: string, now: number): Promise<void> {
    if ((await this.repo.countInvitesSince(user.id, new Date(now - 86_400_000))) >= 10)
      throw tooManyRequests(3600, 'You have sent many invitations today. Try again tomorrow.');
    await this.repo.insertInvite(user.id, mobile, relationshipType);
    await this.sender.send({
      to: mobile,
      channel: 'sms',
      text: `${user.firstName} invites you to follow their preparation on Abhyas: ${appOrigin}/signup?invite=parent`,
    });
  }

  /** POST sign-out: ends this session, or every session of the account. */
  async signOut(userId: string, sessionId: string, all: boolean): Promise<void> {
    if (all) await this.repo.revokeSessions({ userId }, 'signed out everywhere');
    else await this.repo.revokeSessions({ sessionId }, 'signed out');
  }

  /**
   * GET refresh-token: rotates the refresh token (issue 14 §1.4). With `profileId` the new access
   * token is a child token for that profile. A refused call (no such profile: 404) does not use
   * the token. The successor is derived from the token under the server secret, so a second use
   * within REFRESH_REUSE_GRACE_MS (two tabs, a retry) answers the same successor; a replay after
   * that revokes the whole family (401 REFRESH_TOKEN_REUSED).
   */
  async refresh(refreshToken: string | undefined, profileId: string | undefined, ctx: RequestContext) {
    if (!refreshToken) throw unauthorized('No refresh token. Sign in again.', 'REFRESH_TOKEN_MISSING');
    const expired = () => unauthorized('Your session has expired. Sign in again.', 'SESSION_EXPIRED');
    const hash = sha256(refreshToken);
    const now = new Date(ctx.now);
    if (profileId) {
      const session = await this.repo.findRefreshSession(hash, now);
      if (!session) throw expired();
      if (!(await this.profiles.ownsProfile(session.userId, profileId))) throw notFound('No such profile on this account.', 'PROFILE_NOT_FOUND');
    }
    const next = deriveToken(this.options.secret, `refresh-successor:${refreshToken}`);
    const result = await this.repo.rotateRefreshToken(hash, sha256(next), now, REFRESH_REUSE_GRACE_MS);
    if (result === 'replayed') throw unauthorized('This session was ended for your safety. Sign in again.', 'REFRESH_TOKEN_REUSED');
    if (!result) throw expired();
    const session = result.session;
    const user = await this.repo.findUserById(session.userId);
    if (!user) throw expired();
    const nowS = Math.floor(ctx.now / 1000);
    const accessToken = profileId
      ? await this.tokens.signAccess({ kind: 'child', userId: user.id, sessionId: session.id, profileId }, nowS)
      : await this.tokens.signAccess({ kind: 'parent', userId: user.id, sessionId: session.id }, nowS);
    return { accessToken, refreshToken: next, sessionId: session.id };
  }

  async guest(browserId: string | null, source: string | null, now: number) {
    const id = await this.repo.createGuestSession(browserId, source);
    const token = await this.tokens.signAccess({ kind: 'guest', userId: id, sessionId: id }, Math.floor(now / 1000));
    return { guest_token: token, guest_session_id: id };
  }

  /**
   * Finds or creates the account behind an external identity (social sign-in, SSO). An existing
   * account is linked only through an address it has VERIFIED (issue 14 §1.3); a new account
   * holds the provider's verified e-mail (and the SSO partner's mobile) as proved, which drops
   * other accounts' unverified claims on them.
   */
  async signInExternal(
    identity: {
      provider: string;
      subject: string;
      email?: string | null;
      emailVerified?: boolean;
      mobile?: string | null;
      firstName: string;
      lastName: string;
    },
    ctx: RequestContext,
  ): Promise<SignedIn> {
    let userId = await this.repo.findIdentity(identity.provider, identity.subject);
    if (!userId && identity.email && identity.emailVerified) userId = (await this.repo.findUserByVerifiedLogin({ email: identity.email }))?.id ?? null;
    if (!userId && identity.mobile) userId = (await this.repo.findUserByVerifiedLogin({ mobile: identity.mobile }))?.id ?? null;
    let user = userId ? await this.repo.findUserById(userId) : null;
    if (!user) {
      user = await this.repo.insertUser({
        id: newId(),
        email: identity.email ?? null,
        mobile: identity.mobile ?? null,
        passwordHash: null,
        firstName: identity.firstName || 'Student',
        lastName: identity.lastName,
        signupSource: identity.provider,
        deviceId: ctx.browserId,
      });
      if (identity.email && identity.emailVerified) user = await this.prove(user, 'email', identity.email);
      if (identity.mobile) user = await this.prove(user, 'sms', identity.mobile);
    }
    await this.repo.linkIdentity(user.id, identity.provider, identity.subject);
    return this.startSession(user, ctx, null);
  }

  async loadUser(userId: string): Promise<UserRow> {
    const user = await this.repo.findUserById(userId);
    if (!user) throw unauthorized('Your account no longer exists.', 'ACCOUNT_GONE');
    return user;
  }

  editProfileTarget(claims: { kind: string; profileId?: string }, body: EditProfileBody): string {
    if (claims.kind === 'child') {
      if (body.id && body.id !== claims.profileId) throw notFound('No such profile on this account.', 'PROFILE_NOT_FOUND');
      return claims.profileId!;
    }
    if (!body.id) throw badRequest('Give the profile `id` to edit (or call with that profile’s token).', 'PROFILE_ID_REQUIRED');
    return body.id;
  }
}
