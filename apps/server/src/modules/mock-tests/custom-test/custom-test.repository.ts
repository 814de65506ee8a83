import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { learningMapNodes, mocktestBundles, questions } from '../../../db/schema/index.ts';

/** A new test bundle (a create-your-own test). */
export type NewBundle = typeof mocktestBundles.$inferInsert;

/** The reads and the insert behind a create-your-own test (issue #4 §3). */
export class CustomTestRepository {
  constructor(private readonly db: Db) {}

  /** The learning map's chapters among `codes`, with their parent (the book) and name. */
  async findChapters(codes: string[]): Promise<{ code: string; parent: string | null; name: string }[]> {
    return this.db
      .select({ code: learningMapNodes.code, parent: learningMapNodes.parentCode, name: learningMapNodes.name })
      .from(learningMapNodes)
      .where(and(eq(learningMapNodes.level, 'chapter'), inArray(learningMapNodes.code, codes)));
  }

  /** The bank's questions of chapters `chapterCodes`: code, chapter, type and difficulty. */
  async findChapterQuestions(chapterCodes: string[]): Promise<{ code: string; chapter: string | null; type: string; difficulty: number }[]> {
    return this.db
      .select({ code: questions.code, chapter: questions.chapterCode, type: questions.type, difficulty: questions.difficulty })
      .from(questions)
      .where(inArray(questions.chapterCode, chapterCodes));
  }

  /** The names of the learning-map nodes `codes`. */
  async findNodeNames(codes: string[]): Promise<{ code: string; name: string }[]> {
    return this.db.select({ code: learningMapNodes.code, name: learningMapNodes.name }).from(learningMapNodes).where(inArray(learningMapNodes.code, codes));
  }

  /** Replaces the sections of the test `code` owned by `ownerProfileId` (the adaptive diagnostic); false when there is no such test. */
  async updateOwnSections(code: string, ownerProfileId: string, sections: NewBundle['sections']): Promise<boolean> {
    const rows = await this.db
      .update(mocktestBundles)
      .set({ sections, updatedAt: new Date() })
      .where(and(eq(mocktestBundles.code, code), eq(mocktestBundles.ownerProfileId, ownerProfileId)))
      .returning({ code: mocktestBundles.code });
    return rows.length > 0;
  }

  /** Stores the bundle of a create-your-own test. */
  async insertBundle(bundle: NewBundle): Promise<void> {
    await this.db.insert(mocktestBundles).values(bundle);
  }
}
