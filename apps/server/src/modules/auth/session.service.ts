import { REFRESH_REUSE_GRACE_MS, REFRESH_TOKEN_TTL_S } from '@abhyas/domain';
import { notFound, unauthorized } from '../../lib/app-error.ts';
import { deriveToken, randomToken, sha256 } from '../../lib/ids.ts';
import type { TokenService } from '../../lib/tokens.ts';
import type { ProfilesService } from '../profiles/profiles.service.ts';
import type { AccountRepository } from './account.repository.ts';
import type { AuthRepository, UserRow } from './auth.repository.ts';
import { loadUser, type RequestContext, type SignedIn } from './auth-context.ts';

/** Sign-in sessions: starting one, refreshing its tokens, ending it, guests (platform.md §7.2; issue 14 §1.4). */
export class SessionService {
  constructor(
    private readonly users: AuthRepository,
    private readonly accounts: AccountRepository,
    private readonly tokens: TokenService,
    private readonly profiles: Pick<ProfilesService, 'accountData' | 'ownsProfile'>,
    /** Server secret: refresh-token successors are derived under it. */
    private readonly secret: Uint8Array,
  ) {}

  /** Starts a session (one refresh-token family) and signs the parent token; `loginVia` as in `sessions.login_via`. */
  async startSession(user: UserRow, ctx: RequestContext, loginVia: string | null): Promise<SignedIn> {
    const refreshToken = randomToken();
    const session = await this.users.createSession(user.id, ctx.browserId, new Date(ctx.now + REFRESH_TOKEN_TTL_S * 1000), sha256(refreshToken), loginVia);
    const accessToken = await this.tokens.signAccess({ kind: 'parent', userId: user.id, sessionId: session.id }, Math.floor(ctx.now / 1000));
    const data = await this.profiles.accountData(user, session.id, ctx.locale);
    return { data, accessToken, refreshToken, sessionId: session.id };
  }

  /**
   * GET get-session: the caller's session (times in epoch ms), and whether the account has a
   * verified address. 401 ACCOUNT_GONE.
   */
  async describe(claims: { sessionId: string; userId: string; profileId?: string | undefined; kind: string }) {
    const [user, session] = await Promise.all([loadUser(this.users, claims.userId), this.users.findSession(claims.sessionId)]);
    return {
      session_id: claims.sessionId,
      user_id: claims.userId,
      profile_id: claims.profileId ?? null,
      kind: claims.kind as 'parent' | 'child',
      verified: user.mobileVerified || user.emailVerified,
      created_at: session!.createdAt.getTime(),
      expires_at: session!.expiresAt.getTime(),
    };
  }

  /** POST sign-out: ends this session, or every session of the account. */
  async signOut(userId: string, sessionId: string, all: boolean): Promise<void> {
    if (all) await this.users.revokeSessions({ userId }, 'signed out everywhere');
    else await this.users.revokeSessions({ sessionId }, 'signed out');
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
      const session = await this.users.findRefreshSession(hash, now);
      if (!session) throw expired();
      if (!(await this.profiles.ownsProfile(session.userId, profileId))) throw notFound('No such profile on this account.', 'PROFILE_NOT_FOUND');
    }
    const next = deriveToken(this.secret, `refresh-successor:${refreshToken}`);
    const result = await this.users.rotateRefreshToken(hash, sha256(next), now, REFRESH_REUSE_GRACE_MS);
    if (result === 'replayed') throw unauthorized('This session was ended for your safety. Sign in again.', 'REFRESH_TOKEN_REUSED');
    if (!result) throw expired();
    const session = result.session;
    const user = await this.users.findUserById(session.userId);
    if (!user) throw expired();
    const nowS = Math.floor(ctx.now / 1000);
    const accessToken = profileId
      ? await this.tokens.signAccess({ kind: 'child', userId: user.id, sessionId: session.id, profileId }, nowS)
      : await this.tokens.signAccess({ kind: 'parent', userId: user.id, sessionId: session.id }, nowS);
    return { accessToken, refreshToken: next, sessionId: session.id };
  }

  /** POST user/details: a guest token for a visitor (`now` epoch ms). */
  async guest(browserId: string | null, source: string | null, now: number) {
    const id = await this.accounts.createGuestSession(browserId, source);
    const token = await this.tokens.signAccess({ kind: 'guest', userId: id, sessionId: id }, Math.floor(now / 1000));
    return { guest_token: token, guest_session_id: id };
  }
}
