import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  books,
  chapterNotes,
  cheatSheets,
  learningMapNodes,
  mocktestBundles,
  publishedBundle,
  questions,
  testSessions,
  videos,
} from '../../db/schema/index.ts';

// Pure helpers of the browsing pages, still imported from here by learn and practice; new code
// imports them from browse.service.ts.
export { mediaUrl, youtubeId } from './browse-views.ts';

export type NodeRow = typeof learningMapNodes.$inferSelect;
export type VideoRow = typeof videos.$inferSelect;
export type BookRow = typeof books.$inferSelect;
export type CheatSheetRow = typeof cheatSheets.$inferSelect;
export type NoteRow = typeof chapterNotes.$inferSelect;
export type MocktestBundleRow = typeof mocktestBundles.$inferSelect;

/** Questions to practise, by difficulty band (easy ≤ 3, medium 4–6, hard ≥ 7). */
export interface PracticeCounts {
  questions: number;
  easy: number;
  medium: number;
  hard: number;
}

/** Reads for the browsing pages (chapter, topic, video, books, cheat sheets, notes, tests): the only SQL of them. */
export class BrowseRepository {
  constructor(private readonly db: Db) {}

  /** The learning-map node `code` at `level` (book, chapter, topic, concept), or null. */
  async node(code: string, level: string): Promise<NodeRow | null> {
    const [row] = await this.db
      .select()
      .from(learningMapNodes)
      .where(and(eq(learningMapNodes.code, code), eq(learningMapNodes.level, level)))
      .limit(1);
    return row ?? null;
  }

  /** Nodes by code, in no particular order; unknown codes are left out. */
  async nodes(codes: string[]): Promise<NodeRow[]> {
    return codes.length ? this.db.select().from(learningMapNodes).where(inArray(learningMapNodes.code, codes)) : [];
  }

  /** A chapter's topics in map order. */
  topicsOfChapter(chapterCode: string): Promise<NodeRow[]> {
    return this.db
      .select()
      .from(learningMapNodes)
      .where(and(eq(learningMapNodes.parentCode, chapterCode), eq(learningMapNodes.level, 'topic')))
      .orderBy(asc(learningMapNodes.sortOrder), asc(learningMapNodes.code));
  }

  /** The topics of any of these chapters, in map order (a journey's outline reads many chapters at once). */
  async topicsOfChapters(chapterCodes: string[]): Promise<NodeRow[]> {
    if (chapterCodes.length === 0) return [];
    return this.db
      .select()
      .from(learningMapNodes)
      .where(and(inArray(learningMapNodes.parentCode, chapterCodes), eq(learningMapNodes.level, 'topic')))
      .orderBy(asc(learningMapNodes.sortOrder), asc(learningMapNodes.code));
  }

  /** The videos of any of these chapters, by code. */
  async videosOfChapters(chapterCodes: string[]): Promise<VideoRow[]> {
    if (chapterCodes.length === 0) return [];
    return this.db.select().from(videos).where(inArray(videos.chapterCode, chapterCodes)).orderBy(asc(videos.code));
  }

  /** Questions per chapter of these chapters (chapters without questions left out). */
  async questionCountsOfChapters(chapterCodes: string[]): Promise<{ chapter: string; n: number }[]> {
    if (chapterCodes.length === 0) return [];
    const rows = await this.db
      .select({ chapter: questions.chapterCode, n: sql<number>`count(*)::int` })
      .from(questions)
      .where(inArray(questions.chapterCode, chapterCodes))
      .groupBy(questions.chapterCode);
    return rows.flatMap((r) => (r.chapter === null ? [] : [{ chapter: r.chapter, n: r.n }]));
  }

  /** The concepts under any of these topics, by code. */
  async conceptsOfTopics(topicCodes: string[]): Promise<NodeRow[]> {
    if (topicCodes.length === 0) return [];
    return this.db
      .select()
      .from(learningMapNodes)
      .where(and(eq(learningMapNodes.level, 'concept'), inArray(learningMapNodes.parentCode, topicCodes)))
      .orderBy(asc(learningMapNodes.code));
  }

  /** One topic's concepts, by code. */
  conceptsOfTopic(topicCode: string): Promise<NodeRow[]> {
    return this.db
      .select()
      .from(learningMapNodes)
      .where(and(eq(learningMapNodes.parentCode, topicCode), eq(learningMapNodes.level, 'concept')))
      .orderBy(asc(learningMapNodes.code));
  }

  /** A chapter's videos, by code. */
  videosOfChapter(chapterCode: string): Promise<VideoRow[]> {
    return this.db.select().from(videos).where(eq(videos.chapterCode, chapterCode)).orderBy(asc(videos.code));
  }

  /** A topic's videos, by code. */
  videosOfTopic(topicCode: string): Promise<VideoRow[]> {
    return this.db.select().from(videos).where(eq(videos.topicCode, topicCode)).orderBy(asc(videos.code));
  }

  /** The video `code`, or null. */
  async video(code: string): Promise<VideoRow | null> {
    const [row] = await this.db.select().from(videos).where(eq(videos.code, code)).limit(1);
    return row ?? null;
  }

  /** Questions of a chapter by difficulty band. */
  practiceOfChapter(chapterCode: string): Promise<PracticeCounts> {
    return this.practice(eq(questions.chapterCode, chapterCode));
  }

  /** Questions of a topic by difficulty band. */
  practiceOfTopic(topicCode: string): Promise<PracticeCounts> {
    return this.practice(eq(questions.topicCode, topicCode));
  }

  private async practice(where: SQL): Promise<PracticeCounts> {
    const [row] = await this.db
      .select({
        questions: sql<number>`count(*)::int`,
        easy: sql<number>`count(*) filter (where ${questions.difficulty} <= 3)::int`,
        medium: sql<number>`count(*) filter (where ${questions.difficulty} between 4 and 6)::int`,
        hard: sql<number>`count(*) filter (where ${questions.difficulty} >= 7)::int`,
      })
      .from(questions)
      .where(where);
    return row ?? { questions: 0, easy: 0, medium: 0, hard: 0 };
  }

  /** Questions per topic of a chapter (topic code, or null for questions without one). */
  questionCountsPerTopic(chapterCode: string): Promise<{ topic: string | null; n: number }[]> {
    return this.db
      .select({ topic: questions.topicCode, n: sql<number>`count(*)::int` })
      .from(questions)
      .where(eq(questions.chapterCode, chapterCode))
      .groupBy(questions.topicCode);
  }

  /** The codes of a chapter's questions. */
  async questionCodesOfChapter(chapterCode: string): Promise<string[]> {
    return (await this.db.select({ code: questions.code }).from(questions).where(eq(questions.chapterCode, chapterCode))).map((r) => r.code);
  }

  /** A chapter's cheat sheets, by code. */
  cheatSheetsOfChapter(chapterCode: string): Promise<CheatSheetRow[]> {
    return this.db.select().from(cheatSheets).where(eq(cheatSheets.chapterCode, chapterCode)).orderBy(asc(cheatSheets.code));
  }

  /** Books whose table of contents links the chapter, by code. */
  booksWithChapter(chapterCode: string): Promise<BookRow[]> {
    return this.db
      .select()
      .from(books)
      .where(sql`jsonb_path_exists(${books.item}, '$.toc.**.chapter ? (@ == $c)', jsonb_build_object('c', ${chapterCode}::text))`)
      .orderBy(asc(books.code));
  }

  /** A chapter's notes (the first by code), or null. */
  async noteOfChapter(chapterCode: string): Promise<Pick<NoteRow, 'code' | 'title' | 'item'> | null> {
    const [row] = await this.db
      .select({ code: chapterNotes.code, title: chapterNotes.title, item: chapterNotes.item })
      .from(chapterNotes)
      .where(eq(chapterNotes.chapterCode, chapterCode))
      .orderBy(asc(chapterNotes.code))
      .limit(1);
    return row ?? null;
  }

  /** Books and big books (of one kind when given), by kind, grade, subject and code. */
  books(kind: 'book' | 'big_book' | undefined): Promise<BookRow[]> {
    return this.db
      .select()
      .from(books)
      .where(kind ? eq(books.kind, kind) : undefined)
      .orderBy(asc(books.kind), asc(books.grade), asc(books.subject), asc(books.code));
  }

  /** The book `code`, or null. */
  async book(code: string): Promise<BookRow | null> {
    const [row] = await this.db.select().from(books).where(eq(books.code, code)).limit(1);
    return row ?? null;
  }

  /** The cheat sheet `code`, or null. */
  async cheatSheet(code: string): Promise<CheatSheetRow | null> {
    const [row] = await this.db.select().from(cheatSheets).where(eq(cheatSheets.code, code)).limit(1);
    return row ?? null;
  }

  /** The chapter notes `code`, or null. */
  async note(code: string): Promise<NoteRow | null> {
    const [row] = await this.db.select().from(chapterNotes).where(eq(chapterNotes.code, code)).limit(1);
    return row ?? null;
  }

  /** Published mock tests (not a profile's own), by code. */
  publishedMocktests(): Promise<MocktestBundleRow[]> {
    return this.db.select().from(mocktestBundles).where(publishedBundle()).orderBy(asc(mocktestBundles.code));
  }

  /** Every mock test of an exam (profiles' own included), by code. */
  mocktestsOfExam(examCode: string): Promise<MocktestBundleRow[]> {
    return this.db.select().from(mocktestBundles).where(eq(mocktestBundles.examCode, examCode)).orderBy(asc(mocktestBundles.code));
  }

  /** A profile's test sessions of these tests, oldest first. */
  async sessionsOf(profileId: string, bundleCodes: string[]): Promise<{ id: string; bundle: string; status: string }[]> {
    if (bundleCodes.length === 0) return [];
    return this.db
      .select({ id: testSessions.id, bundle: testSessions.bundleCode, status: testSessions.status })
      .from(testSessions)
      .where(and(eq(testSessions.profileId, profileId), inArray(testSessions.bundleCode, bundleCodes)))
      .orderBy(asc(testSessions.startedAt));
  }

  /** Type and subject of these questions; unknown codes are left out. */
  async questionTypesAndSubjects(codes: string[]): Promise<{ code: string; type: string; subject: string }[]> {
    if (codes.length === 0) return [];
    return this.db.select({ code: questions.code, type: questions.type, subject: questions.subject }).from(questions).where(inArray(questions.code, codes));
  }
}
