import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contentReactions, learningMapNodes, videoProgress, videos } from '../../db/schema/index.ts';
import type { ProgressRow } from './progress.repository.ts';
import type { VideoRow } from './video-catalogue.repository.ts';

/** Which videos a list holds (domain `inWatchlist`; `bookmarked`: watch later and the bookmarks page). */
export type VideoList = 'in_progress' | 'watched' | 'bookmarked';

/** Filters of a video list. */
export interface VideoListFilter {
  subject?: string | undefined;
  chapter?: string | undefined;
}

/** A video of a list with the profile's progress and bookmark (either may be absent) and its chapter's names. */
export interface VideoListRow {
  v: VideoRow;
  p: ProgressRow | null;
  bookmarkedAt: Date | null;
  chapterName: string | null;
  chapterNames: Record<string, string> | null;
}

/** SQL of the user-home video lists: the watchlists and the bookmarked videos (issue 19 §1). */
export class WatchlistRepository {
  constructor(private readonly db: Db) {}

  private base(profileId: string, list: VideoList) {
    const progressJoin = and(eq(videoProgress.profileId, profileId), eq(videoProgress.contentId, videos.code));
    const bookmarkJoin = and(
      eq(contentReactions.profileId, profileId),
      eq(contentReactions.contentType, 'Video'),
      eq(contentReactions.contentId, videos.code),
      eq(contentReactions.bookmarked, true),
    );
    const listIs: SQL =
      list === 'bookmarked'
        ? sql`${contentReactions.contentId} is not null`
        : list === 'watched'
          ? eq(videoProgress.everCompleted, true)
          : eq(videoProgress.status, 'INPROGRESS');
    return { progressJoin, bookmarkJoin, listIs };
  }

  /** One page of list `list` (latest progress, or latest bookmark, first) and how many it holds with these filters. */
  async page(profileId: string, list: VideoList, f: VideoListFilter, offset: number, limit: number): Promise<{ rows: VideoListRow[]; total: number }> {
    const { progressJoin, bookmarkJoin, listIs } = this.base(profileId, list);
    const where = and(listIs, f.subject ? eq(videos.subject, f.subject) : undefined, f.chapter ? eq(videos.chapterCode, f.chapter) : undefined);
    const order = list === 'bookmarked' ? desc(contentReactions.bookmarkedAt) : desc(videoProgress.updatedAt);
    const rows = await this.db
      .select({
        v: videos,
        p: videoProgress,
        bookmarkedAt: contentReactions.bookmarkedAt,
        chapterName: learningMapNodes.name,
        chapterNames: learningMapNodes.names,
      })
      .from(videos)
      .leftJoin(videoProgress, progressJoin)
      .leftJoin(contentReactions, bookmarkJoin)
      .leftJoin(learningMapNodes, eq(learningMapNodes.code, videos.chapterCode))
      .where(where)
      .orderBy(order, asc(videos.code))
      .offset(offset)
      .limit(limit);
    const [c] = await this.db.select({ n: count() }).from(videos).leftJoin(videoProgress, progressJoin).leftJoin(contentReactions, bookmarkJoin).where(where);
    return { rows, total: Number(c?.n ?? 0) };
  }

  /** The subjects and chapters of the videos in list `list` (its filter choices). */
  async facets(
    profileId: string,
    list: VideoList,
  ): Promise<{ subject: string; chapterCode: string; chapterName: string | null; chapterNames: Record<string, string> | null }[]> {
    const { progressJoin, bookmarkJoin, listIs } = this.base(profileId, list);
    return this.db
      .selectDistinct({ subject: videos.subject, chapterCode: videos.chapterCode, chapterName: learningMapNodes.name, chapterNames: learningMapNodes.names })
      .from(videos)
      .leftJoin(videoProgress, progressJoin)
      .leftJoin(contentReactions, bookmarkJoin)
      .leftJoin(learningMapNodes, eq(learningMapNodes.code, videos.chapterCode))
      .where(listIs);
  }
}
