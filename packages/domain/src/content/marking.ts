/**
 * Marks for one question under a section's marking scheme (issue #3: the scheme is data on the
 * section, not code; learning.md §3 Tests). Marks are plain numbers (negative for a penalty).
 */
import type { AnswerCheck, MarkingScheme } from './question-types.ts';

/** JEE Advanced single-correct: +3 correct, −1 wrong, 0 unanswered. */
export const JEE_ADVANCED_SINGLE: Readonly<MarkingScheme> = Object.freeze({ kind: 'simple', correct: 3, wrong: -1, unanswered: 0 });

/**
 * JEE Advanced one-or-more-correct: +4 all correct options and nothing else, +3 three of four correct,
 * +2 two of three-or-more correct, +1 one of two-or-more correct (each with no wrong option), −2 any
 * wrong option, 0 unanswered.
 */
export const JEE_ADVANCED_MULTIPLE: Readonly<MarkingScheme> = Object.freeze({
  kind: 'jee-advanced-multiple',
  full: 4,
  threeOfFour: 3,
  twoChosen: 2,
  oneChosen: 1,
  wrong: -2,
  unanswered: 0,
});

/** JEE Advanced numerical / integer answer: +3 correct, no negative marking. */
export const JEE_ADVANCED_NUMERIC: Readonly<MarkingScheme> = Object.freeze({ kind: 'simple', correct: 3, wrong: 0, unanswered: 0 });

/** JEE Main: +4 correct, −1 wrong, 0 unanswered. */
export const JEE_MAIN: Readonly<MarkingScheme> = Object.freeze({ kind: 'simple', correct: 4, wrong: -1, unanswered: 0 });

/** NEET: +4 correct, −1 wrong, 0 unanswered. */
export const NEET: Readonly<MarkingScheme> = Object.freeze({ kind: 'simple', correct: 4, wrong: -1, unanswered: 0 });

/** CBSE objective questions: +1 correct, no negative marking. */
export const CBSE_OBJECTIVE: Readonly<MarkingScheme> = Object.freeze({ kind: 'simple', correct: 1, wrong: 0, unanswered: 0 });

/** Marks for a fully correct answer: `correct` of a simple scheme, `full` of JEE Advanced multiple. */
export function maxMarks(scheme: Readonly<MarkingScheme>): number {
  return scheme.kind === 'simple' ? scheme.correct : scheme.full;
}

/**
 * Marks for one question, from its {@link AnswerCheck} (see `checkAnswer`).
 *
 * - Not `attempted`, or no check: `unanswered`.
 * - `needsReview` (subjective): 0 — a person awards the marks later; no penalty meanwhile.
 * - `simple`: `correct` when the check is fully correct, otherwise `wrong` (a partly correct answer
 *   and an unreadable one both count as wrong).
 * - `jee-advanced-multiple`, from `chosenCorrect` / `chosenWrong` / `keyCount` of the check:
 *   any wrong option chosen → `wrong`; nothing chosen → `unanswered`; exactly the key → `full`;
 *   four correct options and three chosen → `threeOfFour`; three or more correct and two chosen →
 *   `twoChosen`; two or more correct and one chosen → `oneChosen`. Any other partial choice (only
 *   possible with more than four correct options, e.g. three of five) → `wrong`, as the rule says.
 *   A check without the counts (a non-choice question) scores `full` when correct, `wrong` otherwise.
 */
export function marksFor(scheme: Readonly<MarkingScheme>, check: AnswerCheck | null, attempted: boolean): number {
  if (!attempted || check === null) return scheme.unanswered;
  if (check.needsReview === true) return 0;
  if (scheme.kind === 'simple') return check.correct ? scheme.correct : scheme.wrong;

  const { chosenCorrect, chosenWrong, keyCount } = check;
  if (chosenCorrect === undefined || chosenWrong === undefined || keyCount === undefined) return check.correct ? scheme.full : scheme.wrong;
  if (chosenWrong > 0) return scheme.wrong;
  if (chosenCorrect === 0) return scheme.unanswered;
  if (chosenCorrect === keyCount) return scheme.full;
  if (keyCount === 4 && chosenCorrect === 3) return scheme.threeOfFour;
  if (keyCount >= 3 && chosenCorrect === 2) return scheme.twoChosen;
  if (keyCount >= 2 && chosenCorrect === 1) return scheme.oneChosen;
  return scheme.wrong;
}
