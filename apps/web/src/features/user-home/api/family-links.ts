import { useQuery } from '@tanstack/react-query';
import { familyLinksResponse, type FamilyLink } from '@abhyas/contracts';
import { api, currentProfileId } from '../../../lib/api-client.ts';

/**
 * GET /api/family/links with the child token (issue 21 §2, no secret monitoring): the adults linked
 * to the student's family, who can see their progress; first names and relationship only.
 */
export function useFamilyWatchers() {
  return useQuery({
    queryKey: ['family-links', currentProfileId()],
    queryFn: async (): Promise<FamilyLink[]> => (await api('/api/family/links', { schema: familyLinksResponse, auth: 'child' })).data.data,
    staleTime: 5 * 60_000,
  });
}
