import { z } from 'zod';

/**
 * In-app notifications and notification preferences (issue 20 §1; platform.md §3 Notification,
 * §4.4, §7.3, §9): the profile's own in-app records, newest first, 8 a page; unread count; mark
 * read/unread; delete (soft, restorable by PATCH); preferences per channel. Child (profile)
 * token; a `child_id` naming another profile is 404 PROFILE_NOT_FOUND; record ids that are not
 * the caller's (another family's, unknown or malformed) are 404 NOTIFICATION_NOT_FOUND naming them
 * in `details`. docs/api.md "Notifications".
 */

const childId = z.string().max(64).optional().describe("the token's own profile; any other is 404");

import { NOTIFICATION_CHANNELS, NOTIFICATION_PAGE_SIZE, NOTIFICATION_UNDO_MS } from '../constants.ts';

export { NOTIFICATION_CHANNELS, NOTIFICATION_PAGE_SIZE, NOTIFICATION_UNDO_MS };
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export const NOTIFICATION_PRIORITIES = ['high', 'medium'] as const;
export type NotificationPriority = (typeof NOTIFICATION_PRIORITIES)[number];

/** GET /api/notification/in-app?status&page&pageSize&child_id. */
export const inAppListQuery = z.object({
  status: z.enum(['unread', 'read']).optional().describe('only records in this state; absent: both'),
  page: z.coerce.number().int('page must be a whole number').min(0, 'page starts at 0').max(100_000).default(0).describe('0-based'),
  pageSize: z.coerce.number().int('pageSize must be a whole number').min(1, 'pageSize is 1–50').max(50, 'pageSize is 1–50').default(NOTIFICATION_PAGE_SIZE),
  child_id: childId,
});
export type InAppListQuery = z.infer<typeof inAppListQuery>;

/** One in-app record. Times epoch ms. */
export const inAppRecordSchema = z.object({
  id: z.uuid(),
  status: z.enum(['unread', 'read']),
  deleted: z.boolean().describe('always false in lists (deleted records are not listed)'),
  type: z.string().describe('what it is about, e.g. test_scored; the web words it by type, falling back to title'),
  tags: z.array(z.string()),
  priority: z.enum(NOTIFICATION_PRIORITIES),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable().describe('an in-app path to open, or null'),
  params: z.record(z.string(), z.union([z.string(), z.number()])).describe('values the wording by type interpolates'),
  created_at: z.number().int().describe('epoch ms'),
});
export type InAppRecord = z.infer<typeof inAppRecordSchema>;

/** The list's payload: Spring-style page (`last` true on the last page). */
export const inAppListResponse = z.object({
  payload: z.object({
    content: z.array(inAppRecordSchema),
    page: z.number().int(),
    pageSize: z.number().int(),
    totalElements: z.number().int().describe('records matching the status filter over all pages (with status=unread: the unread count)'),
    last: z.boolean(),
  }),
});
export type InAppListPayload = z.infer<typeof inAppListResponse>['payload'];

const recordIds = z.array(z.string().max(64)).min(1, 'name at least one record').max(100, 'at most 100 records a call');

/** PATCH /api/notification/in-app: `read`/`unread` set the state (and restore a deleted record); `deleted` soft-deletes. */
export const inAppPatchBody = z.object({
  status: z.enum(['read', 'unread', 'deleted']),
  in_app_record_ids: recordIds,
  child_id: childId,
});
/** DELETE /api/notification/in-app: soft-deletes the records (a later PATCH read/unread restores them). */
export const inAppDeleteBody = z.object({ in_app_record_ids: recordIds, child_id: childId });
export const inAppChangeResponse = z.object({ payload: z.object({ documents_affected: z.number().int() }) });

/** GET /api/notification/preferences?child_id. */
export const preferencesQuery = z.object({ child_id: childId });
const channelMap = z.object({ EM: z.boolean(), SMS: z.boolean(), WA: z.boolean(), PN: z.boolean(), IA: z.boolean() });
export type NotificationPreferences = z.infer<typeof channelMap>;
export const preferencesResponse = z.object({ payload: z.object({ common: channelMap }) });
/** POST /api/notification/preferences: turns one channel on or off. */
export const preferenceBody = z.object({ channel: z.enum(NOTIFICATION_CHANNELS), enable: z.boolean(), child_id: childId });
