import { checkAnswer, isSupportedLocale, localizeQuestion, responseKindOf, type Response } from '@abhyas/domain';
import type { PublicQuestion, QuestionCheckResult } from '@abhyas/contracts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Claims } from '../../plugins/auth.ts';
import type { QuestionsRepository, StoredQuestion } from './questions.repository.ts';

// Types other modules need from the questions module come from here, not from its repository.
export type { QuestionRow, QuestionsRepository, StoredQuestion } from './questions.repository.ts';
export { markdownHtml, withQuestionHtml } from './question-html.ts';

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

/**
 * The answer seals of a caller (decision 017), as the questions calls use them: `assertQuestion`
 * throws 409 ANSWER_KEY_SEALED for a sealed question. Wired in app.ts from the tests module's
 * AnswerSealService (taken as a function, so this module does not import the tests module, which
 * imports this one).
 */
export type SealsOf = (claims: Claims) => Promise<{ assertQuestion(code: string): void }>;

/**
 * The question calls (learning.md §7 question details; the check of the question page and
 * single-question practice), and reads of the question bank for other modules.
 */
export class QuestionsService {
  constructor(
    private readonly repo: QuestionsRepository,
    private readonly sealsOf: SealsOf,
  ) {}

  /** The question with `code`, or null. */
  find(code: string): Promise<StoredQuestion | null> {
    return this.repo.find(code);
  }

  /** Questions by code, in the order asked; unknown codes are left out. */
  findMany(codes: string[]): Promise<StoredQuestion[]> {
    return this.repo.findMany(codes);
  }

  /** True when a question with `code` exists. */
  exists(code: string): Promise<boolean> {
    return this.repo.exists(code);
  }

  /** The question open to the caller: 404 QUESTION_NOT_FOUND; 409 ANSWER_KEY_SEALED while sealed. */
  private async openQuestion(claims: Claims, code: string): Promise<StoredQuestion> {
    const stored = await this.repo.find(code);
    if (!stored) throw notFound(`No question has the code '${code}'.`, 'QUESTION_NOT_FOUND');
    (await this.sealsOf(claims)).assertQuestion(stored.row.code);
    return stored;
  }

  /** GET /v1/questions/{code}/details: the question before answering, in `locale` when written in it. 404; 409 while sealed. */
  async details(claims: Claims, code: string, locale: string | undefined): Promise<PublicQuestion> {
    return toPublicQuestion(await this.openQuestion(claims, code), locale);
  }

  /**
   * POST /v1/questions/{code}/check: checks one response (checkQuestion). 404; 409 while sealed;
   * 400 RESPONSE_DOES_NOT_FIT when the response is of another kind than the question takes.
   */
  async check(claims: Claims, code: string, response: Response, locale: string | undefined): Promise<QuestionCheckResult> {
    const stored = await this.openQuestion(claims, code);
    const expected = responseKindOf(stored.question);
    if (response.kind !== expected) {
      throw new AppError(400, 'RESPONSE_DOES_NOT_FIT', `A ${stored.question.type} question takes a '${expected}' response, not '${response.kind}'.`, [
        { path: 'response.kind', message: `expected '${expected}'` },
      ]);
    }
    return checkQuestion(stored, response, locale);
  }
}
