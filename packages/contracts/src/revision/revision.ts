import { z } from 'zod';
import { REVISION_CARD_STATES, REVISION_DAILY_CAP, REVISION_GRADES } from '@abhyas/domain';

/**
 * The revision queue and revision lists (issue 19 §2–§3; platform.md §1 revision lists, §2
 * `/user-home/revision-lists`; docs/decisions/027-revision-queue.md): every question the student got
 * wrong, guessed, needed help for or answered far over time is a card scheduled by FSRS; a daily
 * review serves the due cards within a cap. Child (profile) token; a `child_id` naming another
 * profile (another family's included) is 404 PROFILE_NOT_FOUND. docs/api.md "Revision".
 */

const childId = z.string().max(64).optional().describe("the token's own profile; any other is 404");
const locale = z.string().max(8).optional();

/** Paging of every list call: page ≥ 1 (default 1), page_size 1–50 (default 20); anything else is 400 naming the field. */
export const revisionPaging = {
  page: z.coerce.number().int('page must be a whole number').min(1, 'page starts at 1').max(100_000).default(1),
  page_size: z.coerce.number().int('page_size must be a whole number').min(1, 'page_size is 1–50').max(50, 'page_size is 1–50').default(20),
};

/**
 * A revision list's id: `due` (today's queue), `chapter:<chapter code>` (the cards of a chapter) or
 * the uuid of a named list of the student's own.
 */
export const revisionListId = z
  .string()
  .max(130)
  .regex(
    /^(due|chapter:[A-Za-z0-9._-]{1,120}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/iu,
    'a revision list id is "due", "chapter:<chapter code>" or a named list id (UUID)',
  );

/** A question of a list or of the queue, with its card when it has one. Times epoch ms. */
export const revisionItemSchema = z.object({
  question_code: z.string(),
  /** The start of the question's wording in the asked locale (plain source text, at most 160 characters). */
  text: z.string(),
  subject: z.string(),
  chapter_code: z.string().nullable(),
  chapter_name: z.string().nullable(),
  concept_code: z.string().nullable(),
  card: z
    .object({
      due_at: z.number().int().describe('epoch ms'),
      retrievability: z.number().describe('0–1: the FSRS chance of recall now'),
      state: z.enum(REVISION_CARD_STATES),
      reps: z.number().int(),
      lapses: z.number().int().describe('times forgotten after being learnt'),
      source: z.enum(['practice', 'test']),
    })
    .nullable()
    .describe('null: the question is in a named list but not in the queue'),
  added_at: z.number().int().nullable().describe('epoch ms it was added to the named list; null elsewhere'),
});
export type RevisionItem = z.infer<typeof revisionItemSchema>;

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), page: z.number().int(), page_size: z.number().int(), total: z.number().int().describe('items over all pages') });

/** GET /api/revision/queue?part&page&page_size&locale&child_id. */
export const revisionQueueQuery = z.object({
  part: z
    .enum(['today', 'waiting'])
    .default('today')
    .describe("today: today's cards within the cap, most overdue first; waiting: due beyond the cap, most forgotten first"),
  ...revisionPaging,
  locale,
  child_id: childId,
});

/** The queue's counts (also the dashboard's "today's revision"). */
export const revisionQueueCountsSchema = z.object({
  day: z.string().describe('the student’s day in India, YYYY-MM-DD'),
  daily_cap: z.number().int(),
  reviewed_today: z.number().int().describe('due cards reviewed today (they count against the cap)'),
  due_today: z.number().int().describe('cards still to review today within the cap'),
  waiting: z.number().int().describe('due cards beyond the cap: they wait for a later day, most forgotten first'),
  total_cards: z.number().int(),
  next_due_at: z.number().int().nullable().describe('epoch ms of the next card due after today; null when none'),
});
export type RevisionQueueCounts = z.infer<typeof revisionQueueCountsSchema>;

export const revisionQueueResponse = z.object({
  data: revisionQueueCountsSchema.extend({ part: z.enum(['today', 'waiting']), list: pageOf(revisionItemSchema) }),
});
export type RevisionQueue = z.infer<typeof revisionQueueResponse>['data'];

/** GET /api/revision/lists?page&page_size&locale&child_id. */
export const revisionListsQuery = z.object({ ...revisionPaging, locale, child_id: childId });

/** A revision list: the due queue first, then the chapters with cards (by subject and name), then the named lists (newest first). */
export const revisionListSchema = z.object({
  id: z.string().describe('due, chapter:<code> or a named list uuid'),
  kind: z.enum(['due', 'chapter', 'named']),
  name: z.string().describe("the chapter's or the list's name; empty for due (the page names it)"),
  subject: z.string().nullable(),
  questions: z.number().int().describe('questions in the list (due: today’s within the cap)'),
  due: z.number().int().describe('of them, cards due today'),
  created_at: z.number().int().nullable().describe('epoch ms, named lists only'),
});
export type RevisionList = z.infer<typeof revisionListSchema>;

export const revisionListsResponse = z.object({ data: z.object({ queue: revisionQueueCountsSchema, lists: pageOf(revisionListSchema) }) });
export type RevisionLists = z.infer<typeof revisionListsResponse>['data'];

export const revisionListParams = z.object({ id: revisionListId });
export const revisionNamedListParams = z.object({ id: z.uuid('id must be a named revision list id (UUID)') });
export const revisionListItemParams = revisionNamedListParams.extend({ code: z.string().min(1).max(120) });

/** GET /api/revision/lists/{id}/items?page&page_size&locale&child_id. */
export const revisionListItemsQuery = revisionListsQuery;
export const revisionListItemsResponse = z.object({ data: z.object({ list: revisionListSchema, items: pageOf(revisionItemSchema) }) });
export type RevisionListItems = z.infer<typeof revisionListItemsResponse>['data'];

/** POST /api/revision/lists. */
export const revisionListCreateBody = z.object({
  name: z.string().trim().min(1, 'name is required').max(80, 'name is at most 80 characters'),
  child_id: childId,
});
export const revisionListResponse = z.object({ data: revisionListSchema });

/** POST /api/revision/lists/{id}/items. */
export const revisionListItemBody = z.object({ question_code: z.string().trim().min(1).max(120), child_id: childId });
/** DELETE /api/revision/lists/{id}(/items/{code})?child_id. */
export const revisionChildQuery = z.object({ child_id: childId });
export const revisionOkResponse = z.object({ data: z.object({ ok: z.literal(true), list: revisionListSchema.nullable() }) });

/** GET/PUT /api/revision/settings: the daily cap and/or the daily reminder's local hour (issue 20 §2; null: the default, 18). */
export const revisionSettingsBody = z
  .object({
    daily_cap: z
      .number()
      .int('daily_cap must be a whole number')
      .min(REVISION_DAILY_CAP.min, `daily_cap is ${REVISION_DAILY_CAP.min}–${REVISION_DAILY_CAP.max}`)
      .max(REVISION_DAILY_CAP.max, `daily_cap is ${REVISION_DAILY_CAP.min}–${REVISION_DAILY_CAP.max}`)
      .optional(),
    reminder_hour: z.number().int('reminder_hour must be a whole hour').min(0, 'reminder_hour is 0–23').max(23, 'reminder_hour is 0–23').nullable().optional(),
    child_id: childId,
  })
  .refine((b) => b.daily_cap !== undefined || b.reminder_hour !== undefined, { message: 'give daily_cap or reminder_hour', path: ['daily_cap'] });
export const revisionSettingsResponse = z.object({
  data: z.object({
    daily_cap: z.number().int(),
    default_daily_cap: z.number().int(),
    min: z.number().int(),
    max: z.number().int(),
    reminder_hour: z.number().int().describe('local hour of the daily revision reminder (0–23)'),
    default_reminder_hour: z.number().int(),
  }),
});
export type RevisionSettings = z.infer<typeof revisionSettingsResponse>['data'];

/** The grades an attempt maps to (for the docs; never sent by a client). */
export const revisionGradeSchema = z.enum(REVISION_GRADES);
