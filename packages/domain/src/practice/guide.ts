/**
 * Guide messages of a practice session (learning.md §7 Practice: the session answer carries
 * guide messages; §9: "Random practice message picks one of 2"). The server sends the codes, the
 * app shows one of them, in the student's language, at the start of the session.
 */
export const PRACTICE_GUIDE_MESSAGES = ['readCarefully', 'useHints'] as const;
export type PracticeGuideMessage = (typeof PRACTICE_GUIDE_MESSAGES)[number];

/** One message picked at random among the first two (`random` in [0, 1)); null for none. */
export function pickGuideMessage<T>(messages: readonly T[], random: () => number = Math.random): T | null {
  const pool = messages.slice(0, 2);
  if (pool.length === 0) return null;
  return pool[Math.min(pool.length - 1, Math.floor(random() * pool.length))] ?? null;
}
