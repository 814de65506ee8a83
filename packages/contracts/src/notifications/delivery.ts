import { z } from 'zod';

/**
 * Notification delivery (issue 20 §2; docs/decisions/034-notification-delivery.md): the Web Push
 * public key browsers subscribe with, and a profile's delivery settings (time zone, pushes during
 * the quiet hours). docs/api.md "Notifications".
 */

/** GET /api/notification/web-push/public-key: the VAPID public key (base64url), null when Web Push is off. */
export const webPushKeyResponse = z.object({ payload: z.object({ public_key: z.string().nullable() }) });

const childId = z.string().max(64).optional().describe("the token's own profile; any other is 404");

/** GET /api/notification/delivery-settings?child_id. */
export const deliverySettingsQuery = z.object({ child_id: childId });
/** PUT /api/notification/delivery-settings: either or both. */
export const deliverySettingsBody = z.object({
  time_zone: z.string().min(1).max(64).optional().describe('IANA time zone, e.g. Asia/Kolkata'),
  push_at_night: z.boolean().optional().describe('pushes also during the quiet hours'),
  child_id: childId,
});
export const deliverySettingsResponse = z.object({
  payload: z.object({
    time_zone: z.string(),
    push_at_night: z.boolean(),
    quiet_hours: z.object({ start: z.number().int().describe('local hour, inclusive'), end: z.number().int().describe('local hour, exclusive') }),
  }),
});
export type DeliverySettings = z.infer<typeof deliverySettingsResponse>['payload'];
