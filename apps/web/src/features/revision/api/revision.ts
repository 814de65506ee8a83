import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type revisionListResponse,
  type revisionOkResponse,
  type revisionListsResponse,
  type revisionQueueResponse,
  type revisionSettingsResponse,
  type RevisionList,
  type RevisionLists,
  type RevisionQueue,
  type RevisionSettings,
} from '@abhyas/contracts';
import { api, currentProfileId, type Decoded } from '../../../lib/api-client.ts';

/** API paths of the revision queue and lists (issue 19 §2–§3; docs/api.md "Revision"). */
export const revisionPaths = {
  queue: '/api/revision/queue',
  lists: '/api/revision/lists',
  settings: '/api/revision/settings',
};

const keys = {
  all: () => ['revision', currentProfileId()] as const,
  queue: () => ['revision', currentProfileId(), 'queue'] as const,
  lists: (locale: string) => ['revision', currentProfileId(), 'lists', locale] as const,
  settings: () => ['revision', currentProfileId(), 'settings'] as const,
};
const FRESH_MS = 30_000;
/** Lists fetched a page at a time (the calls allow 1–50). */
export const LISTS_PAGE_SIZE = 50;

/** GET /api/revision/queue (first card only): today's counts — due within the cap, waiting beyond it, the cap. Child token. */
export async function fetchRevisionQueue(): Promise<RevisionQueue> {
  return (await api<Decoded<typeof revisionQueueResponse>>(revisionPaths.queue, { query: { page_size: 1 }, auth: 'child' })).data.data;
}

/** GET /api/revision/lists: the queue's counts and one page of lists (due, by chapter, named). */
export async function fetchRevisionLists(locale: string, page: number): Promise<RevisionLists> {
  return (await api<Decoded<typeof revisionListsResponse>>(revisionPaths.lists, { query: { page, page_size: LISTS_PAGE_SIZE, locale }, auth: 'child' })).data
    .data;
}

/** PUT /api/revision/settings: the daily cap (5–200 cards). */
export async function saveDailyCap(dailyCap: number): Promise<RevisionSettings> {
  return (await api<Decoded<typeof revisionSettingsResponse>>(revisionPaths.settings, { method: 'PUT', body: { daily_cap: dailyCap }, auth: 'child' })).data
    .data;
}

/** GET /api/revision/settings: the daily cap and the daily reminder's local hour (0–23). Child token. */
export async function fetchRevisionSettings(): Promise<RevisionSettings> {
  return (await api<Decoded<typeof revisionSettingsResponse>>(revisionPaths.settings, { auth: 'child' })).data.data;
}

/** PUT /api/revision/settings: the local hour (0–23) of the daily revision reminder (issue 20 §2). */
export async function saveReminderHour(hour: number): Promise<RevisionSettings> {
  return (await api<Decoded<typeof revisionSettingsResponse>>(revisionPaths.settings, { method: 'PUT', body: { reminder_hour: hour }, auth: 'child' })).data
    .data;
}

/** POST /api/revision/lists: a new named list. */
export async function createRevisionList(name: string): Promise<RevisionList> {
  return (await api<Decoded<typeof revisionListResponse>>(revisionPaths.lists, { method: 'POST', body: { name }, auth: 'child' })).data.data;
}

/**
 * Today's revision for the `/user-home` dashboard: `data` has `due_today` (cards to review today
 * within the cap), `waiting` (due beyond it), `daily_cap`, `reviewed_today`, `next_due_at` (epoch ms).
 */
export function useRevisionQueue() {
  return useQuery({ queryKey: keys.queue(), queryFn: fetchRevisionQueue, staleTime: FRESH_MS });
}

/** The lists, page after page. */
export function useRevisionLists(locale: string) {
  return useInfiniteQuery({
    queryKey: keys.lists(locale),
    queryFn: ({ pageParam }) => fetchRevisionLists(locale, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.lists.page * last.lists.page_size < last.lists.total ? last.lists.page + 1 : undefined),
    staleTime: FRESH_MS,
  });
}

/** Sets the daily cap; refetches the queue and lists. */
export function useSaveDailyCap() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveDailyCap, onSuccess: () => client.invalidateQueries({ queryKey: keys.all() }) });
}

/** The revision settings (daily cap, reminder hour). */
export function useRevisionSettings() {
  return useQuery({ queryKey: keys.settings(), queryFn: fetchRevisionSettings, staleTime: FRESH_MS });
}

/** Sets the reminder's hour; the settings are refetched. */
export function useSaveReminderHour() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveReminderHour, onSuccess: (data) => client.setQueryData(keys.settings(), data) });
}

/** POST /api/revision/lists/{id}/items: adds a question to a named list (404 REVISION_LIST_NOT_FOUND for another profile's). */
export async function addToRevisionList({ listId, questionCode }: { listId: string; questionCode: string }): Promise<void> {
  await api<Decoded<typeof revisionOkResponse>>(`${revisionPaths.lists}/${encodeURIComponent(listId)}/items`, {
    method: 'POST',
    body: { question_code: questionCode },

    auth: 'child',
  });
}

/** Adds a question to a named list; refetches the lists. */
export function useAddToRevisionList() {
  const client = useQueryClient();
  return useMutation({ mutationFn: addToRevisionList, onSuccess: () => client.invalidateQueries({ queryKey: keys.all() }) });
}

/** Creates a named list; refetches the lists. */
export function useCreateRevisionList() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createRevisionList, onSuccess: () => client.invalidateQueries({ queryKey: keys.all() }) });
}
