import { z } from 'zod';
import { localeParam } from '../common.ts';
import { TARGET_QUESTION_IDS } from '@abhyas/domain';

/**
 * Achieve, "plan your target" (learning.md §3 Achieve entities, §7 Achieve; issue 18 §1). The
 * questionnaire, the stored answers per profile and exam, and the exam-user metadata. Profile
 * (child) token; `child_id`, when given, must be the token's profile (another profile: 404).
 * Question texts are i18n keys the web translates (`text_key`, namespace `achieve`); an English
 * `question_text` is sent too for other clients. docs/api.md "Achieve".
 */

const code = z.string().trim().min(1).max(80);

/** GET /api/achieve/form/diagnostic query. `user_session` is accepted (spec §7) and not used. */
export const achieveFormQuery = z.object({
  goal_code: code,
  exam_code: code,
  user_session: z.string().max(200).optional(),
  locale: localeParam.optional(),
  child_id: z.string().max(64).optional(),
});
export type AchieveFormQuery = z.infer<typeof achieveFormQuery>;

/** One question in the spec's sample shape; min/max are numbers (number: value, text: length) or ISO dates (date). */
export const achieveQuestionSchema = z.object({
  question_id: z.enum(TARGET_QUESTION_IDS),
  question_text: z.string().describe('English text; clients translate text_key'),
  text_key: z.string().describe('i18n key in the web namespace `achieve`'),
  question_type: z.enum(['single_select', 'number', 'date', 'text']),
  options: z.array(z.object({ choice_id: z.string(), option_text: z.string(), text_key: z.string() })).optional(),
  min: z.union([z.number(), z.string()]).optional(),
  max: z.union([z.number(), z.string()]).optional(),
  step_size: z.number().optional(),
  /** Asked only when the other question has this choice. */
  depends_on: z.object({ question_id: z.enum(TARGET_QUESTION_IDS), choice_id: z.string() }).optional(),
  /** The earlier answer when a target is stored (a choice_id or a value). */
  answer: z.union([z.string(), z.number()]).optional(),
});
export type AchieveQuestion = z.infer<typeof achieveQuestionSchema>;

/** The questionnaire: `max_marks` of the exam (null when unknown), `exam_kind`, `today` (India, YYYY-MM-DD) the date range is from. */
export const achieveFormResponse = z.object({
  data: z.object({
    goal_code: z.string(),
    exam_code: z.string(),
    exam_name: z.string(),
    exam_kind: z.enum(['competitive', 'board']),
    max_marks: z.number().nullable(),
    today: z.string(),
    questions: z.array(achieveQuestionSchema),
  }),
});
export type AchieveForm = z.infer<typeof achieveFormResponse>['data'];

/** One answer: `choice_id` for single_select, `value` for number (a number or numeric string), date (YYYY-MM-DD) and text. */
export const questionResponseItem = z.object({
  question_id: z.string().trim().min(1).max(40),
  choice_id: z.string().max(40).optional(),
  value: z.union([z.number(), z.string().max(200)]).optional(),
});
export type QuestionResponseItem = z.infer<typeof questionResponseItem>;

/** PUT /api/achieve/target body: the whole answer set (it replaces the stored one). */
export const achieveTargetBody = z.object({
  goal_code: code,
  exam_code: code,
  question_response: z.array(questionResponseItem).min(1).max(20),
  child_id: z.string().max(64).optional(),
});
export type AchieveTargetBody = z.infer<typeof achieveTargetBody>;

/** GET /api/achieve/target query. */
export const achieveTargetQuery = z.object({ goal_code: code, exam_code: code, child_id: z.string().max(64).optional() });

/** A stored target. `kind` says what `value` is (marks, percentile, percent); `grade` is set for a board percentage. */
export const achieveTargetSchema = z.object({
  goal_code: z.string(),
  exam_code: z.string(),
  kind: z.enum(['score', 'percentile', 'percentage']),
  value: z.number(),
  max_marks: z.number().nullable(),
  grade: z.string().nullable(),
  exam_date: z.string().describe('YYYY-MM-DD'),
  days_left: z.number().int().describe('days from today (India) to the exam date'),
  daily_minutes: z.number().int(),
  journey_name: z.string(),
  question_response: z.array(questionResponseItem),
  created_at: z.string(),
  updated_at: z.string().describe('changes on every save: the journey is recomputed from it'),
});
export type AchieveTarget = z.infer<typeof achieveTargetSchema>;

/** PUT and GET /api/achieve/target answer: the target, or null when none is stored (GET only). */
export const achieveTargetResponse = z.object({ data: achieveTargetSchema.nullable() });

/** GET /api/achieve/exam-user-metadata query (spec §7). */
export const examUserMetadataQuery = z.object({
  goal_code: code,
  exam_code: code,
  locale: localeParam.optional(),
  child_id: z.string().max(64).optional(),
});

/** The exam's name in the locale, and whether and which target the profile set for it. */
export const examUserMetadataResponse = z.object({
  data: z.object({
    goal_code: z.string(),
    exam_code: z.string(),
    exam_name: z.string(),
    has_target: z.boolean(),
    target: achieveTargetSchema.nullable(),
  }),
});
export type ExamUserMetadata = z.infer<typeof examUserMetadataResponse>['data'];
