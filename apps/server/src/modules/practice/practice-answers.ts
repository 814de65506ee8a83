import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PracticeRetryResponse } from '@abhyas/contracts';
import { attemptQuality, DEFAULT_BKT, embiumsFor, PRACTICE_TRIES, updateMastery, type AnswerKey, type Question, type SelectedAnswer } from '@abhyas/domain';
import type { Db } from '../../db/client.ts';
import { conceptMastery, embiumLedger, practiceAttempts, practiceQuestionLog, type FirstTry } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { MasteryFitRepository } from './mastery-fit.repository.ts';

export type Attempt = typeof practiceAttempts.$inferSelect;

/** A selected answer as the comma-separated text of learning.md §3 `selected_answer_csv`. */
export const csv = (answer: SelectedAnswer | undefined) =>
  answer === null || answer === undefined ? '' : typeof answer === 'string' ? answer : answer.join(',');

/** The answer key as the comma-separated text of learning.md §3 `correct_answer_csv`. */
export function keyCsv(key: AnswerKey): string {
  switch (key.kind) {
    case 'choice':
      return key.options.join(',');
    case 'integer':
      return String(key.value);
    case 'numeric':
      return 'value' in key.accept ? String(key.accept.value) : `${key.accept.min}..${key.accept.max}`;
    case 'blanks':
      return key.blanks.map((b) => b[0] ?? '').join(',');
    case 'matrix':
      return Object.entries(key.pairs)
        .flatMap(([r, cs]) => cs.map((c) => `${r}:${c}`))
        .join(',');
    case 'sequence':
      return key.order.join(',');
    case 'subjective':
      return '';
  }
}

/**
 * Two selected answers are the same answer of a question with key `key`: typed text trimmed; the
 * order of chosen options and matrix pairs ignored, the order of blanks and of a sequence not.
 */
export function sameAnswer(key: AnswerKey, a: SelectedAnswer | undefined, b: SelectedAnswer | undefined): boolean {
  const unordered = key.kind === 'choice' || key.kind === 'matrix';
  const norm = (x: SelectedAnswer | undefined) =>
    x === null || x === undefined ? '' : typeof x === 'string' ? x.trim() : (unordered ? [...x].sort() : x).map((v) => v.trim()).join('\u0000');
  return norm(a) === norm(b);
}

/** What a checked answer brings to the attempt row. */
export interface AnswerFacts {
  selected: SelectedAnswer;
  answered: boolean;
  correct: boolean;
  correctness: number;
  timeSpentS: number;
  hintUsed: boolean;
  /** 2 for a second try (decision 008 "Second tries"): weaker evidence, never Perfect. */
  tries: number;
}

/**
 * Practice answers (decision 007 mastery, decision 008 "Second tries"): the attempt row of a
 * finished question with its mastery update and embiums in one transaction, and the wrong first
 * try kept on the question's log row until the second.
 */
export class PracticeAnswers {
  private readonly fits: MasteryFitRepository;
  constructor(private readonly db: Db) {
    this.fits = new MasteryFitRepository(db);
  }

  /** The finished attempt of a question in a session, or null. */
  async find(sessionId: string, code: string): Promise<Attempt | null> {
    const [row] = await this.db
      .select()
      .from(practiceAttempts)
      .where(and(eq(practiceAttempts.sessionId, sessionId), eq(practiceAttempts.questionCode, code)))
      .limit(1);
    return row ?? null;
  }

  /** The wrong first try waiting for its second, or null. */
  async firstTry(sessionId: string, code: string): Promise<FirstTry | null> {
    const [row] = await this.db
      .select({ firstTry: practiceQuestionLog.firstTry })
      .from(practiceQuestionLog)
      .where(and(eq(practiceQuestionLog.sessionId, sessionId), eq(practiceQuestionLog.questionCode, code)))
      .limit(1);
    return row?.firstTry ?? null;
  }

  /** Keeps a wrong first try; returns the one kept (another request's, when two raced). */
  async keepFirstTry(sessionId: string, code: string, facts: AnswerFacts): Promise<FirstTry> {
    const first: FirstTry = {
      selected: { answer: facts.selected },
      correctness: facts.correctness,
      timeSpentS: facts.timeSpentS,
      hintUsed: facts.hintUsed,
      at: new Date().toISOString(),
    };
    await this.db.insert(practiceQuestionLog).values({ sessionId, questionCode: code }).onConflictDoNothing();
    await this.db
      .update(practiceQuestionLog)
      .set({ firstTry: first })
      .where(and(eq(practiceQuestionLog.sessionId, sessionId), eq(practiceQuestionLog.questionCode, code), isNull(practiceQuestionLog.firstTry)));
    return (await this.firstTry(sessionId, code)) ?? first;
  }

  /** The answer to a first try: no key, no solution, no mastery, no embiums (learning.md §4; decision 008). */
  static retryOf(first: FirstTry, q: Question): PracticeRetryResponse {
    return {
      status: 'retry',
      correctness: first.correctness,
      selected_answer_csv: csv(first.selected.answer),
      tries_left: PRACTICE_TRIES - 1,
      hintUsed: first.hintUsed,
      timeSpent: first.timeSpentS,
      idealTime: q.idealTimeS,
    };
  }

  /**
   * Records the finished attempt of a question once: its badge (a second try counts as assisted,
   * like a hint: never Perfect, no gold), the mastery update of its concept (only for an answer),
   * the embiums, in one transaction holding the question's log row, so two racing calls record one
   * attempt. Returns the attempt (the earlier one when it already existed).
   */
  async record(profileId: string, sessionId: string, code: string, q: Question, concept: string | null, facts: AnswerFacts): Promise<Attempt> {
    const assisted = facts.hintUsed || facts.tries > 1;
    const type = attemptQuality({
      answered: facts.answered,
      correct: facts.correct,
      timeSpentS: facts.timeSpentS,
      idealTimeS: q.idealTimeS,
      hintUsed: assisted,
    });
    const { silver, gold } = embiumsFor(type);
    await this.db.insert(practiceQuestionLog).values({ sessionId, questionCode: code }).onConflictDoNothing();
    return this.db.transaction(async (tx) => {
      await tx
        .select({ code: practiceQuestionLog.questionCode })
        .from(practiceQuestionLog)
        .where(and(eq(practiceQuestionLog.sessionId, sessionId), eq(practiceQuestionLog.questionCode, code)))
        .for('update');
      const [previous] = await tx
        .select()
        .from(practiceAttempts)
        .where(and(eq(practiceAttempts.sessionId, sessionId), eq(practiceAttempts.questionCode, code)))
        .limit(1);
      if (previous) return previous;
      let before: number | null = null;
      let after: number | null = null;
      if (concept && facts.answered) {
        const [m] = await tx
          .select()
          .from(conceptMastery)
          .where(and(eq(conceptMastery.profileId, profileId), eq(conceptMastery.conceptCode, concept)))
          .limit(1);
        // The concept's fitted parameters where the mastery-fit job made them, else the defaults;
        // the question's difficulty weighs the evidence (decision 007, issue 27).
        const params = (await this.fits.params(tx, concept)) ?? DEFAULT_BKT;
        before = m?.mastery ?? params.init;
        after = updateMastery(before, facts.correct, params, assisted, q.difficulty);
        await tx
          .insert(conceptMastery)
          .values({ profileId, conceptCode: concept, mastery: after, attempts: 1, correct: facts.correct ? 1 : 0 })
          .onConflictDoUpdate({
            target: [conceptMastery.profileId, conceptMastery.conceptCode],
            set: {
              mastery: after,
              attempts: sql`${conceptMastery.attempts} + 1`,
              correct: sql`${conceptMastery.correct} + ${facts.correct ? 1 : 0}`,
              updatedAt: sql`now()`,
            },
          });
      }
      const source = `practice:${sessionId}:${code}`;
      for (const [kind, amount] of [
        ['silver', silver],
        ['gold', gold],
      ] as const) {
        if (amount > 0) await tx.insert(embiumLedger).values({ id: newId(), profileId, kind, amount, reason: 'practice_answer', source }).onConflictDoNothing();
      }
      const [row] = await tx
        .insert(practiceAttempts)
        .values({
          sessionId,
          questionCode: code,
          conceptCode: concept,
          correct: facts.correct,
          correctness: facts.correctness,
          selectedAnswer: { answer: facts.selected },
          timeSpentS: facts.timeSpentS,
          idealTimeS: q.idealTimeS,
          hintUsed: facts.hintUsed,
          tries: facts.tries,
          attemptType: type,
          masteryBefore: before,
          masteryAfter: after,
          silver,
          gold,
        })
        .returning();
      return row!;
    });
  }

  /**
   * A question left with a wrong first try still open (skipped, moved on from, its solution asked
   * for, walked through, or the session finished) is finished with that first try: a wrong answer.
   * Returns the attempt, or null when there was no open first try.
   */
  async finishFirstTry(profileId: string, sessionId: string, code: string, q: Question, concept: string | null): Promise<Attempt | null> {
    const first = await this.firstTry(sessionId, code);
    if (!first) return null;
    return this.record(profileId, sessionId, code, q, concept, {
      selected: first.selected.answer,
      answered: true,
      correct: false,
      correctness: first.correctness,
      timeSpentS: first.timeSpentS,
      hintUsed: first.hintUsed,
      tries: 1,
    });
  }

  /** Codes of the session's questions with a first try still open (no attempt yet). */
  async openFirstTries(sessionId: string): Promise<string[]> {
    const rows = await this.db
      .select({ code: practiceQuestionLog.questionCode })
      .from(practiceQuestionLog)
      .leftJoin(
        practiceAttempts,
        and(eq(practiceAttempts.sessionId, practiceQuestionLog.sessionId), eq(practiceAttempts.questionCode, practiceQuestionLog.questionCode)),
      )
      .where(and(eq(practiceQuestionLog.sessionId, sessionId), sql`${practiceQuestionLog.firstTry} is not null`, isNull(practiceAttempts.questionCode)));
    return rows.map((r) => r.code);
  }
}
