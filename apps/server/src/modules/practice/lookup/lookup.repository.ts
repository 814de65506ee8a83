import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { chapterNotes, learningMapNodes, questions, videos } from '../../../db/schema/index.ts';

/** A stored video (pack item in `item`). */
export type VideoRow = typeof videos.$inferSelect;
/** A learning-map node: book, chapter, topic or concept. */
export type LearningMapNode = typeof learningMapNodes.$inferSelect;
/** A stored chapter note (pack item in `item`). */
export type ChapterNoteRow = typeof chapterNotes.$inferSelect;

/** SQL of the practice lookups: learning-map nodes, their videos, notes and question counts. */
export class LookupRepository {
  constructor(private readonly db: Db) {}

  /** The nodes with these codes (any level, in no particular order). */
  nodes(codes: string[]): Promise<LearningMapNode[]> {
    return this.db.select().from(learningMapNodes).where(inArray(learningMapNodes.code, codes));
  }

  /** The concept nodes among these codes. */
  conceptNodes(codes: string[]): Promise<LearningMapNode[]> {
    return this.db
      .select()
      .from(learningMapNodes)
      .where(and(inArray(learningMapNodes.code, codes), eq(learningMapNodes.level, 'concept')));
  }

  /** The concept nodes under a topic. */
  conceptsOfTopic(topicCode: string): Promise<LearningMapNode[]> {
    return this.db
      .select()
      .from(learningMapNodes)
      .where(and(eq(learningMapNodes.parentCode, topicCode), eq(learningMapNodes.level, 'concept')));
  }

  /** The concept nodes under any of these topics. */
  conceptsOfTopics(topicCodes: string[]): Promise<LearningMapNode[]> {
    return this.db
      .select()
      .from(learningMapNodes)
      .where(and(inArray(learningMapNodes.parentCode, topicCodes), eq(learningMapNodes.level, 'concept')));
  }

  /** The codes of a chapter's topics. */
  async topicCodesOfChapter(chapterCode: string): Promise<string[]> {
    const rows = await this.db
      .select({ code: learningMapNodes.code })
      .from(learningMapNodes)
      .where(and(eq(learningMapNodes.parentCode, chapterCode), eq(learningMapNodes.level, 'topic')));
    return rows.map((t) => t.code);
  }

  /** Videos tagged (pack `concepts`) with any of these concepts, in title order. */
  videosTaggedWithAny(conceptCodes: string[]): Promise<VideoRow[]> {
    return this.db
      .select()
      .from(videos)
      .where(or(...conceptCodes.map((c) => sql`${videos.item} -> 'concepts' @> ${JSON.stringify([c])}::jsonb`)))
      .orderBy(videos.title);
  }

  /** Videos tagged with one concept (in no particular order). */
  videosTaggedWith(conceptCode: string): Promise<VideoRow[]> {
    return this.db
      .select()
      .from(videos)
      .where(sql`${videos.item} -> 'concepts' @> ${JSON.stringify([conceptCode])}::jsonb`);
  }

  /** Videos of any of these topics, in title order. */
  videosOfTopics(topicCodes: string[]): Promise<VideoRow[]> {
    return this.db.select().from(videos).where(inArray(videos.topicCode, topicCodes)).orderBy(videos.title);
  }

  /** Videos of one topic (in no particular order). */
  videosOfTopic(topicCode: string): Promise<VideoRow[]> {
    return this.db.select().from(videos).where(eq(videos.topicCode, topicCode));
  }

  /** Videos of one chapter (in no particular order). */
  videosOfChapter(chapterCode: string): Promise<VideoRow[]> {
    return this.db.select().from(videos).where(eq(videos.chapterCode, chapterCode));
  }

  /** The chapter notes of these chapters, in code order. */
  notesOfChapters(chapterCodes: string[]): Promise<ChapterNoteRow[]> {
    return this.db.select().from(chapterNotes).where(inArray(chapterNotes.chapterCode, chapterCodes)).orderBy(chapterNotes.code);
  }

  /** The number of questions of a concept (primary concept), topic or chapter. */
  async countQuestions(of: { level: 'concept' | 'topic' | 'chapter'; code: string }): Promise<number> {
    const column = of.level === 'concept' ? questions.primaryConcept : of.level === 'topic' ? questions.topicCode : questions.chapterCode;
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(questions)
      .where(eq(column, of.code));
    return row?.n ?? 0;
  }
}
