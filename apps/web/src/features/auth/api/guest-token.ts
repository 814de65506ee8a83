import { api } from '../../../lib/api-client.ts';
import { useAuthStore } from '../stores/auth-store.ts';

interface GuestToken {
  guest_token: string;
  guest_session_id: string;
}

/**
 * Reads `{ guest_token, guest_session_id }` (or the same inside `{ data }`). Checked by hand rather
 * than with the zod contract: this call runs on the landing page, which must not load zod.
 */
export function parseGuestAnswer(json: unknown): GuestToken | null {
  const body = json && typeof json === 'object' && 'data' in json ? (json as { data: unknown }).data : json;
  if (!body || typeof body !== 'object') return null;
  const { guest_token, guest_session_id } = body as Record<string, unknown>;
  return typeof guest_token === 'string' && typeof guest_session_id === 'string' ? { guest_token, guest_session_id } : null;
}

/**
 * POST /api/auth/user/details?is_guest=true (platform.md §4.1, §7.1): an anonymous guest token,
 * stored for guest calls. Failure is only logged (§8); resolves false then.
 */
export async function fetchGuestToken(): Promise<boolean> {
  try {
    const { data } = await api<unknown>('/api/auth/user/details', {
      method: 'POST',
      query: { is_guest: 'true' },
      body: { source: 'web' },
      auth: 'none',
    });
    const guest = parseGuestAnswer(data);
    if (!guest) throw new Error('guest token answer has an unexpected shape');
    useAuthStore.getState().setGuest(guest.guest_token, guest.guest_session_id);
    return true;
  } catch (error) {
    console.warn('Could not get a guest token', error);
    return false;
  }
}
