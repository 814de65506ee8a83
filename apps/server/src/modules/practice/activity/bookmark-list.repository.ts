import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { contentBookmarks, learningMapNodes, questions } from '../../../db/schema/index.ts';

/** A bookmarked question as the user-home list shows it (body in `payload`, translations included). */
export interface BookmarkedQuestionRow {
  code: string;
  type: string;
  subject: string;
  chapterCode: string | null;
  chapterName: string | null;
  chapterNames: Record<string, string> | null;
  payload: { body?: string; translations?: Record<string, { body?: string }> };
  bookmarkedAt: Date;
}

/** Filters of a bookmark list. */
export interface BookmarkFilter {
  subject?: string | undefined;
  chapter?: string | undefined;
}

/** SQL of the profile's bookmarked questions, listed (issue 19 §1 `/user-home/bookmarks`). */
export class BookmarkListRepository {
  constructor(private readonly db: Db) {}

  private where(profileId: string, f: BookmarkFilter): SQL {
    return and(
      eq(contentBookmarks.profileId, profileId),
      eq(contentBookmarks.contentType, 'Question'),
      eq(contentBookmarks.bookmarked, true),
      f.subject ? eq(questions.subject, f.subject) : undefined,
      f.chapter ? eq(questions.chapterCode, f.chapter) : undefined,
    )!;
  }

  /** One page of the profile's bookmarked questions (latest bookmark first) and how many there are with these filters. */
  async page(profileId: string, f: BookmarkFilter, offset: number, limit: number): Promise<{ rows: BookmarkedQuestionRow[]; total: number }> {
    const where = this.where(profileId, f);
    const rows = await this.db
      .select({
        code: questions.code,
        type: questions.type,
        subject: questions.subject,
        chapterCode: questions.chapterCode,
        chapterName: learningMapNodes.name,
        chapterNames: learningMapNodes.names,
        payload: questions.payload,
        bookmarkedAt: contentBookmarks.updatedAt,
      })
      .from(contentBookmarks)
      .innerJoin(questions, eq(questions.code, contentBookmarks.contentId))
      .leftJoin(learningMapNodes, eq(learningMapNodes.code, questions.chapterCode))
      .where(where)
      .orderBy(desc(contentBookmarks.updatedAt), asc(questions.code))
      .offset(offset)
      .limit(limit);
    const [c] = await this.db.select({ n: count() }).from(contentBookmarks).innerJoin(questions, eq(questions.code, contentBookmarks.contentId)).where(where);
    return { rows: rows as BookmarkedQuestionRow[], total: Number(c?.n ?? 0) };
  }

  /** The subjects and chapters of all the profile's bookmarked questions (the list's filter choices). */
  async facets(
    profileId: string,
  ): Promise<{ subject: string; chapterCode: string | null; chapterName: string | null; chapterNames: Record<string, string> | null }[]> {
    return this.db
      .selectDistinct({
        subject: questions.subject,
        chapterCode: questions.chapterCode,
        chapterName: learningMapNodes.name,
        chapterNames: learningMapNodes.names,
      })
      .from(contentBookmarks)
      .innerJoin(questions, eq(questions.code, contentBookmarks.contentId))
      .leftJoin(learningMapNodes, eq(learningMapNodes.code, questions.chapterCode))
      .where(this.where(profileId, {}));
  }

  /** Codes of the profile's bookmarked questions (optionally of one chapter), latest bookmark first. */
  async codes(profileId: string, f: BookmarkFilter): Promise<string[]> {
    const rows = await this.db
      .select({ code: questions.code })
      .from(contentBookmarks)
      .innerJoin(questions, eq(questions.code, contentBookmarks.contentId))
      .where(this.where(profileId, f))
      .orderBy(desc(contentBookmarks.updatedAt), asc(questions.code));
    return rows.map((r) => r.code);
  }
}
