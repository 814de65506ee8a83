/**
 * Learning interventions (learning.md §3 Learning intervention, §4 Practice; issue #5): when a
 * student keeps missing questions of a concept and the mastery estimate stays low, practice stops to
 * recommend the concept's videos before going on. See docs/decisions/008-practice-interventions.md.
 */
import { clampProbability } from './probability.ts';
import { isPracticeAnswer } from './session-progress.ts';

/** Consecutive wrong answers on a concept (since its last intervention) needed to intervene. */
export const INTERVENTION_MISSES = 2;

/** Mastery (P(known)) below which repeated misses trigger an intervention. */
export const INTERVENTION_MASTERY = 0.4;

/**
 * Learning credited to studying the recommended videos: the chance that a learner who did not know
 * the concept knows it afterwards (a study opportunity, larger than one practice answer's P(T)).
 */
export const VIDEO_LEARN = 0.3;

/** The run of wrong answers at the end of `outcomes` (true = right), oldest first. */
export function trailingMisses(outcomes: readonly boolean[]): number {
  let n = 0;
  for (let i = outcomes.length - 1; i >= 0 && !outcomes[i]; i--) n++;
  return n;
}

/**
 * True when practice should intervene on a concept: at least INTERVENTION_MISSES wrong answers in a
 * row at the end of `outcomes` (the concept's answers in this session since its last intervention,
 * oldest first; reveals and solve-with-us walk-throughs are not answers) and `mastery` below
 * INTERVENTION_MASTERY.
 */
export function shouldIntervene(outcomes: readonly boolean[], mastery: number): boolean {
  return trailingMisses(outcomes) >= INTERVENTION_MISSES && mastery < INTERVENTION_MASTERY;
}

/**
 * The mastery expected after studying the recommended videos: one learning transition with
 * P(T) = VIDEO_LEARN, P(L') = P(L) + (1 − P(L)) × VIDEO_LEARN. In [0, 1], never below `mastery`.
 */
export function predictedMasteryAfterStudy(mastery: number, learn = VIDEO_LEARN): number {
  const p = clampProbability(mastery);
  return clampProbability(p + (1 - p) * clampProbability(learn));
}

/** A finished question of a session, as far as the intervention rule needs it. */
export interface InterventionEvidence {
  conceptCode: string | null;
  correct: boolean;
  revealed: boolean;
  attemptType: string;
  createdAt: Date;
}

/**
 * The concept to consider intervening on after the session's latest answer (attempts in answer
 * order; reveals and walk-throughs are not answers): its concept when that answer was wrong, null
 * when it was right or untagged.
 */
export function missedConcept(attempts: readonly InterventionEvidence[]): string | null {
  const answers = attempts.filter(isPracticeAnswer);
  const last = answers[answers.length - 1];
  if (!last?.conceptCode || last.correct) return null;
  return last.conceptCode;
}

/**
 * The outcomes (true = right) of the session's answers on `concept` after `sinceMs` (ms since the
 * epoch: the concept's last intervention, -Infinity for none), oldest first: what shouldIntervene weighs.
 */
export function conceptOutcomesSince(attempts: readonly InterventionEvidence[], concept: string, sinceMs: number): boolean[] {
  return attempts.filter((a) => isPracticeAnswer(a) && a.conceptCode === concept && a.createdAt.getTime() > sinceMs).map((a) => a.correct);
}
