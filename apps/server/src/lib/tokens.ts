import { webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors, type JWTPayload } from 'jose';
import { ACCESS_TOKEN_TTL_S } from '@abhyas/domain';

/** Kinds of signed token the server hands out. */
export type TokenKind = 'parent' | 'child' | 'guest' | 'otp' | 'pwreset';

export interface AccessClaims {
  kind: 'parent' | 'child' | 'guest';
  /** Parent account id (guest: the guest session id). */
  userId: string;
  /** Session (refresh family) id. */
  sessionId: string;
  /** Set on child tokens: the one profile the token is scoped to (platform.md §4.1, §6). */
  profileId?: string;
}

export interface StepClaims {
  kind: 'otp' | 'pwreset';
  /** The otp_codes row the step belongs to. */
  otpId: string;
}

const ISSUER = 'abhyas';
const GUEST_TTL_S = 24 * 3600;
const STEP_TTL_S = 10 * 60;
/** How many verified tokens (and minted profile tokens) a process remembers. */
const VERIFIED_CACHE_MAX = 50_000;
/** Seconds a minted profile token is handed out again (`profileToken`). */
export const MINT_REUSE_S = 60;

/** Signs and verifies HS256 JWTs with jose (issue #2 §3: access tokens live 15 minutes). */
export class TokenService {
  /**
   * The secret imported once as an HMAC-SHA-256 key: jose would otherwise import the raw bytes on
   * every sign and verify, which was the largest cost of an authenticated call under load.
   */
  readonly #key: Promise<webcrypto.CryptoKey>;

  constructor(secret: Uint8Array) {
    this.#key = webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  }

  async signAccess(claims: AccessClaims, nowS = Math.floor(Date.now() / 1000)): Promise<string> {
    const ttl = claims.kind === 'guest' ? GUEST_TTL_S : ACCESS_TOKEN_TTL_S;
    return new SignJWT({ typ: claims.kind, sid: claims.sessionId, ...(claims.profileId ? { pid: claims.profileId } : {}) })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER)
      .setSubject(claims.userId)
      .setIssuedAt(nowS)
      .setExpirationTime(nowS + ttl)
      .sign(await this.#key);
  }

  /**
   * Child tokens minted by the account calls (connected_profiles mints one per profile on every
   * call), by their claims: handed out again while at most MINT_REUSE_S old, so a family that
   * reloads often costs one signature a minute per profile, not one per call (issue 25 §1). The
   * token is the same as one minted then: it lives 15 minutes from its `iat`, at least 14 of them
   * when handed out. Emptied with the verified tokens on every revocation.
   */
  readonly #minted = new Map<string, { token: string; iatS: number }>();

  /** A child (profile) token as `signAccess` makes it, or the same one minted up to MINT_REUSE_S before `nowS`. */
  async profileToken(claims: { userId: string; sessionId: string; profileId: string }, nowS = Math.floor(Date.now() / 1000)): Promise<string> {
    const key = `${claims.userId} ${claims.sessionId} ${claims.profileId}`;
    const hit = this.#minted.get(key);
    if (hit && nowS >= hit.iatS && nowS - hit.iatS < MINT_REUSE_S) return hit.token;
    const token = await this.signAccess({ kind: 'child', ...claims }, nowS);
    this.#minted.delete(key);
    if (this.#minted.size >= VERIFIED_CACHE_MAX) this.#minted.delete(this.#minted.keys().next().value!);
    this.#minted.set(key, { token, iatS: nowS });
    return token;
  }

  /** One-step tokens: `x-otp-token` and `x-password-reset-token`, valid 10 minutes. */
  async signStep(claims: StepClaims, nowS = Math.floor(Date.now() / 1000)): Promise<string> {
    return new SignJWT({ typ: claims.kind })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER)
      .setSubject(claims.otpId)
      .setIssuedAt(nowS)
      .setExpirationTime(nowS + STEP_TTL_S)
      .sign(await this.#key);
  }

  /** Returns the claims, or null when the token is malformed, forged or expired. */
  async verifyAccess(token: string): Promise<(AccessClaims & { expiresAt: number }) | null> {
    const payload = await this.verify(token);
    if (!payload) return null;
    const typ = payload.typ;
    if ((typ !== 'parent' && typ !== 'child' && typ !== 'guest') || typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    if (typ === 'child' && typeof payload.pid !== 'string') return null;
    return {
      kind: typ,
      userId: payload.sub,
      sessionId: payload.sid,
      ...(typeof payload.pid === 'string' ? { profileId: payload.pid } : {}),
      expiresAt: (payload.exp ?? 0) * 1000,
    };
  }

  async verifyStep(token: string, kind: StepClaims['kind']): Promise<StepClaims | null> {
    const payload = await this.verify(token);
    if (!payload || payload.typ !== kind || typeof payload.sub !== 'string') return null;
    return { kind, otpId: payload.sub };
  }

  /**
   * Tokens this process has verified, with their claims, until they expire (at most
   * VERIFIED_CACHE_MAX, the oldest dropped first). A student's token is checked on every call —
   * an event post every 3 s during a test — and the signature of the same string cannot change,
   * so it is verified once; expiry is still checked on every use. Revocation is not a token
   * matter: the sign-in session behind it is checked on every call (plugins/auth.ts); still, every
   * revocation empties this cache too (`forgetVerified`), so no claim of a revoked session stays
   * in memory on any instance.
   */
  readonly #verified = new Map<string, JWTPayload>();

  /** Empties the verified-token cache and the minted profile tokens (after a revocation, on this instance or another). */
  forgetVerified(): void {
    this.#verified.clear();
    this.#minted.clear();
  }

  private async verify(token: string) {
    const nowS = Date.now() / 1000;
    const hit = this.#verified.get(token);
    if (hit) {
      if ((hit.exp ?? 0) > nowS) return hit;
      this.#verified.delete(token);
      return null;
    }
    try {
      // Every token this server signs expires: one without `exp` (issue 14 §1.8) is refused.
      const { payload } = await jwtVerify(token, await this.#key, { issuer: ISSUER, algorithms: ['HS256'], requiredClaims: ['exp'] });
      if (this.#verified.size >= VERIFIED_CACHE_MAX) this.#verified.delete(this.#verified.keys().next().value!);
      this.#verified.set(token, payload);
      return payload;
    } catch (err) {
      if (err instanceof joseErrors.JOSEError) return null;
      throw err;
    }
  }
}
