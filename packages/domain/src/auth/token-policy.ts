// Token and cookie lifetimes. platform.md §4.5, §6, §9

/** Access (auth) token lifetime in seconds (15 minutes). platform.md §4.5 */
export const ACCESS_TOKEN_TTL_S = 900;
/** Refresh token lifetime in seconds (30 days). platform.md §4.5 */
export const REFRESH_TOKEN_TTL_S = 30 * 24 * 60 * 60;
/** Parent token cookie Max-Age in seconds (7 days). platform.md §6, §9 */
export const PARENT_COOKIE_MAX_AGE_S = 7 * 24 * 60 * 60;
