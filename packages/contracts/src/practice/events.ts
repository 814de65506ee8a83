import { z } from 'zod';
import { localeParam } from '../common.ts';

/**
 * Practice events, question bookmarks, client error reports, guided-journey progress and user
 * attempts (learning.md §3 Practice event / Question bookmark / User attempts; §7 Practice; §8 Practice).
 */

/**
 * Practice event kinds (learning.md §3 Practice event). Effects on the server besides storing:
 * finish_session ends the session; skip_question (with question_code) skips that question;
 * intervention_recommended / intervention_skipped (event_info.recommendation_id) settle an intervention.
 */
export const PRACTICE_EVENT_TYPES = [
  'start_session',
  'pause_session',
  'resume_session',
  'finish_session',
  'show_hint',
  'hide_hint',
  'skip_question',
  'view_question',
  'submit_answer',
  'correct_answer',
  'incorrect_answer',
  'show_solution',
  'solve_with_us_step',
  'bookmark',
  'intervention_recommended',
  'intervention_skipped',
  'time_tampered',
] as const;
export type PracticeEventType = (typeof PRACTICE_EVENT_TYPES)[number];

/** One practice event; `eorder` is unique per session (a repeat with a stored eorder is ignored). */
export const practiceEventSchema = z.object({
  type: z.enum(PRACTICE_EVENT_TYPES),
  question_code: z.string().min(1).max(120).optional(),
  event_info: z.record(z.string().max(60), z.unknown()).optional(),
  eorder: z.number().int().min(1).max(1_000_000),
  /** When it happened on the device, milliseconds since the epoch (defaults to receipt time). */
  timestamp: z.number().int().min(0).max(4_102_444_800_000).optional(),
});
export type PracticeEvent = z.infer<typeof practiceEventSchema>;

/** POST /v1/practice/{id}/events: 1–100 events; stored once per eorder (idempotent, any order). */
export const practiceEventsBody = z
  .array(practiceEventSchema)
  .min(1)
  .max(100)
  .refine((events) => new Set(events.map((e) => e.eorder)).size === events.length, 'each event needs its own eorder');
export const practiceEventsResponse = z.object({
  stored: z.number().int().describe('events stored now'),
  duplicates: z.number().int().describe('events whose eorder was already stored (ignored)'),
  last_eorder: z.number().int(),
});

/**
 * POST /api/v1/practice/bookmark (the spec's POST /bookmark for questions; learning.md §3 Question
 * bookmark): sets (`bookmarked: true`) or clears the bookmark; posting the same state again changes
 * nothing. `child_id`, when given, must be the token's profile (403 otherwise); 404 UNKNOWN_CONTENT
 * for an unknown question. Video bookmarks are `/api/learn/bookmark`.
 */
export const bookmarkBody = z.object({
  bookmarked: z.boolean(),
  child_id: z.string().max(120).optional(),
  content_category_type: z.literal('Practice').default('Practice'),
  content_id: z.string().min(1).max(120),
  content_type: z.literal('Question').default('Question'),
  parent_id: z.union([z.number(), z.string().max(120)]).optional(),
  exam_name: z.string().max(120).optional(),
  goal_name: z.string().max(120).optional(),
  locale: localeParam.optional(),
  source: z
    .object({
      learn_path_name: z.string().max(300).optional(),
      source_id: z.string().max(120).optional(),
      source_type: z.string().max(40).optional(),
      source_name: z.string().max(300).optional(),
    })
    .optional(),
});
export type BookmarkBody = z.infer<typeof bookmarkBody>;

/** GET /api/v1/practice/bookmark?child_id&content_id&locale: question ids comma-joined, up to 50. */
export const bookmarkQuery = z.object({
  child_id: z.string().max(120).optional(),
  content_id: z.string().min(1).max(4000),
  locale: localeParam.optional(),
});
export const bookmarkState = z.object({
  content_id: z.string(),
  content_type: z.literal('Question'),
  bookmarked: z.boolean(),
  status: z.enum(['bookmarked', 'not_bookmarked']),
  updated_at: z.string().nullable().describe('ISO time of the last change'),
});
export const bookmarkListResponse = z.object({ data: z.array(bookmarkState) });
export const bookmarkSetResponse = z.object({ success: z.literal(true), data: bookmarkState });

/**
 * POST /v1/practice/errors (learning.md §8 Practice): a failed practice call reported by the client.
 * Stored; rate-limited per client (429 past the limit). Answers 202.
 */
export const practiceErrorReportBody = z.object({
  error_code: z.union([z.string().max(60), z.number().int()]),
  error_type: z.string().max(120),
  label: z.string().max(1000).describe('the failing response URL'),
  screen_name: z.enum(['Practice Taking', 'Practice Summary']),
  module_name: z.literal('Practice').default('Practice'),
  feature_name: z.string().max(60).default('NA'),
  message: z.string().max(2000).optional(),
  session_id: z.string().max(120).optional(),
});
export const practiceErrorReportResponse = z.object({ id: z.string(), stored: z.literal(true) });

/** POST /achieve/update_paj?paj_id&step_index&path_type&path_index&object_type&object_id&status&call_id (empty body). */
export const updatePajQuery = z.object({
  paj_id: z.string().min(1).max(120),
  step_index: z.coerce.number().int().min(0).max(10_000),
  path_type: z.string().max(60).optional(),
  path_index: z.coerce.number().int().min(0).max(10_000).optional(),
  object_type: z.string().max(80).optional(),
  object_id: z.string().max(120).optional(),
  status: z.enum(['completed', 'in_progress', 'started', 'skipped']).default('completed'),
  call_id: z.string().max(120).optional(),
});
/** The step's stored progress; posting the same step again updates it (one row per journey step and object). */
export const updatePajResponse = z.object({
  success: z.literal(true),
  data: z.object({
    paj_id: z.string(),
    step_index: z.number().int(),
    path_type: z.string().nullable(),
    path_index: z.number().int().nullable(),
    object_type: z.string().nullable(),
    object_id: z.string().nullable(),
    status: z.string(),
    call_id: z.string().nullable(),
    updated_at: z.string(),
  }),
});

/**
 * POST /v1/userAttempts {question_ids, question_codes}: the profile's latest practice attempt on
 * each question (learning.md §3 User attempts; failures are only logged by the client).
 * `question_ids` are accepted as aliases of codes. At most 200 in all.
 */
export const userAttemptsBody = z
  .object({
    question_ids: z
      .array(z.union([z.string().max(120), z.number().int()]))
      .max(200)
      .default([]),
    question_codes: z.array(z.string().max(120)).max(200).default([]),
  })
  .refine((b) => b.question_ids.length + b.question_codes.length > 0, 'send question_codes (or question_ids)')
  .refine((b) => b.question_ids.length + b.question_codes.length <= 200, 'at most 200 questions');
export const userAttemptsResponse = z.object({
  data: z.array(
    z.object({
      question_code: z.string(),
      attempted: z.boolean(),
      attempts: z.number().int().describe('sessions in which it was answered or revealed'),
      correct: z.boolean().nullable(),
      attemptTypeBadge: z.string().nullable(),
      last_attempted_at: z.string().nullable(),
    }),
  ),
});
