import { z } from 'zod';

/**
 * The product's own event stream (platform.md §7.5 "POST data-events push/v2 … for clickstream",
 * §8 API_Error events; issue 20 §4; decision 031). The web app batches page views and API errors
 * and posts them to POST /api/data-events/push/v2, with or without a token; the server answers 202
 * and stores them append-only.
 */

/** Events in one batch at most. */
export const DATA_EVENTS_MAX_BATCH = 50;
/** Bytes of one event's `payload` (as JSON) at most. */
export const DATA_EVENT_MAX_PAYLOAD_BYTES = 4 * 1024;
/** Bytes of a whole request body at most (over it: 413 PAYLOAD_TOO_LARGE). */
export const DATA_EVENTS_BODY_LIMIT = 256 * 1024;
/** The event name of an API failure (platform.md §8). */
export const API_ERROR_EVENT = 'API_Error';
/** The event name of a page view (a route change in the web app). */
export const PAGE_VIEW_EVENT = 'page_view';

const shortText = (max: number) => z.string().min(1).max(max);

/** One event. `occurred_at` is epoch ms on the sender's clock; `payload` a flat-ish JSON object. */
export const dataEventSchema = z
  .object({
    name: z
      .string()
      .regex(/^[A-Za-z][A-Za-z0-9_.:-]{0,63}$/u, 'name is 1–64 letters, digits, _ . : or -, starting with a letter')
      .describe('event name: page_view, API_Error, …'),
    occurred_at: z.number().int().min(0).max(8.64e15).describe('when it happened, epoch ms'),
    feature_name: shortText(100).optional().describe('the feature it belongs to (API_Error: required; §8 feature names)'),
    session_id: shortText(100).optional().describe("the sender's page session (a random id per tab)"),
    payload: z
      .record(z.string(), z.unknown())
      .default({})
      .describe(`event fields; at most ${DATA_EVENT_MAX_PAYLOAD_BYTES} bytes as JSON. API_Error: error_code, error_type, error_response`),
  })
  .superRefine((e, ctx) => {
    if (JSON.stringify(e.payload).length > DATA_EVENT_MAX_PAYLOAD_BYTES) {
      ctx.addIssue({ code: 'custom', path: ['payload'], message: `payload is over ${DATA_EVENT_MAX_PAYLOAD_BYTES} bytes as JSON` });
    }
    if (e.name === API_ERROR_EVENT) {
      if (!e.feature_name) ctx.addIssue({ code: 'custom', path: ['feature_name'], message: 'an API_Error event needs feature_name' });
      const code = e.payload.error_code;
      if (typeof code !== 'string' && typeof code !== 'number') {
        ctx.addIssue({ code: 'custom', path: ['payload', 'error_code'], message: 'an API_Error event needs payload.error_code (string or number)' });
      }
      if (typeof e.payload.error_type !== 'string') {
        ctx.addIssue({ code: 'custom', path: ['payload', 'error_type'], message: 'an API_Error event needs payload.error_type (string)' });
      }
    }
  });
export type DataEvent = z.infer<typeof dataEventSchema>;

/** `?namespace&topic` of push/v2 (§7.5): where the events belong; defaults web / clickstream. */
export const dataEventsPushQuery = z.object({
  namespace: z
    .string()
    .regex(/^[a-z][a-z0-9_-]{0,31}$/u, 'namespace is 1–32 lower-case letters, digits, _ or -')
    .default('web'),
  topic: z
    .string()
    .regex(/^[a-z][a-z0-9_-]{0,31}$/u, 'topic is 1–32 lower-case letters, digits, _ or -')
    .default('clickstream'),
});

/**
 * POST /api/data-events/push/v2 body. `token`: an access token for senders that cannot set a
 * header (navigator.sendBeacon); verified like the Authorization header, which wins when both come.
 */
export const dataEventsPushBody = z.object({
  events: z.array(dataEventSchema).min(1).max(DATA_EVENTS_MAX_BATCH),
  token: z.string().max(4096).optional(),
});
export type DataEventsPushBody = z.infer<typeof dataEventsPushBody>;

/** 202: the events are accepted (stored a moment later, in the background). */
export const dataEventsPushResponse = z.object({ data: z.object({ accepted: z.number().int() }) });
