import { attemptQuality } from '../content/attempt-quality.ts';

/**
 * FSRS grades of the revision queue (issue 19 §2; docs/decisions/027-revision-queue.md), derived
 * from an attempt, never asked of the student:
 * - wrong, partly right, unanswered or the solution revealed → Again;
 * - right but guessed (TooFastCorrect), helped (a hint, or a second try), or far over the ideal
 *   time (more than FAR_OVERTIME_SHARE × ideal) → Hard;
 * - right a little over the ideal time (OvertimeCorrect within FAR_OVERTIME_SHARE) → Good;
 * - right in time without help (Perfect) → Easy.
 * A question enters the queue on an Again or Hard (`entersRevision`); a card once in the queue is
 * graded by every later answer of it.
 */
export const REVISION_GRADES = ['Again', 'Hard', 'Good', 'Easy'] as const;
export type RevisionGrade = (typeof REVISION_GRADES)[number];

/** An answer "far over the ideal time" takes more than this many times the ideal time. */
export const FAR_OVERTIME_SHARE = 1.5;

/** What grading needs of one attempt (practice or test). */
export interface RevisionAnswerFacts {
  /** False for a question left unanswered after it was seen, or whose solution was revealed. */
  answered: boolean;
  correct: boolean;
  /** Seconds spent on the question. */
  timeSpentS: number;
  /** The question's ideal time, seconds. */
  idealTimeS: number;
  hintUsed?: boolean;
  /** 2 when right only at the second try (decision 008): helped, like a hint. */
  tries?: number;
}

/** The FSRS grade of an attempt (see REVISION_GRADES for the rules). */
export function revisionGrade(f: RevisionAnswerFacts): RevisionGrade {
  if (!f.answered || !f.correct) return 'Again';
  const helped = f.hintUsed === true || (f.tries ?? 1) > 1;
  const badge = attemptQuality({ answered: true, correct: true, timeSpentS: f.timeSpentS, idealTimeS: f.idealTimeS, hintUsed: helped });
  if (badge === 'TooFastCorrect' || helped) return 'Hard';
  if (f.timeSpentS > FAR_OVERTIME_SHARE * Math.max(1, f.idealTimeS)) return 'Hard';
  return badge === 'OvertimeCorrect' ? 'Good' : 'Easy';
}

/** Whether an attempt with this grade puts its question in the revision queue (a mistake, a guess, help or far overtime). */
export function entersRevision(grade: RevisionGrade): boolean {
  return grade === 'Again' || grade === 'Hard';
}

/** One question of a scored test, as the revision queue reads it (after the answer key is published). */
export interface TestQuestionFacts {
  /** The palette status; NOT_VISITED: never seen, so never enrolled. */
  status: string;
  outcome: 'correct' | 'partial' | 'incorrect' | 'unattempted';
  timeSpentS: number;
  idealTimeS: number;
}

/**
 * The grade of a test question, or null when it says nothing (never seen): a wrong, partly right,
 * or seen-and-skipped answer is Again; a right one is graded as in practice (no hints in a test).
 */
export function testRevisionGrade(q: TestQuestionFacts): RevisionGrade | null {
  if (q.status === 'NOT_VISITED') return null;
  return revisionGrade({ answered: q.outcome !== 'unattempted', correct: q.outcome === 'correct', timeSpentS: q.timeSpentS, idealTimeS: q.idealTimeS });
}
