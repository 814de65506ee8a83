// Token and cookie lifetimes. platform.md §4.5, §6, §9

/** Access (auth) token lifetime in seconds (15 minutes). platform.md §4.5 */
export const ACCESS_TOKEN_TTL_S = 900;
/** Refresh token lifetime in seconds (30 days). platform.md §4.5 */
export const REFRESH_TOKEN_TTL_S = 30 * 24 * 60 * 60;
/** Parent token cookie Max-Age in seconds (7 days). platform.md §6, §9 */
export const PARENT_COOKIE_MAX_AGE_S = 7 * 24 * 60 * 60;
/**
 * How long (ms) a used refresh token still answers with the successor it was rotated to, instead
 * of counting as a replay: two tabs refreshing at once, or a retry after a lost answer (10 s).
 * issue 14 §1.4
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;

/** Refresh an access token this long (ms) before its `exp`, so no call is sent with a stale one. issue 15 */
export const ACCESS_TOKEN_REFRESH_MARGIN_MS = 30_000;

/** The `exp` of a JWT as ms since epoch; null when the token is not a JWT or has no numeric `exp`. */
export function jwtExpiresAt(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload || token.split('.').length !== 3) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))) as { exp?: unknown };
    return typeof claims.exp === 'number' && Number.isFinite(claims.exp) ? claims.exp * 1000 : null;
  } catch {
    return null;
  }
}

/**
 * True when an access token expires within `marginMs` of `nowMs` (or has expired): the client
 * refreshes it before the call instead of letting the call fail with 401 first. A token whose
 * expiry cannot be read is never refreshed ahead. platform.md §4.5, issue 15
 */
export function accessTokenNeedsRefresh(token: string, nowMs: number, marginMs = ACCESS_TOKEN_REFRESH_MARGIN_MS): boolean {
  const exp = jwtExpiresAt(token);
  return exp !== null && exp - nowMs <= marginMs;
}
