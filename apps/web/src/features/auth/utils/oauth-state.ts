import { safeRedirect } from '@abhyas/domain';

const KEY = 'abhyas.oauth.redirect_url';

/** Keeps redirect_url across the provider round trip (sessionStorage; §2.1 /api/oauth2_callback). */
export function rememberOAuthRedirect(redirectUrl: string | null): void {
  try {
    const safe = safeRedirect(redirectUrl);
    if (safe) sessionStorage.setItem(KEY, safe);
    else sessionStorage.removeItem(KEY);
  } catch {
    // No storage: the user lands on the default destination.
  }
}

/** The remembered redirect_url (once: it is removed). */
export function takeOAuthRedirect(): string | null {
  try {
    const value = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return safeRedirect(value);
  } catch {
    return null;
  }
}
