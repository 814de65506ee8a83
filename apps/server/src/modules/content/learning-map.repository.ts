import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { examSyllabus, learningMapNodes, questions, videos } from '../../db/schema/index.ts';

export type MapNodeRow = typeof learningMapNodes.$inferSelect;
export type SyllabusRow = typeof examSyllabus.$inferSelect;

/** Reads of the learning map below an exam (the only SQL for learning-map reads). */
export class LearningMapRepository {
  constructor(private readonly db: Db) {}

  /** The books of a grade, in map order. */
  booksOfGrade(grade: number): Promise<MapNodeRow[]> {
    return this.db
      .select()
      .from(learningMapNodes)
      .where(and(eq(learningMapNodes.level, 'book'), eq(learningMapNodes.grade, grade)))
      .orderBy(asc(learningMapNodes.sortOrder));
  }

  /** Every book of the map, in no particular order. */
  allBooks(): Promise<MapNodeRow[]> {
    return this.db.select().from(learningMapNodes).where(eq(learningMapNodes.level, 'book'));
  }

  /** The chapters of these books, in map order. */
  async chaptersOfBooks(bookCodes: string[]): Promise<MapNodeRow[]> {
    if (bookCodes.length === 0) return [];
    return this.db
      .select()
      .from(learningMapNodes)
      .where(and(eq(learningMapNodes.level, 'chapter'), inArray(learningMapNodes.parentCode, bookCodes)))
      .orderBy(asc(learningMapNodes.sortOrder));
  }

  /** The topics of these chapters, in map order. */
  async topicsOfChapters(chapterCodes: string[]): Promise<MapNodeRow[]> {
    if (chapterCodes.length === 0) return [];
    return this.db
      .select()
      .from(learningMapNodes)
      .where(and(eq(learningMapNodes.level, 'topic'), inArray(learningMapNodes.parentCode, chapterCodes)))
      .orderBy(asc(learningMapNodes.sortOrder));
  }

  /** The concepts of these topics (code and topic), in map order. */
  async conceptsOfTopics(topicCodes: string[]): Promise<{ code: string; topicCode: string }[]> {
    if (topicCodes.length === 0) return [];
    const rows = await this.db
      .select({ code: learningMapNodes.code, parentCode: learningMapNodes.parentCode })
      .from(learningMapNodes)
      .where(and(eq(learningMapNodes.level, 'concept'), inArray(learningMapNodes.parentCode, topicCodes)))
      .orderBy(asc(learningMapNodes.sortOrder), asc(learningMapNodes.code));
    return rows.map((r) => ({ code: r.code, topicCode: r.parentCode! }));
  }

  /** Nodes by code, in no particular order; unknown codes are left out. */
  async nodes(codes: string[]): Promise<MapNodeRow[]> {
    if (codes.length === 0) return [];
    return this.db.select().from(learningMapNodes).where(inArray(learningMapNodes.code, codes));
  }

  /** An entrance exam's syllabus entries (subject, chapter), in syllabus order. */
  syllabus(examCode: string): Promise<SyllabusRow[]> {
    return this.db.select().from(examSyllabus).where(eq(examSyllabus.examCode, examCode)).orderBy(asc(examSyllabus.sortOrder));
  }

  /** Questions and videos per chapter of these chapters (chapters without any left out). */
  async countsPerChapter(chapterCodes: string[]): Promise<{ questions: { code: string | null; n: number }[]; videos: { code: string; n: number }[] }> {
    if (chapterCodes.length === 0) return { questions: [], videos: [] };
    const [questionCounts, videoCounts] = await Promise.all([
      this.db
        .select({ code: questions.chapterCode, n: sql<number>`count(*)::int` })
        .from(questions)
        .where(inArray(questions.chapterCode, chapterCodes))
        .groupBy(questions.chapterCode),
      this.db
        .select({ code: videos.chapterCode, n: sql<number>`count(*)::int` })
        .from(videos)
        .where(inArray(videos.chapterCode, chapterCodes))
        .groupBy(videos.chapterCode),
    ]);
    return { questions: questionCounts, videos: videoCounts };
  }
}
