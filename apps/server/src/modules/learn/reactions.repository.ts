import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contentReactions } from '../../db/schema/index.ts';

/** A profile's like and bookmark flags on one video. */
export interface ReactionFlags {
  liked: boolean;
  bookmarked: boolean;
}

/** Likes and bookmarks of videos, one row per profile and video (learning.md §5, §6). */
export class ReactionsRepository {
  constructor(private readonly db: Db) {}

  /** The profile's flags on a video; both false when it has none. */
  async flags(profileId: string, contentId: string): Promise<ReactionFlags> {
    const [row] = await this.db
      .select({ liked: contentReactions.liked, bookmarked: contentReactions.bookmarked })
      .from(contentReactions)
      .where(and(eq(contentReactions.profileId, profileId), eq(contentReactions.contentType, 'Video'), eq(contentReactions.contentId, contentId)))
      .limit(1);
    return row ?? { liked: false, bookmarked: false };
  }

  /**
   * Sets one flag to `value` in one upsert statement and answers both flags. The flag's time is
   * `at` when set, null when cleared; setting a flag to the value it has keeps its first time.
   */
  async setFlag(profileId: string, contentId: string, flag: 'liked' | 'bookmarked', value: boolean, at: Date): Promise<ReactionFlags> {
    const change =
      flag === 'liked' ? { liked: value, likedAt: value ? at : null, updatedAt: at } : { bookmarked: value, bookmarkedAt: value ? at : null, updatedAt: at };
    const [row] = await this.db
      .insert(contentReactions)
      .values({ profileId, contentType: 'Video', contentId, ...change })
      .onConflictDoUpdate({
        target: [contentReactions.profileId, contentReactions.contentType, contentReactions.contentId],
        // Setting a flag to the value it has keeps its first time.
        set:
          flag === 'liked'
            ? { liked: value, likedAt: value ? sql`coalesce(${contentReactions.likedAt}, ${at.toISOString()}::timestamptz)` : null, updatedAt: at }
            : {
                bookmarked: value,
                bookmarkedAt: value ? sql`coalesce(${contentReactions.bookmarkedAt}, ${at.toISOString()}::timestamptz)` : null,
                updatedAt: at,
              },
      })
      .returning({ liked: contentReactions.liked, bookmarked: contentReactions.bookmarked });
    return row!;
  }
}
