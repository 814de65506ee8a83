import { useQuery } from '@tanstack/react-query';
import { type familyLinksResponse, type FamilyLink } from '@abhyas/contracts';
import { api, currentProfileId, type Decoded } from '../../../lib/api-client.ts';

/**
 * GET /api/family/links with the child token (issue 21 §2, no secret monitoring): the adults linked
 * to the student's family, who can see their progress; first names and relationship only.
 */
export function useFamilyWatchers() {
  return useQuery({
    queryKey: ['family-links', currentProfileId()],
    queryFn: async (): Promise<FamilyLink[]> => (await api<Decoded<typeof familyLinksResponse>>('/api/family/links', { auth: 'child' })).data.data,
    staleTime: 5 * 60_000,
  });
}
