/**
 * The notification calls (platform.md §7.3; docs/api.md "Notifications") with the error reporting
 * of §8: a failure (non-2xx or exception) dispatches one `abhyas:event` API_Error event (code, type,
 * response, label, feature Notifications) and shows no message; reads then answer empty. Child token.
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
import { api, currentProfileId, isApiError, type Decoded } from '../../../lib/api-client.ts';

export const notificationPaths = { inApp: '/api/notification/in-app', preferences: '/api/notification/preferences' };

/** The labels of §8 (one per call). */
export type NotificationCallLabel =
  | 'Get Unread Notifications'
  | 'Get Notifications'
  | 'Get Next Notifications'
  | 'Mark Read Notifications'
  | 'Delete Notifications'
  | 'Get Preferences'
  | 'Set Preferences';

/** The §8 error event a failed notification call reports. */
export interface NotificationErrorEvent {
  name: 'API_Error';
  error_code: string;
  error_type: string;
  error_response: string;
  label: NotificationCallLabel;
  feature_name: 'Notifications';
}

/** Reports a failure as a `window` CustomEvent `abhyas:event` (an analytics sink listens; no user message). */
export function reportNotificationError(error: unknown, label: NotificationCallLabel): void {
  const status = isApiError(error) ? error.status : 0;
  const detail: NotificationErrorEvent = {
    name: 'API_Error',
    error_code: isApiError(error) ? String(status || error.code) : 'EXCEPTION',
    error_type: isApiError(error) ? (status === 0 ? 'network' : error.code) : error instanceof Error ? error.name : 'unknown',
    error_response: error instanceof Error ? error.message : String(error),
    label,
    feature_name: 'Notifications',
  };
  window.dispatchEvent(new CustomEvent('abhyas:event', { detail }));
}

async function reported<T>(label: NotificationCallLabel, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    reportNotificationError(error, label);
    throw error;
  }
}

export const notificationKeys = {
  all: () => ['notifications', currentProfileId()] as const,
  unread: () => ['notifications', currentProfileId(), 'unread'] as const,
  list: () => ['notifications', currentProfileId(), 'list'] as const,
  preferences: () => ['notifications', currentProfileId(), 'preferences'] as const,
};

const EMPTY: InAppListPayload = { content: [], page: 0, pageSize: NOTIFICATION_PAGE_SIZE, totalElements: 0, last: true };

/** GET ?status=unread&pageSize=1: the unread count (`totalElements`); 0 after a reported failure. */
export async function fetchUnreadCount(): Promise<number> {
  try {
    const res = await reported('Get Unread Notifications', () =>
      api<Decoded<typeof inAppListResponse>>(notificationPaths.inApp, { query: { status: 'unread', pageSize: 1 }, auth: 'child' }),
    );
    return res.data.payload.totalElements;
  } catch {
    return 0;
  }
}

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

/** The unread count for the bell, refreshed every minute. */
export function useUnreadCount() {
  return useQuery({ queryKey: notificationKeys.unread(), queryFn: fetchUnreadCount, refetchInterval: 60_000, staleTime: 30_000 });
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
