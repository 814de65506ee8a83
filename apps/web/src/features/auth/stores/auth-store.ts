/**
 * Session state (platform.md §3 Auth state / User state, §4.1, §6). Persisted in localStorage:
 * the parent access token, the current profile id and its child token, the guest token and a
 * `hasSession` hint (a refresh cookie may exist). The refresh token lives only in the server's
 * HttpOnly cookie; this store never sees it. Account data (user_details, linked_profiles,
 * feature_flags) is kept in memory and reloaded from connected_profiles.
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { AccountData, LinkedProfile } from '@abhyas/contracts';
import { isVerified } from '@abhyas/domain';
import { configureApiAuth, type TokenKind } from '../../../lib/api-client.ts';

export const AUTH_STORAGE_KEY = 'abhyas.auth';

interface PersistedAuth {
  parentToken: string | null;
  childToken: string | null;
  currentProfileId: string | null;
  guestToken: string | null;
  guestSessionId: string | null;
  /** Set at sign-in, cleared at sign-out: a refresh cookie may let us restore the session. */
  hasSession: boolean;
}

export interface AuthState extends PersistedAuth {
  /** The session is being restored or established (§3 Auth state). */
  authenticating: boolean;
  /** `ensureSessionLoaded` has finished once. */
  sessionLoaded: boolean;
  account: AccountData | null;

  /** Stores a new parent session (sign-in, sign-up, OTP verification, SSO, social). */
  signedIn(parentToken: string, account: AccountData | null): void;
  /** Replaces account data and re-derives the child token from the current profile. */
  setAccount(account: AccountData): void;
  /** Puts an edited profile (as edit_profile answers it) in place of the linked profile with its id. */
  replaceProfile(profile: LinkedProfile): void;
  /** Makes `profileId` the current profile and uses its child token (§4.1). False when unknown. */
  selectProfile(profileId: string): boolean;
  setToken(kind: TokenKind, token: string, profileId?: string): void;
  setGuest(token: string, sessionId: string): void;
  setAuthenticating(value: boolean): void;
  markLoaded(): void;
  /** Forgets tokens, profile and account (sign-out, failed refresh). */
  reset(): void;
}

const signedOut: PersistedAuth = {
  parentToken: null,
  childToken: null,
  currentProfileId: null,
  guestToken: null,
  guestSessionId: null,
  hasSession: false,
};

/**
 * The child token for the current profile: set only when the account is verified and the
 * profile exists (§4.1); `undefined` when the account is not loaded yet (keep what we have).
 */
function childFor(account: AccountData | null, profileId: string | null): { id: string | null; token: string | null } | undefined {
  if (!account) return undefined;
  if (!profileId) return { id: null, token: null };
  const profile = account.linked_profiles.find((p) => p.id === profileId);
  if (!profile) return { id: null, token: null };
  return { id: profile.id, token: isVerified(account.user_details) ? profile.auth_token : null };
}

export const useAuthStore = create<AuthState>()(
  persist(
    (set, get) => ({
      ...signedOut,
      authenticating: false,
      sessionLoaded: false,
      account: null,

      signedIn(parentToken, account) {
        const child = childFor(account, get().currentProfileId);
        set({
          parentToken,
          hasSession: true,
          account,
          authenticating: false,
          ...(child ? { currentProfileId: child.id, childToken: child.token } : {}),
        });
      },
      setAccount(account) {
        const child = childFor(account, get().currentProfileId);
        set({ account, ...(child ? { currentProfileId: child.id, childToken: child.token } : {}) });
      },
      replaceProfile(profile) {
        const account = get().account;
        if (!account) return;
        const linked = account.linked_profiles.map((p) => (p.id === profile.id ? { ...profile, auth_token: profile.auth_token || p.auth_token } : p));
        get().setAccount({ ...account, linked_profiles: linked });
      },
      selectProfile(profileId) {
        const child = childFor(get().account, profileId);
        if (!child || child.id === null) return false;
        set({ currentProfileId: child.id, childToken: child.token });
        return true;
      },
      setToken(kind, token, profileId) {
        if (kind === 'parent') set({ parentToken: token, hasSession: true });
        else if (!profileId || profileId === get().currentProfileId) set({ childToken: token });
      },
      setGuest(guestToken, guestSessionId) {
        set({ guestToken, guestSessionId });
      },
      setAuthenticating(authenticating) {
        set({ authenticating });
      },
      markLoaded() {
        set({ sessionLoaded: true, authenticating: false });
      },
      reset() {
        const { guestToken, guestSessionId } = get();
        set({ ...signedOut, guestToken, guestSessionId, account: null, authenticating: false });
      },
    }),
    {
      name: AUTH_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (s): PersistedAuth => ({
        parentToken: s.parentToken,
        childToken: s.childToken,
        currentProfileId: s.currentProfileId,
        guestToken: s.guestToken,
        guestSessionId: s.guestSessionId,
        hasSession: s.hasSession,
      }),
    },
  ),
);

/** True when a parent token is held (§3 Auth state `authed`). */
export const selectAuthed = (s: AuthState): boolean => s.parentToken !== null;

/** Mobile or e-mail verified (§4.1). */
export const selectVerified = (s: AuthState): boolean => (s.account ? isVerified(s.account.user_details) : false);

/** The current profile when it is one of the linked profiles, else null. */
export const selectCurrentProfile = (s: AuthState): LinkedProfile | null => s.account?.linked_profiles.find((p) => p.id === s.currentProfileId) ?? null;

// Other tabs write the same key: follow their sign-in, sign-out and token refreshes.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== AUTH_STORAGE_KEY) return;
    void Promise.resolve(useAuthStore.persist.rehydrate()).then(() => {
      if (!useAuthStore.getState().parentToken && useAuthStore.getState().account) {
        useAuthStore.setState({ account: null });
      }
    });
  });
}

configureApiAuth({
  token: (mode) => {
    const s = useAuthStore.getState();
    if (mode === 'parent') return s.parentToken;
    if (mode === 'child') return s.childToken;
    return s.guestToken;
  },
  profileId: () => useAuthStore.getState().currentProfileId,
  storeToken: (kind, token, profileId) => useAuthStore.getState().setToken(kind, token, profileId),
  clear: () => useAuthStore.getState().reset(),
  syncFromStorage: () => useAuthStore.persist.rehydrate(),
});
