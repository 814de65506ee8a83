import { and, eq, isNull, lt } from 'drizzle-orm';
import type { AttemptScore } from '@abhyas/domain';
import type { Db } from '../../../db/client.ts';
import { testSessions } from '../../../db/schema/index.ts';
import type { SessionRow } from '../sessions/sessions.repository.ts';

/** The writes that finish and score a session, and the reads of the sweep. Each write is one conditional UPDATE. */
export class ScoringRepository {
  constructor(private readonly db: Db) {}

  /**
   * Finishes a STARTED session with its score, in one statement; undefined when it is no longer
   * STARTED (a concurrent finish came first).
   */
  async finishScored(sessionId: string, finishedAt: Date, reason: string, score: AttemptScore): Promise<SessionRow | undefined> {
    const [updated] = await this.db
      .update(testSessions)
      .set({ status: 'FINISHED', finishedAt, finishReason: reason, score: score.score, result: score as unknown as Record<string, unknown> })
      .where(and(eq(testSessions.id, sessionId), eq(testSessions.status, 'STARTED')))
      .returning();
    return updated;
  }

  /** Finishes a STARTED session without a score yet (a submit), in one statement; undefined when it is no longer STARTED. */
  async finishUnscored(sessionId: string, finishedAt: Date, reason: string): Promise<SessionRow | undefined> {
    const [updated] = await this.db
      .update(testSessions)
      .set({ status: 'FINISHED', finishedAt, finishReason: reason })
      .where(and(eq(testSessions.id, sessionId), eq(testSessions.status, 'STARTED')))
      .returning();
    return updated;
  }

  /** Stores the score of a session that has none yet; undefined when it has one already (scored by another call). */
  async saveScore(sessionId: string, score: AttemptScore): Promise<SessionRow | undefined> {
    const [updated] = await this.db
      .update(testSessions)
      .set({ score: score.score, result: score as unknown as Record<string, unknown> })
      .where(and(eq(testSessions.id, sessionId), isNull(testSessions.result)))
      .returning();
    return updated;
  }

  /** Up to `limit` STARTED sessions whose deadline is before `cutoff`. */
  async findOpenBefore(cutoff: Date, limit: number): Promise<SessionRow[]> {
    return this.db
      .select()
      .from(testSessions)
      .where(and(eq(testSessions.status, 'STARTED'), lt(testSessions.deadlineAt, cutoff)))
      .limit(limit);
  }

  /** Up to `limit` FINISHED sessions without a result (a submit whose background scoring a restart cut short). */
  async findUnscored(limit: number): Promise<SessionRow[]> {
    return this.db
      .select()
      .from(testSessions)
      .where(and(eq(testSessions.status, 'FINISHED'), isNull(testSessions.result)))
      .limit(limit);
  }
}
