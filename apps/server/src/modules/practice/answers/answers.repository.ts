import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { BktParams } from '@abhyas/domain';
import type { Db } from '../../../db/client.ts';
import { conceptMastery, practiceAttempts, practiceQuestionLog, practiceStepAttempts, type FirstTry } from '../../../db/schema/index.ts';
import { EmbiumLedgerRepository } from '../embiums/embium-ledger.repository.ts';
import { MasteryFitRepository } from '../mastery-fit.repository.ts';
import type { PracticeAttempt } from '../sessions/sessions.repository.ts';

/** A finished question to store (the session and question are the row's key). */
export type NewPracticeAttempt = typeof practiceAttempts.$inferInsert;

/** The repositories one answer's transaction writes through, bound to it. */
export interface AnswerTransaction {
  answers: AnswersRepository;
  ledger: EmbiumLedgerRepository;
}

/**
 * SQL of practice answers: attempt rows, wrong first tries on the question log, concept mastery and
 * fitted BKT parameters, and the tallies of question accuracy.
 */
export class AnswersRepository {
  private readonly fits: MasteryFitRepository;
  constructor(private readonly db: Db) {
    this.fits = new MasteryFitRepository(db);
  }

  /** Runs `fn` in one transaction, with this repository and the embium ledger bound to it. */
  transaction<T>(fn: (tx: AnswerTransaction) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => fn({ answers: new AnswersRepository(tx), ledger: new EmbiumLedgerRepository(tx) }));
  }

  /** The finished attempt of a question in a session, or null. */
  async findAttempt(sessionId: string, code: string): Promise<PracticeAttempt | null> {
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

  /** Logs the question (once) so its row can hold a first try or be locked. */
  async ensureLogged(sessionId: string, code: string): Promise<void> {
    await this.db.insert(practiceQuestionLog).values({ sessionId, questionCode: code }).onConflictDoNothing();
  }

  /** Keeps a first try on the question's log row unless one is kept already (first one wins). */
  async keepFirstTryOnce(sessionId: string, code: string, first: FirstTry): Promise<void> {
    await this.db
      .update(practiceQuestionLog)
      .set({ firstTry: first })
      .where(and(eq(practiceQuestionLog.sessionId, sessionId), eq(practiceQuestionLog.questionCode, code), isNull(practiceQuestionLog.firstTry)));
  }

  /** Locks the question's log row until the transaction ends (racing answers wait here). */
  async lockQuestionLog(sessionId: string, code: string): Promise<void> {
    await this.db
      .select({ code: practiceQuestionLog.questionCode })
      .from(practiceQuestionLog)
      .where(and(eq(practiceQuestionLog.sessionId, sessionId), eq(practiceQuestionLog.questionCode, code)))
      .for('update');
  }

  /** The profile's mastery of a concept, or null before its first answer. */
  async mastery(profileId: string, concept: string): Promise<number | null> {
    const [m] = await this.db
      .select()
      .from(conceptMastery)
      .where(and(eq(conceptMastery.profileId, profileId), eq(conceptMastery.conceptCode, concept)))
      .limit(1);
    return m?.mastery ?? null;
  }

  /** A concept's BKT parameters fitted by the mastery-fit job, or null when it has none. */
  fittedParams(concept: string): Promise<BktParams | null> {
    return this.fits.params(this.db, concept);
  }

  /** Stores the profile's new mastery of a concept and counts one more answer (right or not). */
  async saveMastery(profileId: string, concept: string, mastery: number, correct: boolean): Promise<void> {
    await this.db
      .insert(conceptMastery)
      .values({ profileId, conceptCode: concept, mastery, attempts: 1, correct: correct ? 1 : 0 })
      .onConflictDoUpdate({
        target: [conceptMastery.profileId, conceptMastery.conceptCode],
        set: {
          mastery,
          attempts: sql`${conceptMastery.attempts} + 1`,
          correct: sql`${conceptMastery.correct} + ${correct ? 1 : 0}`,
          updatedAt: sql`now()`,
        },
      });
  }

  /** Stores a finished question; returns the row. */
  async insertAttempt(values: NewPracticeAttempt): Promise<PracticeAttempt> {
    const [row] = await this.db.insert(practiceAttempts).values(values).returning();
    return row!;
  }

  /** Stores a finished question unless the session already has one for it; whether it stored it. */
  async insertAttemptOnce(values: NewPracticeAttempt): Promise<boolean> {
    const rows = await this.db.insert(practiceAttempts).values(values).onConflictDoNothing().returning({ code: practiceAttempts.questionCode });
    return rows.length > 0;
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

  /** Final answers to a question over every learner (reveals and non-attempts excluded): how many, how many right. */
  async answerTally(questionCode: string): Promise<{ total: number; right: number }> {
    const [r] = await this.db
      .select({ n: sql<number>`count(*)::int`, right: sql<number>`count(*) filter (where ${practiceAttempts.correct})::int` })
      .from(practiceAttempts)
      .where(and(eq(practiceAttempts.questionCode, questionCode), eq(practiceAttempts.revealed, false), sql`${practiceAttempts.attemptType} <> 'NonAttempt'`));
    return { total: r?.n ?? 0, right: r?.right ?? 0 };
  }

  /** Finished checks (correct or incorrect) of one solve-with-us step over every learner: how many, how many right. */
  async stepCheckTally(questionCode: string, stepIndex: number): Promise<{ total: number; right: number }> {
    const [r] = await this.db
      .select({ n: sql<number>`count(*)::int`, right: sql<number>`count(*) filter (where ${practiceStepAttempts.outcome} = 'correct')::int` })
      .from(practiceStepAttempts)
      .where(
        and(
          eq(practiceStepAttempts.questionCode, questionCode),
          eq(practiceStepAttempts.stepIndex, stepIndex),
          inArray(practiceStepAttempts.outcome, ['correct', 'incorrect']),
        ),
      );
    return { total: r?.n ?? 0, right: r?.right ?? 0 };
  }
}
