import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { learningMapNodes, mocktestBundles, publishedBundle, questions, videos } from '../../db/schema/index.ts';
import type { VideoRow } from './video-catalogue.repository.ts';

/** A node of the learning map (book, chapter, topic…). */
export type MapNode = typeof learningMapNodes.$inferSelect;

/** A mock test bundle as stored. */
export type BundleRow = typeof mocktestBundles.$inferSelect;

/** The reads behind the end-of-video screen (learning.md §2, §3, §7 GET {learn}/next): map, videos, questions and tests. */
export class RecommendationsRepository {
  constructor(private readonly db: Db) {}

  /** The learning map node with this code, or null. */
  async mapNode(code: string): Promise<MapNode | null> {
    const [row] = await this.db.select().from(learningMapNodes).where(eq(learningMapNodes.code, code)).limit(1);
    return row ?? null;
  }

  /** The children of a node at one level (`topic`, `chapter`…), in the map's order, then by code. */
  async mapChildren(parentCode: string, level: string): Promise<MapNode[]> {
    return this.db
      .select()
      .from(learningMapNodes)
      .where(and(eq(learningMapNodes.parentCode, parentCode), eq(learningMapNodes.level, level)))
      .orderBy(asc(learningMapNodes.sortOrder), asc(learningMapNodes.code));
  }

  /** The map nodes with these codes (missing ones left out; none for no codes). */
  async mapNodes(codes: readonly string[]): Promise<MapNode[]> {
    return codes.length
      ? this.db
          .select()
          .from(learningMapNodes)
          .where(inArray(learningMapNodes.code, [...codes]))
      : [];
  }

  /** The videos of a chapter, in no particular order. */
  async chapterVideos(chapterCode: string): Promise<VideoRow[]> {
    return this.db.select().from(videos).where(eq(videos.chapterCode, chapterCode));
  }

  /** The videos other than `exceptCode` whose pack item names any of `concepts`, by code (none for no concepts). */
  async videosSharingConcepts(exceptCode: string, concepts: readonly string[]): Promise<VideoRow[]> {
    if (concepts.length === 0) return [];
    return this.db
      .select()
      .from(videos)
      .where(
        and(
          ne(videos.code, exceptCode),
          sql`jsonb_exists_any(${videos.item}->'concepts', array[${sql.join(
            concepts.map((c) => sql`${c}`),
            sql`, `,
          )}]::text[])`,
        ),
      )
      .orderBy(asc(videos.code));
  }

  /** How many questions a chapter has. */
  async chapterQuestionCount(chapterCode: string): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(questions)
      .where(eq(questions.chapterCode, chapterCode));
    return row?.n ?? 0;
  }

  /** The codes of a chapter's questions. */
  async chapterQuestionCodes(chapterCode: string): Promise<string[]> {
    return (await this.db.select({ code: questions.code }).from(questions).where(eq(questions.chapterCode, chapterCode))).map((r) => r.code);
  }

  /** The published mock tests (no owner profile), by code. */
  async publishedBundles(): Promise<BundleRow[]> {
    return this.db.select().from(mocktestBundles).where(publishedBundle()).orderBy(asc(mocktestBundles.code));
  }
}
