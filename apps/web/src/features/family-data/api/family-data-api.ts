/**
 * The family-data calls (issue 21 §3; docs/api.md "Family data"; decision 036): consent, exports and
 * erasure. Parent token, but the own-consent read (the current profile's token).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  consentListResponse,
  consentResponse,
  erasureListResponse,
  erasureResponse,
  exportListResponse,
  exportResponse,
  ConsentState,
  DataExport,
  ErasureRequest,
} from '@abhyas/contracts';
import { consentWording, CONSENT_WORDINGS } from '@abhyas/contracts/family-data/consent-wording';
import { api, currentProfileId, type Decoded } from '../../../lib/api-client.ts';

export const familyDataPaths = { consent: '/api/family/consent', exports: '/api/family/exports', erasure: '/api/family/erasure' };
export const familyDataKeys = {
  consent: () => ['family-data', 'consent'] as const,
  ownConsent: () => ['family-data', 'own-consent', currentProfileId()] as const,
  exports: () => ['family-data', 'exports'] as const,
  erasure: () => ['family-data', 'erasure'] as const,
};

/** SHA-256 (hex) of a text, as the consent call wants the wording shown. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The consent state of every profile the parent account reaches, and the wording version in force. */
export function useFamilyConsent() {
  return useQuery({
    queryKey: familyDataKeys.consent(),
    queryFn: async () => (await api<Decoded<typeof consentListResponse>>(familyDataPaths.consent, { auth: 'parent' })).data.data,
  });
}

/** The current profile's own consent state (child token), for the pending banner. */
export function useOwnConsent(enabled = true) {
  return useQuery({
    queryKey: familyDataKeys.ownConsent(),
    enabled,
    queryFn: async (): Promise<ConsentState | null> =>
      (await api<Decoded<typeof consentListResponse>>(familyDataPaths.consent, { auth: 'child' })).data.data.profiles[0] ?? null,
  });
}

/** POST consent with the wording shown in `locale` (its version and SHA-256). */
export function useGiveConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ profileId, version, locale }: { profileId: string; version: string; locale: string }) => {
      const wordingLocale = CONSENT_WORDINGS[version]?.[locale] ? locale : 'en';
      const text = consentWording(version, wordingLocale) ?? '';
      const body = { profile_id: profileId, wording_version: version, wording_locale: wordingLocale, wording_hash: await sha256Hex(text) };
      return (await api<Decoded<typeof consentResponse>>(familyDataPaths.consent, { method: 'POST', body, auth: 'parent' })).data.data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['family-data'] }),
  });
}

/** The account's exports; polled every 2 s while one is being built. */
export function useExports() {
  return useQuery({
    queryKey: familyDataKeys.exports(),
    queryFn: async (): Promise<DataExport[]> => (await api<Decoded<typeof exportListResponse>>(familyDataPaths.exports, { auth: 'parent' })).data.data,
    refetchInterval: (q) => (q.state.data?.some((e) => e.status === 'pending') ? 2000 : false),
  });
}

export function useRequestExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (profileId: string) =>
      (await api<Decoded<typeof exportResponse>>(familyDataPaths.exports, { method: 'POST', body: { profile_id: profileId }, auth: 'parent' })).data.data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyDataKeys.exports() }),
  });
}

/** Deletions waiting out their 7-day grace. */
export function useErasures() {
  return useQuery({
    queryKey: familyDataKeys.erasure(),
    queryFn: async (): Promise<ErasureRequest[]> => (await api<Decoded<typeof erasureListResponse>>(familyDataPaths.erasure, { auth: 'parent' })).data.data,
  });
}

export function useRequestErasure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { scope: 'profile' | 'account'; profileId?: string }) =>
      (
        await api<Decoded<typeof erasureResponse>>(familyDataPaths.erasure, {
          method: 'POST',
          body: input.scope === 'profile' ? { scope: 'profile', profile_id: input.profileId } : { scope: 'account' },

          auth: 'parent',
        })
      ).data.data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['family-data'] }),
  });
}

export function useRestoreErasure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await api(`${familyDataPaths.erasure}/${id}/restore`, { method: 'POST', auth: 'parent' });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['family-data'] }),
  });
}
