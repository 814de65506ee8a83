import { z } from 'zod';
import { TRACKING_PLATFORM, VIDEO_TRACKING_EVENTS } from '@abhyas/domain';
import { contentIdSchema } from './shared.ts';

/**
 * Open-link tracking (learning.md §7 Video, tracking flow). A tracked link
 * (`/video/summary/{id}?tracking_id=…`) is made by POST /api/learn/tracking-links; the page that
 * opens it posts POST /api/learn/open-dl, reads GET /api/learn/tracking-details/{trackingId}
 * (`data.payload.desired_events`, kept locally) and posts POST /api/learn/event for each desired
 * event as it happens (then drops it from the local list). Events are stored once per profile.
 */
export const trackingIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/u, 'tracking_id is 8–64 letters, digits, - or _');
export const trackingEventSchema = z.enum(VIDEO_TRACKING_EVENTS);
export const trackingPlatformSchema = z.literal(TRACKING_PLATFORM).default(TRACKING_PLATFORM);

/** POST /api/learn/tracking-links: a tracked link to a video (parent or profile token). */
export const trackingLinkBody = z.object({
  content_id: contentIdSchema,
  content_type: z.literal('Video').default('Video'),
  desired_events: z.array(trackingEventSchema).min(1).max(VIDEO_TRACKING_EVENTS.length),
});
export const trackingLinkResponse = z.object({
  data: z.object({ tracking_id: z.string(), path: z.string().describe('the page to open: /video/summary/{id}?tracking_id=…') }),
});

/** POST /api/learn/open-dl: the link was opened. 404 unknown tracking id. */
export const openDlBody = z.object({ tracking_id: trackingIdSchema, platform: trackingPlatformSchema });
export const openDlResponse = z.object({
  data: z.object({ tracking_id: z.string(), content_id: z.string(), content_type: z.literal('Video'), opened_at: z.string() }),
});

/** GET /api/learn/tracking-details/{trackingId}: the events still wanted from this profile. 404 unknown id. */
export const trackingDetailsParams = z.object({ trackingId: trackingIdSchema });
export const trackingDetailsResponse = z.object({
  data: z.object({
    tracking_id: z.string(),
    payload: z.object({
      content_id: z.string(),
      content_type: z.literal('Video'),
      desired_events: z.array(trackingEventSchema).describe('events not yet posted by this profile'),
    }),
  }),
});
export type TrackingDetailsResponse = z.infer<typeof trackingDetailsResponse>;

/** POST /api/learn/event: one desired event happened. 400 when the link does not want it; 404 unknown id. */
export const trackingEventBody = z.object({ tracking_id: trackingIdSchema, platform: trackingPlatformSchema, event_id: trackingEventSchema });
export const trackingEventResponse = z.object({
  data: z.object({ tracking_id: z.string(), event_id: trackingEventSchema, recorded: z.boolean().describe('false when already stored (a retry)') }),
});
