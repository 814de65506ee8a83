/**
 * A profile's accommodations calls without React (issue 22 §2; docs/api.md "Accommodations";
 * decision 038): the GET and the display sync the root layout runs for every signed-in page, kept
 * apart from the query and mutation hooks of accommodations.ts (issue 25 §3). Reads use the parent
 * token when the device holds one (so the answer says the compensatory time may be set), else the
 * profile's child token.
 */
import type { AccommodationsData } from '@abhyas/contracts';
import { api } from '../../../lib/api-client.ts';
import { keepDisplay } from '../../../lib/display-settings.ts';
import { useAuthStore } from '../../auth/index.ts';

/** The envelope of both calls' answers. */
export type AccommodationsResponse = { status: number; data: AccommodationsData };

export const accommodationsPath = (profileId: string) => `/api/profiles/${encodeURIComponent(profileId)}/accommodations`;

/** The token to use: the parent's when present (it may set compensatory time), else the child's. */
export const authMode = () => (useAuthStore.getState().parentToken ? 'parent' : 'child');

/** GET: the stored accommodations (defaults when never set); throws ApiError (404 PROFILE_NOT_FOUND). */
export async function fetchAccommodations(profileId: string): Promise<AccommodationsData> {
  return (await api<AccommodationsResponse>(accommodationsPath(profileId), { auth: authMode() })).data.data;
}

/**
 * Fetches the profile's display settings and applies and caches them (the root layout calls it
 * when the current profile changes). A failure keeps what is applied.
 */
export async function syncProfileDisplay(profileId: string): Promise<void> {
  try {
    keepDisplay(profileId, (await fetchAccommodations(profileId)).display);
  } catch (error) {
    console.warn('Could not load the display settings', error);
  }
}
