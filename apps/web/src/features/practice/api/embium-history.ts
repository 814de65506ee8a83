import { useInfiniteQuery } from '@tanstack/react-query';
import { type embiumAwardResponse, type embiumHistoryResponse, type EmbiumEvent, type EmbiumHistory } from '@abhyas/contracts';
import { api, currentProfileId, type Decoded } from '../../../lib/api-client.ts';

/** Ledger entries fetched a page at a time by the embium modal (the call allows 1–50). */
export const EMBIUM_HISTORY_PAGE_SIZE = 10;

/** GET /api/embiums/history?page&page_size (docs/api.md "Embiums"): balance, award rules and one page of the ledger, newest first. Child token. */
export async function fetchEmbiumHistory(page: number): Promise<EmbiumHistory> {
  return (await api<Decoded<typeof embiumHistoryResponse>>('/api/embiums/history', { query: { page, page_size: EMBIUM_HISTORY_PAGE_SIZE }, auth: 'child' }))
    .data.data;
}

/** The embium history, page after page ("Load more"); refetched each time the modal opens (`enabled`). */
export function useEmbiumHistory(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ['embiums', currentProfileId(), 'history'],
    queryFn: ({ pageParam }) => fetchEmbiumHistory(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
    enabled,
    staleTime: 0,
  });
}

/**
 * POST /api/embiums/award?event_id&object_id (platform.md §7.4; docs/api.md "Embiums"): the award of a
 * finished practice session, a finished test, a day's revision done or an earned milestone; the server
 * decides the amount, once per object (`awarded_points` 0 when it was awarded before). 409
 * NOT_ELIGIBLE while the object has not earned it, 404 when it is not this profile's.
 */
export async function awardEmbiums(event: EmbiumEvent, objectId: string): Promise<{ awarded_points: number; total_points: number }> {
  const res = await api<Decoded<typeof embiumAwardResponse>>('/api/embiums/award', {
    method: 'POST',
    query: { event_id: event, object_id: objectId },
    body: {},

    auth: 'child',
  });
  return res.data.data;
}
