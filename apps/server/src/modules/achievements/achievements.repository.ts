import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { successStoryConsents } from '../../db/schema/index.ts';

/** A stored consent row. */
export type ConsentRow = typeof successStoryConsents.$inferSelect;

/**
 * The achievements module's SQL (issue 18 §4): the success-story consent per profile (table
 * success_story_consents; no row means off). Milestones are computed from other modules' records
 * through their services; nothing about them is stored here.
 */
export class AchievementsRepository {
  constructor(private readonly db: Db) {}

  /** The profile's consent row, or null (never set: off). */
  async consent(profileId: string): Promise<ConsentRow | null> {
    const [row] = await this.db.select().from(successStoryConsents).where(eq(successStoryConsents.profileId, profileId)).limit(1);
    return row ?? null;
  }

  /** Sets the profile's consent in one statement; `at` becomes `updated_at`. */
  async setConsent(profileId: string, optedIn: boolean, at: Date): Promise<ConsentRow> {
    const [row] = await this.db
      .insert(successStoryConsents)
      .values({ profileId, optedIn, updatedAt: at })
      .onConflictDoUpdate({ target: successStoryConsents.profileId, set: { optedIn, updatedAt: at } })
      .returning();
    return row!;
  }

  /** Every opted-in profile's id. */
  async optedIn(): Promise<string[]> {
    const rows = await this.db.select({ profileId: successStoryConsents.profileId }).from(successStoryConsents).where(eq(successStoryConsents.optedIn, true));
    return rows.map((r) => r.profileId);
  }
}
