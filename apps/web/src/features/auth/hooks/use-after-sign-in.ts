import { useCallback } from 'react';
import type { SessionResult } from '../api/session-result.ts';
import { useAuthStore } from '../stores/auth-store.ts';
import { postSignInStep } from '../utils/post-sign-in.ts';
import { useGo } from './use-go.ts';

/**
 * After a sign-in, sign-up or verification: picks the current profile and navigates
 * (platform.md §4.1). Call with the stored session result.
 */
export function useAfterSignIn(opts: { redirectUrl: string | null; noProfilesPath?: string }) {
  const go = useGo();
  const { redirectUrl, noProfilesPath } = opts;
  return useCallback(
    (result: Pick<SessionResult, 'account' | 'verificationRequired'>) => {
      const store = useAuthStore.getState();
      const step = postSignInStep({
        account: result.account,
        verificationRequired: result.verificationRequired,
        currentProfileId: store.currentProfileId,
        redirectUrl,
        noProfilesPath,
      });
      if (step.profileId) store.selectProfile(step.profileId);
      go(step.path, { replace: true });
    },
    [go, redirectUrl, noProfilesPath],
  );
}
