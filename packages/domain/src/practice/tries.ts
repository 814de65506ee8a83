/**
 * Second tries in practice (issue 15; learning.md §4 Practice; docs/decisions/008-practice-interventions.md
 * "Second tries"): a wrong answer is not met with the key at once. The learner gets one more try
 * (with the hint, solve-with-us or "show the answer" on offer); only the final answer reveals the
 * key. The same holds for the checks of solve-with-us steps. And how many learners got a question
 * right is shown only once enough of them have tried it.
 */
import type { Question } from '../content/question-types.ts';

/** Tries a practice question allows: a wrong (or partly right) first answer gets one more. */
export const PRACTICE_TRIES = 2;

/** Tries a solve-with-us step's check allows before its answer is shown (every check, however many options). */
export const STEP_TRIES = 2;

/** Fewest answers a question (or a step) needs before the share of learners who got it right is shown. */
export const QUESTION_ACCURACY_MIN_ATTEMPTS = 20;

/**
 * Whether a first answer that was not fully right earns a second try: yes, except when it left
 * nothing to choose (a single-answer choice with at most two options — the second try could not be
 * wrong) and except for an empty answer (no answer is final: NonAttempt).
 */
export function offersSecondTry(q: Pick<Question, 'type' | 'options' | 'answer'>, first: { answered: boolean; correct: boolean }): boolean {
  if (!first.answered || first.correct) return false;
  const singleChoice = q.answer.kind === 'choice' && q.answer.options.length === 1 && q.type !== 'multiple_choice';
  return !(singleChoice && (q.options?.length ?? 0) <= 2);
}

/**
 * The share (0–1) of learners who answered right, or null while fewer than
 * QUESTION_ACCURACY_MIN_ATTEMPTS answered (a figure over a handful of answers misleads).
 */
export function shownAccuracy(right: number, attempts: number): number | null {
  if (attempts < QUESTION_ACCURACY_MIN_ATTEMPTS || attempts <= 0) return null;
  return Math.min(1, Math.max(0, right / attempts));
}
