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

/**
 * Badges of a question finished through solve-with-us (learning.md §3 "plus solve-with-us
 * revealed/correct/incorrect"): Revealed when any step's answer (or the full solution) was revealed,
 * Correct when every checked step was answered right, Incorrect otherwise.
 */
export const SOLVE_WITH_US_BADGES = ['SolveWithUsRevealed', 'SolveWithUsCorrect', 'SolveWithUsIncorrect'] as const;
export type SolveWithUsBadge = (typeof SOLVE_WITH_US_BADGES)[number];

/** Every badge a practice question can end with: an attempt type or a solve-with-us badge. */
export const PRACTICE_BADGES = [...ATTEMPT_TYPES, ...SOLVE_WITH_US_BADGES] as const;
export type PracticeBadge = (typeof PRACTICE_BADGES)[number];

/** The solve-with-us badge of a finished walk-through (see SOLVE_WITH_US_BADGES). */
export function solveWithUsBadge(steps: readonly { checked: boolean; correct: boolean; revealed: boolean }[]): SolveWithUsBadge {
  if (steps.some((s) => s.revealed)) return 'SolveWithUsRevealed';
  return steps.every((s) => !s.checked || s.correct) ? 'SolveWithUsCorrect' : 'SolveWithUsIncorrect';
}

/**
 * Streaks per badge (learning.md §3 "Streaks exist per attempt type"): for each badge, the longest
 * run of consecutive answers with that badge, and the current run (the run ending at the last answer).
 * `badges` are in answer order.
 */
export function badgeStreaks(badges: readonly string[]): Record<string, { longest: number; current: number }> {
  const out: Record<string, { longest: number; current: number }> = {};
  let run = 0;
  badges.forEach((b, i) => {
    run = i > 0 && badges[i - 1] === b ? run + 1 : 1;
    const s = (out[b] ??= { longest: 0, current: 0 });
    s.longest = Math.max(s.longest, run);
  });
  if (badges.length > 0) out[badges[badges.length - 1]!]!.current = run;
  return out;
}

/**
 * Attempt types of a test result (issue 15 Major 8): the attempt types, and PartiallyCorrect for an
 * answer that earned some but not all of its marks (JEE Advanced one-or-more-correct: +3, +2 or +1
 * of 4). Practice keeps ATTEMPT_TYPES: it scores no partial marks.
 */
export const TEST_ATTEMPT_TYPES = [
  'TooFastCorrect',
  'Perfect',
  'Correct',
  'OvertimeCorrect',
  'PartiallyCorrect',
  'Wasted',
  'Incorrect',
  'OvertimeIncorrect',
  'NonAttempt',
] as const;
export type TestAttemptType = (typeof TEST_ATTEMPT_TYPES)[number];

/**
 * The attempt type of one answer in a test: PartiallyCorrect when it earned partial marks (`partial`,
 * whatever the time: it is neither a guess nor wrong), else as {@link attemptQuality}.
 */
export function testAttemptQuality(f: AttemptFacts & { partial?: boolean }): TestAttemptType {
  if (f.answered && !f.correct && f.partial === true) return 'PartiallyCorrect';
  return attemptQuality(f);
}

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
export function stepEventOf(type: PracticeBadge | 'RevealedAnswer'): 'correct' | 'incorrect' | 'reveal' {
  if (type === 'TooFastCorrect' || type === 'Perfect' || type === 'Correct' || type === 'OvertimeCorrect' || type === 'SolveWithUsCorrect') return 'correct';
  if (type === 'Wasted' || type === 'Incorrect' || type === 'OvertimeIncorrect' || type === 'SolveWithUsIncorrect') return 'incorrect';
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
