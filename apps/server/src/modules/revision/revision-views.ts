import type { RevisionItem } from '@abhyas/contracts';
import type { RevisionCard, RevisionCardStateName } from '@abhyas/domain';
import type { CardRow, NewCardRow, QuestionFacts } from './revision.repository.ts';

/** The FSRS card of a stored row (times epoch ms). */
export function cardOf(row: CardRow): RevisionCard {
  return {
    dueMs: row.due.getTime(),
    stability: row.stability,
    difficulty: row.difficulty,
    scheduledDays: row.scheduledDays,
    learningSteps: row.learningSteps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state as RevisionCardStateName,
    lastReviewMs: row.lastReview?.getTime() ?? null,
  };
}

/** The columns of a card to store. */
export function rowOf(c: RevisionCard): Omit<NewCardRow, 'profileId' | 'questionCode' | 'source' | 'visibleFrom'> {
  return {
    due: new Date(c.dueMs),
    stability: c.stability,
    difficulty: c.difficulty,
    scheduledDays: c.scheduledDays,
    learningSteps: c.learningSteps,
    reps: c.reps,
    lapses: c.lapses,
    state: c.state,
    lastReview: c.lastReviewMs === null ? null : new Date(c.lastReviewMs),
  };
}

/** The start of a question's wording in `locale` (its own when untranslated), whitespace collapsed, at most 160 characters. */
export function questionText(f: QuestionFacts, locale: string): string {
  const text = (f.translations[locale]?.body || f.body).replace(/\s+/gu, ' ').trim();
  return text.length > 160 ? `${text.slice(0, 159)}…` : text;
}

/** A list or queue item: the question (null facts: a question no longer in the bank) and its card with its retrievability now. */
export function itemOf(
  code: string,
  f: QuestionFacts | undefined,
  locale: string,
  card: { row: CardRow; retrievability: number } | null,
  addedAt: Date | null,
): RevisionItem {
  return {
    question_code: code,
    text: f ? questionText(f, locale) : '',
    subject: f?.subject ?? '',
    chapter_code: f?.chapterCode ?? null,
    chapter_name: f?.chapterCode ? f.chapterNames[locale] || f.chapterName || f.chapterCode : null,
    concept_code: f?.conceptCode ?? null,
    card: card
      ? {
          due_at: card.row.due.getTime(),
          retrievability: Math.round(card.retrievability * 1000) / 1000,
          state: card.row.state as RevisionCardStateName,
          reps: card.row.reps,
          lapses: card.row.lapses,
          source: card.row.source as 'practice' | 'test',
        }
      : null,
    added_at: addedAt?.getTime() ?? null,
  };
}

/** One page of `items` (page ≥ 1, size 1–50, checked by the contract). */
export function pageOf<T>(items: readonly T[], page: number, pageSize: number) {
  return { items: items.slice((page - 1) * pageSize, page * pageSize), page, page_size: pageSize, total: items.length };
}
