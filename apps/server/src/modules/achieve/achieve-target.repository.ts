import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { achieveTargets } from '../../db/schema/index.ts';

/** A stored target row (issue 18 §1). */
export type AchieveTargetRow = typeof achieveTargets.$inferSelect;
/** What a save writes: everything but the times. */
export type AchieveTargetValues = Omit<AchieveTargetRow, 'createdAt' | 'updatedAt'>;

/** Targets of the plan-your-target questionnaire, one row per profile and exam. */
export class AchieveTargetRepository {
  constructor(private readonly db: Db) {}

  /** The profile's target for the exam, or null. */
  async find(profileId: string, examCode: string): Promise<AchieveTargetRow | null> {
    const [row] = await this.db
      .select()
      .from(achieveTargets)
      .where(and(eq(achieveTargets.profileId, profileId), eq(achieveTargets.examCode, examCode)))
      .limit(1);
    return row ?? null;
  }

  /** Inserts or replaces the profile's target for the exam in one statement; `at` becomes `updated_at` (and `created_at` of a new row). */
  async save(values: AchieveTargetValues, at: Date): Promise<AchieveTargetRow> {
    const { profileId: _p, examCode: _e, ...change } = values;
    const [row] = await this.db
      .insert(achieveTargets)
      .values({ ...values, createdAt: at, updatedAt: at })
      .onConflictDoUpdate({ target: [achieveTargets.profileId, achieveTargets.examCode], set: { ...change, updatedAt: at } })
      .returning();
    return row!;
  }
}
