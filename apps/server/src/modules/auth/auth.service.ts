import type { AccountData, EditProfileBody } from '@abhyas/contracts';
import { REFRESH_TOKEN_TTL_S, isSupportedLocale } from '@abhyas/domain';
import { AppError, badRequest, conflict, notFound, tooManyRequests, unauthorized } from '../../lib/app-error.ts';
import { newId, randomToken, sha256 } from '../../lib/ids.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
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

const INCORRECT = 'Incorrect Credentials.';
const FAILURE_WINDOW_MS = 15 * 60_000;

/** Accounts, sign-in, OTP flows and sessions (platform.md §4.1, §5, §6, §7.1, §7.2). */
export class AuthService {
  constructor(
    private readonly repo: AuthRepository,
    private readonly tokens: TokenService,
    private readonly otp: OtpService,
    private readonly profiles: ProfilesService,
    private readonly sender: OtpSender,
    private readonly limits: { accountFailuresPer15Min: number },
  ) {}

  private static channelOf(login: Login): { channel: Channel; destination: string } {
    return login.mobile ? { channel: 'sms', destination: login.mobile } : { channel: 'email', destination: login.email! };
  }

  /** Starts a session (one refresh-token family) and signs the parent token. */
  async startSession(user: UserRow, ctx: RequestContext): Promise<SignedIn> {
    const refreshToken = randomToken();
    const session = await this.repo.createSession(user.id, ctx.browserId, new Date(ctx.now + REFRESH_TOKEN_TTL_S * 1000), sha256(refreshToken));
    const accessToken = await this.tokens.signAccess({ kind: 'parent', userId: user.id, sessionId: session.id }, Math.floor(ctx.now / 1000));
    const data = await this.profiles.accountData(user, session.id, ctx.locale);
    return { data, accessToken, refreshToken, sessionId: session.id };
  }

  /** POST sign-up / register: 201; sends a verification code to the mobile (else the e-mail). */
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
    const taken = await this.repo.loginTaken(body);
    if (taken)
      throw conflict(`An account with this ${taken === 'mobile' ? 'mobile number' : 'e-mail address'} already exists. Log in instead.`, 'ACCOUNT_EXISTS');
    const user = await this.repo
      .insertUser({
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
      })
      .catch((err: unknown) => {
        // A concurrent sign-up with the same login lost the race on the unique index.
        if (String((err as { cause?: { code?: string }; code?: string }).cause?.code ?? (err as { code?: string }).code) === '23505') {
          throw conflict('An account with these details already exists. Log in instead.', 'ACCOUNT_EXISTS');
        }
        throw err;
      });
    const signed = await this.startSession(user, ctx);
    const { channel, destination } = AuthService.channelOf(body);
    const step = await this.otp.issue({ userId: user.id, purpose: 'verify', channel, destination, now: ctx.now });
    return { ...signed, otp: { stepToken: step.stepToken } };
  }

  private async checkAccountLimit(key: string, now: number): Promise<void> {
    const failures = await this.repo.attemptsSince(key, 'sign_in_failure', now - FAILURE_WINDOW_MS);
    if (failures.length >= this.limits.accountFailuresPer15Min) {
      throw tooManyRequests((failures[0]! + FAILURE_WINDOW_MS - now) / 1000);
    }
  }

  /**
   * POST sign-in: 200 with data and tokens; 401 'Incorrect Credentials.' for a wrong password or an
   * unknown account alike; 429 after repeated failures for the account. Unverified accounts get a
   * code sent and an `x-otp-token`.
   */
  async signIn(body: Login & { password: string; device_id?: string | undefined }, ctx: RequestContext): Promise<SignedIn & { verificationRequired: boolean }> {
    const key = `login:${body.mobile ?? body.email}`;
    await this.checkAccountLimit(key, ctx.now);
    const user = await this.repo.findUserByLogin(body);
    const ok = await verifyPassword(user?.passwordHash, body.password);
    if (!user || !ok) {
      await this.repo.recordAttempt(key, 'sign_in_failure', ctx.now);
      throw unauthorized(INCORRECT, 'INVALID_CREDENTIALS');
    }
    await this.repo.clearAttempts(key, 'sign_in_failure');
    if (body.device_id && body.device_id !== user.deviceId) await this.repo.updateUser(user.id, { deviceId: body.device_id });
    const signed = await this.startSession(user, ctx);
    const verified = user.mobileVerified || user.emailVerified;
    if (verified) return { ...signed, verificationRequired: false };
    const { channel, destination } = AuthService.channelOf({ mobile: user.mobile ?? undefined, email: user.email ?? undefined });
    const step = await this.otp.issue({ userId: user.id, purpose: 'verify', channel, destination, now: ctx.now });
    return { ...signed, verificationRequired: true, otp: { stepToken: step.stepToken } };
  }

  /** POST send-login-otp / send_password_reset_otp: same answer whether or not the account exists. */
  async sendOtp(login: Login, purpose: 'login' | 'reset', ctx: RequestContext) {
    const user = await this.repo.findUserByLogin(login);
    const { channel, destination } = AuthService.channelOf(login);
    return this.otp.issue({ userId: user?.id ?? null, purpose, channel, destination, now: ctx.now, deliver: user !== null });
  }

  /** POST resend_otp: a fresh code for the same step (the old one stops working). */
  async resendOtp(stepToken: string | undefined, ctx: RequestContext) {
    const row = await this.otp.rowForStep(stepToken);
    if (row.consumedAt) throw badRequest('This step is already complete.', 'OTP_USED');
    return this.otp.issue({
      userId: row.userId,
      purpose: row.purpose as 'verify' | 'login' | 'reset' | 'update_login',
      channel: row.channel as Channel,
      destination: row.destination,
      now: ctx.now,
      deliver: row.userId !== null,
    });
  }

  private async markDestinationVerified(user: UserRow, channel: string, destination: string): Promise<UserRow> {
    if (channel === 'sms' && user.mobile === destination) return (await this.repo.updateUser(user.id, { mobileVerified: true }))!;
    if (channel === 'email' && user.email === destination) return (await this.repo.updateUser(user.id, { emailVerified: true }))!;
    return user;
  }

  /** POST verify-login-otp and verifyOtp: the code proves the address, so it is marked verified. */
  async verifyOtpAndSignIn(stepToken: string | undefined, code: string, purposes: ('login' | 'verify')[], ctx: RequestContext): Promise<SignedIn> {
    const row = await this.otp.verify(stepToken, code, purposes, ctx.now);
    const user = row.userId ? await this.repo.findUserById(row.userId) : null;
    if (!user) throw new AppError(400, 'OTP_INVALID', 'Incorrect code. Request a new one.');
    const updated = await this.markDestinationVerified(user, row.channel, row.destination);
    return this.startSession(updated, ctx);
  }

  /** POST verify_password_reset_otp → a one-use reset token (`x-password-reset-token`). */
  async verifyResetOtp(stepToken: string | undefined, code: string, ctx: RequestContext): Promise<string> {
    const row = await this.otp.verify(stepToken, code, ['reset'], ctx.now);
    if (!row.userId) throw new AppError(400, 'OTP_INVALID', 'Incorrect code. Request a new one.');
    return this.tokens.signStep({ kind: 'pwreset', otpId: row.id }, Math.floor(ctx.now / 1000));
  }

  /** POST reset_password: sets the password and signs the account out everywhere. */
  async resetPassword(resetToken: string | undefined, newPassword: string): Promise<void> {
    const claims = resetToken ? await this.tokens.verifyStep(resetToken, 'pwreset') : null;
    const row = claims ? await this.repo.findOtp(claims.otpId) : null;
    if (!row?.userId || !(await this.repo.useResetGrant(row.id))) {
      throw new AppError(400, 'RESET_TOKEN_INVALID', 'This reset link has expired or was already used. Start again.');
    }
    const user = await this.repo.findUserById(row.userId);
    if (!user) throw new AppError(400, 'RESET_TOKEN_INVALID', 'This reset link has expired or was already used. Start again.');
    await this.repo.updateUser(user.id, {
      passwordHash: await hashPassword(newPassword),
      ...(row.channel === 'sms' ? { mobileVerified: true } : { emailVerified: true }),
    });
    await this.repo.revokeAllSessions(user.id, 'password reset');
  }

  /** PUT update_password: 400 WRONG_PASSWORD when the old password does not match. */
  async updatePassword(user: UserRow, oldPassword: string, newPassword: string, keepSessionId: string): Promise<void> {
    if (!(await verifyPassword(user.passwordHash, oldPassword))) throw badRequest('Your current password is incorrect.', 'WRONG_PASSWORD');
    if (oldPassword === newPassword) throw badRequest('The new password must differ from the current one.', 'SAME_PASSWORD');
    await this.repo.updateUser(user.id, { passwordHash: await hashPassword(newPassword) });
    // Other devices must sign in again; this one stays.
    await this.repo.revokeAllSessionsExcept(user.id, keepSessionId, 'password changed');
  }

  /** PUT update_login: sends a code to the new address; POST update_login confirms it. */
  async startLoginChange(user: UserRow, login: Login, ctx: RequestContext) {
    const taken = await this.repo.loginTaken(login, user.id);
    if (taken) throw conflict(`Another account already uses this ${taken === 'mobile' ? 'mobile number' : 'e-mail address'}.`, 'ACCOUNT_EXISTS');
    const { channel, destination } = AuthService.channelOf(login);
    return this.otp.issue({ userId: user.id, purpose: 'update_login', channel, destination, now: ctx.now });
  }

  async confirmLoginChange(user: UserRow, stepToken: string | undefined, code: string, ctx: RequestContext): Promise<UserRow> {
    const row = await this.otp.verify(stepToken, code, ['update_login'], ctx.now);
    if (row.userId !== user.id) throw new AppError(400, 'OTP_PURPOSE', 'This code was issued for a different account.');
    const login = row.channel === 'sms' ? { mobile: row.destination } : { email: row.destination };
    if (await this.repo.loginTaken(login, user.id)) throw conflict('Another account already uses this address.', 'ACCOUNT_EXISTS');
    const values = row.channel === 'sms' ? { mobile: row.destination, mobileVerified: true } : { email: row.destination, emailVerified: true };
    return (await this.repo.updateUser(user.id, values))!;
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
    if (all) await this.repo.revokeAllSessions(userId, 'signed out everywhere');
    else await this.repo.revokeSession(sessionId, 'signed out');
  }

  /**
   * GET refresh-token: rotates the refresh token. A replayed (already rotated) token revokes its
   * whole family. With `profileId` the new access token is a child token for that profile.
   */
  async refresh(refreshToken: string | undefined, profileId: string | undefined, ctx: RequestContext) {
    if (!refreshToken) throw unauthorized('No refresh token. Sign in again.', 'REFRESH_TOKEN_MISSING');
    const next = randomToken();
    const result = await this.repo.rotateRefreshToken(sha256(refreshToken), sha256(next), new Date(ctx.now));
    if (result === 'replayed') throw unauthorized('This session was ended for your safety. Sign in again.', 'REFRESH_TOKEN_REUSED');
    if (!result) throw unauthorized('Your session has expired. Sign in again.', 'SESSION_EXPIRED');
    const user = await this.repo.findUserById(result.userId);
    if (!user) throw unauthorized('Your session has expired. Sign in again.', 'SESSION_EXPIRED');
    const nowS = Math.floor(ctx.now / 1000);
    let accessToken: string;
    if (profileId) {
      if (!(await this.profiles.ownsProfile(user.id, profileId))) throw notFound('No such profile on this account.', 'PROFILE_NOT_FOUND');
      accessToken = await this.tokens.signAccess({ kind: 'child', userId: user.id, sessionId: result.id, profileId }, nowS);
    } else {
      accessToken = await this.tokens.signAccess({ kind: 'parent', userId: user.id, sessionId: result.id }, nowS);
    }
    return { accessToken, refreshToken: next, sessionId: result.id };
  }

  async guest(browserId: string | null, source: string | null, now: number) {
    const id = await this.repo.createGuestSession(browserId, source);
    const token = await this.tokens.signAccess({ kind: 'guest', userId: id, sessionId: id }, Math.floor(now / 1000));
    return { guest_token: token, guest_session_id: id };
  }

  /** Finds or creates the account behind an external identity (social sign-in, SSO). */
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
    if (!userId && identity.email && identity.emailVerified) userId = (await this.repo.findUserByLogin({ email: identity.email }))?.id ?? null;
    if (!userId && identity.mobile) userId = (await this.repo.findUserByLogin({ mobile: identity.mobile }))?.id ?? null;
    let user = userId ? await this.repo.findUserById(userId) : null;
    if (!user) {
      user = await this.repo.insertUser({
        id: newId(),
        email: identity.email ?? null,
        mobile: identity.mobile ?? null,
        passwordHash: null,
        firstName: identity.firstName || 'Student',
        lastName: identity.lastName,
        emailVerified: Boolean(identity.email && identity.emailVerified),
        mobileVerified: Boolean(identity.mobile),
        signupSource: identity.provider,
        deviceId: ctx.browserId,
      });
    }
    await this.repo.linkIdentity(user.id, identity.provider, identity.subject);
    return this.startSession(user, ctx);
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
