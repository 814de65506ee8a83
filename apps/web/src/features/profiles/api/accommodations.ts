/**
 * A profile's accommodations (issue 22 §2; docs/api.md "Accommodations"; decision 038):
 * GET/PUT /api/profiles/{id}/accommodations. Reads use the parent token when the device holds one
 * (so the answer says the compensatory time may be set), else the profile's child token.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccommodationsData, PutAccommodationsBody } from '@abhyas/contracts';
import { api } from '../../../lib/api-client.ts';
import { keepDisplay } from '../../../lib/display-settings.ts';
import { accommodationsPath, authMode, fetchAccommodations, type AccommodationsResponse } from './accommodations-calls.ts';

export { accommodationsPath, fetchAccommodations, syncProfileDisplay } from './accommodations-calls.ts';

export const accommodationsKey = (profileId: string) => ['accommodations', profileId] as const;

export const accommodationsQuery = (profileId: string) =>
  queryOptions({ queryKey: accommodationsKey(profileId), queryFn: () => fetchAccommodations(profileId) });

/** The profile's accommodations (query). */
export function useAccommodations(profileId: string | null) {
  return useQuery({ ...accommodationsQuery(profileId ?? ''), enabled: profileId !== null });
}

/**
 * PUT: saves display settings and/or compensatory time (the latter needs the parent token: 403
 * COMPENSATORY_TIME_PARENT_ONLY otherwise); the saved display settings are applied and cached.
 */
export async function putAccommodations(profileId: string, body: PutAccommodationsBody): Promise<AccommodationsData> {
  const mode = body.compensatory_time ? 'parent' : authMode();
  return (await api<AccommodationsResponse>(accommodationsPath(profileId), { method: 'PUT', body, auth: mode })).data.data;
}

/** The save mutation: puts the answer in the query cache and applies its display settings. */
export function useSaveAccommodations(profileId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PutAccommodationsBody) => putAccommodations(profileId, body),
    onSuccess: (data) => {
      client.setQueryData(accommodationsKey(profileId), data);
      keepDisplay(profileId, data.display);
    },
  });
}
