import { z } from 'zod';
import { localeParam } from '../common.ts';
import { MAX_VIDEO_SECONDS, VIDEO_STATUSES } from '@abhyas/domain';
import { childIdSchema, contentIdSchema, videoContentType, videoContextFields } from './shared.ts';

/** Video progress status (learning.md §3): STARTED, INPROGRESS, COMPLETED. */
export const videoStatusSchema = z.enum(VIDEO_STATUSES);

const seconds = (what: string) =>
  z
    .number({ error: `${what} must be a number of seconds` })
    .min(0, `${what} cannot be negative`)
    .max(MAX_VIDEO_SECONDS, `${what} cannot be above ${MAX_VIDEO_SECONDS} s (24 h)`);

/** GET /api/content/content-status/{contentId}/Video path. */
export const contentStatusParams = z.object({ contentId: contentIdSchema, contentType: videoContentType });
/** GET /api/content/content-status/{contentId}/Video query (learning.md §7 Video). */
export const contentStatusQuery = z.object({
  child_id: childIdSchema,
  exam_name: z.string().max(200).optional(),
  goal_name: z.string().max(200).optional(),
  module: z.string().max(200).optional(),
  locale: localeParam.optional(),
});

/**
 * POST /api/content/content-status: one video progress record (learning.md §3 "Video progress
 * record sent", §4 Video). Sent on first start (STARTED, watched 0), on pause, on seek, every 10 s
 * while playing, at the end (COMPLETED) and on close.
 *
 * Rules (docs/decisions/009): the server rounds `length` up, caps `watched_duration` at it, derives
 * the status itself (`status: 'COMPLETED'` marks the end and counts as watched to the end), and
 * never moves the stored watched duration backwards unless `restart` is true (the student chose
 * "No" on the resume prompt or pressed Replay). Repeating a record changes nothing (idempotent).
 *
 * Errors: 400 negative or absurd numbers (over 24 h, or above the video's length plus tolerance),
 * 403 child_id of another profile, 404 unknown video.
 */
export const contentStatusBody = z.object({
  content_id: contentIdSchema,
  content_type: videoContentType.default('Video'),
  child_id: childIdSchema,
  length: seconds('length')
    .refine((n) => n > 0, 'length must be above 0')
    .optional()
    .describe('seconds; the player duration (rounded up by the server); the catalogue length when left out'),
  watched_duration: seconds('watched_duration').describe('seconds: the playback position reached'),
  status: videoStatusSchema.optional().describe("the client's derivation; COMPLETED marks the end of the video"),
  restart: z.boolean().default(false).describe('true only when the student restarts (No on the resume prompt, Replay): the watched duration may then go down'),
  ...videoContextFields,
});
export type ContentStatusBody = z.input<typeof contentStatusBody>;

/** A profile's progress on one video (learning.md §3 "Video content status (read)"). */
export const videoContentStatusSchema = z
  .object({
    child_id: z.string(),
    content_id: z.string(),
    content_type: z.literal('Video'),
    content_status: videoStatusSchema.nullable().describe('null when this profile never started the video'),
    length: z.number().describe('seconds (rounded up)'),
    watched_duration: z.number().describe('seconds, never above length'),
    ever_completed: z.boolean().describe('the video was watched to the end at least once (kept across restarts)'),
    updated_at: z.string().nullable().describe('ISO time of the last record'),
    exam_name: z.string().nullable(),
    goal: z.string().nullable(),
    book_id: z.string().nullable(),
    context: z.string().nullable(),
    topic_learnpath_name: z.string().nullable(),
    module: z.string().nullable(),
    source: z.string().nullable(),
    locale: z.string().nullable(),
    homework_id: z.string().nullable(),
    platform_session_id: z.string().nullable(),
    school_id: z.string().nullable(),
    class_id: z.string().nullable(),
  })
  .meta({ id: 'VideoContentStatus' });
export type VideoContentStatus = z.infer<typeof videoContentStatusSchema>;

/** Answer of GET and POST content-status: `{ data: VideoContentStatus }`. */
export const contentStatusResponse = z.object({ data: videoContentStatusSchema });
export type ContentStatusResponse = z.infer<typeof contentStatusResponse>;

/**
 * POST /api/content/useractivity: the activity record sent when the player stops (closing),
 * beside the last progress record (learning.md §4 Video "Stop"). `activity_id` (a UUID made by the
 * client) makes a retry harmless: the same id is stored once. Errors: 400, 403, 404 as above.
 */
export const userActivityBody = z.object({
  activity_id: z.uuid('activity_id must be a UUID').optional(),
  activity_type: z.enum(['VideoWatched', 'VideoClosed']).default('VideoWatched'),
  content_id: contentIdSchema,
  content_type: videoContentType.default('Video'),
  child_id: childIdSchema,
  length: seconds('length').optional(),
  watched_duration: seconds('watched_duration').describe('seconds: position when the player stopped'),
  time_spent: seconds('time_spent').default(0).describe('seconds of this viewing (wall time playing)'),
  ...videoContextFields,
});
export type UserActivityBody = z.input<typeof userActivityBody>;
export const userActivityResponse = z.object({
  data: z.object({
    activity_id: z.string(),
    recorded: z.boolean().describe('false when this activity_id was already stored (a retry)'),
  }),
});
export type UserActivityResponse = z.infer<typeof userActivityResponse>;

/** A video with this profile's progress, for tiles and the continue-watching carousel. */
export const videoProgressItemSchema = z.object({
  content_id: z.string(),
  content_status: videoStatusSchema.nullable(),
  length: z.number().describe('seconds'),
  watched_duration: z.number().describe('seconds'),
  progress_percent: z.number().describe('watched over length in percent, 0–100 (learning.md §4 Tiles)'),
  updated_at: z.string().nullable(),
});
export type VideoProgressItem = z.infer<typeof videoProgressItemSchema>;

/** GET /api/learn/video-progress?ids=a,b,c: progress of up to 100 videos for tile progress bars. */
export const videoProgressQuery = z.object({
  ids: z
    .string()
    .min(1, 'ids lists video codes separated by commas')
    .max(12_000)
    .transform((s) => [
      ...new Set(
        s
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean),
      ),
    ])
    .refine((a) => a.length > 0 && a.length <= 100, 'ids lists 1 to 100 video codes'),
});
export const videoProgressResponse = z.object({ data: z.array(videoProgressItemSchema).describe('only the videos this profile has started') });
export type VideoProgressResponse = z.infer<typeof videoProgressResponse>;

/** GET /api/learn/continue-watching?locale=&limit=: the profile's INPROGRESS videos, latest first (/learn/home). */
export const continueWatchingQuery = z.object({
  locale: localeParam.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const continueWatchingItemSchema = videoProgressItemSchema.extend({
  title: z.string(),
  thumb: z.string().nullable(),
  preview_url: z.string().nullable().describe('the tile hover preview (learning.md §4 Tiles), signed when self-hosted'),
  source_type: z.enum(['youtube', 'vimeo', 'cdn']),
  owner: z.string(),
  chapter_code: z.string(),
  topic_code: z.string().nullable(),
});
export const continueWatchingResponse = z.object({ data: z.array(continueWatchingItemSchema) }).meta({ id: 'ContinueWatching' });
export type ContinueWatchingResponse = z.infer<typeof continueWatchingResponse>;
