import type { AnswerExplanation, PracticeAnswerResponse, PracticeRetryResponse } from '@abhyas/contracts';
import {
  answerKeyCsv,
  attemptStatus,
  attemptStreak,
  localizeQuestion,
  PRACTICE_TRIES,
  selectedAnswerCsv,
  type PracticeBadge,
  type Question,
} from '@abhyas/domain';
import type { PracticeLookupService } from '../lookup/lookup.service.ts';
import type { FirstTry, PracticeAttempt } from '../sessions/sessions.repository.ts';
import type { StoredQuestion } from '../sessions/sessions.service.ts';

/** A stored question in `locale` when it has that language, else in its own. */
export function questionIn(stored: StoredQuestion, locale: string | undefined): Question {
  return localizeQuestion(stored.question, locale && stored.row.languages.includes(locale) ? locale : undefined);
}

/** The answer to a first try: no key, no solution, no mastery, no embiums (learning.md §4; decision 008). */
export function retryOf(first: FirstTry, q: Question): PracticeRetryResponse {
  return {
    status: 'retry',
    correctness: first.correctness,
    selected_answer_csv: selectedAnswerCsv(first.selected.answer),
    tries_left: PRACTICE_TRIES - 1,
    hintUsed: first.hintUsed,
    timeSpent: first.timeSpentS,
    idealTime: q.idealTimeS,
  };
}

/**
 * What a finished question shows (learning.md §3 answer result and answer_explanation): the key,
 * the full solution with its concepts named in the locale, the badge and its streak. Only ever
 * built for a question finished (answered, revealed or walked through).
 */
export class AnswerViews {
  constructor(private readonly lookup: PracticeLookupService) {}

  /** The full solution of a question in a locale (learning.md §3 answer_explanation). */
  async explanation(stored: StoredQuestion, locale: string): Promise<AnswerExplanation> {
    const q = questionIn(stored, locale);
    const concepts = [q.primaryConcept, ...q.secondaryConcepts].filter((c): c is string => !!c);
    const names = await this.lookup.conceptNames(concepts, locale);
    return {
      answers: q.answer,
      correct_answer_csv: answerKeyCsv(q.answer),
      solution: q.solution,
      hints: q.hints,
      steps: (q.solveWithUs ?? []).map((st) => ({ body: st.body })),
      concepts_data: concepts.map((c) => ({ code: c, name: names.get(c) ?? c })),
    };
  }

  /** The answer result of a stored attempt, with the run of its badge ending at it among the session's attempts (answer order). */
  async resultOf(row: PracticeAttempt, stored: StoredQuestion, locale: string, sessionAttempts: PracticeAttempt[]): Promise<PracticeAnswerResponse> {
    const q = questionIn(stored, locale);
    const badge = row.attemptType as PracticeBadge;
    return {
      status: attemptStatus(row),
      correctness: row.correctness,
      silverEmbiums: row.silver,
      goldEmbiums: row.gold,
      correct_answer_csv: answerKeyCsv(q.answer),
      selected_answer_csv: selectedAnswerCsv(row.selectedAnswer.answer),
      attemptTypeBadge: badge,
      hintUsed: row.hintUsed,
      correctAnswers: q.answer,
      timeSpent: row.timeSpentS,
      idealTime: row.idealTimeS,
      mastery:
        row.conceptCode && row.masteryBefore !== null && row.masteryAfter !== null
          ? { concept: row.conceptCode, before: row.masteryBefore, after: row.masteryAfter }
          : null,
      solution: q.solution,
      answer_explanation: await this.explanation(stored, locale),
      streak: { badge, count: attemptStreak(sessionAttempts, row) },
      tries: row.tries,
    };
  }
}
