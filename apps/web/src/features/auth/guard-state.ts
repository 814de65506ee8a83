/**
 * What the route guards need to know (platform.md §4.2), read synchronously by the router,
 * and the one-time session restore (§4.1) it awaits before deciding.
 */
import { isProfileComplete } from '@abhyas/domain';
import { isApiError, refreshToken } from '../../lib/api-client.ts';
import { selectCurrentProfile, selectVerified, useAuthStore, type AuthState } from './stores/auth-store.ts';

export interface GuardState {
  /** A parent token is held and its account is loaded. */
  authed: boolean;
  /** The session is being restored or established. */
  authenticating: boolean;
  /** Mobile or e-mail verified. */
  verified: boolean;
  /** Has linked profiles and a current profile. */
  profileComplete: boolean;
  /** A current profile (the "current user" of §3) is chosen and exists. */
  hasCurrentUser: boolean;
}

/** Guard facts from a store state (pure; exported for tests and hooks). */
export function guardStateOf(s: AuthState): GuardState {
  const current = selectCurrentProfile(s);
  return {
    authed: s.parentToken !== null && s.account !== null,
    authenticating: s.authenticating,
    verified: selectVerified(s),
    profileComplete: isProfileComplete({
      linkedProfiles: s.account?.linked_profiles.length ?? 0,
      currentProfileId: current?.id ?? null,
    }),
    hasCurrentUser: current !== null,
  };
}

/** The current guard facts. */
export function getGuardState(): GuardState {
  return guardStateOf(useAuthStore.getState());
}

let loading: Promise<void> | null = null;

async function restore(): Promise<void> {
  const store = useAuthStore;
  const { parentToken, hasSession } = store.getState();
  if (!parentToken && !hasSession) return;
  store.getState().setAuthenticating(true);
  try {
    // No token but a session hint: the HttpOnly refresh cookie may still be valid.
    if (!store.getState().parentToken && !(await refreshToken('parent'))) {
      store.getState().reset();
      return;
    }
    // Loaded on demand: the response schemas (zod) stay out of the first page's bundle.
    const { fetchConnectedProfiles } = await import('./api/connected-profiles.ts');
    await fetchConnectedProfiles(); // a 401 here refreshes once through the API client (§4.5)
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 403)) store.getState().reset();
    else console.warn('Could not restore the session', error);
  }
}

/**
 * Restores the session once (later calls share the first): with a stored parent token, loads
 * connected_profiles (refreshing the token when needed); with only the session hint, refreshes
 * from the cookie first. Sets `authenticating` meanwhile. When signed out, fetches a guest
 * token in the background (§4.1). Never throws.
 */
export function ensureSessionLoaded(): Promise<void> {
  loading ??= restore()
    .catch((error: unknown) => console.warn('Session restore failed', error))
    .finally(() => {
      const s = useAuthStore.getState();
      s.markLoaded();
      if (!guardStateOf(s).authed && !s.guestToken) {
        void import('./api/guest-token.ts').then(({ fetchGuestToken }) => fetchGuestToken());
      }
    });
  return loading;
}

/** Forgets that the session was loaded (tests). */
export function resetSessionLoader(): void {
  loading = null;
}
