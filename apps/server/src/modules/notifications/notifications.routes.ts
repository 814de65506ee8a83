import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  inAppChangeResponse,
  inAppDeleteBody,
  inAppListQuery,
  inAppListResponse,
  inAppPatchBody,
  preferenceBody,
  preferencesQuery,
  preferencesResponse,
  deliverySettingsBody,
  deliverySettingsQuery,
  deliverySettingsResponse,
  webPushKeyResponse,
} from '@abhyas/contracts';
import { callErrors, ownProfileId } from '../../plugins/profile-calls.ts';
import type { Services } from '../../services.ts';

const errors = callErrors();
const tags = ['notifications'];

/**
 * Notifications (issue 20 §1; platform.md §7.3): GET/PATCH/DELETE /api/notification/in-app and
 * GET/POST /api/notification/preferences. Profile (child) token; a `child_id` naming another
 * profile is 404 PROFILE_NOT_FOUND; record ids not the caller's are 404 NOTIFICATION_NOT_FOUND
 * naming them. docs/api.md "Notifications".
 */
export async function notificationsRoutes(app: FastifyInstance, s: Services): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const profileOf = (request: FastifyRequest, childId: string | undefined) => ownProfileId(request, s.authRepo, childId);

  r.get(
    '/notification/in-app',
    {
      schema: {
        tags,
        summary: "A page of the profile's in-app notifications, newest first (8 a page; status=unread: the unread count in totalElements)",
        querystring: inAppListQuery,
        response: { 200: inAppListResponse, ...errors },
      },
    },
    async (request) => ({ payload: await s.notifications.list(await profileOf(request, request.query.child_id), request.query) }),
  );

  r.patch(
    '/notification/in-app',
    {
      schema: {
        tags,
        summary: 'Marks records read or unread (restoring deleted ones) or deleted',
        body: inAppPatchBody,
        response: { 200: inAppChangeResponse, ...errors },
      },
    },
    async (request) => {
      const b = request.body;
      return { payload: await s.notifications.setStatus(await profileOf(request, b.child_id), b.in_app_record_ids, b.status) };
    },
  );

  r.delete(
    '/notification/in-app',
    {
      schema: {
        tags,
        summary: 'Deletes records (soft: PATCH status=read|unread restores them)',
        body: inAppDeleteBody,
        response: { 200: inAppChangeResponse, ...errors },
      },
    },
    async (request) => ({ payload: await s.notifications.remove(await profileOf(request, request.body.child_id), request.body.in_app_record_ids) }),
  );

  r.get(
    '/notification/preferences',
    {
      schema: {
        tags,
        summary: 'The profile’s notification channels (EM, SMS, WA, PN, IA) on or off',
        querystring: preferencesQuery,
        response: { 200: preferencesResponse, ...errors },
      },
    },
    async (request) => ({ payload: { common: await s.notifications.preferences(await profileOf(request, request.query.child_id)) } }),
  );

  r.post(
    '/notification/preferences',
    {
      schema: {
        tags,
        summary: 'Turns one notification channel on or off; answers every channel',
        body: preferenceBody,
        response: { 200: preferencesResponse, ...errors },
      },
    },
    async (request) => {
      const b = request.body;
      return { payload: { common: await s.notifications.setPreference(await profileOf(request, b.child_id), b.channel, b.enable) } };
    },
  );

  // Delivery (issue 20 §2; decision 034): the Web Push key browsers subscribe with, and the
  // profile's time zone and quiet-hours choice.
  r.get(
    '/notification/web-push/public-key',
    { schema: { tags, summary: 'The VAPID public key a browser subscribes to Web Push with (null: push is off)', response: { 200: webPushKeyResponse } } },
    async () => ({ payload: { public_key: s.delivery.vapidPublicKey } }),
  );

  r.get(
    '/notification/delivery-settings',
    {
      schema: {
        tags,
        summary: 'The profile’s time zone, whether pushes may come during the quiet hours, and those hours',
        querystring: deliverySettingsQuery,
        response: { 200: deliverySettingsResponse, ...errors },
      },
    },
    async (request) => ({ payload: await s.delivery.settings(await profileOf(request, request.query.child_id)) }),
  );

  r.put(
    '/notification/delivery-settings',
    {
      schema: {
        tags,
        summary: 'Sets the profile’s time zone (IANA) and/or whether pushes may come during the quiet hours',
        body: deliverySettingsBody,
        response: { 200: deliverySettingsResponse, ...errors },
      },
    },
    async (request) => ({ payload: await s.delivery.setSettings(await profileOf(request, request.body.child_id), request.body) }),
  );
}
