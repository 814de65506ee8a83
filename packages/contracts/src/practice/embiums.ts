import { z } from 'zod';

/**
 * The embium history and the streak (issue 20 §3; platform.md §7.4 Embiums; docs/decisions/032-streaks.md).
 * Child (profile) token; a `child_id` naming another profile (another family's included) is 404
 * PROFILE_NOT_FOUND. docs/api.md "Embiums" and "Streaks".
 */

const childId = z.string().max(64).optional().describe("the token's own profile; any other is 404");

/** GET /api/embiums/history?page&page_size&child_id: page ≥ 1 (default 1), page_size 1–50 (default 20); anything else is 400 naming the field. */
export const embiumHistoryQuery = z.object({
  page: z.coerce.number().int('page must be a whole number').min(1, 'page starts at 1').max(100_000, 'page is at most 100000').default(1),
  page_size: z.coerce.number().int('page_size must be a whole number').min(1, 'page_size is 1–50').max(50, 'page_size is 1–50').default(20),
  child_id: childId,
});

/** The embium kinds: silver for right answers and finished sessions, gold for perfect answers. */
export const EMBIUM_KINDS = ['silver', 'gold'] as const;

/** One ledger entry: what was awarded, for which event and object, when (epoch ms). */
export const embiumHistoryEntrySchema = z.object({
  amount: z.number().int(),
  kind: z.enum(EMBIUM_KINDS),
  event: z.string().describe('the award event, e.g. practice_answer, practice_session_complete'),
  object: z.string().describe('what earned it, e.g. practice:<sessionId>:<questionCode>'),
  at: z.number().int().describe('epoch ms'),
});
export type EmbiumHistoryEntry = z.infer<typeof embiumHistoryEntrySchema>;

/** How embiums are earned today (the award rules the server applies). */
export const embiumRuleSchema = z.object({ event: z.string(), kind: z.enum(EMBIUM_KINDS), amount: z.number().int() });

/** GET /api/embiums/history: the balance, the award rules and one page of the ledger, newest first. */
export const embiumHistoryResponse = z.object({
  data: z.object({
    balance: z.object({ total: z.number().int(), silver: z.number().int(), gold: z.number().int() }),
    rules: z.array(embiumRuleSchema),
    items: z.array(embiumHistoryEntrySchema),
    page: z.number().int(),
    page_size: z.number().int(),
    total: z.number().int().describe('entries over all pages'),
  }),
});
export type EmbiumHistory = z.infer<typeof embiumHistoryResponse>['data'];

/** GET /api/streak?child_id. */
export const streakQuery = z.object({ child_id: childId });

/** A day of the streak: real work done, covered by a freeze, missed, or today not done yet (`open`). */
export const STREAK_DAY_STATUSES = ['done', 'frozen', 'missed', 'open'] as const;

/** GET /api/streak: the current and longest streak (days), freezes held, whether today counts, the last 14 India days oldest first. */
export const streakResponse = z.object({
  data: z.object({
    current: z.number().int(),
    longest: z.number().int().describe('the longest run within the last 400 days'),
    freezes: z.number().int().describe('0–2; one earned per 7 days of work, spent on a missed day'),
    today_done: z.boolean(),
    today: z.string().describe('YYYY-MM-DD in India'),
    min_answers: z.number().int().describe('answers in one practice session that make a day count'),
    min_reviews: z.number().int().describe('due revision cards reviewed that make a day count (or all due)'),
    days: z.array(z.object({ date: z.string(), status: z.enum(STREAK_DAY_STATUSES) })),
  }),
});
export type StreakView = z.infer<typeof streakResponse>['data'];
