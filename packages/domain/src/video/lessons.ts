/**
 * Lesson order and the picks of the end-of-video screen (learning.md §2, §3 Recommendation
 * response, §7 GET {learn}/next). The server reads a chapter's videos and learning map; these
 * rules decide the order, the next lesson and the related videos.
 */

/** A video as the lesson rules see it: its code and its topic code (null: none). */
export interface LessonRef {
  code: string;
  topicCode: string | null;
}

/** How many related videos the end screen lists at most. */
export const RELATED_VIDEOS_MAX = 10;

/** How many tests on a chapter the end screen lists at most. */
export const CHAPTER_TESTS_MAX = 10;

/**
 * A chapter's videos in lesson order: by topic in the learning map's order (`topicCodes`), videos
 * without a topic, or with one the map does not list, after the topics; then by code. A new array.
 */
export function orderLessons<T extends LessonRef>(videos: readonly T[], topicCodes: readonly string[]): T[] {
  const rank = new Map(topicCodes.map((code, i) => [code, i]));
  const key = (v: T) => (v.topicCode !== null && rank.has(v.topicCode) ? rank.get(v.topicCode)! : topicCodes.length);
  return [...videos].sort((a, b) => key(a) - key(b) || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}

/**
 * The lesson after `currentCode` in a chapter's `ordered` lessons; null when it is the last one or
 * is not among them (then the next lesson is the first of a later chapter, see `chaptersAfter`).
 */
export function nextInChapter<T extends LessonRef>(ordered: readonly T[], currentCode: string): T | null {
  const at = ordered.findIndex((v) => v.code === currentCode);
  return at >= 0 && at + 1 < ordered.length ? ordered[at + 1]! : null;
}

/**
 * The chapters of a book after `chapterCode`, in the book's order: where the next lesson is looked
 * for once a chapter has none left. Every chapter when `chapterCode` is not among them.
 */
export function chaptersAfter<T extends { code: string }>(chapters: readonly T[], chapterCode: string): T[] {
  return chapters.slice(chapters.findIndex((c) => c.code === chapterCode) + 1);
}

/**
 * The related videos of the end screen, at most `max`, none twice, never the current video or the
 * next lesson: first the videos sharing a concept with the current one (`sharingConcepts`, in the
 * order given), then the lessons of the same topic, then the rest of the chapter (`ordered`, in
 * lesson order).
 */
export function relatedLessons<T extends LessonRef>(input: {
  current: LessonRef;
  next: LessonRef | null;
  sharingConcepts: readonly T[];
  ordered: readonly T[];
  max?: number;
}): T[] {
  const { current, next, sharingConcepts, ordered, max = RELATED_VIDEOS_MAX } = input;
  const exclude = new Set([current.code, ...(next ? [next.code] : [])]);
  const related: T[] = [];
  const add = (v: T) => {
    if (!exclude.has(v.code) && related.length < max) {
      exclude.add(v.code);
      related.push(v);
    }
  };
  sharingConcepts.forEach(add);
  ordered.filter((v) => current.topicCode !== null && v.topicCode === current.topicCode).forEach(add);
  ordered.forEach(add);
  return related;
}

/**
 * Recommendation sections without the tests in `closed` (tests the profile may not open, issue 15
 * Major 4); a section left empty is dropped. Other items are kept as they are.
 */
export function withoutClosedTests<C extends { type: string; id: string }, S extends { content: C[] }>(
  sections: readonly S[],
  closed: ReadonlySet<string>,
): S[] {
  return sections
    .map((section) => ({ ...section, content: section.content.filter((item) => !(item.type === 'Test' && closed.has(item.id))) }))
    .filter((section) => section.content.length > 0);
}
