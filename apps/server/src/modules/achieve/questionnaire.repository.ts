import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { achieveQuestionnaires } from '../../db/schema/index.ts';

/** A stored questionnaire answer (issue 18 §4). */
export type QuestionnaireRow = typeof achieveQuestionnaires.$inferSelect;
/** What a save writes: everything but the times. */
export type QuestionnaireValues = Omit<QuestionnaireRow, 'createdAt' | 'updatedAt'>;

/** Achieve-test questionnaire answers, one row per test session. */
export class QuestionnaireRepository {
  constructor(private readonly db: Db) {}

  /** The profile's answer for the session, or null. */
  async find(profileId: string, sessionId: string): Promise<QuestionnaireRow | null> {
    const [row] = await this.db
      .select()
      .from(achieveQuestionnaires)
      .where(and(eq(achieveQuestionnaires.sessionId, sessionId), eq(achieveQuestionnaires.profileId, profileId)))
      .limit(1);
    return row ?? null;
  }

  /** Inserts or replaces the session's answer in one statement; `at` becomes `updated_at` (and `created_at` of a new row). */
  async save(values: QuestionnaireValues, at: Date): Promise<QuestionnaireRow> {
    const { sessionId: _s, profileId: _p, ...change } = values;
    const [row] = await this.db
      .insert(achieveQuestionnaires)
      .values({ ...values, createdAt: at, updatedAt: at })
      .onConflictDoUpdate({ target: achieveQuestionnaires.sessionId, set: { ...change, updatedAt: at } })
      .returning();
    return row!;
  }
}
