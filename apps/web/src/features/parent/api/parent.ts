import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type familyLinkDeletedResponse,
  type familyLinksResponse,
  type parentChildrenResponse,
  type parentDigestSettingsResponse,
  type parentWeekResponse,
  type FamilyLink,
  type ParentChild,
  type ParentWeek,
} from '@abhyas/contracts';
import { api, type Decoded } from '../../../lib/api-client.ts';

/** API paths of the parent's view (issue 21 §2; docs/api.md "Parent's view"). */
export const parentPaths = {
  children: '/api/parent/children',
  week: (profileId: string) => `/api/parent/children/${encodeURIComponent(profileId)}/week`,
  digest: '/api/parent/digest-settings',
  links: '/api/family/links',
  link: (id: string) => `/api/family/links/${encodeURIComponent(id)}`,
};

const keys = {
  children: ['parent', 'children'] as const,
  week: (profileId: string, weekStart: string | null, locale: string) => ['parent', 'week', profileId, weekStart, locale] as const,
  digest: ['parent', 'digest'] as const,
  links: ['parent', 'links'] as const,
};

/** GET /api/parent/children (parent token): the children the account sees, oldest first. */
export function useParentChildren() {
  return useQuery({
    queryKey: keys.children,
    queryFn: async (): Promise<ParentChild[]> => (await api<Decoded<typeof parentChildrenResponse>>(parentPaths.children, { auth: 'parent' })).data.data,
  });
}

/** GET /api/parent/children/{id}/week?week_start (parent token): a child's India week; `weekStart` null for this week. */
export function useParentWeek(profileId: string | null, weekStart: string | null, locale: string) {
  return useQuery({
    queryKey: keys.week(profileId ?? '', weekStart, locale),
    enabled: profileId !== null,
    placeholderData: keepPreviousData,
    queryFn: async (): Promise<ParentWeek> =>
      (
        await api<Decoded<typeof parentWeekResponse>>(parentPaths.week(profileId!), {
          query: { locale, ...(weekStart ? { week_start: weekStart } : {}) },

          auth: 'parent',
        })
      ).data.data,
  });
}

/** GET /api/parent/digest-settings: whether the weekly e-mail is on, and the address it goes to. */
export function useDigestSettings() {
  return useQuery({
    queryKey: keys.digest,
    queryFn: async () => (await api<Decoded<typeof parentDigestSettingsResponse>>(parentPaths.digest, { auth: 'parent' })).data.data,
  });
}

/** PUT /api/parent/digest-settings: turns the weekly e-mail on or off. */
export function useSetDigest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (on: boolean) =>
      (await api<Decoded<typeof parentDigestSettingsResponse>>(parentPaths.digest, { method: 'PUT', body: { weekly_digest: on }, auth: 'parent' })).data.data,
    onSuccess: (data) => qc.setQueryData(keys.digest, data),
  });
}

/** GET /api/family/links (parent token): the adults linked to the family the account holds, and the families it joined. */
export function useFamilyLinks() {
  return useQuery({
    queryKey: keys.links,
    queryFn: async (): Promise<FamilyLink[]> => (await api<Decoded<typeof familyLinksResponse>>(parentPaths.links, { auth: 'parent' })).data.data,
  });
}

/** DELETE /api/family/links/{id}: ends a link (the holder, or the linked adult); refreshes links and children. */
export function useUnlink() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await api<Decoded<typeof familyLinkDeletedResponse>>(parentPaths.link(id), { method: 'DELETE', auth: 'parent' })).data.data,
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: ['parent'] });
    },
  });
}
