import { checkAnswer, isSupportedLocale, localizeQuestion, type Response } from '@abhyas/domain';
import type { PublicQuestion, QuestionCheckResult } from '@abhyas/contracts';
import type { StoredQuestion } from './questions.repository.ts';

/** The locale asked for when the question has it, else the question's own language. */
function variantLocale(stored: StoredQuestion, locale: string | undefined): string | undefined {
  return locale && isSupportedLocale(locale) && stored.row.languages.includes(locale) ? locale : undefined;
}

/**
 * The question as a student sees it before answering (learning.md §3 question fields): the variant
 * in `locale` when written in it, chapter name in that locale, and never the key, hints' text,
 * solution or solve-with-us steps (only their counts).
 */
export function toPublicQuestion(stored: StoredQuestion, locale?: string): PublicQuestion {
  const q = localizeQuestion(stored.question, variantLocale(stored, locale));
  const chapter = stored.chapter ? { code: stored.chapter.code, name: (locale && stored.chapter.names[locale]) || stored.chapter.name } : null;
  return {
    code: q.code,
    type: q.type,
    language: q.language,
    languages: stored.row.languages,
    subject: stored.row.subject,
    chapter,
    body: q.body,
    ...(q.options ? { options: q.options } : {}),
    ...(q.rows ? { rows: q.rows } : {}),
    ...(q.columns ? { columns: q.columns } : {}),
    ...(q.items ? { items: q.items } : {}),
    ...(q.passage ? { passage: q.passage } : {}),
    ...(q.blankOptions ? { blankOptions: q.blankOptions } : {}),
    hintCount: q.hints.length,
    hasSolveWithUs: (q.solveWithUs ?? []).length > 0,
    idealTimeS: q.idealTimeS,
    difficulty: q.difficulty,
    ...(stored.row.source ? { source: stored.row.source } : {}),
  };
}

/**
 * Checks one response outside a test (single-question practice and the question page): the
 * correctness of learning.md §3 (1 correct, fractions for partly right blank/matrix answers), then
 * the key, hints, full solution and solve-with-us steps in `locale`.
 */
export function checkQuestion(stored: StoredQuestion, response: Response, locale?: string): QuestionCheckResult {
  const q = localizeQuestion(stored.question, variantLocale(stored, locale));
  const result = checkAnswer(q, response);
  return {
    correctness: result.correctness,
    correct: result.correct,
    ...(result.invalid ? { invalid: true } : {}),
    ...(result.needsReview ? { needsReview: true } : {}),
    answer: q.answer,
    hints: q.hints,
    solution: q.solution,
    solveWithUs: q.solveWithUs ?? [],
  };
}
