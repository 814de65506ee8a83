/**
 * The invite a visitor chose to join before signing up or logging in, kept in this tab
 * (sessionStorage) through sign-up, verification and login; the sign-in flow returns to
 * `/invite/<token>` while one is pending, where it is accepted (issue 21 §1).
 */
const KEY = 'abhyas.pendingInvite';

/** The pending invite token, or null. */
export function pendingInvite(): string | null {
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** Remembers `token` as pending (null forgets it). */
export function setPendingInvite(token: string | null): void {
  try {
    if (token) window.sessionStorage.setItem(KEY, token);
    else window.sessionStorage.removeItem(KEY);
  } catch {
    // Storage blocked: the visitor opens the link again after signing in.
  }
}
