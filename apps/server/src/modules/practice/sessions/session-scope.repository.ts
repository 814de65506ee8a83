import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { books, learningMapNodes, mocktestBundles, questions, videos } from '../../../db/schema/index.ts';

/** A learning-map node: book, chapter, topic or concept. */
export type MapNode = typeof learningMapNodes.$inferSelect;

/** SQL of practice scopes: the learning map, books, tests, videos and questions a session can be over. */
export class SessionScopeRepository {
  constructor(private readonly db: Db) {}

  /** The learning-map node with this code, or null. */
  async node(code: string): Promise<MapNode | null> {
    const [row] = await this.db.select().from(learningMapNodes).where(eq(learningMapNodes.code, code)).limit(1);
    return row ?? null;
  }

  /** The chapter nodes under a book node, in map order. */
  chaptersOf(bookCode: string): Promise<MapNode[]> {
    return this.db
      .select()
      .from(learningMapNodes)
      .where(and(eq(learningMapNodes.parentCode, bookCode), eq(learningMapNodes.level, 'chapter')))
      .orderBy(asc(learningMapNodes.sortOrder), asc(learningMapNodes.code));
  }

  /** The book with this code (its pack item holds the table of contents), or null. */
  async book(code: string) {
    const [row] = await this.db.select().from(books).where(eq(books.code, code)).limit(1);
    return row ?? null;
  }

  /** The mock test (or create-your-own test) with this code, or null. */
  async test(code: string) {
    const [row] = await this.db.select().from(mocktestBundles).where(eq(mocktestBundles.code, code)).limit(1);
    return row ?? null;
  }

  /** The question with this code (its row, without the key), or null. */
  async question(code: string) {
    const [row] = await this.db.select().from(questions).where(eq(questions.code, code)).limit(1);
    return row ?? null;
  }

  /** The video with this code, or null. */
  async video(code: string) {
    const [row] = await this.db.select().from(videos).where(eq(videos.code, code)).limit(1);
    return row ?? null;
  }

  /** The codes of the questions whose primary concept is one of these. */
  async questionCodesOfConcepts(concepts: string[]): Promise<string[]> {
    return (await this.db.select({ code: questions.code }).from(questions).where(inArray(questions.primaryConcept, concepts))).map((r) => r.code);
  }
}
