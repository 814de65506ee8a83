/**
 * The question palette of the computer-based test (learning.md §3 "Question palette states", §4
 * Tests; issue #4 §2): the five NTA states, the status rules for viewing, saving, marking for
 * review and clearing, and the summary counts kept in step with them. Pure and total: every
 * (status, action, has-answer) triple has a defined next status.
 */

/** NTA palette states. `MARKED_FOR_REVIEW` is the spec's "review now". */
export const PALETTE_STATUSES = ['NOT_VISITED', 'NOT_ANSWERED', 'ANSWERED', 'MARKED_FOR_REVIEW', 'ANSWERED_AND_MARKED_FOR_REVIEW'] as const;
export type PaletteStatus = (typeof PALETTE_STATUSES)[number];

/** What the student does to the current question. */
export type PaletteAction = 'view' | 'save' | 'toggle_review' | 'clear';

/**
 * The status after `action` on a question in `status`; `hasAnswer` says whether a response is
 * selected at that moment (for `clear` it is ignored: clearing leaves no answer). Rules of §4:
 * - view: Not Visited → Not Answered; any other status is kept.
 * - save with no answer: Marked for Review stays; Answered & Marked → Marked for Review; else Not Answered.
 * - save with an answer: Answered & Marked stays; Marked for Review → Answered & Marked; else Answered.
 * - toggle review with no answer: Marked for Review → Not Answered; else Marked for Review.
 * - toggle review with an answer: Answered & Marked → Answered; Marked for Review → Not Answered;
 *   Answered → Answered & Marked; else Marked for Review.
 * - clear: Answered & Marked → Marked for Review; Marked for Review stays; else Not Answered.
 */
export function nextStatus(status: PaletteStatus, action: PaletteAction, hasAnswer: boolean): PaletteStatus {
  switch (action) {
    case 'view':
      return status === 'NOT_VISITED' ? 'NOT_ANSWERED' : status;
    case 'save':
      if (!hasAnswer) return status === 'MARKED_FOR_REVIEW' || status === 'ANSWERED_AND_MARKED_FOR_REVIEW' ? 'MARKED_FOR_REVIEW' : 'NOT_ANSWERED';
      return status === 'ANSWERED_AND_MARKED_FOR_REVIEW' || status === 'MARKED_FOR_REVIEW' ? 'ANSWERED_AND_MARKED_FOR_REVIEW' : 'ANSWERED';
    case 'toggle_review':
      if (!hasAnswer) return status === 'MARKED_FOR_REVIEW' ? 'NOT_ANSWERED' : 'MARKED_FOR_REVIEW';
      if (status === 'ANSWERED_AND_MARKED_FOR_REVIEW') return 'ANSWERED';
      if (status === 'MARKED_FOR_REVIEW') return 'NOT_ANSWERED';
      if (status === 'ANSWERED') return 'ANSWERED_AND_MARKED_FOR_REVIEW';
      return 'MARKED_FOR_REVIEW';
    case 'clear':
      return status === 'ANSWERED_AND_MARKED_FOR_REVIEW' || status === 'MARKED_FOR_REVIEW' ? 'MARKED_FOR_REVIEW' : 'NOT_ANSWERED';
  }
}

/** Whether an answer in this status is evaluated (NTA: Answered, or Answered and Marked for Review). */
export function isEvaluated(status: PaletteStatus): boolean {
  return status === 'ANSWERED' || status === 'ANSWERED_AND_MARKED_FOR_REVIEW';
}

/** Summary counts of the palette legend (learning.md §3 Test session: summary counts). */
export interface PaletteSummary {
  notVisited: number;
  notAnswered: number;
  answered: number;
  reviewNow: number;
  answeredAndMarkedForReview: number;
}

const FIELD: Record<PaletteStatus, keyof PaletteSummary> = {
  NOT_VISITED: 'notVisited',
  NOT_ANSWERED: 'notAnswered',
  ANSWERED: 'answered',
  MARKED_FOR_REVIEW: 'reviewNow',
  ANSWERED_AND_MARKED_FOR_REVIEW: 'answeredAndMarkedForReview',
};

/** Counts of `statuses`. */
export function summarize(statuses: Iterable<PaletteStatus>): PaletteSummary {
  const s: PaletteSummary = { notVisited: 0, notAnswered: 0, answered: 0, reviewNow: 0, answeredAndMarkedForReview: 0 };
  for (const status of statuses) s[FIELD[status]] += 1;
  return s;
}

/** The summary after one question moves from `from` to `to` (decrement old, increment new). */
export function moveCount(summary: PaletteSummary, from: PaletteStatus, to: PaletteStatus): PaletteSummary {
  if (from === to) return summary;
  return { ...summary, [FIELD[from]]: summary[FIELD[from]] - 1, [FIELD[to]]: summary[FIELD[to]] + 1 };
}

/**
 * Change of a section's "compulsory questions answered" count when a question moves from `from`
 * to `to`: +1 when it becomes evaluated, −1 when it stops being evaluated, else 0.
 */
export function answeredDelta(from: PaletteStatus, to: PaletteStatus): -1 | 0 | 1 {
  const a = isEvaluated(from);
  const b = isEvaluated(to);
  return a === b ? 0 : b ? 1 : -1;
}

/** Share of questions answered at submission: (answered + answered-and-marked) / question count. */
export function answeredShare(summary: PaletteSummary): number {
  const total = summary.notVisited + summary.notAnswered + summary.answered + summary.reviewNow + summary.answeredAndMarkedForReview;
  return total === 0 ? 0 : (summary.answered + summary.answeredAndMarkedForReview) / total;
}
