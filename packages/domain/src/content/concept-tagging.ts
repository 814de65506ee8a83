/**
 * Rule-based concept tagging (issue #3 §3: "subject, chapter and concepts tagged (rules plus
 * reviewed overrides)"). Used for imported questions that have a reviewed chapter but no reviewed
 * concept: the concept of that chapter whose name (and its topic's name) shares the most
 * distinctive words with the question wins. Reviewed tags always take precedence.
 */

/** A concept that may be chosen, with its topic's name for extra words. */
export interface ConceptCandidate {
  code: string;
  name: string;
  topicName?: string;
}

const STOP_WORDS = new Set(
  'a an and are as at be by for from has in is it its of on or the to with which what when where how that this these those their there then than into onto upon over under between its let find given if be value values number numbers total each per'.split(
    ' ',
  ),
);

/** Lower-case word stems (first 6 letters of words of 3+ letters, stop words dropped). */
export function conceptWords(text: string): Set<string> {
  const words = text
    .replace(/\\[a-zA-Z]+/gu, ' ')
    .toLowerCase()
    .match(/[\p{L}]{3,}/gu);
  return new Set((words ?? []).filter((w) => !STOP_WORDS.has(w)).map((w) => w.slice(0, 6)));
}

/**
 * The candidate that best matches `text`, or null when none shares a word. Score: words of the
 * concept name count 2, words of its topic name 1; ties go to the earlier candidate.
 */
export function bestConcept(text: string, candidates: readonly ConceptCandidate[]): string | null {
  const words = conceptWords(text);
  let best: string | null = null;
  let bestScore = 0;
  for (const c of candidates) {
    let score = 0;
    for (const w of conceptWords(c.name)) if (words.has(w)) score += 2;
    for (const w of conceptWords(c.topicName ?? '')) if (words.has(w)) score += 1;
    if (score > bestScore) {
      best = c.code;
      bestScore = score;
    }
  }
  return best;
}
