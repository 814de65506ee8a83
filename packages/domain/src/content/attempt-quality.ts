/**
 * Attempt quality (learning.md §3 "Attempt types"; issues #4 §3 and #5 §2): how an answer was
 * reached, from correctness, time spent against the question's ideal time, and hint use.
 *
 * Thresholds (written down here, used everywhere):
 * - too fast: less than TOO_FAST_SHARE (30 %) of the ideal time, and under the ideal time by at least 3 s;
 * - overtime: more than the ideal time.
 * Correct answers: too fast → TooFastCorrect; overtime → OvertimeCorrect; otherwise Perfect, or
 * Correct when a hint was used (a hint-assisted answer is good but not perfect).
 * Wrong answers: too fast → Wasted (a guess); overtime → OvertimeIncorrect; otherwise Incorrect.
 * No answer → NonAttempt.
 */
export const ATTEMPT_TYPES = ['TooFastCorrect', 'Perfect', 'Correct', 'OvertimeCorrect', 'Wasted', 'Incorrect', 'OvertimeIncorrect', 'NonAttempt'] as const;
export type AttemptType = (typeof ATTEMPT_TYPES)[number];

/** Share of the ideal time below which an answer is "too fast". */
export const TOO_FAST_SHARE = 0.3;

export interface AttemptFacts {
  answered: boolean;
  correct: boolean;
  /** Seconds the student spent on the question. */
  timeSpentS: number;
  /** The question's ideal time in seconds. */
  idealTimeS: number;
  hintUsed?: boolean;
}

/** The attempt type of one answer (see the module comment for the rules). */
export function attemptQuality(f: AttemptFacts): AttemptType {
  if (!f.answered) return 'NonAttempt';
  const ideal = Math.max(1, f.idealTimeS);
  const tooFast = f.timeSpentS < TOO_FAST_SHARE * ideal && ideal - f.timeSpentS >= 3;
  const overtime = f.timeSpentS > ideal;
  if (f.correct) {
    if (tooFast) return 'TooFastCorrect';
    if (overtime) return 'OvertimeCorrect';
    return f.hintUsed ? 'Correct' : 'Perfect';
  }
  if (tooFast) return 'Wasted';
  return overtime ? 'OvertimeIncorrect' : 'Incorrect';
}

/** The solve-with-us step event an attempt type maps to (learning.md §4 Practice: badge to event). */
export function stepEventOf(type: AttemptType | 'RevealedAnswer'): 'correct' | 'incorrect' | 'reveal' {
  if (type === 'TooFastCorrect' || type === 'Perfect' || type === 'Correct' || type === 'OvertimeCorrect') return 'correct';
  if (type === 'Wasted' || type === 'Incorrect' || type === 'OvertimeIncorrect') return 'incorrect';
  return 'reveal';
}

/**
 * Embiums for a practice answer (issue #5 §2): one silver for every right answer, and one gold as
 * well for a Perfect one (right, in time, without a hint).
 */
export function embiumsFor(type: AttemptType): { silver: number; gold: number } {
  const right = type === 'TooFastCorrect' || type === 'Perfect' || type === 'Correct' || type === 'OvertimeCorrect';
  return { silver: right ? 1 : 0, gold: type === 'Perfect' ? 1 : 0 };
}
