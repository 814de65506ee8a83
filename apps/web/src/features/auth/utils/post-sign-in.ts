/**
 * Where a freshly signed-in user goes (platform.md §4.1, §4.2): unverified → /account-verify;
 * with a usable current profile (the remembered one, or the only one) → `loginDestination`
 * for its goal, honouring redirect_url; no profiles → `noProfilesPath`; several → the profile
 * chooser. Pure; the caller selects `profileId` (when given) and navigates.
 */
import type { AccountData } from '@abhyas/contracts';
import { isVerified, loginDestination, safeRedirect } from '@abhyas/domain';
import { withQuery } from './with-query.ts';

export interface PostSignInInput {
  account: AccountData;
  verificationRequired?: boolean;
  /** The remembered current profile id, if any. */
  currentProfileId: string | null;
  redirectUrl: string | null;
  /** Default `/browse-profile`; after a new sign-up, onboarding. */
  noProfilesPath?: string;
}

export interface PostSignInStep {
  path: string;
  /** The profile to make current before navigating. */
  profileId?: string;
}

export function postSignInStep(input: PostSignInInput): PostSignInStep {
  const redirectUrl = safeRedirect(input.redirectUrl);
  if (input.verificationRequired || !isVerified(input.account.user_details)) {
    return { path: withQuery('/account-verify', { redirect_url: redirectUrl }) };
  }
  const profiles = input.account.linked_profiles;
  if (profiles.length === 0) {
    return { path: withQuery(input.noProfilesPath ?? '/browse-profile', { redirect_url: redirectUrl }) };
  }
  const chosen = profiles.find((p) => p.id === input.currentProfileId) ?? (profiles.length === 1 ? profiles[0] : undefined);
  if (!chosen) return { path: withQuery('/browse-profile', { redirect_url: redirectUrl }) };
  return {
    path: loginDestination({ goalType: chosen.profile_details.goal_type, redirectUrl }),
    profileId: chosen.id,
  };
}
