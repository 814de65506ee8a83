import type { AccountData, LinkedProfile } from '@abhyas/contracts';
import { useShallow } from 'zustand/react/shallow';
import { guardStateOf, type GuardState } from '../guard-state.ts';
import { selectCurrentProfile, useAuthStore } from '../stores/auth-store.ts';

/** The current child profile (one of linked_profiles), or null (platform.md §3 User state). */
export function useCurrentProfile(): LinkedProfile | null {
  return useAuthStore(selectCurrentProfile);
}

export interface AuthView extends GuardState {
  user: AccountData['user_details'] | null;
  linkedProfiles: LinkedProfile[];
  featureFlags: Record<string, boolean>;
  currentProfile: LinkedProfile | null;
  /** Makes a linked profile current (§4.1); false when it is unknown. */
  selectProfile(profileId: string): boolean;
}

const NO_PROFILES: LinkedProfile[] = [];
const NO_FLAGS: Record<string, boolean> = {};

/** Session facts and user state for components (re-renders when they change). */
export function useAuth(): AuthView {
  return useAuthStore(
    useShallow((s) => ({
      ...guardStateOf(s),
      user: s.account?.user_details ?? null,
      linkedProfiles: s.account?.linked_profiles ?? NO_PROFILES,
      featureFlags: s.account?.feature_flags ?? NO_FLAGS,
      currentProfile: selectCurrentProfile(s),
      selectProfile: s.selectProfile,
    })),
  );
}
