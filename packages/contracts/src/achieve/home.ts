import { z } from 'zod';
import { localeParam } from '../common.ts';
import { pajChangeSchema, pajStepSchema } from './paj.ts';
import { achieveTargetSchema } from './target.ts';

/**
 * The Achieve home in one call (`POST /api/achieve/home`; learning.md §7 Achieve, shape "not
 * shown"; issue 18 §4): the profile's target, the readiness prediction now with its interval,
 * progress toward the target, the readiness trend (stored predictions, the last of each India day),
 * today's journey steps and its tests, what today's re-plan changed, and whether the journey can be
 * extended. Child (profile) token; a `child_id` not the token's profile is 404 PROFILE_NOT_FOUND.
 * docs/api.md "Achieve home".
 */

const code = z.string().trim().min(1).max(80);

/** POST /api/achieve/home body; `goal_code` defaults to the exam's goal (when sent it must be it). */
export const achieveHomeBody = z.object({
  exam_code: code.describe('the exam, e.g. jee-main (one the profile prepares for)'),
  goal_code: code.optional().describe("the exam's goal, e.g. preug; default the exam's own"),
  locale: localeParam.optional().describe('titles and names in this locale; default en'),
  child_id: z.string().max(64).optional().describe("the token's own profile (another is 404)"),
});
export type AchieveHomeBody = z.infer<typeof achieveHomeBody>;

/** The readiness prediction served with the home (stored, like GET /api/achieve/readiness/current's). */
export const homeReadinessSchema = z.object({
  status: z.enum(['ready', 'empty']).describe('empty: no practice and no full test of the exam yet'),
  prediction_id: z.string().nullable(),
  predicted_score: z.number().nullable().describe('marks on the next full paper'),
  interval: z.tuple([z.number(), z.number()]).nullable().describe('[low, high] marks at `coverage`'),
  coverage: z.number().describe('0.8'),
  max_marks: z.number().nullable(),
  predicted_percentile: z.number().nullable(),
  computed_at: z.string(),
});

/**
 * Progress toward the target, all in the prediction's marks (`max_marks`). `target_marks` is the
 * journey's target (else the stored target's) as a share of its max marks, times `max_marks`.
 * `share_of_target` = predicted / target (0..1). The baseline is the last stored prediction made
 * at or before the journey was planned (`before_start`), else the first made after it
 * (`after_start`); `gained` = predicted − baseline; `share_since_start` = gained / (target −
 * baseline), clamped to 0..1 (1 when the baseline already met the target). Predicted fields are
 * null while readiness is `empty`; baseline fields null without a journey or a stored prediction.
 */
export const homeProgressSchema = z.object({
  target_marks: z.number(),
  max_marks: z.number(),
  predicted_marks: z.number().nullable(),
  low: z.number().nullable(),
  high: z.number().nullable(),
  share_of_target: z.number().nullable(),
  reached: z.boolean().describe('predicted ≥ target'),
  baseline: z
    .object({ marks: z.number(), at: z.string().describe('when that prediction was made'), source: z.enum(['before_start', 'after_start']) })
    .nullable(),
  gained: z.number().nullable(),
  share_since_start: z.number().nullable(),
});
export type HomeProgress = z.infer<typeof homeProgressSchema>;

/** A point of the readiness trend: the last prediction stored on an India day, in its own max marks. */
export const homeTrendPointSchema = z.object({
  day: z.string().describe('YYYY-MM-DD, India time'),
  at: z.string(),
  predicted: z.number(),
  low: z.number(),
  high: z.number(),
  max_marks: z.number(),
});
export type HomeTrendPoint = z.infer<typeof homeTrendPointSchema>;

/** A test of the journey: its day, whether it is done, and what opening it needs (`test_code`). */
export const homeTestSchema = z.object({
  step_id: z.string(),
  title: z.string(),
  test_code: z.string(),
  day: z.string(),
  minutes: z.number().int(),
  status: z.enum(['planned', 'done', 'dropped']),
});
export type HomeTest = z.infer<typeof homeTestSchema>;

/** The journey part of the home (null when the profile has no journey for the exam). */
export const homeJourneySchema = z.object({
  paj_id: z.string(),
  journey_name: z.string(),
  start_date: z.string(),
  exam_date: z.string(),
  daily_minutes: z.number().int(),
  today_minutes: z.number().describe('minutes today holds (within daily_minutes)'),
  today_steps: z.array(pajStepSchema),
  tests: z.array(homeTestSchema).describe('by day'),
  changes: z.array(pajChangeSchema).describe("what today's re-plan changed; empty when none"),
  change_summary: z.object({ moved: z.number().int(), deferred: z.number().int(), dropped: z.number().int() }),
  last_day: z.string().nullable().describe('the last day holding a step still to do; null when none is left'),
  can_extend: z.boolean().describe('the exam is ahead and the steps to do end before its eve (POST /api/achieve/paj/extend adds more)'),
});
export type HomeJourney = z.infer<typeof homeJourneySchema>;

/** POST /api/achieve/home answer. */
export const achieveHomeResponse = z.object({
  data: z.object({
    exam: z.object({ code: z.string(), name: z.string(), goal_code: z.string() }),
    profile_id: z.string(),
    today: z.string().describe('YYYY-MM-DD, India time'),
    target: achieveTargetSchema.nullable(),
    readiness: homeReadinessSchema,
    progress: homeProgressSchema.nullable().describe('null without a target'),
    trend: z.array(homeTrendPointSchema).describe('oldest first, at most 90 days'),
    journey: homeJourneySchema.nullable(),
  }),
});
export type AchieveHome = z.infer<typeof achieveHomeResponse>['data'];
