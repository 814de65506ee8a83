/**
 * The header bell's part of the notification calls (platform.md §7.3, §4.4): the unread count, with
 * the paths, query keys and the §8 error reporting every call shares. The list and its changes are
 * in notifications-api.ts, loaded with the panel (issue 25 §3: the bell on every signed-in page
 * carries no mutation code). A failure (non-2xx or exception) dispatches one `abhyas:event`
 * API_Error event (code, type, response, label, feature Notifications) and shows no message; reads
 * then answer empty. Child token.
 */
import { useQuery } from '@tanstack/react-query';
import type { inAppListResponse } from '@abhyas/contracts';
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

/** Runs a call, reporting its failure under `label` (§8) before rethrowing it. */
export async function reported<T>(label: NotificationCallLabel, run: () => Promise<T>): Promise<T> {
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

/** The unread count for the bell, refreshed every minute. */
export function useUnreadCount() {
  return useQuery({ queryKey: notificationKeys.unread(), queryFn: fetchUnreadCount, refetchInterval: 60_000, staleTime: 30_000 });
}
