import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type {
  BookDetail,
  BookList,
  BookTocEntry,
  ChapterNote,
  ChapterSummary,
  CheatSheet,
  MocktestList,
  PackBook,
  PackNote,
  PackVideo,
  TopicSummary,
  VideoDetail,
  VideoTile,
} from '@abhyas/contracts';
import type { Db } from '../../db/client.ts';
import {
  books,
  chapterNotes,
  cheatSheets,
  learningMapNodes,
  mocktestBundles,
  questions,
  testSessions,
  videos,
  type StoredSection,
} from '../../db/schema/index.ts';
import { scheduleOf, testTileStatus } from '@abhyas/domain';

type Node = typeof learningMapNodes.$inferSelect;
type VideoRow = typeof videos.$inferSelect;

/** A self-hosted clip's pack path (`media/x.mp4`) as the url the server serves it at (`/media/x.mp4`). */
export function mediaUrl(url: string): string;
export function mediaUrl(url: string | undefined): string | null;
export function mediaUrl(url: string | undefined): string | null {
  if (url === undefined) return null;
  return url.startsWith('media/') ? `/${url}` : url;
}

/** The YouTube video id of a watch, share or embed url, or null. */
export function youtubeId(url: string): string | null {
  const m = /(?:youtube(?:-nocookie)?\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/)|youtu\.be\/)([\w-]{11})/u.exec(url);
  return m ? m[1]! : null;
}

/** A tile's image: the pack's thumbnail, else YouTube's own for YouTube videos, else none. */
function thumbnailOf(item: PackVideo): string | null {
  if (item.thumbnail) return mediaUrl(item.thumbnail);
  const id = item.sourceType === 'youtube' ? youtubeId(item.url) : null;
  return id ? `https://i.ytimg.com/vi/${id}/hqdefault.jpg` : null;
}

/** Marks of a full-marks answer to every question of a section, from its marking per type. */
function sectionMaxMarks(section: StoredSection, typeOf: Map<string, string>): number {
  let total = 0;
  for (const code of section.questionCodes) {
    const scheme = section.markingByType[typeOf.get(code) ?? ''] as { kind: string; correct?: number; full?: number } | undefined;
    total += scheme ? (scheme.kind === 'simple' ? (scheme.correct ?? 0) : (scheme.full ?? 0)) : 0;
  }
  return total;
}

/**
 * `{ paperQuestionCount }` when the sections hold fewer questions than the original paper (issue 16
 * §3: JEEBench leaves out the questions that need a figure): the paper's count, a section without
 * one counting as whole. Empty when the test holds the whole paper.
 */
export function paperCountOf(sections: readonly Pick<StoredSection, 'questionCodes' | 'paperQuestionCount'>[]): { paperQuestionCount?: number } {
  const held = sections.reduce((n, s) => n + s.questionCodes.length, 0);
  const paper = sections.reduce((n, s) => n + Math.max(s.paperQuestionCount ?? 0, s.questionCodes.length), 0);
  return paper > held ? { paperQuestionCount: paper } : {};
}

/** Reads for the browsing pages (chapter, topic, video, books, cheat sheets, tests). */
export class BrowseRepository {
  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
    /** Turns a stored url into a playable one (self-hosted video files signed, docs/decisions/009). */
    private readonly playable: (url: string) => string = (url) => url,
  ) {}

  private async node(code: string, level: string): Promise<Node | null> {
    const [row] = await this.db
      .select()
      .from(learningMapNodes)
      .where(and(eq(learningMapNodes.code, code), eq(learningMapNodes.level, level)))
      .limit(1);
    return row ?? null;
  }

  private tile(v: VideoRow, locale: string): VideoTile {
    const item = v.item as unknown as PackVideo;
    return {
      code: v.code,
      title: item.names?.[locale] ?? v.title,
      lengthS: v.lengthS,
      thumbnail: thumbnailOf(item),
      sourceType: item.sourceType,
      owner: item.owner.name,
      previewUrl: item.previewUrl === undefined ? null : this.playable(mediaUrl(item.previewUrl)),
      chapterCode: v.chapterCode,
      topicCode: v.topicCode,
    };
  }

  private async practice(where: ReturnType<typeof eq>) {
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

  /** The chapter page, or null for an unknown chapter code. */
  async chapter(code: string, locale: string): Promise<ChapterSummary | null> {
    const chapter = await this.node(code, 'chapter');
    if (!chapter) return null;
    const label = (n: Pick<Node, 'name' | 'names'>) => n.names[locale] ?? n.name;
    const [book, topicRows, videoRows, practice, sheetRows, bookRows, tests, topicQuestionCounts, noteRows] = await Promise.all([
      chapter.parentCode ? this.node(chapter.parentCode, 'book') : Promise.resolve(null),
      this.db
        .select()
        .from(learningMapNodes)
        .where(and(eq(learningMapNodes.parentCode, code), eq(learningMapNodes.level, 'topic')))
        .orderBy(asc(learningMapNodes.sortOrder), asc(learningMapNodes.code)),
      this.db.select().from(videos).where(eq(videos.chapterCode, code)).orderBy(asc(videos.code)),
      this.practice(eq(questions.chapterCode, code)),
      this.db.select().from(cheatSheets).where(eq(cheatSheets.chapterCode, code)).orderBy(asc(cheatSheets.code)),
      this.db
        .select()
        .from(books)
        .where(sql`jsonb_path_exists(${books.item}, '$.toc.**.chapter ? (@ == $c)', jsonb_build_object('c', ${code}::text))`)
        .orderBy(asc(books.code)),
      this.testsWithChapter(code),
      this.db
        .select({ topic: questions.topicCode, n: sql<number>`count(*)::int` })
        .from(questions)
        .where(eq(questions.chapterCode, code))
        .groupBy(questions.topicCode),
      this.db
        .select({ code: chapterNotes.code, title: chapterNotes.title, item: chapterNotes.item })
        .from(chapterNotes)
        .where(eq(chapterNotes.chapterCode, code))
        .orderBy(asc(chapterNotes.code))
        .limit(1),
    ]);
    const concepts = topicRows.length
      ? await this.db
          .select()
          .from(learningMapNodes)
          .where(
            and(
              eq(learningMapNodes.level, 'concept'),
              inArray(
                learningMapNodes.parentCode,
                topicRows.map((t) => t.code),
              ),
            ),
          )
          .orderBy(asc(learningMapNodes.code))
      : [];
    const perTopic = new Map(topicQuestionCounts.map((r) => [r.topic, r.n]));
    return {
      chapter: {
        code,
        name: label(chapter),
        number: chapter.number,
        grade: chapter.grade,
        subject: chapter.subject,
        subjectName: book ? label(book) : chapter.subject,
      },
      book: book ? { code: book.code, name: label(book) } : null,
      topics: topicRows.map((t) => ({
        code: t.code,
        name: label(t),
        concepts: concepts.filter((c) => c.parentCode === t.code).map((c) => ({ code: c.code, name: label(c) })),
        videoCount: videoRows.filter((v) => v.topicCode === t.code).length,
        questionCount: perTopic.get(t.code) ?? 0,
      })),
      videos: videoRows.map((v) => this.tile(v, locale)),
      practice,
      tests,
      books: bookRows.map((b) => ({ code: b.code, kind: b.kind as 'book' | 'big_book', title: (b.item as unknown as PackBook).names?.[locale] ?? b.title })),
      cheatSheets: sheetRows.map((c) => ({ code: c.code, title: c.title, language: (c.item as { language?: string }).language ?? 'en' })),
      notes: noteRows[0] ? noteRef(noteRows[0].code, noteRows[0].item as unknown as PackNote, locale) : null,
    };
  }

  /** Mock tests that hold at least one question of the chapter. */
  private async testsWithChapter(code: string): Promise<ChapterSummary['tests']> {
    const inChapter = new Set((await this.db.select({ code: questions.code }).from(questions).where(eq(questions.chapterCode, code))).map((r) => r.code));
    if (inChapter.size === 0) return [];
    const tests = await this.db.select().from(mocktestBundles).where(isNull(mocktestBundles.ownerProfileId)).orderBy(asc(mocktestBundles.code));
    return tests
      .filter((t) => t.sections.some((s) => s.questionCodes.some((c) => inChapter.has(c))))
      .map((t) => ({
        code: t.code,
        name: t.name,
        examCode: t.examCode,
        durationS: t.durationS,
        questionCount: t.sections.reduce((n, s) => n + s.questionCodes.length, 0),
      }));
  }

  /** The topic page, or null for an unknown topic code. */
  async topic(code: string, locale: string): Promise<TopicSummary | null> {
    const topic = await this.node(code, 'topic');
    if (!topic?.parentCode) return null;
    const label = (n: Pick<Node, 'name' | 'names'>) => n.names[locale] ?? n.name;
    const [chapter, conceptRows, videoRows, practice] = await Promise.all([
      this.node(topic.parentCode, 'chapter'),
      this.db
        .select()
        .from(learningMapNodes)
        .where(and(eq(learningMapNodes.parentCode, code), eq(learningMapNodes.level, 'concept')))
        .orderBy(asc(learningMapNodes.code)),
      this.db.select().from(videos).where(eq(videos.topicCode, code)).orderBy(asc(videos.code)),
      this.practice(eq(questions.topicCode, code)),
    ]);
    if (!chapter) return null;
    const book = chapter.parentCode ? await this.node(chapter.parentCode, 'book') : null;
    return {
      topic: { code, name: label(topic) },
      chapter: { code: chapter.code, name: label(chapter), subject: chapter.subject, subjectName: book ? label(book) : chapter.subject, grade: chapter.grade },
      concepts: conceptRows.map((c) => ({ code: c.code, name: label(c) })),
      videos: videoRows.map((v) => this.tile(v, locale)),
      practice,
    };
  }

  /** A video with everything the player needs, or null. */
  async video(code: string, locale: string): Promise<VideoDetail | null> {
    const [v] = await this.db.select().from(videos).where(eq(videos.code, code)).limit(1);
    if (!v) return null;
    const item = v.item as unknown as PackVideo;
    const [chapter, conceptRows] = await Promise.all([
      this.node(v.chapterCode, 'chapter'),
      item.concepts.length ? this.db.select().from(learningMapNodes).where(inArray(learningMapNodes.code, item.concepts)) : Promise.resolve([]),
    ]);
    const label = (n: Pick<Node, 'name' | 'names'>) => n.names[locale] ?? n.name;
    return {
      ...this.tile(v, locale),
      description: item.description ?? '',
      language: item.language ?? 'en',
      url: this.playable(mediaUrl(item.url)),
      fallbackUrl: item.fallbackUrl === undefined ? null : this.playable(mediaUrl(item.fallbackUrl)),
      teaserUrl: item.teaserUrl === undefined ? null : this.playable(mediaUrl(item.teaserUrl)),
      ownerUrl: item.owner.url ?? null,
      license: item.owner.license ?? null,
      chapter: { code: v.chapterCode, name: chapter ? label(chapter) : v.chapterCode },
      concepts: conceptRows.map((c) => ({ code: c.code, name: label(c) })),
      annotations: item.annotations.map((a) => ({ pointS: a.pointS, questionCodes: a.questionCodes })),
      isPublic: item.public === true,
      captions: (item.captions ?? []).map((c) => ({ language: c.language, label: c.label, src: this.playable(mediaUrl(c.src)) })),
    };
  }

  /** Books and big books, for one exam and kind when given. */
  async books(exam: string | undefined, kind: 'book' | 'big_book' | undefined, locale: string): Promise<BookList> {
    const rows = await this.db
      .select()
      .from(books)
      .where(kind ? eq(books.kind, kind) : undefined)
      .orderBy(asc(books.kind), asc(books.grade), asc(books.subject), asc(books.code));
    const chapterCount = (toc: PackBook['toc']): number => toc.reduce((n, e) => n + (e.chapter ? 1 : 0) + chapterCount(e.children ?? []), 0);
    return {
      books: rows
        .map((b) => ({ row: b, item: b.item as unknown as PackBook }))
        .filter(({ item }) => !exam || item.exams.includes(exam))
        .map(({ row, item }) => ({
          code: row.code,
          kind: row.kind as 'book' | 'big_book',
          title: item.names?.[locale] ?? row.title,
          subject: row.subject,
          grade: row.grade,
          publisher: item.publisher,
          exams: item.exams,
          chapterCount: chapterCount(item.toc),
        })),
    };
  }

  /** A book with its table of contents (chapter links named in `locale`), or null. */
  async book(code: string, locale: string): Promise<BookDetail | null> {
    const [row] = await this.db.select().from(books).where(eq(books.code, code)).limit(1);
    if (!row) return null;
    const item = row.item as unknown as PackBook;
    const codes: string[] = [];
    const collect = (entries: PackBook['toc']) =>
      entries.forEach((e) => {
        if (e.chapter) codes.push(e.chapter);
        collect(e.children ?? []);
      });
    collect(item.toc);
    const chapters = codes.length ? await this.db.select().from(learningMapNodes).where(inArray(learningMapNodes.code, codes)) : [];
    const names = new Map(chapters.map((c) => [c.code, c.names[locale] ?? c.name]));
    const map = (entries: PackBook['toc']): BookTocEntry[] =>
      entries.map((e) => ({
        title: e.title,
        chapter: e.chapter ? { code: e.chapter, name: names.get(e.chapter) ?? e.chapter } : null,
        page: e.page ?? null,
        children: map(e.children ?? []),
      }));
    return {
      code: row.code,
      kind: row.kind as 'book' | 'big_book',
      title: item.names?.[locale] ?? row.title,
      subject: row.subject,
      grade: row.grade,
      publisher: item.publisher,
      url: item.url ?? null,
      description: item.description,
      exams: item.exams,
      toc: map(item.toc),
    };
  }

  /** A cheat sheet, or null. */
  async cheatSheet(code: string, locale: string): Promise<CheatSheet | null> {
    const [row] = await this.db.select().from(cheatSheets).where(eq(cheatSheets.code, code)).limit(1);
    if (!row) return null;
    const item = row.item as { language?: string; body: string };
    const chapter = await this.node(row.chapterCode, 'chapter');
    return {
      code: row.code,
      title: row.title,
      language: item.language ?? 'en',
      chapter: { code: row.chapterCode, name: chapter ? (chapter.names[locale] ?? chapter.name) : row.chapterCode },
      body: item.body,
    };
  }

  /** A chapter's notes in `locale` when translated, else in their own language; null for an unknown code. */
  async note(code: string, locale: string): Promise<ChapterNote | null> {
    const [row] = await this.db.select().from(chapterNotes).where(eq(chapterNotes.code, code)).limit(1);
    if (!row) return null;
    const chapter = await this.node(row.chapterCode, 'chapter');
    return localizedNote(row.code, row.item as unknown as PackNote, locale, {
      code: row.chapterCode,
      name: chapter ? (chapter.names[locale] ?? chapter.name) : row.chapterCode,
    });
  }

  /** The mock tests of an exam, with sections, marks and subjects. */
  /**
   * The mock tests of an exam with sections, marks and subjects; with `profileId`, each test's tile
   * status and progress for that profile. Scheduled tests are left out before their visible time.
   */
  async mocktests(exam: string, locale: string, profileId?: string): Promise<MocktestList> {
    const now = this.now();
    const rows = (await this.db.select().from(mocktestBundles).where(eq(mocktestBundles.examCode, exam)).orderBy(asc(mocktestBundles.code))).filter((t) => {
      if (t.ownerProfileId !== null && t.ownerProfileId !== profileId) return false;
      const schedule = scheduleOf(t);
      return !schedule || now >= schedule.visibleToStudentsAt;
    });
    const latest = new Map<string, { id: string; status: string }>();
    if (profileId && rows.length > 0) {
      const sessions = await this.db
        .select({ id: testSessions.id, bundle: testSessions.bundleCode, status: testSessions.status })
        .from(testSessions)
        .where(
          and(
            eq(testSessions.profileId, profileId),
            inArray(
              testSessions.bundleCode,
              rows.map((r) => r.code),
            ),
          ),
        )
        .orderBy(asc(testSessions.startedAt));
      for (const x of sessions) latest.set(x.bundle, { id: x.id, status: x.status });
    }
    const codes = [...new Set(rows.flatMap((t) => t.sections.flatMap((s) => s.questionCodes)))];
    const qs = codes.length
      ? await this.db.select({ code: questions.code, type: questions.type, subject: questions.subject }).from(questions).where(inArray(questions.code, codes))
      : [];
    const typeOf = new Map(qs.map((q) => [q.code, q.type]));
    const subjectOf = new Map(qs.map((q) => [q.code, q.subject]));
    return {
      tests: rows.map((t) => ({
        code: t.code,
        name: t.names[locale] ?? t.name,
        examCode: t.examCode,
        durationS: t.durationS,
        questionCount: t.sections.reduce((n, s) => n + s.questionCodes.length, 0),
        maxMarks: t.sections.reduce((n, s) => n + sectionMaxMarks(s, typeOf), 0),
        ...paperCountOf(t.sections),
        source: t.sourceNames[locale] ?? t.source,
        sections: t.sections.map((s) => ({
          code: s.code,
          name: s.names?.[locale] ?? s.name,
          questionCount: s.questionCodes.length,
          ...(s.paperQuestionCount !== undefined && s.paperQuestionCount > s.questionCodes.length ? { paperQuestionCount: s.paperQuestionCount } : {}),
        })),
        subjects: [...new Set(t.sections.flatMap((s) => s.questionCodes.map((c) => subjectOf.get(c)).filter((x): x is string => x !== undefined)))],
        isScheduled: t.schedule !== null,
        ...testTileStatus(scheduleOf(t), now, (latest.get(t.code)?.status ?? null) as 'STARTED' | 'FINISHED' | 'PENDING_EVALUATION' | null),
        sessionId: latest.get(t.code)?.id ?? null,
      })),
    };
  }
}

/** Pack media inside a note's Markdown (`](media/…)`) as the server serves it (`](/media/…)`). */
const servedMedia = (markdown: string): string => markdown.replace(/\]\(media\//gu, '](/media/');

/** The note's title as listed on the chapter page, in `locale` when translated. */
function noteRef(code: string, note: PackNote, locale: string): { code: string; title: string; language: string } {
  const t = note.translations[locale];
  return t ? { code, title: t.title, language: locale } : { code, title: note.title, language: note.language };
}

/** A stored note in `locale` (its translation when there is one), media paths as served. */
export function localizedNote(code: string, note: PackNote, locale: string, chapter: { code: string; name: string }): ChapterNote {
  const t = note.translations[locale];
  const text = t ?? note;
  return {
    code,
    chapter,
    language: t ? locale : note.language,
    languages: [note.language, ...Object.keys(note.translations).filter((l) => l !== note.language)],
    title: text.title,
    keyIdeas: servedMedia(text.keyIdeas),
    formulas: servedMedia(text.formulas),
    workedExamples: text.workedExamples.map((w) => ({ problem: servedMedia(w.problem), solution: servedMedia(w.solution) })),
    commonMistakes: servedMedia(text.commonMistakes),
  };
}
