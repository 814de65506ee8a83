import { isVerified } from '@abhyas/domain';
import { useCallback } from 'react';
import { pendingInvite } from '../../invites/index.ts';
import type { SessionResult } from '../api/session-result.ts';
import { useAuthStore } from '../stores/auth-store.ts';
import { postSignInStep } from '../utils/post-sign-in.ts';
import { useContinueAsProfile } from './use-continue-as-profile.ts';
import { useGo } from './use-go.ts';

/**
 * After a sign-in, sign-up or verification: picks the current profile and navigates, in the
 * profile's language (platform.md §4.1, §4.3). Call with the stored session result. A verified
 * account with an invite pending (chosen on `/invite/{token}` before signing up or in) goes back
 * to that page, which accepts it (issue 21 §1).
 */
export function useAfterSignIn(opts: { redirectUrl: string | null; noProfilesPath?: string }) {
  const go = useGo();
  const continueAs = useContinueAsProfile();
  const { redirectUrl, noProfilesPath } = opts;
  return useCallback(
    (result: Pick<SessionResult, 'account' | 'verificationRequired'>) => {
      const store = useAuthStore.getState();
      const invite = pendingInvite();
      if (invite && !result.verificationRequired && isVerified(result.account.user_details)) {
        go(`/invite/${encodeURIComponent(invite)}`, { replace: true });
        return;
      }
      const step = postSignInStep({
        account: result.account,
        verificationRequired: result.verificationRequired,
        currentProfileId: store.currentProfileId,
        redirectUrl,
        noProfilesPath,
      });
      const profile = result.account.linked_profiles.find((p) => p.id === step.profileId);
      if (profile && store.selectProfile(profile.id)) continueAs(profile, step.path);
      else go(step.path, { replace: true });
    },
    [go, continueAs, redirectUrl, noProfilesPath],
  );
}
