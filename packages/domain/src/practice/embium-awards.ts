/**
 * Embium award events of practice (platform.md §7.4 award event; the server decides the amount).
 */
import { looksLikeUuid } from './practice-events.ts';

/** Silver embiums for finishing a practice session with at least one answer. */
export const SESSION_COMPLETE_SILVER = 2;

/**
 * How embiums are earned (what the server awards, once per event and object): a right answer 1
 * silver (embiumsFor), a perfect one (right, first try, no hint, in time) 1 gold more, a finished
 * practice session SESSION_COMPLETE_SILVER silver.
 */
export const EMBIUM_RULES: readonly {
  event: 'practice_answer_correct' | 'practice_answer_perfect' | 'practice_session_complete';
  kind: 'silver' | 'gold';
  amount: number;
}[] = [
  { event: 'practice_answer_correct', kind: 'silver', amount: 1 },
  { event: 'practice_answer_perfect', kind: 'gold', amount: 1 },
  { event: 'practice_session_complete', kind: 'silver', amount: SESSION_COMPLETE_SILVER },
];

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
