import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { practiceInterventions } from '../../../db/schema/index.ts';
import { newId } from '../../../lib/ids.ts';

/** A learning intervention of a session (status pending, recommended or skipped). */
export type PracticeIntervention = typeof practiceInterventions.$inferSelect;

/** SQL of learning interventions (docs/decisions/008-practice-interventions.md). */
export class InterventionsRepository {
  constructor(private readonly db: Db) {}

  /** The session's pending interventions, oldest first. */
  pending(sessionId: string): Promise<PracticeIntervention[]> {
    return this.db
      .select()
      .from(practiceInterventions)
      .where(and(eq(practiceInterventions.sessionId, sessionId), eq(practiceInterventions.status, 'pending')))
      .orderBy(asc(practiceInterventions.createdAt));
  }

  /** The session's latest intervention on a concept (any status), or null. */
  async latestOn(sessionId: string, concept: string): Promise<PracticeIntervention | null> {
    const [row] = await this.db
      .select()
      .from(practiceInterventions)
      .where(and(eq(practiceInterventions.sessionId, sessionId), eq(practiceInterventions.conceptCode, concept)))
      .orderBy(desc(practiceInterventions.createdAt))
      .limit(1);
    return row ?? null;
  }

  /**
   * Creates a pending intervention on a concept unless one is pending already (one per concept and
   * session: a racing request's stays); returns the pending one, or null.
   */
  async createPending(sessionId: string, concept: string, currentMastery: number, predictedMastery: number): Promise<PracticeIntervention | null> {
    await this.db
      .insert(practiceInterventions)
      .values({ id: newId(), sessionId, conceptCode: concept, currentMastery, predictedMastery })
      .onConflictDoNothing();
    const [row] = await this.db
      .select()
      .from(practiceInterventions)
      .where(and(eq(practiceInterventions.sessionId, sessionId), eq(practiceInterventions.conceptCode, concept), eq(practiceInterventions.status, 'pending')))
      .limit(1);
    return row ?? null;
  }

  /** The session's intervention with this id, or null. */
  async find(sessionId: string, id: string): Promise<PracticeIntervention | null> {
    const [row] = await this.db
      .select()
      .from(practiceInterventions)
      .where(and(eq(practiceInterventions.id, id), eq(practiceInterventions.sessionId, sessionId)))
      .limit(1);
    return row ?? null;
  }

  /** Settles an intervention still pending as `status` at `at`; false when it was no longer pending. */
  async settlePending(id: string, status: 'recommended' | 'skipped', at: Date): Promise<boolean> {
    const updated = await this.db
      .update(practiceInterventions)
      .set({ status, resolvedAt: at })
      .where(and(eq(practiceInterventions.id, id), eq(practiceInterventions.status, 'pending')))
      .returning();
    return updated.length > 0;
  }
}
