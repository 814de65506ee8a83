/**
 * Embium award events of practice (platform.md §7.4 award event; the server decides the amount).
 */
import { looksLikeUuid } from './practice-events.ts';

/** Silver embiums for finishing a practice session with at least one answer. */
export const SESSION_COMPLETE_SILVER = 2;

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
