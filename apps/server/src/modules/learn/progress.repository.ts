import { and, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userActivities, videoProgress, videos } from '../../db/schema/index.ts';
import type { VideoRow } from './video-catalogue.repository.ts';

/** A profile's stored progress on one video. */
export type ProgressRow = typeof videoProgress.$inferSelect;

/** The numbers, status and context a progress write sets (seconds; `watchedS` already rounded). */
export type ProgressValues = Pick<ProgressRow, 'status' | 'lengthS' | 'watchedS' | 'everCompleted' | 'context' | 'updatedAt'>;

/** A stop activity as stored (seconds; `id` from the client makes retries harmless). */
export type ActivityValues = typeof userActivities.$inferInsert;

/** Watch progress and activity records (learning.md §3, §4 Video; docs/decisions/009). */
export class ProgressRepository {
  constructor(private readonly db: Db) {}

  /** Runs `fn` in one transaction, with a repository bound to it; rolls back when `fn` throws. */
  async transaction<T>(fn: (repo: ProgressRepository) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => fn(new ProgressRepository(tx)));
  }

  /** The profile's progress on a video, or undefined when never started. */
  async findProgress(profileId: string, contentId: string): Promise<ProgressRow | undefined> {
    const [row] = await this.db
      .select()
      .from(videoProgress)
      .where(and(eq(videoProgress.profileId, profileId), eq(videoProgress.contentId, contentId)))
      .limit(1);
    return row;
  }

  /** Like findProgress, with the row locked (`for update`) until the transaction ends: call it inside `transaction`. */
  async lockProgress(profileId: string, contentId: string): Promise<ProgressRow | undefined> {
    const [row] = await this.db
      .select()
      .from(videoProgress)
      .where(and(eq(videoProgress.profileId, profileId), eq(videoProgress.contentId, contentId)))
      .for('update')
      .limit(1);
    return row;
  }

  /** Overwrites an existing progress row; the saved row (undefined if there was none). */
  async updateProgress(profileId: string, contentId: string, values: ProgressValues): Promise<ProgressRow | undefined> {
    const [saved] = await this.db
      .update(videoProgress)
      .set(values)
      .where(and(eq(videoProgress.profileId, profileId), eq(videoProgress.contentId, contentId)))
      .returning();
    return saved;
  }

  /** Inserts the first progress row of a profile on a video; undefined (nothing written) when a row was inserted meanwhile. */
  async insertProgressIfAbsent(profileId: string, contentId: string, values: ProgressValues, createdAt: Date): Promise<ProgressRow | undefined> {
    const [saved] = await this.db
      .insert(videoProgress)
      .values({ profileId, contentId, ...values, createdAt })
      .onConflictDoNothing()
      .returning();
    return saved;
  }

  /** The profile's progress rows of the given videos (only the ones it started). */
  async findProgressOf(profileId: string, contentIds: readonly string[]): Promise<ProgressRow[]> {
    return this.db
      .select()
      .from(videoProgress)
      .where(and(eq(videoProgress.profileId, profileId), inArray(videoProgress.contentId, [...contentIds])));
  }

  /** The profile's INPROGRESS rows with their videos, latest first (then by content id, descending), at most `limit`. */
  async inProgressWithVideos(profileId: string, limit: number): Promise<{ p: ProgressRow; v: VideoRow }[]> {
    return this.db
      .select({ p: videoProgress, v: videos })
      .from(videoProgress)
      .innerJoin(videos, eq(videos.code, videoProgress.contentId))
      .where(and(eq(videoProgress.profileId, profileId), eq(videoProgress.status, 'INPROGRESS')))
      .orderBy(desc(videoProgress.updatedAt), desc(videoProgress.contentId))
      .limit(limit);
  }

  /**
   * The profile's progress rows last updated in [from, to) (from null: any time before `to`) with
   * their videos, latest first, at most `limit` (the timeline, issue 19 §1).
   */
  async watchedBetween(profileId: string, from: Date | null, to: Date, limit: number): Promise<{ p: ProgressRow; v: VideoRow }[]> {
    return this.db
      .select({ p: videoProgress, v: videos })
      .from(videoProgress)
      .innerJoin(videos, eq(videos.code, videoProgress.contentId))
      .where(and(eq(videoProgress.profileId, profileId), lt(videoProgress.updatedAt, to), from ? gte(videoProgress.updatedAt, from) : undefined))
      .orderBy(desc(videoProgress.updatedAt), desc(videoProgress.contentId))
      .limit(limit);
  }

  /** Stores an activity once per id; true when stored now, false when the id was already there. */
  async insertActivity(values: ActivityValues): Promise<boolean> {
    const inserted = await this.db
      .insert(userActivities)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: userActivities.id, profileId: userActivities.profileId });
    return inserted.length > 0;
  }

  /** The profile that stored the activity with this id, or null when there is none. */
  async activityOwner(activityId: string): Promise<string | null> {
    const [existing] = await this.db.select({ profileId: userActivities.profileId }).from(userActivities).where(eq(userActivities.id, activityId)).limit(1);
    return existing?.profileId ?? null;
  }
}
