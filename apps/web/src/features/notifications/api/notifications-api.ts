/**
 * The notification calls (platform.md §7.3; docs/api.md "Notifications") with the error reporting
 * of §8: a failure (non-2xx or exception) dispatches one `abhyas:event` API_Error event (code, type,
 * response, label, feature Notifications) and shows no message; reads then answer empty. Child
 * token. The bell's unread count, the paths, keys and the reporting are in notifications-unread.ts.
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type {
  inAppChangeResponse,
  inAppListResponse,
  preferencesResponse,
  InAppListPayload,
  NotificationChannel,
  NotificationPreferences,
} from '@abhyas/contracts';
import { NOTIFICATION_PAGE_SIZE } from '@abhyas/contracts/constants';
import { api, type Decoded } from '../../../lib/api-client.ts';
import { notificationKeys, notificationPaths, reported } from './notifications-unread.ts';

export {
  fetchUnreadCount,
  notificationKeys,
  notificationPaths,
  reportNotificationError,
  useUnreadCount,
  type NotificationCallLabel,
  type NotificationErrorEvent,
} from './notifications-unread.ts';

const EMPTY: InAppListPayload = { content: [], page: 0, pageSize: NOTIFICATION_PAGE_SIZE, totalElements: 0, last: true };

/** GET ?page&pageSize (0-based, 8 a page): one page; the first page's failure shows as empty, a next page's stops paging. */
export async function fetchNotificationPage(page: number): Promise<InAppListPayload> {
  try {
    const res = await reported(page === 0 ? 'Get Notifications' : 'Get Next Notifications', () =>
      api<Decoded<typeof inAppListResponse>>(notificationPaths.inApp, { query: { page, pageSize: NOTIFICATION_PAGE_SIZE }, auth: 'child' }),
    );
    return res.data.payload;
  } catch {
    return { ...EMPTY, page };
  }
}

/** The records, a page at a time; paging stops when `last` is true (§4.4). */
export function useNotificationPages() {
  return useInfiniteQuery({
    queryKey: notificationKeys.list(),
    queryFn: ({ pageParam }) => fetchNotificationPage(pageParam),
    initialPageParam: 0,
    getNextPageParam: (last: InAppListPayload) => (last.last ? undefined : last.page + 1),
  });
}

type Pages = InfiniteData<InAppListPayload, number>;

/** PATCH status read/unread: updates the cached pages at once; success when `documents_affected` is present (§7.3). */
export function useSetRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, status }: { ids: string[]; status: 'read' | 'unread' }) =>
      reported('Mark Read Notifications', () =>
        api<Decoded<typeof inAppChangeResponse>>(notificationPaths.inApp, { method: 'PATCH', body: { status, in_app_record_ids: ids }, auth: 'child' }),
      ),
    onMutate: ({ ids, status }) => {
      qc.setQueryData<Pages>(notificationKeys.list(), (data) =>
        data ? { ...data, pages: data.pages.map((p) => ({ ...p, content: p.content.map((r) => (ids.includes(r.id) ? { ...r, status } : r)) })) } : data,
      );
    },
    onSettled: () => qc.invalidateQueries({ queryKey: notificationKeys.all() }),
  });
}

/** DELETE with the ids in the body (sent once the 6 s undo has passed). */
export function useDeleteNotifications() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) =>
      reported('Delete Notifications', () =>
        api<Decoded<typeof inAppChangeResponse>>(notificationPaths.inApp, { method: 'DELETE', body: { in_app_record_ids: ids }, auth: 'child' }),
      ),
    onSettled: () => qc.invalidateQueries({ queryKey: notificationKeys.all() }),
  });
}

const NO_PREFERENCES: NotificationPreferences = { EM: false, SMS: false, WA: false, PN: false, IA: false };

/** GET preferences (`payload.common`); a failure is reported and reads as empty (every channel off, §8). */
export function usePreferences() {
  return useQuery({
    queryKey: notificationKeys.preferences(),
    queryFn: async () => {
      try {
        return (await reported('Get Preferences', () => api<Decoded<typeof preferencesResponse>>(notificationPaths.preferences, { auth: 'child' }))).data
          .payload.common;
      } catch {
        return NO_PREFERENCES;
      }
    },
  });
}

/** POST { channel, enable }: stores one channel; the answer replaces the cached preferences. */
export function useSetPreference() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { channel: NotificationChannel; enable: boolean }) =>
      reported('Set Preferences', () => api<Decoded<typeof preferencesResponse>>(notificationPaths.preferences, { method: 'POST', body: v, auth: 'child' })),
    onSuccess: (res) => qc.setQueryData(notificationKeys.preferences(), res.data.payload.common),
  });
}
