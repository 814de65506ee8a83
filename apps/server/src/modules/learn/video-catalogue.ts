import { eq, inArray } from 'drizzle-orm';
import type { PackVideo } from '@abhyas/contracts';
import type { Db } from '../../db/client.ts';
import { videos } from '../../db/schema/index.ts';
import { AppError, forbidden } from '../../lib/app-error.ts';

export type VideoRow = typeof videos.$inferSelect;

/** A catalogue video with its pack item. */
export interface CatalogueVideo {
  row: VideoRow;
  item: PackVideo;
  /** Public content (pack `public: true`): plays for everyone, no likes, bookmarks or bookmark state. */
  isPublic: boolean;
}

const wrap = (row: VideoRow): CatalogueVideo => {
  const item = row.item as unknown as PackVideo;
  return { row, item, isPublic: item.public === true };
};

/** The video with this code, or a 404 VIDEO_NOT_FOUND. */
export async function videoOr404(db: Db, contentId: string): Promise<CatalogueVideo> {
  const [row] = await db.select().from(videos).where(eq(videos.code, contentId)).limit(1);
  if (!row) throw new AppError(404, 'VIDEO_NOT_FOUND', `No video has the content id '${contentId}'.`);
  return wrap(row);
}

/** The videos with these codes (missing ones left out). */
export async function videosByCode(db: Db, codes: readonly string[]): Promise<Map<string, CatalogueVideo>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select()
    .from(videos)
    .where(inArray(videos.code, [...codes]));
  return new Map(rows.map((r) => [r.code, wrap(r)]));
}

/** 409 PUBLIC_CONTENT for likes and bookmarks on public content (learning.md §5, §6). */
export function refusePublic(video: CatalogueVideo, action: 'liked' | 'bookmarked'): void {
  if (video.isPublic) {
    throw new AppError(
      409,
      'PUBLIC_CONTENT',
      `This video is public content: it cannot be ${action} and has no ${action === 'liked' ? 'like' : 'bookmark'} state.`,
    );
  }
}

/** A `child_id` naming another profile than the token's is refused (403): nobody reads or writes another student's data. */
export function assertOwnProfile(profileId: string, childId: string | undefined): void {
  if (childId !== undefined && childId !== '' && childId !== profileId) {
    throw forbidden("child_id must be the profile of this token: another student's data is not available.", 'NOT_YOUR_PROFILE');
  }
}

/** Seconds rounded to 2 decimals (what is stored and answered). */
export const round2 = (s: number) => Math.round(s * 100) / 100;
