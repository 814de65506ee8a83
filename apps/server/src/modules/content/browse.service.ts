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
} from '@abhyas/contracts';
import { testTileStatus } from '@abhyas/domain';
import { notFound } from '../../lib/app-error.ts';
import { scheduleOf } from '@abhyas/domain';
import type { TestAccessService } from '../mock-tests/test-access.service.ts';
import type { BrowseRepository, NodeRow } from './browse.repository.ts';
import { localizedNote, mediaUrl, noteRef, paperCountOf, sectionMaxMarks, videoTile } from './browse-views.ts';
import type { ContentRepository } from './content.repository.ts';

export { mediaUrl, youtubeId, paperCountOf, localizedNote } from './browse-views.ts';

/** A node's name in `locale`, else its own. */
/** A chapter as a journey needs it: topics with concepts, videos and how many questions it has. */
export interface ChapterOutline {
  code: string;
  topics: { code: string; concepts: { code: string; name: string }[] }[];
  videos: { code: string; title: string; lengthS: number }[];
  questionCount: number;
}

const labelIn = (locale: string) => (n: Pick<NodeRow, 'name' | 'names'>) => n.names[locale] ?? n.name;

/** 404 `<WHAT>_NOT_FOUND` for an unknown code. */
const missing = (what: string, code: string) => notFound(`No ${what} has the code '${code}'.`, `${what.toUpperCase().replace(/ /g, '_')}_NOT_FOUND`);

/** The browsing pages (issue #3 §5–§6): chapter and topic pages, videos, books, cheat sheets, notes and an exam's mock tests. */
export class BrowseService {
  constructor(
    private readonly repo: BrowseRepository,
    private readonly content: Pick<ContentRepository, 'findExam'>,
    private readonly testAccess: Pick<TestAccessService, 'closedTests' | 'examsFor'>,
    /** Current time in epoch ms. */
    private readonly now: () => number = Date.now,
    /** Turns a stored url into a playable one (self-hosted video files signed, docs/decisions/009). */
    private readonly playable: (url: string) => string = (url) => url,
  ) {}

  /**
   * The chapter page in `locale`: topics with concepts, videos, practice counts, the mock tests
   * holding its questions that `profileId` may open (issue 15 Major 4), books, cheat sheets, notes.
   * 404 CHAPTER_NOT_FOUND.
   */
  async chapter(code: string, locale: string, profileId: string | undefined): Promise<ChapterSummary> {
    const found = await this.chapterPage(code, locale);
    if (!found) throw missing('chapter', code);
    // No link to a test the profile may not open (issue 15 Major 4).
    const closed = await this.testAccess.closedTests(profileId);
    return closed.size === 0 ? found : { ...found, tests: found.tests.filter((x) => !closed.has(x.code)) };
  }

  private async chapterPage(code: string, locale: string): Promise<ChapterSummary | null> {
    const chapter = await this.repo.node(code, 'chapter');
    if (!chapter) return null;
    const label = labelIn(locale);
    const [book, topicRows, videoRows, practice, sheetRows, bookRows, tests, topicQuestionCounts, note] = await Promise.all([
      chapter.parentCode ? this.repo.node(chapter.parentCode, 'book') : Promise.resolve(null),
      this.repo.topicsOfChapter(code),
      this.repo.videosOfChapter(code),
      this.repo.practiceOfChapter(code),
      this.repo.cheatSheetsOfChapter(code),
      this.repo.booksWithChapter(code),
      this.testsWithChapter(code),
      this.repo.questionCountsPerTopic(code),
      this.repo.noteOfChapter(code),
    ]);
    const concepts = await this.repo.conceptsOfTopics(topicRows.map((t) => t.code));
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
      videos: videoRows.map((v) => videoTile(v, locale, this.playable)),
      practice,
      tests,
      books: bookRows.map((b) => ({ code: b.code, kind: b.kind as 'book' | 'big_book', title: (b.item as unknown as PackBook).names?.[locale] ?? b.title })),
      cheatSheets: sheetRows.map((c) => ({ code: c.code, title: c.title, language: (c.item as { language?: string }).language ?? 'en' })),
      notes: note ? noteRef(note.code, note.item as unknown as PackNote, locale) : null,
    };
  }

  /** Published mock tests that hold at least one question of the chapter. */
  private async testsWithChapter(code: string): Promise<ChapterSummary['tests']> {
    const inChapter = new Set(await this.repo.questionCodesOfChapter(code));
    if (inChapter.size === 0) return [];
    const tests = await this.repo.publishedMocktests();
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

  /**
   * What a journey is planned from, for many chapters in four reads (issue 18; the chapter page
   * reads a dozen tables per chapter): each chapter's topics with their concepts (map order, names
   * in `locale`), videos (length in s) and question count. Unknown codes give an empty outline.
   */
  async chapterOutlines(codes: string[], locale: string): Promise<ChapterOutline[]> {
    const label = labelIn(locale);
    const [topicRows, videoRows, counts] = await Promise.all([
      this.repo.topicsOfChapters(codes),
      this.repo.videosOfChapters(codes),
      this.repo.questionCountsOfChapters(codes),
    ]);
    const concepts = await this.repo.conceptsOfTopics(topicRows.map((t) => t.code));
    const count = new Map(counts.map((c) => [c.chapter, c.n]));
    return codes.map((code) => ({
      code,
      topics: topicRows
        .filter((t) => t.parentCode === code)
        .map((t) => ({ code: t.code, concepts: concepts.filter((c) => c.parentCode === t.code).map((c) => ({ code: c.code, name: label(c) })) })),
      videos: videoRows
        .filter((v) => v.chapterCode === code)
        .map((v) => ({ code: v.code, title: (v.item as PackVideo).names?.[locale] ?? v.title, lengthS: v.lengthS })),
      questionCount: count.get(code) ?? 0,
    }));
  }

  /**
   * The exam's shared papers `profileId` may open, for planning (issue 18): neither a profile's own
   * test (create-your-own, diagnostic), nor a class's, nor a scheduled one (it has its own hours). Duration in s.
   */
  async sharedPapers(exam: string, locale: string, profileId: string): Promise<{ code: string; name: string; durationS: number; questionCount: number }[]> {
    const [rows, closed] = await Promise.all([this.repo.mocktestsOfExam(exam), this.testAccess.closedTests(profileId)]);
    return rows
      .filter((t) => t.ownerProfileId === null && t.ownerClassId === null && t.schedule === null && !closed.has(t.code))
      .map((t) => ({
        code: t.code,
        name: t.names[locale] ?? t.name,
        durationS: t.durationS,
        questionCount: t.sections.reduce((n, s) => n + s.questionCodes.length, 0),
      }));
  }

  /** The topic page in `locale`: concepts, videos and practice counts. 404 TOPIC_NOT_FOUND. */
  async topic(code: string, locale: string): Promise<TopicSummary> {
    const found = await this.topicPage(code, locale);
    if (!found) throw missing('topic', code);
    return found;
  }

  private async topicPage(code: string, locale: string): Promise<TopicSummary | null> {
    const topic = await this.repo.node(code, 'topic');
    if (!topic?.parentCode) return null;
    const label = labelIn(locale);
    const [chapter, conceptRows, videoRows, practice] = await Promise.all([
      this.repo.node(topic.parentCode, 'chapter'),
      this.repo.conceptsOfTopic(code),
      this.repo.videosOfTopic(code),
      this.repo.practiceOfTopic(code),
    ]);
    if (!chapter) return null;
    const book = chapter.parentCode ? await this.repo.node(chapter.parentCode, 'book') : null;
    return {
      topic: { code, name: label(topic) },
      chapter: { code: chapter.code, name: label(chapter), subject: chapter.subject, subjectName: book ? label(book) : chapter.subject, grade: chapter.grade },
      concepts: conceptRows.map((c) => ({ code: c.code, name: label(c) })),
      videos: videoRows.map((v) => videoTile(v, locale, this.playable)),
      practice,
    };
  }

  /** A video with everything the player needs (urls playable, names in `locale`). 404 VIDEO_NOT_FOUND. */
  async video(code: string, locale: string): Promise<VideoDetail> {
    const v = await this.repo.video(code);
    if (!v) throw missing('video', code);
    const item = v.item as unknown as PackVideo;
    const [chapter, conceptRows] = await Promise.all([this.repo.node(v.chapterCode, 'chapter'), this.repo.nodes(item.concepts)]);
    const label = labelIn(locale);
    return {
      ...videoTile(v, locale, this.playable),
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

  /** Books and big books, for one exam and kind when given, titles in `locale`. */
  async books(exam: string | undefined, kind: 'book' | 'big_book' | undefined, locale: string): Promise<BookList> {
    const rows = await this.repo.books(kind);
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

  /** A book with its table of contents (chapter links named in `locale`). 404 BOOK_NOT_FOUND. */
  async book(code: string, locale: string): Promise<BookDetail> {
    const row = await this.repo.book(code);
    if (!row) throw missing('book', code);
    const item = row.item as unknown as PackBook;
    const codes: string[] = [];
    const collect = (entries: PackBook['toc']) =>
      entries.forEach((e) => {
        if (e.chapter) codes.push(e.chapter);
        collect(e.children ?? []);
      });
    collect(item.toc);
    const chapters = await this.repo.nodes(codes);
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

  /** A cheat sheet, its chapter named in `locale`. 404 CHEAT_SHEET_NOT_FOUND. */
  async cheatSheet(code: string, locale: string): Promise<CheatSheet> {
    const row = await this.repo.cheatSheet(code);
    if (!row) throw missing('cheat sheet', code);
    const item = row.item as { language?: string; body: string };
    const chapter = await this.repo.node(row.chapterCode, 'chapter');
    return {
      code: row.code,
      title: row.title,
      language: item.language ?? 'en',
      chapter: { code: row.chapterCode, name: chapter ? (chapter.names[locale] ?? chapter.name) : row.chapterCode },
      body: item.body,
    };
  }

  /** A chapter's notes in `locale` when translated, else in their own language. 404 CHAPTER_NOTES_NOT_FOUND. */
  async note(code: string, locale: string): Promise<ChapterNote> {
    const row = await this.repo.note(code);
    if (!row) throw missing('chapter notes', code);
    const chapter = await this.repo.node(row.chapterCode, 'chapter');
    return localizedNote(row.code, row.item as unknown as PackNote, locale, {
      code: row.chapterCode,
      name: chapter ? (chapter.names[locale] ?? chapter.name) : row.chapterCode,
    });
  }

  /**
   * The mock tests of an exam with sections, marks and subjects; with `profileId`, each test's tile
   * status and progress for that profile, and only a profile's own tests besides the published
   * ones. Scheduled tests are left out before their visible time. 404 UNKNOWN_EXAM; 404
   * EXAM_NOT_FOR_PROFILE for a profile whose goal does not hold the exam (issue 15 Major 4).
   */
  async mocktests(exam: string, locale: string, profileId: string | undefined): Promise<MocktestList> {
    const found = await this.content.findExam(exam);
    if (!found) throw notFound(`Unknown exam '${exam}'. See GET /api/content/goals-exams.`, 'UNKNOWN_EXAM');
    if (profileId) {
      const open = await this.testAccess.examsFor(profileId);
      if (!open.includes(exam))
        throw notFound(
          `This profile may take the tests of ${open.join(', ') || 'its own exam'}, not of '${exam}' (another goal's exam). Change the profile's exam to see them.`,
          'EXAM_NOT_FOR_PROFILE',
        );
    }
    return this.mocktestList(exam, locale, profileId);
  }

  private async mocktestList(exam: string, locale: string, profileId?: string): Promise<MocktestList> {
    const now = this.now();
    const rows = (await this.repo.mocktestsOfExam(exam)).filter((t) => {
      if (t.ownerProfileId !== null && t.ownerProfileId !== profileId) return false;
      // A class test (issue 23) reaches its students through their assignments, not the bank's list.
      if (t.ownerClassId !== null) return false;
      const schedule = scheduleOf(t);
      return !schedule || now >= schedule.visibleToStudentsAt;
    });
    const latest = new Map<string, { id: string; status: string }>();
    if (profileId && rows.length > 0) {
      const sessions = await this.repo.sessionsOf(
        profileId,
        rows.map((r) => r.code),
      );
      for (const x of sessions) latest.set(x.bundle, { id: x.id, status: x.status });
    }
    const qs = await this.repo.questionTypesAndSubjects([...new Set(rows.flatMap((t) => t.sections.flatMap((s) => s.questionCodes)))]);
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
