/**
 * Logout (platform.md §4.1, §7.1): tells the server (`POST /api/auth/sign-out
 * { clear_all_sessions }`, which also clears the refresh cookie), removes the push token,
 * forgets tokens and user state (authed becomes false), empties the offline cache of API answers,
 * then loads `/` afresh so no cached data of the account survives. Server failures do not stop the local sign-out.
 */
import { api } from '../../../lib/api-client.ts';
import { useAuthStore } from '../stores/auth-store.ts';
import { useOtpStore } from '../stores/otp-store.ts';
import { removePushToken } from './push-token.ts';
import { clearOfflineData } from '../../../lib/offline.ts';

export interface SignOutOptions {
  /** Sign out of every device (`clear_all_sessions: true`). */
  allDevices?: boolean;
  /** Where to go afterwards; default `/`. Pass null to stay (tests). */
  navigateTo?: string | null;
}

export async function signOut(opts: SignOutOptions = {}): Promise<void> {
  const hadSession = useAuthStore.getState().parentToken !== null;
  if (hadSession) {
    await removePushToken();
    try {
      await api('/api/auth/sign-out', {
        method: 'POST',
        body: { clear_all_sessions: opts.allDevices === true },
        auth: 'parent',
      });
    } catch (error) {
      console.warn('Sign-out request failed; signing out locally', error);
    }
  }
  useAuthStore.getState().reset();
  await clearOfflineData();
  useOtpStore.getState().setPending(null);
  useOtpStore.getState().setResetToken(null);
  const to = opts.navigateTo === undefined ? '/' : opts.navigateTo;
  if (to !== null && typeof window !== 'undefined') window.location.assign(to);
}
