import { z } from 'zod';
import { LIST_PAGE_SIZE_DEFAULT, LIST_PAGE_SIZE_MAX, TEST_TAKEN_KINDS, WATCHLISTS } from '@abhyas/domain';

/**
 * The user-home lists (platform.md §1 user home, §2 `/user-home/test-taken`, `/user-home/my-watchlist`,
 * `/user-home/bookmarks`, `/bookmark`; issue 19 §1): tests taken, the watchlists and the bookmarks of
 * the caller's profile, one page at a time. Profile (child) token; a `child_id` naming any other
 * profile is 404 PROFILE_NOT_FOUND. Times are ISO 8601, lengths seconds. docs/api.md "User home lists".
 */

const filterCode = z.string().trim().min(1).max(120);

/** Paging of every list: `page` 1-based, `page_size` 1–50 (20 when absent). 400 names the field. */
const paging = {
  page: z.coerce.number().int('page must be a whole number').min(1, 'page starts at 1').max(10_000).default(1),
  page_size: z.coerce
    .number()
    .int('page_size must be a whole number')
    .min(1, 'page_size is at least 1')
    .max(LIST_PAGE_SIZE_MAX, `page_size is at most ${LIST_PAGE_SIZE_MAX}`)
    .default(LIST_PAGE_SIZE_DEFAULT),
  locale: z.string().max(8).optional(),
  child_id: z.string().max(64).optional().describe("the token's own profile; any other is 404"),
};

/** Where a page is in its list. */
const pageFields = {
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int().describe('rows in the whole list with these filters'),
  has_more: z.boolean(),
};

/** A subject or chapter a filter may name (the ones present in the list without filters). */
const chapterOption = z.object({ code: z.string(), name: z.string(), subject: z.string() });

/** GET /api/user-home/tests-taken?status&kind&exam&subject&page&page_size&locale&child_id. */
export const testsTakenQuery = z.object({
  status: z.enum(['in_progress', 'finished']).optional().describe('in_progress: open now; finished: finished or waiting for evaluation'),
  kind: z.enum(TEST_TAKEN_KINDS).optional(),
  exam: filterCode.optional().describe('an exam code, e.g. jee-main'),
  subject: filterCode.optional().describe('a subject code: tests with at least one question of it'),
  ...paging,
});
export type TestsTakenQuery = z.input<typeof testsTakenQuery>;

/** A test the profile started or finished: the latest start first. */
export const testTakenSchema = z.object({
  session_id: z.string(),
  test_code: z.string(),
  test_name: z.string().describe('in the locale asked for when the test has that name'),
  kind: z.enum(TEST_TAKEN_KINDS),
  exam_code: z.string(),
  status: z.enum(['in_progress', 'finished', 'pending_evaluation']),
  score: z.number().nullable().describe("marks; null while open, not scored yet, or while the test's answer key is sealed"),
  max_marks: z.number().nullable(),
  percentile: z.number().nullable().describe(
    "percentile (0–100) as the result's `standing` gives it: for a full paper of an exam with a published marks-vs-percentile table, from that table until 1,000 attempts; else NTA percentile among every finished attempt of a shared test from 10 attempts; null with the score, for a test of ones own, and otherwise",
    // decision 050
  ),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  deadline_at: z.string(),
  result_available_at: z.string().nullable().describe('when a sealed score is published (a scheduled test); null otherwise'),
  links: z.object({ resume: z.string().nullable(), analysis: z.string().nullable() }).describe('web paths'),
});
export type TestTaken = z.infer<typeof testTakenSchema>;

export const testsTakenResponse = z.object({
  data: z.object({
    items: z.array(testTakenSchema),
    ...pageFields,
    filters: z.object({
      exams: z.array(z.object({ code: z.string(), name: z.string() })),
      subjects: z.array(z.string()).describe('subject codes of the tests taken'),
    }),
  }),
});
export type TestsTakenPage = z.infer<typeof testsTakenResponse>['data'];

/** GET /api/user-home/watchlist?status&page&page_size&locale&child_id. */
export const watchlistQuery = z.object({
  status: z.enum(WATCHLISTS).default('in_progress').describe('in_progress, watched, or later (bookmarked videos)'),
  ...paging,
});
export type WatchlistQuery = z.input<typeof watchlistQuery>;

/** A video of a list, with the profile's progress (null: never started) and bookmark. */
export const listVideoSchema = z.object({
  content_id: z.string(),
  title: z.string(),
  thumb: z.string().nullable(),
  subject: z.string(),
  chapter_code: z.string(),
  chapter_name: z.string(),
  length: z.number().int().describe('s'),
  watched_duration: z.number().describe('s'),
  progress_percent: z.number().describe('0–100'),
  content_status: z.enum(['STARTED', 'INPROGRESS', 'COMPLETED']).nullable(),
  ever_completed: z.boolean(),
  bookmarked: z.boolean(),
  bookmarked_at: z.string().nullable(),
  updated_at: z.string().nullable().describe('last progress, or the bookmark when never started'),
  link: z.string().describe('web path of the video page'),
});
export type ListVideo = z.infer<typeof listVideoSchema>;

export const watchlistResponse = z.object({
  data: z.object({ status: z.enum(WATCHLISTS), items: z.array(listVideoSchema), ...pageFields }),
});
export type WatchlistPage = z.infer<typeof watchlistResponse>['data'];

/** GET /api/user-home/bookmarks?kind&subject&chapter&page&page_size&locale&child_id. */
export const userBookmarksQuery = z.object({
  kind: z.enum(['question', 'video']).default('question'),
  subject: filterCode.optional(),
  chapter: filterCode.optional().describe('a chapter code'),
  ...paging,
});
export type UserBookmarksQuery = z.input<typeof userBookmarksQuery>;

/** A bookmarked question: an excerpt of its body in the locale (else its own language). */
export const bookmarkedQuestionSchema = z.object({
  content_id: z.string(),
  excerpt: z.string(),
  type: z.string(),
  subject: z.string(),
  chapter_code: z.string().nullable(),
  chapter_name: z.string().nullable(),
  bookmarked_at: z.string(),
  link: z.string().describe('web path of the question page (answer it, then its solution)'),
});
export type BookmarkedQuestion = z.infer<typeof bookmarkedQuestionSchema>;

export const userBookmarksResponse = z.object({
  data: z.object({
    kind: z.enum(['question', 'video']),
    questions: z.array(bookmarkedQuestionSchema).describe('kind=question; [] otherwise'),
    videos: z.array(listVideoSchema).describe('kind=video; [] otherwise'),
    ...pageFields,
    counts: z.object({ questions: z.number().int(), videos: z.number().int() }).describe('all bookmarks of each kind, without filters'),
    filters: z.object({ subjects: z.array(z.string()), chapters: z.array(chapterOption) }).describe('of this kind, without filters'),
  }),
});
export type UserBookmarksPage = z.infer<typeof userBookmarksResponse>['data'];
