/**
 * What the result page offers next (issue 15: "review mistakes, practise the weakest chapters,
 * retake, back to tests"), from the result and its paper; pure, so the choices are tested alone.
 */
import type { PublicQuestion, TestResult } from '@abhyas/contracts';

/** A question to look at again: answered wrong, or only partly right. */
export const isMistake = (q: Pick<TestResult['questions'][number], 'outcome'>): boolean => q.outcome === 'incorrect' || q.outcome === 'partial';

/** A chapter of the paper and how the student did in it. */
export interface ChapterStanding {
  code: string;
  name: string;
  questions: number;
  correct: number;
}

/**
 * The chapters to practise first: those with a question not answered right, the lowest share of
 * right answers first (then the one with more questions, then by name), at most `max`. A question
 * without a chapter (in the paper given) counts for none.
 */
export function weakestChapters(
  result: Pick<TestResult, 'questions'>,
  paper: ReadonlyMap<string, Pick<PublicQuestion, 'chapter'>>,
  max = 3,
): ChapterStanding[] {
  const byChapter = new Map<string, ChapterStanding>();
  for (const q of result.questions) {
    const chapter = paper.get(q.code)?.chapter;
    if (!chapter) continue;
    const standing = byChapter.get(chapter.code) ?? { code: chapter.code, name: chapter.name, questions: 0, correct: 0 };
    standing.questions += 1;
    if (q.outcome === 'correct') standing.correct += 1;
    byChapter.set(chapter.code, standing);
  }
  return [...byChapter.values()]
    .filter((c) => c.correct < c.questions)
    .sort((a, b) => a.correct / a.questions - b.correct / b.questions || b.questions - a.questions || a.name.localeCompare(b.name))
    .slice(0, max);
}

/** The Normal-mode practice of a chapter (learning.md §2 Practice query parameters). */
export function chapterPracticeHref(chapter: Pick<ChapterStanding, 'code' | 'name'>): string {
  const q = new URLSearchParams({ mode: 'Normal', lm_code: chapter.code, lm_level: 'chapter', lm_name: chapter.name, title: chapter.name });
  return `/practice?${q.toString()}`;
}

/** A fresh attempt at the test: the session page with `attempt=new`, which shows the instructions even after a finished attempt. */
export function retakeHref(testCode: string): string {
  return `/mock-test/${encodeURIComponent(testCode)}/session?attempt=new`;
}
