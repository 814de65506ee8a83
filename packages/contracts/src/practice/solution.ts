import { z } from 'zod';
import { PRACTICE_BADGES, SOLVE_WITH_US_BADGES } from '@abhyas/domain';

/**
 * Full solution and solve-with-us (learning.md §3 Question answer_explanation, Solve-with-us data;
 * §4 Practice; §7 Practice). Nothing here is sent before the student answered the question, asked for
 * the solution, or reached the step.
 */

/** `?version&namespace&language` accepted by the per-question calls (language picks the variant). */
export const practiceQuestionLangQuery = z.object({
  version: z.string().max(20).optional(),
  namespace: z.string().max(80).optional(),
  language: z.string().max(8).optional(),
});

/** The full solution (learning.md §3 answer_explanation): the key, worked solution, hints, steps, concepts. */
export const answerExplanationSchema = z.object({
  answers: z.unknown().describe('the answer key (domain AnswerKey)'),
  correct_answer_csv: z.string(),
  solution: z.string().describe('Markdown with LaTeX'),
  hints: z.array(z.object({ body: z.string() })),
  steps: z.array(z.object({ body: z.string() })).describe('solve-with-us step texts, when the question has them'),
  concepts_data: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type AnswerExplanation = z.infer<typeof answerExplanationSchema>;

/**
 * GET /v1/practice/{sessionId}/question/{code}/solution: the full solution once the question was
 * answered or revealed in the session (409 NOT_ANSWERED otherwise).
 * POST the same path (empty body): asks for it — records the question as revealed (badge
 * NonAttempt, no mastery change, no embiums) when it was not answered yet, then returns it. Idempotent.
 */
export const practiceSolutionResponse = z.object({
  question_code: z.string(),
  attemptTypeBadge: z.enum(PRACTICE_BADGES),
  revealed: z.boolean().describe('true when the solution was asked for before answering'),
  answer_explanation: answerExplanationSchema,
});
export type PracticeSolutionResponse = z.infer<typeof practiceSolutionResponse>;

/** A step's outcome (learning.md §3 solve-with-us badge): null while not done. */
export const SOLVE_STEP_BADGES = ['correct', 'incorrect', 'revealed'] as const;

/**
 * One solve-with-us step as shown: `fibs_text` is the step's text, `fibs` the choices of its check
 * (empty when the step only explains: posting it marks it read), `hint` a nudge (null when none),
 * `correct_answer` only once the step is complete. A wrong first answer to a check leaves the step
 * open (`retry` true, `user_attempt` holding that answer, `tries_left` 1): the next answer is final.
 */
export const solveWithUsStepSchema = z.object({
  index: z.number().int().describe('0-based'),
  fibs_text: z.string(),
  fibs: z.array(z.object({ code: z.string(), body: z.string() })),
  hint: z.string().nullable(),
  badge: z.enum(SOLVE_STEP_BADGES).nullable(),
  user_attempt: z.object({ selected_answers: z.array(z.string()), start_time: z.number().nullable().describe('ms') }).nullable(),
  is_complete: z.boolean(),
  correct_answer: z.string().nullable(),
  retry: z.boolean().default(false).describe('a wrong first answer to the check waits for its second try'),
  tries_left: z.number().int().default(0).describe("tries left on the step's check (0 when complete or without a check)"),
});
export type SolveWithUsStep = z.infer<typeof solveWithUsStepSchema>;

/**
 * GET /v1/practice/{sessionId}/question/{code}/solve-with-us?version&namespace&language: the steps
 * revealed so far (0..current_step_index), `max_steps` in all. 409 NO_SOLVE_WITH_US for a question
 * without steps. `badge` is set when the walk-through is complete, with `answer_explanation`.
 */
export const solveWithUsResponse = z.object({
  question_code: z.string(),
  steps: z.array(solveWithUsStepSchema),
  current_step_index: z.number().int(),
  max_steps: z.number().int(),
  is_complete: z.boolean(),
  badge: z.enum(SOLVE_WITH_US_BADGES).nullable(),
  /** Set by the POST: what happened to the step just posted. */
  step_result: z
    .object({ step_index: z.number().int(), status: z.enum(['correct', 'incorrect', 'revealed', 'read', 'retry']) })
    .nullable()
    .default(null),
  answer_explanation: answerExplanationSchema.nullable(),
});
export type SolveWithUsResponse = z.infer<typeof solveWithUsResponse>;

/**
 * POST /v1/practice/{sessionId}/question/{code}/solve-with-us?showAnswer=&showSolution=: answers the
 * current step. A wrong first answer to a check is `retry` (the step stays current, its answer kept
 * back); the second answer is final (`correct` / `incorrect`, the answer shown). showAnswer=true
 * reveals the current step's answer (badge revealed); showSolution=true reveals every remaining
 * step and completes the walk-through (badge SolveWithUsRevealed).
 */
export const solveWithUsQuery = practiceQuestionLangQuery.extend({
  showAnswer: z.enum(['true', 'false']).optional(),
  showSolution: z.enum(['true', 'false']).optional(),
});
/**
 * `start_time`: when the step was shown (milliseconds since the epoch: seconds × 1000).
 * `answers`: the option codes chosen for the step's check (empty for a read-only step or a reveal).
 * `step_index`: the step being answered; 409 STEP_NOT_CURRENT when it is not the current step.
 */
export const solveWithUsBody = z.object({
  start_time: z.number().int().min(0).max(4_102_444_800_000).optional(),
  answers: z.array(z.string().max(20)).max(10).default([]),
  step_index: z.number().int().min(0).optional(),
});

/**
 * GET /v1/practice/{questionCode}/question_accuracy?step_index=: the share of stored answers that were
 * right, given once at least QUESTION_ACCURACY_MIN_ATTEMPTS (20) were counted (null before).
 */
export const questionAccuracyParams = z.object({ questionCode: z.string().min(1).max(120) });
export const questionAccuracyQuery = z.object({ step_index: z.coerce.number().int().min(0).max(100).optional() });
export const questionAccuracyResponse = z.object({
  question_code: z.string(),
  step_index: z.number().int().nullable(),
  question_accuracy: z.number().nullable().describe('0–1; null while fewer than QUESTION_ACCURACY_MIN_ATTEMPTS (20) learners answered'),
  attempts: z.number().int().describe('answers counted'),
  min_attempts: z.number().int().describe('answers needed before question_accuracy is given (QUESTION_ACCURACY_MIN_ATTEMPTS)'),
});
