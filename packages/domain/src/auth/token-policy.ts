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
