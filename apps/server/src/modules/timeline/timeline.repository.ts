import { and, desc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { timelineActivities } from '../../db/schema/index.ts';

/** A stored client-posted activity (table timeline_activities). */
export type ActivityRow = typeof timelineActivities.$inferSelect;
/** A new activity. */
export type NewActivity = typeof timelineActivities.$inferInsert;

/**
 * The timeline module's SQL (issue 19 §1; decision 029): the activities clients posted, one per
 * profile and source_reference. The rest of the timeline is read through the other modules' services.
 */
export class TimelineRepository {
  constructor(private readonly db: Db) {}

  /**
   * Stores the activity unless the profile already posted its `sourceReference` (one statement);
   * returns the stored row and whether it was stored now.
   */
  async insertOnce(row: NewActivity): Promise<{ row: ActivityRow; created: boolean }> {
    const [inserted] = await this.db.insert(timelineActivities).values(row).onConflictDoNothing().returning();
    if (inserted) return { row: inserted, created: true };
    const [existing] = await this.db
      .select()
      .from(timelineActivities)
      .where(and(eq(timelineActivities.profileId, row.profileId), eq(timelineActivities.sourceReference, row.sourceReference)))
      .limit(1);
    return { row: existing!, created: false };
  }

  /** The profile's activities that occurred in [from, to) (from null: any time before `to`), latest first, at most `limit`. */
  async between(profileId: string, from: Date | null, to: Date, limit: number): Promise<ActivityRow[]> {
    return this.db
      .select()
      .from(timelineActivities)
      .where(
        and(eq(timelineActivities.profileId, profileId), lt(timelineActivities.occurredAt, to), from ? gte(timelineActivities.occurredAt, from) : undefined),
      )
      .orderBy(desc(timelineActivities.occurredAt), desc(timelineActivities.id))
      .limit(limit);
  }
}
