/**
 * Embium award events of practice (platform.md §7.4 award event; the server decides the amount).
 */
import { looksLikeUuid } from './practice-events.ts';

/** Silver embiums for finishing a practice session with at least one answer. */
export const SESSION_COMPLETE_SILVER = 2;
/** Silver embiums for finishing a test (submitted or ended at its deadline), once per test session. */
export const TEST_FINISHED_SILVER = 10;
/** Silver embiums for a day whose whole revision queue was done, once per India date. */
export const REVISION_DONE_SILVER = 5;
/** Gold embiums for an earned Achieve milestone, once per milestone and exam. */
export const MILESTONE_GOLD = 2;

/**
 * How embiums are earned (what the server awards, once per event and object): a right answer 1
 * silver (embiumsFor), a perfect one (right, first try, no hint, in time) 1 gold more, a finished
 * practice session SESSION_COMPLETE_SILVER silver, a finished test TEST_FINISHED_SILVER silver, a
 * day's revision done REVISION_DONE_SILVER silver, an Achieve milestone MILESTONE_GOLD gold.
 */
export const EMBIUM_RULES: readonly {
  event: 'practice_answer_correct' | 'practice_answer_perfect' | 'practice_session_complete' | 'test_finished' | 'revision_done' | 'milestone';
  kind: 'silver' | 'gold';
  amount: number;
}[] = [
  { event: 'practice_answer_correct', kind: 'silver', amount: 1 },
  { event: 'practice_answer_perfect', kind: 'gold', amount: 1 },
  { event: 'practice_session_complete', kind: 'silver', amount: SESSION_COMPLETE_SILVER },
  { event: 'test_finished', kind: 'silver', amount: TEST_FINISHED_SILVER },
  { event: 'revision_done', kind: 'silver', amount: REVISION_DONE_SILVER },
  { event: 'milestone', kind: 'gold', amount: MILESTONE_GOLD },
];

/**
 * The milestone a `milestone` award names: `object_id` is `<examCode>:<milestoneId>` (the milestone
 * id may hold colons, e.g. `chapter_mastered:<chapterCode>`); null when either part is empty.
 */
export function milestoneAwardObject(objectId: string): { examCode: string; milestoneId: string } | null {
  const at = objectId.indexOf(':');
  if (at <= 0 || at === objectId.length - 1) return null;
  return { examCode: objectId.slice(0, at), milestoneId: objectId.slice(at + 1) };
}

/** The user message of an award: what was earned now, or that it was awarded before (`awarded` 0). */
export function embiumAwardMessage(awarded: number): string {
  return awarded > 0 ? `You earned ${awarded} embiums!` : 'These embiums were already awarded.';
}

/**
 * The answer a `practice_answer` award names: `object_id` is `<sessionId>:<questionCode>` (the
 * code may hold colons); null when the session part is not a UUID.
 */
export function answerAwardObject(objectId: string): { sessionId: string; questionCode: string } | null {
  const [sessionId, ...rest] = objectId.split(':');
  if (!sessionId || !looksLikeUuid(sessionId)) return null;
  return { sessionId, questionCode: rest.join(':') };
}
