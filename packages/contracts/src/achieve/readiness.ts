import { z } from 'zod';
import { localeParam } from '../common.ts';

/**
 * Readiness and future success (issue 18 §3; learning.md §7 Achieve `readiness/current`,
 * `futureSuccess`): the calling profile's predicted score on the exam's next full paper with an
 * 80 % interval, its percentile and all-India rank range, the track record of past predictions
 * against full mock tests, and the three chapters whose study would raise the score most per hour.
 * Child (profile) token. The model: docs/decisions/023-readiness-model.md; the calls: docs/api.md
 * "Readiness".
 */

const code = z.string().trim().min(1).max(120);

/** GET /api/achieve/readiness/current?exam_code&goal_code&locale (and …/history without locale). */
export const readinessQuery = z.object({
  exam_code: code.describe('the exam predicted, e.g. jee-main'),
  goal_code: code.describe("the exam's goal, e.g. k12-cbse (must be the exam's goal)"),
  locale: localeParam.optional(),
});
/** GET /api/futureSuccess?childId&exam_name&goal_name&locale (spec names): childId must be the token's own profile. */
export const futureSuccessQuery = z.object({
  childId: z.uuid().optional().describe("the profile (the child token's own; another is 404)"),
  exam_name: code.describe('the exam code, e.g. jee-main'),
  goal_name: code.describe("the exam's goal code"),
  locale: localeParam.optional(),
});

/** Which score→percentile distribution was used, or why there is none. */
export const percentileSourceSchema = z
  .object({
    kind: z.enum(['own', 'reference', 'none']).describe('own: our own attempts of the real papers; reference: a published table; none: no percentile'),
    name: z.string().nullable().describe('e.g. "JEE Main 2024 marks vs percentile" (reference), null otherwise'),
    source: z.string().nullable().describe('where the reference comes from (citation), null otherwise'),
    attempts: z.number().int().describe("attempts of the exam's full papers in our own data"),
    min_own_attempts: z.number().int().describe('attempts needed before our own distribution is used'),
  })
  .meta({ id: 'PercentileSource' });
export type PercentileSource = z.infer<typeof percentileSourceSchema>;

const chapterPart = z.object({
  code: z.string(),
  name: z.string(),
  subject: z.string(),
  weight: z.number().describe("share of the paper's max marks, 0–1"),
  mastery: z.number().min(0).max(1).describe('mastery used by the model, 0–1'),
  concepts_practised: z.number().int(),
  attempts: z.number().int().describe('answers behind the mastery'),
  contribution: z.number().describe('expected marks from the chapter'),
  max_marks: z.number().describe('weight × max marks'),
  practice_url: z.string(),
});
const subjectPart = z.object({
  code: z.string(),
  name: z.string(),
  mastery: z.number().min(0).max(1),
  contribution: z.number(),
  max_marks: z.number(),
});

/** GET /api/achieve/readiness/current: the prediction (stored as served), or `status: "empty"` with nothing to predict from. */
export const readinessResponse = z
  .object({
    status: z.enum(['ready', 'empty']).describe('empty: no practice and no full test of the exam yet (or no full paper in the bank)'),
    exam: z.object({ code: z.string(), name: z.string(), goal_code: z.string() }),
    profile_id: z.string(),
    prediction_id: z.string().nullable(),
    predicted_score: z.number().nullable().describe('marks'),
    interval: z.tuple([z.number(), z.number()]).nullable().describe('[low, high] marks'),
    coverage: z.number().describe('0.8: the interval holds the next paper with this probability'),
    max_marks: z.number().nullable(),
    min_marks: z.number().nullable(),
    predicted_percentile: z.number().nullable(),
    percentile_interval: z.tuple([z.number(), z.number()]).nullable(),
    percentile_source: percentileSourceSchema,
    subjects: z.array(subjectPart),
    chapters: z.array(chapterPart).describe('by contribution, largest first'),
    as_of: z.object({
      computed_at: z.string(),
      concepts_practised: z.number().int(),
      attempts: z.number().int(),
      chapters: z.number().int(),
      chapters_with_evidence: z.number().int(),
      tests: z.number().int().describe('full mock tests of the exam used'),
      diagnostic_tests: z.number().int().describe('diagnostic tests used (none exist yet: 0)'),
      papers: z.number().int().describe('real full papers the chapter weights come from'),
      last_practice_at: z.string().nullable(),
      last_test_at: z.string().nullable(),
      test_weight: z.number().describe('share of the prediction from the tests, 0–1'),
    }),
  })
  .meta({ id: 'Readiness' });
export type ReadinessView = z.infer<typeof readinessResponse>;

/** One full mock test against the last prediction made before it started. */
export const trackRecordRowSchema = z.object({
  session_id: z.string(),
  test_code: z.string(),
  test_name: z.string(),
  finished_at: z.string(),
  score: z.number(),
  max_marks: z.number(),
  predicted: z.number(),
  low: z.number(),
  high: z.number(),
  predicted_at: z.string(),
  inside: z.boolean().describe('the score fell inside [low, high]'),
});
/** GET /api/achieve/readiness/history: the track record, newest first, and the predictions stored. */
export const readinessHistoryResponse = z
  .object({
    exam: z.object({ code: z.string(), name: z.string(), goal_code: z.string() }),
    profile_id: z.string(),
    track_record: z.array(trackRecordRowSchema),
    inside_share: z.number().nullable().describe('share of rows inside their interval; null with none'),
    predictions: z.array(z.object({ id: z.string(), predicted: z.number(), low: z.number(), high: z.number(), max_marks: z.number(), created_at: z.string() })),
  })
  .meta({ id: 'ReadinessHistory' });
export type ReadinessHistory = z.infer<typeof readinessHistoryResponse>;

/** GET /api/futureSuccess: rank range from the percentile interval, and the three what-if chapters. */
export const futureSuccessResponse = z
  .object({
    status: z.enum(['ready', 'empty']),
    exam: z.object({ code: z.string(), name: z.string(), goal_code: z.string() }),
    profile_id: z.string(),
    predicted_score: z.number().nullable(),
    interval: z.tuple([z.number(), z.number()]).nullable(),
    max_marks: z.number().nullable(),
    percentile_interval: z.tuple([z.number(), z.number()]).nullable(),
    rank_range: z.object({ best: z.number().int(), worst: z.number().int() }).nullable().describe('null without a percentile'),
    candidates: z
      .object({ count: z.number().int(), year: z.number().int(), source: z.string() })
      .nullable()
      .describe("the last exam's published candidate count the ranks are among"),
    percentile_source: percentileSourceSchema,
    what_if: z.array(
      z.object({
        chapter_code: z.string(),
        chapter_name: z.string(),
        subject: z.string(),
        mastery: z.number(),
        mastery_after: z.number().describe('after one hour of practice'),
        marks_per_hour: z.number(),
        practice_url: z.string(),
      }),
    ),
  })
  .meta({ id: 'FutureSuccess' });
export type FutureSuccess = z.infer<typeof futureSuccessResponse>;
