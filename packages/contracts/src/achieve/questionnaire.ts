import { z } from 'zod';
import { SKIP_REASONS } from '../constants.ts';

/**
 * Achieve, the achieve-test questionnaire (learning.md §2 Tests "an achieve-test questionnaire
 * route", §4 Tests "Session flow"; issue 18 §4): after a test taken from the journey, how it went
 * and why questions were skipped. One answer per test session; sending again replaces it. Profile
 * (child) token; a session not of the caller's profile (another family's included) is 404
 * UNKNOWN_SESSION, one still in progress 409 TEST_NOT_FINISHED. docs/api.md "Achieve-test questionnaire".
 */

/** Why questions were left unanswered (multi-select). */
export const skipReason = z.enum(SKIP_REASONS);
export type SkipReason = z.infer<typeof skipReason>;
export { SKIP_REASONS };

const sessionId = z.uuid('session_id must be a test session id (UUID)');

/** GET /api/achieve/questionnaire query. */
export const questionnaireQuery = z.object({
  session_id: sessionId,
  child_id: z.string().max(64).optional(),
});

/** POST /api/achieve/questionnaire body. */
export const questionnaireBody = z.object({
  session_id: sessionId,
  how_it_went: z.number().int().min(1).max(5).describe('1 (very badly) … 5 (very well)'),
  skip_reasons: z
    .array(skipReason)
    .max(SKIP_REASONS.length)
    .refine((a) => new Set(a).size === a.length, 'skip_reasons must not repeat a reason')
    .default([])
    .describe('why questions were skipped; only when the session skipped any (else 400)'),
  note: z.string().trim().max(500).optional().describe('free text, e.g. the "other" reason; empty is no note'),
  child_id: z.string().max(64).optional(),
});
export type QuestionnaireBody = z.input<typeof questionnaireBody>;

/** The stored answer. */
export const questionnaireAnswerSchema = z.object({
  how_it_went: z.number().int(),
  skip_reasons: z.array(skipReason),
  note: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type QuestionnaireAnswer = z.infer<typeof questionnaireAnswerSchema>;

/** GET and POST /api/achieve/questionnaire answer: the session's facts and the answer (null before one is sent). */
export const questionnaireResponse = z.object({
  data: z.object({
    session_id: z.string(),
    test_code: z.string(),
    test_name: z.string(),
    status: z.enum(['FINISHED', 'PENDING_EVALUATION']),
    question_count: z.number().int(),
    answered: z.number().int().describe('answered, or answered and marked for review'),
    skipped: z.number().int().describe('left without an answer: not visited, not answered, marked for review'),
    answer: questionnaireAnswerSchema.nullable(),
  }),
});
export type Questionnaire = z.infer<typeof questionnaireResponse>['data'];
