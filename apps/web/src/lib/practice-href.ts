/**
 * Links to the practice kinds that take a `practice_id` (learning.md §2 Practice query parameters,
 * §3 practice kinds; issue 24 §2): a book's or a chapter's practice from the book
 * (BookPractice), a test's questions (CustomPractice), the check for understanding after a video
 * (CFUPractice). The practice page reads them back with `practiceParamsOf` (features/practice).
 */
export type PracticeIdMode = 'BookPractice' | 'CustomPractice' | 'CFUPractice';

export interface PracticeIdLink {
  mode: PracticeIdMode;
  /** A book, test, video, chapter, topic or concept code (what the server's session accepts). */
  practiceId: string;
  /** Shown as the practice's title (`lm_name` and `title`). */
  name: string;
  /** Where ending the practice leads when there is no summary to show (`origin_url`). */
  originUrl?: string | undefined;
}

/** `/practice?mode=…&practice_id=…&lm_name=…&title=…[&origin_url=…]`. */
export function practiceIdHref({ mode, practiceId, name, originUrl }: PracticeIdLink): string {
  const q = new URLSearchParams({ mode, practice_id: practiceId, lm_name: name, title: name });
  if (originUrl) q.set('origin_url', originUrl);
  return `/practice?${q.toString()}`;
}
