import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { BktObservation, BktParams } from '@abhyas/domain';
import type { Db } from '../../db/client.ts';
import { conceptBktParams, practiceAttempts, practiceSessions, questions } from '../../db/schema/index.ts';

/** A concept's fitted parameters as stored, with what they were fitted from. */
export interface StoredBktFit {
  conceptCode: string;
  params: BktParams;
  observations: number;
  students: number;
  logLikelihood: number;
  fittedAt: Date;
}

/** SQL of the mastery-fit job (issue 27; decision 007 "Fitted parameters"). */
export class MasteryFitRepository {
  constructor(private readonly db: Db) {}

  /**
   * The concepts with at least `minAnswers` answered (not revealed) practice attempts, most first.
   */
  async conceptsWithAnswers(minAnswers: number): Promise<{ conceptCode: string; answers: number }[]> {
    const count = sql<number>`count(*)::int`;
    const rows = await this.db
      .select({ conceptCode: practiceAttempts.conceptCode, answers: count })
      .from(practiceAttempts)
      .where(and(isNotNull(practiceAttempts.conceptCode), eq(practiceAttempts.revealed, false)))
      .groupBy(practiceAttempts.conceptCode)
      .having(sql`count(*) >= ${minAnswers}`)
      .orderBy(sql`count(*) desc`);
    return rows.map((r) => ({ conceptCode: r.conceptCode!, answers: Number(r.answers) }));
  }

  /**
   * One concept's answer sequences, one per student (profile), in the order they were answered:
   * right or wrong, the question's difficulty, and whether a hint (or a second try) helped.
   */
  async sequences(conceptCode: string): Promise<BktObservation[][]> {
    const rows = await this.db
      .select({
        profileId: practiceSessions.profileId,
        correct: practiceAttempts.correct,
        hintUsed: practiceAttempts.hintUsed,
        tries: practiceAttempts.tries,
        difficulty: questions.difficulty,
      })
      .from(practiceAttempts)
      .innerJoin(practiceSessions, eq(practiceSessions.id, practiceAttempts.sessionId))
      .leftJoin(questions, eq(questions.code, practiceAttempts.questionCode))
      .where(and(eq(practiceAttempts.conceptCode, conceptCode), eq(practiceAttempts.revealed, false)))
      .orderBy(asc(practiceSessions.profileId), asc(practiceAttempts.createdAt));
    const byStudent = new Map<string, BktObservation[]>();
    for (const r of rows) {
      const seq = byStudent.get(r.profileId) ?? [];
      seq.push({ correct: r.correct, difficulty: r.difficulty, hintUsed: r.hintUsed || r.tries > 1 });
      byStudent.set(r.profileId, seq);
    }
    return [...byStudent.values()];
  }

  /** Stores (or replaces) a concept's fit. */
  async save(fit: Omit<StoredBktFit, 'fittedAt'>): Promise<void> {
    const values = { conceptCode: fit.conceptCode, ...fit.params, observations: fit.observations, students: fit.students, logLikelihood: fit.logLikelihood };
    await this.db
      .insert(conceptBktParams)
      .values(values)
      .onConflictDoUpdate({ target: conceptBktParams.conceptCode, set: { ...values, fittedAt: sql`now()` } });
  }

  /** A concept's fitted parameters, or null when it has none (the caller uses DEFAULT_BKT). */
  async params(db: Db, conceptCode: string): Promise<BktParams | null> {
    const [row] = await db.select().from(conceptBktParams).where(eq(conceptBktParams.conceptCode, conceptCode)).limit(1);
    return row ? { init: row.init, learn: row.learn, guess: row.guess, slip: row.slip, forget: row.forget } : null;
  }

  /** Every stored fit (for the CLI's report and tests). */
  async all(): Promise<StoredBktFit[]> {
    const rows = await this.db.select().from(conceptBktParams).orderBy(asc(conceptBktParams.conceptCode));
    return rows.map((r) => ({
      conceptCode: r.conceptCode,
      params: { init: r.init, learn: r.learn, guess: r.guess, slip: r.slip, forget: r.forget },
      observations: r.observations,
      students: r.students,
      logLikelihood: r.logLikelihood,
      fittedAt: r.fittedAt,
    }));
  }
}
