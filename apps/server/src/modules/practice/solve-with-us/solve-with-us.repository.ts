import { and, eq, sql } from 'drizzle-orm';
import type { StepWrite } from '@abhyas/domain';
import type { Db } from '../../../db/client.ts';
import { practiceQuestionLog, practiceStepAttempts } from '../../../db/schema/index.ts';

/** A stored solve-with-us step attempt. */
export type StepAttempt = typeof practiceStepAttempts.$inferSelect;

/** SQL of solve-with-us walk-throughs: the step reached and badge (question log) and the step attempts. */
export class SolveWithUsRepository {
  constructor(private readonly db: Db) {}

  /** Runs `fn` in one transaction with a repository bound to it. */
  transaction<T>(fn: (tx: SolveWithUsRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => fn(new SolveWithUsRepository(tx)));
  }

  /** The walk-through's state on the question's log row: the step reached (`swuStep`) and badge (`swuBadge`); null when never served. */
  async walkThrough(sessionId: string, code: string): Promise<{ swuStep: number | null; swuBadge: string | null } | null> {
    const [row] = await this.db
      .select()
      .from(practiceQuestionLog)
      .where(and(eq(practiceQuestionLog.sessionId, sessionId), eq(practiceQuestionLog.questionCode, code)))
      .limit(1);
    return row ?? null;
  }

  /** Opens the walk-through at step 0 unless it is open (logging the question when it was not). */
  async open(sessionId: string, code: string): Promise<void> {
    await this.db
      .insert(practiceQuestionLog)
      .values({ sessionId, questionCode: code, swuStep: 0 })
      .onConflictDoUpdate({
        target: [practiceQuestionLog.sessionId, practiceQuestionLog.questionCode],
        set: { swuStep: sql`coalesce(${practiceQuestionLog.swuStep}, 0)` },
      });
  }

  /** The stored attempt of one step, or null. */
  async stepAttempt(sessionId: string, code: string, stepIndex: number): Promise<StepAttempt | null> {
    const [row] = await this.db
      .select()
      .from(practiceStepAttempts)
      .where(and(eq(practiceStepAttempts.sessionId, sessionId), eq(practiceStepAttempts.questionCode, code), eq(practiceStepAttempts.stepIndex, stepIndex)))
      .limit(1);
    return row ?? null;
  }

  /** Every stored step attempt of the question's walk-through. */
  stepAttempts(sessionId: string, code: string): Promise<StepAttempt[]> {
    return this.db
      .select()
      .from(practiceStepAttempts)
      .where(and(eq(practiceStepAttempts.sessionId, sessionId), eq(practiceStepAttempts.questionCode, code)));
  }

  /** Keeps a step's wrong first try (`retry`, one try) unless the step has a stored attempt already. */
  async keepStepRetry(sessionId: string, code: string, stepIndex: number, selected: string[], startTimeMs: number | null): Promise<void> {
    await this.db
      .insert(practiceStepAttempts)
      .values({ sessionId, questionCode: code, stepIndex, outcome: 'retry', selected, tries: 1, startTimeMs })
      .onConflictDoNothing();
  }

  /** Stores a finished step: a step's wrong first try is finished by it, a finished step never changes. */
  async finishStep(sessionId: string, code: string, w: StepWrite): Promise<void> {
    const values = { outcome: w.outcome, selected: w.selected, tries: w.tries };
    await this.db
      .insert(practiceStepAttempts)
      .values({ sessionId, questionCode: code, stepIndex: w.stepIndex, ...values, startTimeMs: w.startTimeMs })
      .onConflictDoUpdate({
        target: [practiceStepAttempts.sessionId, practiceStepAttempts.questionCode, practiceStepAttempts.stepIndex],
        set: values,
        setWhere: eq(practiceStepAttempts.outcome, 'retry'),
      });
  }

  /** Moves the walk-through from step `from` to `to`; false when it was no longer at `from` (a racing post moved it). */
  async advance(sessionId: string, code: string, from: number, to: number): Promise<boolean> {
    const advanced = await this.db
      .update(practiceQuestionLog)
      .set({ swuStep: to })
      .where(and(eq(practiceQuestionLog.sessionId, sessionId), eq(practiceQuestionLog.questionCode, code), eq(practiceQuestionLog.swuStep, from)))
      .returning();
    return advanced.length > 0;
  }

  /** Sets the badge of the finished walk-through. */
  async setBadge(sessionId: string, code: string, badge: string): Promise<void> {
    await this.db
      .update(practiceQuestionLog)
      .set({ swuBadge: badge })
      .where(and(eq(practiceQuestionLog.sessionId, sessionId), eq(practiceQuestionLog.questionCode, code)));
  }
}
