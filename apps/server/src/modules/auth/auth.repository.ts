import { and, desc, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refreshTokens, sessions, userIdentities, users } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/** How long a looked-up sign-in session is reused by `findSession` (ms). */
export const SESSION_CACHE_TTL_MS = 15_000;
const SESSION_CACHE_MAX = 50_000;

/**
 * Accounts, their external identities, sign-in sessions and refresh tokens (the SQL of them; OTPs,
 * attempt counts and the account's other records are in otp, attempts and account repositories).
 */
export class AuthRepository {
  /**
   * Sign-in sessions read by `findSession` (every authenticated call), kept for
   * SESSION_CACHE_TTL_MS. Every revocation through this repository empties it, so signing out
   * ends access at once on this process, and `onRevoked` tells the other server instances, which
   * empty theirs (docs/deploy.md, decision 018).
   */
  readonly #sessionCache = new Map<string, { row: SessionRow; until: number }>();
  /** Reads of sessions in flight, shared by concurrent misses. */
  readonly #sessionReads = new Map<string, Promise<SessionRow | null>>();
  /** Bumped by every revocation: a read begun before it does not fill the cache. */
  #generation = 0;

  /**
   * Called after every revocation, once this process's cache is empty (app.ts: the verified-token
   * cache is emptied too and the other instances are told; plugins/instances.ts). Must not throw.
   */
  onRevoked: (() => Promise<void>) | null = null;

  constructor(readonly db: Db) {}

  /**
   * The account read of every authenticated account call, built once as a named prepared statement
   * (issue 25 §1): Drizzle does not rebuild its SQL per call, and each pooled connection parses and
   * plans it once.
   */
  #userById?: ReturnType<AuthRepository['buildUserById']>;

  private buildUserById() {
    return this.db
      .select()
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .limit(1)
      .prepare('auth_user_by_id');
  }

  /** The account `id`, or null. */
  async findUserById(id: string): Promise<UserRow | null> {
    this.#userById ??= this.buildUserById();
    const rows = await this.#userById.execute({ id });
    return rows[0] ?? null;
  }

  /**
   * The account that has verified this address (at most one: a partial unique index), or null.
   * Only a verified address signs in or recovers an account (issue 14 §1.3).
   */
  async findUserByVerifiedLogin(login: { email?: string | undefined; mobile?: string | undefined }): Promise<UserRow | null> {
    const cond = login.mobile
      ? and(eq(users.mobile, login.mobile), eq(users.mobileVerified, true))
      : login.email
        ? and(eq(users.email, login.email), eq(users.emailVerified, true))
        : undefined;
    if (!cond) return null;
    const rows = await this.db.select().from(users).where(cond).limit(1);
    return rows[0] ?? null;
  }

  /** Accounts that claim this address without having verified it, newest first (at most `limit`). */
  async findUnverifiedClaims(login: { email?: string | undefined; mobile?: string | undefined }, limit: number): Promise<UserRow[]> {
    const cond = login.mobile
      ? and(eq(users.mobile, login.mobile), eq(users.mobileVerified, false))
      : login.email
        ? and(eq(users.email, login.email), eq(users.emailVerified, false))
        : undefined;
    if (!cond) return [];
    return this.db.select().from(users).where(cond).orderBy(desc(users.createdAt), desc(users.id)).limit(limit);
  }

  /** Which of these addresses another account has verified ('mobile' first), or null. */
  async verifiedLoginTaken(login: { email?: string | undefined; mobile?: string | undefined }, exceptUserId?: string): Promise<'email' | 'mobile' | null> {
    const conds = [
      login.email ? and(eq(users.email, login.email), eq(users.emailVerified, true)) : undefined,
      login.mobile ? and(eq(users.mobile, login.mobile), eq(users.mobileVerified, true)) : undefined,
    ].filter(Boolean);
    if (conds.length === 0) return null;
    const rows = await this.db
      .select({ id: users.id, email: users.email, mobile: users.mobile, mobileVerified: users.mobileVerified })
      .from(users)
      .where(or(...conds));
    const other = rows.find((r) => r.id !== exceptUserId);
    if (!other) return null;
    return login.mobile && other.mobile === login.mobile && other.mobileVerified ? 'mobile' : 'email';
  }

  /**
   * Records that `userId` proved `destination` (a code sent to it was entered, or a provider
   * vouched for it): the account holds it verified, and every other account's unverified claim on
   * it is dropped, in one transaction. Returns the account and the ids of the accounts that lost
   * their claim (their sessions opened through it are the caller's to end). Throws the unique
   * violation (23505) when another account verified the address first.
   */
  async proveLogin(userId: string, kind: 'email' | 'mobile', destination: string): Promise<{ user: UserRow; droppedFrom: string[] }> {
    return this.db.transaction(async (tx) => {
      const now = new Date();
      const dropped =
        kind === 'email'
          ? await tx
              .update(users)
              .set({ email: null, emailVerified: false, updatedAt: now })
              .where(and(eq(users.email, destination), eq(users.emailVerified, false), ne(users.id, userId)))
              .returning({ id: users.id })
          : await tx
              .update(users)
              .set({ mobile: null, mobileVerified: false, updatedAt: now })
              .where(and(eq(users.mobile, destination), eq(users.mobileVerified, false), ne(users.id, userId)))
              .returning({ id: users.id });
      const values = kind === 'email' ? { email: destination, emailVerified: true } : { mobile: destination, mobileVerified: true };
      const [user] = await tx
        .update(users)
        .set({ ...values, updatedAt: now })
        .where(eq(users.id, userId))
        .returning();
      return { user: user!, droppedFrom: dropped.map((d) => d.id) };
    });
  }

  /** Creates an account; returns its row. */
  async insertUser(values: NewUser): Promise<UserRow> {
    const rows = await this.db.insert(users).values(values).returning();
    return rows[0]!;
  }

  /** Updates an account (and its updated_at); null when it does not exist. */
  async updateUser(id: string, values: Partial<NewUser>): Promise<UserRow | null> {
    const rows = await this.db
      .update(users)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    return rows[0] ?? null;
  }

  /** The account linked to an external identity (provider and its subject id), or null. */
  async findIdentity(provider: string, subject: string): Promise<string | null> {
    const rows = await this.db
      .select({ userId: userIdentities.userId })
      .from(userIdentities)
      .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)))
      .limit(1);
    return rows[0]?.userId ?? null;
  }

  /** Links an external identity to the account (kept when already linked). */
  async linkIdentity(userId: string, provider: string, subject: string): Promise<void> {
    await this.db.insert(userIdentities).values({ id: newId(), userId, provider, subject }).onConflictDoNothing();
  }

  // --- sessions and refresh tokens -------------------------------------------------------------

  /** A new sign-in session with its first refresh token; `loginVia` as in `sessions.login_via`. */
  async createSession(userId: string, browserId: string | null, expiresAt: Date, tokenHash: string, loginVia: string | null = null): Promise<SessionRow> {
    return this.db.transaction(async (tx) => {
      const [session] = await tx.insert(sessions).values({ id: newId(), userId, browserId, expiresAt, loginVia }).returning();
      await tx.insert(refreshTokens).values({ id: newId(), sessionId: session!.id, tokenHash });
      return session!;
    });
  }

  /**
   * The sign-in session `id`, cached for 75–100 % of SESSION_CACHE_TTL_MS (drawn per entry, so the
   * sessions a cohort signed in together do not all expire in the same second and come back as one
   * burst of reads); concurrent misses for one id share one read. Revocations empty the cache.
   */
  async findSession(id: string): Promise<SessionRow | null> {
    const now = performance.now();
    const hit = this.#sessionCache.get(id);
    if (hit && now < hit.until) return hit.row;
    const pending = this.#sessionReads.get(id);
    if (pending) return pending;
    const generation = this.#generation;
    const read = this.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, id))
      .limit(1)
      .then((rows) => {
        const row = rows[0] ?? null;
        // A revocation while the read ran may have been missed by it: keep nothing then.
        if (row && generation === this.#generation) {
          this.#sessionCache.delete(id);
          if (this.#sessionCache.size >= SESSION_CACHE_MAX) this.#sessionCache.delete(this.#sessionCache.keys().next().value!);
          this.#sessionCache.set(id, { row, until: now + SESSION_CACHE_TTL_MS * (0.75 + 0.25 * Math.random()) });
        }
        return row;
      })
      .finally(() => this.#sessionReads.delete(id));
    this.#sessionReads.set(id, read);
    return read;
  }

  /**
   * Every revocation ends here: empties the session cache, disowns the reads in flight, and
   * announces the revocation to the other server instances (awaited, so that an answer to the
   * caller comes after the announcement).
   */
  async #forgetSessions(): Promise<void> {
    this.forgetSessionsRevokedElsewhere();
    await this.onRevoked?.();
  }

  /** Empties the session cache and disowns the reads in flight: another instance revoked a session. */
  forgetSessionsRevokedElsewhere(): void {
    this.#sessionCache.clear();
    this.#sessionReads.clear();
    this.#generation++;
  }

  /**
   * THE one way a sign-in session ends (sign-out, sign-out everywhere, password change or reset,
   * refresh-token theft, an address proved by another account): marks the matching live
   * sessions revoked, then empties this process's session cache (after the write, so a read
   * during it cannot keep what it revoked). Returns the ids it revoked. Anything that must learn
   * of revocations (other server instances) hooks here.
   *
   * `filter`: one session by `sessionId`; or every session of `userId`, less `exceptSessionId`,
   * and only those opened through `loginVia` when given.
   */
  async revokeSessions(filter: { sessionId: string } | { userId: string; exceptSessionId?: string; loginVia?: string }, reason: string): Promise<string[]> {
    const conds: (SQL | undefined)[] = [isNull(sessions.revokedAt)];
    if ('sessionId' in filter) conds.push(eq(sessions.id, filter.sessionId));
    else {
      conds.push(eq(sessions.userId, filter.userId));
      if (filter.exceptSessionId) conds.push(ne(sessions.id, filter.exceptSessionId));
      if (filter.loginVia) conds.push(eq(sessions.loginVia, filter.loginVia));
    }
    try {
      const rows = await this.db
        .update(sessions)
        .set({ revokedAt: new Date(), revokedReason: reason })
        .where(and(...conds))
        .returning({ id: sessions.id });
      return rows.map((r) => r.id);
    } finally {
      await this.#forgetSessions();
    }
  }

  /** The live session behind a refresh token, without using the token; null when unknown, used up or ended. */
  async findRefreshSession(tokenHash: string, now: Date): Promise<SessionRow | null> {
    const rows = await this.db
      .select({ session: sessions })
      .from(refreshTokens)
      .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
      .where(eq(refreshTokens.tokenHash, tokenHash))
      .limit(1);
    const session = rows[0]?.session;
    return session && !session.revokedAt && session.expiresAt > now ? session : null;
  }

  /**
   * Rotates a refresh token atomically (the row is locked, so concurrent uses are serialised):
   * - unused: it is marked used and `newHash` stored as its successor → `{ kind: 'rotated' }`;
   * - used at most `graceMs` ago (two tabs, a retry after a lost answer) → `{ kind: 'grace' }`:
   *   nothing changes, and the caller answers with the same successor again;
   * - used longer ago: a replay, the whole family (session) is revoked → 'replayed';
   * - unknown, revoked or expired → null.
   */
  async rotateRefreshToken(
    tokenHash: string,
    newHash: string,
    now: Date,
    graceMs: number,
  ): Promise<{ kind: 'rotated' | 'grace'; session: SessionRow } | 'replayed' | null> {
    const result = await this.db.transaction(async (tx) => {
      const rows = await tx
        .select({ token: refreshTokens, session: sessions })
        .from(refreshTokens)
        .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .for('update')
        .limit(1);
      const row = rows[0];
      if (!row) return null;
      if (row.session.revokedAt || row.session.expiresAt <= now) return null;
      if (row.token.usedAt) {
        if (now.getTime() - row.token.usedAt.getTime() <= graceMs) return { kind: 'grace' as const, session: row.session };
        return { kind: 'replayed' as const, session: row.session };
      }
      await tx.update(refreshTokens).set({ usedAt: now }).where(eq(refreshTokens.id, row.token.id));
      await tx.insert(refreshTokens).values({ id: newId(), sessionId: row.session.id, tokenHash: newHash });
      return { kind: 'rotated' as const, session: row.session };
    });
    if (result?.kind === 'replayed') {
      await this.revokeSessions({ sessionId: result.session.id }, 'refresh token replayed');
      return 'replayed';
    }
    return result;
  }
}
