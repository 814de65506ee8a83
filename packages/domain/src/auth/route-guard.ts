// Route guards for protected and public-only pages. platform.md §4.2
import { pathnameOf } from '../shell/path-patterns.ts';

/**
 * Returns `url` when it is a same-origin relative path safe to navigate to after sign-in:
 * it starts with exactly one '/', and has no backslash, whitespace-free start and no control
 * characters (browsers drop tabs and newlines, which would turn `/\t/evil` into `//evil`).
 * Rejects `//evil.com`, `/\evil.com`, `http://…`, `javascript:…` and empty values with null.
 * platform.md §4.1, §4.2
 */
export function safeRedirect(url: string | null | undefined): string | null {
  if (typeof url !== 'string' || url.length === 0) return null;
  if (!url.startsWith('/')) return null;
  if (url.startsWith('//')) return null;
  if (url.includes('\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(url)) return null;
  return url;
}

export type RouteAccess = 'protected' | 'public-only' | 'public';

export interface RouteGuardInput {
  access: RouteAccess;
  /** A parent token is held. */
  authed: boolean;
  /** The session is still being established. */
  authenticating: boolean;
  /** Mobile or e-mail verified (see `isVerified`). */
  verified: boolean;
  /** Has linked profiles and a current profile (see `isProfileComplete`). */
  profileComplete: boolean;
  hasCurrentUser: boolean;
  /** The route may be shown to an unverified user (e.g. /account-verify). */
  allowsUnverified?: boolean;
  /** The route may be shown without a current user (e.g. /edit-profile/{id}). */
  allowsNoUser?: boolean;
  /** The wanted path including its search, e.g. `/practice/home?subject=physics`. */
  path: string;
  /** The redirect_url query parameter already present, if any. */
  redirectUrl?: string | null;
  /** On a public-only page: go to redirectUrl with a full page load. */
  fullReload?: boolean;
}

export type RouteDecision = { kind: 'show' } | { kind: 'loader' } | { kind: 'redirect'; to: string; reload?: boolean };

export const LANDING_PATH = '/';
export const BROWSE_PROFILE_PATH = '/browse-profile';
export const ACCOUNT_VERIFY_PATH = '/account-verify';
export const LEARN_HOME_PATH = '/learn/home';

const SHOW: RouteDecision = { kind: 'show' };

function redirect(to: string, reload?: boolean): RouteDecision {
  return reload ? { kind: 'redirect', to, reload: true } : { kind: 'redirect', to };
}

function withRedirectUrl(base: string, redirectUrl: string | null): string {
  if (redirectUrl === null) return base;
  const sep = base.includes('?') ? '&' : '?';
  return `${base}${sep}redirect_url=${encodeURIComponent(redirectUrl)}`;
}

/**
 * Decides what a route shows, given the session. Pure; the caller renders the loader,
 * the page, or navigates (`reload: true` asks for a full page load).
 *
 * Protected, in order (platform.md §4.2):
 * 1. authenticating && authed → loader;
 * 2. authed, verified, and profile incomplete or no current user, unless the route allows no
 *    user (edit-profile: a parent adds the first child there)
 *    → `/browse-profile?origin=<path>[&redirect_url=…]` (not when already on /browse-profile,
 *    which would loop);
 * 3. authed and (verified or `allowsUnverified`) → show;
 * 4. authed, unverified → `/account-verify[?redirect_url=…]`;
 * 5. not authed → `/?redirect_url=<existing redirect_url, else the wanted path>`.
 * Public-only: not authed → show; unverified → /account-verify; incomplete profile →
 * /browse-profile (both keep redirect_url); otherwise redirect_url (with `reload` when
 * `fullReload`) or /learn/home. Public: always show.
 * Only `safeRedirect` values of redirect_url are used; others are dropped. Query values are
 * URI-encoded.
 */
export function decideRoute(input: RouteGuardInput): RouteDecision {
  const redirectUrl = safeRedirect(input.redirectUrl);
  if (input.access === 'public') return SHOW;

  if (input.access === 'public-only') {
    if (!input.authed) return SHOW;
    if (!input.verified) return redirect(withRedirectUrl(ACCOUNT_VERIFY_PATH, redirectUrl));
    if (!input.profileComplete) return redirect(withRedirectUrl(BROWSE_PROFILE_PATH, redirectUrl));
    if (redirectUrl !== null) return redirect(redirectUrl, input.fullReload === true);
    return redirect(LEARN_HOME_PATH);
  }

  if (input.authenticating && input.authed) return { kind: 'loader' };
  if (
    input.authed &&
    input.verified &&
    (!input.profileComplete || !input.hasCurrentUser) &&
    !input.allowsNoUser &&
    pathnameOf(input.path) !== BROWSE_PROFILE_PATH
  ) {
    const base = `${BROWSE_PROFILE_PATH}?origin=${encodeURIComponent(input.path)}`;
    return redirect(withRedirectUrl(base, redirectUrl));
  }
  if (input.authed && (input.verified || input.allowsUnverified)) return SHOW;
  if (input.authed) return redirect(withRedirectUrl(ACCOUNT_VERIFY_PATH, redirectUrl));
  const wanted = redirectUrl ?? safeRedirect(input.path) ?? LEARN_HOME_PATH;
  return redirect(withRedirectUrl(LANDING_PATH, wanted));
}
