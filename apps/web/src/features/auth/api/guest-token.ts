import { z } from 'zod';
import { envelope, guestResponse } from '@abhyas/contracts';
import { api } from '../../../lib/api-client.ts';
import { useAuthStore } from '../stores/auth-store.ts';

const guestAnswer = z.union([guestResponse, envelope(guestResponse).transform((v) => v.data)]);

/**
 * POST /api/auth/user/details?is_guest=true (platform.md §4.1, §7.1): an anonymous guest token,
 * stored for guest calls. Failure is only logged (§8); resolves false then.
 */
export async function fetchGuestToken(): Promise<boolean> {
  try {
    const { data } = await api('/api/auth/user/details', {
      method: 'POST',
      query: { is_guest: 'true' },
      body: { source: 'web' },
      schema: guestAnswer,
      auth: 'none',
    });
    useAuthStore.getState().setGuest(data.guest_token, data.guest_session_id);
    return true;
  } catch (error) {
    console.warn('Could not get a guest token', error);
    return false;
  }
}
