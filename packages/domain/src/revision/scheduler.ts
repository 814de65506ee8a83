import { createEmptyCard, fsrs, generatorParameters, Rating, State, type Card, type FSRS, type Grade } from 'ts-fsrs';
import type { RevisionGrade } from './grade.ts';

/**
 * The revision queue's scheduler (issue 19 §2; docs/decisions/027-revision-queue.md): FSRS from the
 * kept library `ts-fsrs` (v5, the FSRS-6 default weights), with day-sized steps only (no minute
 * learning steps: the queue is a daily one), no fuzz (the same answers give the same dates, which
 * tests and the bench need), 90 % requested retention and intervals of at most a year.
 */
export const REVISION_FSRS_PARAMS = { request_retention: 0.9, maximum_interval: 365, enable_fuzz: false, enable_short_term: false } as const;

// Made on first use: a call at module level would keep ts-fsrs in every bundle that imports the
// domain package (the web app's entry chunk included), used or not.
let made: FSRS | null = null;
const scheduler = (): FSRS => (made ??= fsrs(generatorParameters(REVISION_FSRS_PARAMS)));

export const REVISION_CARD_STATES = ['New', 'Learning', 'Review', 'Relearning'] as const;
export type RevisionCardStateName = (typeof REVISION_CARD_STATES)[number];

/** A question's card as stored (times epoch ms). */
export interface RevisionCard {
  dueMs: number;
  /** Days for retrievability to fall to 90 %. */
  stability: number;
  /** 1 (easy) – 10 (hard). */
  difficulty: number;
  /** Days between the last review and `dueMs`. */
  scheduledDays: number;
  learningSteps: number;
  /** Reviews so far. */
  reps: number;
  /** Times forgotten (Again on a card in review). */
  lapses: number;
  state: RevisionCardStateName;
  lastReviewMs: number | null;
}

const RATING: Record<RevisionGrade, Grade> = { Again: Rating.Again, Hard: Rating.Hard, Good: Rating.Good, Easy: Rating.Easy };
const DAY_MS = 86_400_000;

function toFsrs(c: RevisionCard, nowMs: number): Card {
  return {
    due: new Date(c.dueMs),
    stability: c.stability,
    difficulty: c.difficulty,
    elapsed_days: c.lastReviewMs === null ? 0 : Math.max(0, Math.floor((nowMs - c.lastReviewMs) / DAY_MS)),
    scheduled_days: c.scheduledDays,
    learning_steps: c.learningSteps,
    reps: c.reps,
    lapses: c.lapses,
    state: State[c.state],
    ...(c.lastReviewMs === null ? {} : { last_review: new Date(c.lastReviewMs) }),
  };
}

function fromFsrs(c: Card): RevisionCard {
  return {
    dueMs: c.due.getTime(),
    stability: c.stability,
    difficulty: c.difficulty,
    scheduledDays: c.scheduled_days,
    learningSteps: c.learning_steps,
    reps: c.reps,
    lapses: c.lapses,
    state: REVISION_CARD_STATES[c.state],
    lastReviewMs: c.last_review ? c.last_review.getTime() : null,
  };
}

/** A card never reviewed, due at `nowMs`. */
export function newRevisionCard(nowMs: number): RevisionCard {
  return fromFsrs(createEmptyCard(new Date(nowMs)));
}

/** The card after a review with `grade` at `nowMs` (FSRS): its new stability, difficulty and due date. */
export function reviewRevisionCard(card: RevisionCard, grade: RevisionGrade, nowMs: number): RevisionCard {
  return fromFsrs(scheduler().next(toFsrs(card, nowMs), new Date(nowMs), RATING[grade]).card);
}

/** The chance (0–1) the student still recalls the card at `nowMs` (FSRS forgetting curve); 0 for a card never reviewed. */
export function revisionRetrievability(card: RevisionCard, nowMs: number): number {
  if (card.state === 'New' || card.lastReviewMs === null) return 0;
  return scheduler().get_retrievability(toFsrs(card, nowMs), new Date(nowMs), false);
}
