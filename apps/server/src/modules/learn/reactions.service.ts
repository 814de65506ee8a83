import { and, eq, sql } from 'drizzle-orm';
import type { VideoBookmarkStatusResponse, VideoReactionResponse } from '@abhyas/contracts';
import type { Db } from '../../db/client.ts';
import { contentReactions } from '../../db/schema/index.ts';
import { refusePublic, videoOr404 } from './video-catalogue.ts';

/**
 * Likes and bookmarks (learning.md §4 Video, §5, §6, §7 Video): one flag each per profile and
 * video, set to the value asked (so a repeated call changes nothing). Public content: 409.
 */
export class ReactionsService {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  private async flags(profileId: string, contentId: string): Promise<{ liked: boolean; bookmarked: boolean }> {
    const [row] = await this.db
      .select({ liked: contentReactions.liked, bookmarked: contentReactions.bookmarked })
      .from(contentReactions)
      .where(and(eq(contentReactions.profileId, profileId), eq(contentReactions.contentType, 'Video'), eq(contentReactions.contentId, contentId)))
      .limit(1);
    return row ?? { liked: false, bookmarked: false };
  }

  /** GET bookmark: `data[0].status` (bookmarked) and `data[0].liked`. 404 unknown, 409 public. */
  async bookmarkStatus(profileId: string, contentId: string): Promise<VideoBookmarkStatusResponse> {
    refusePublic(await videoOr404(this.db, contentId), 'bookmarked');
    const f = await this.flags(profileId, contentId);
    return { data: [{ content_id: contentId, content_type: 'Video', status: f.bookmarked, liked: f.liked }] };
  }

  /** Sets one flag (upsert in one statement) and answers both. 404 unknown, 409 public. */
  async set(profileId: string, contentId: string, flag: 'liked' | 'bookmarked', value: boolean): Promise<VideoReactionResponse> {
    refusePublic(await videoOr404(this.db, contentId), flag);
    const at = new Date(this.now());
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
    return { data: { content_id: contentId, content_type: 'Video', liked: row!.liked, bookmarked: row!.bookmarked } };
  }
}
