import { z } from 'zod';
import { localeParam } from '../common.ts';

/**
 * Browsing content (issue #3 §5–§6; learning.md §2 Learn/Practice/Test homes, chapter and topic
 * summaries, /booktoc, /bigbooktoc): chapters, topics, videos, books, cheat sheets and mock tests.
 * Every call takes `?locale=` for display names (English when a name has no translation).
 */
export const browseLocaleQuery = z.object({ locale: localeParam.optional() });
export const contentCodeParams = z.object({ code: z.string().min(1).max(120) });

/** A video tile (learning.md §4 Tiles): enough to show a card and open the player. */
export const videoTileSchema = z.object({
  code: z.string(),
  title: z.string(),
  lengthS: z.number().int().describe('length in seconds'),
  thumbnail: z.string().nullable().describe('image url (self-hosted under /media/ or remote)'),
  sourceType: z.enum(['youtube', 'vimeo', 'cdn']),
  owner: z.string(),
  chapterCode: z.string(),
  topicCode: z.string().nullable(),
  previewUrl: z
    .string()
    .nullable()
    .optional()
    .describe(
      'short muted clip (or image) the tile shows after 550 ms of hover (learning.md §4 Tiles), self-hosted ones signed like url; null or absent: no preview',
    ),
});
export type VideoTile = z.infer<typeof videoTileSchema>;

const conceptRef = z.object({ code: z.string(), name: z.string() });
const practiceCounts = z.object({
  questions: z.number().int(),
  easy: z.number().int().describe('difficulty 1–3'),
  medium: z.number().int().describe('difficulty 4–6'),
  hard: z.number().int().describe('difficulty 7–10'),
});
const testRef = z.object({ code: z.string(), name: z.string(), examCode: z.string(), durationS: z.number().int(), questionCount: z.number().int() });
const bookRef = z.object({ code: z.string(), kind: z.enum(['book', 'big_book']), title: z.string() });
const cheatSheetRef = z.object({ code: z.string(), title: z.string(), language: z.string() });
const noteRef = z.object({
  code: z.string(),
  title: z.string(),
  language: z.string().describe('the language the title (and the note) will be shown in: the locale asked for when the note has it, else its own'),
});

/** GET /api/content/chapters/{code}: the chapter page (`/learn/summary/{id}`, `/practice/summary/{id}`). */
export const chapterSummarySchema = z
  .object({
    chapter: z.object({
      code: z.string(),
      name: z.string(),
      number: z.number().int().nullable(),
      grade: z.number().int().nullable(),
      subject: z.string(),
      subjectName: z.string().describe('the subject as shown, in the locale (the book name: Mathematics, गणित, …)'),
    }),
    book: z.object({ code: z.string(), name: z.string() }).nullable().describe('the NCERT book (learning-map book node) the chapter belongs to'),
    topics: z.array(
      z.object({ code: z.string(), name: z.string(), concepts: z.array(conceptRef), videoCount: z.number().int(), questionCount: z.number().int() }),
    ),
    videos: z.array(videoTileSchema),
    practice: practiceCounts,
    tests: z.array(testRef).describe('mock tests with questions from this chapter'),
    books: z.array(bookRef).describe('books whose table of contents has this chapter'),
    cheatSheets: z.array(cheatSheetRef),
    notes: noteRef.nullable().describe('the chapter notes (issue #16 §4), or null when the chapter has none yet'),
  })
  .meta({ id: 'ChapterSummary' });
export type ChapterSummary = z.infer<typeof chapterSummarySchema>;

/** GET /api/content/topics/{code}: the topic page (`/topic/summary/{id}`). */
export const topicSummarySchema = z
  .object({
    topic: z.object({ code: z.string(), name: z.string() }),
    chapter: z.object({ code: z.string(), name: z.string(), subject: z.string(), subjectName: z.string(), grade: z.number().int().nullable() }),
    concepts: z.array(conceptRef),
    videos: z.array(videoTileSchema),
    practice: practiceCounts,
  })
  .meta({ id: 'TopicSummary' });
export type TopicSummary = z.infer<typeof topicSummarySchema>;

/** GET /api/content/videos/{code}: everything the player and `/video/summary/{id}` need (learning.md §3 video fields). */
export const videoDetailSchema = videoTileSchema
  .extend({
    description: z.string(),
    language: z.string(),
    url: z
      .string()
      .describe(
        'playable url: self-hosted clips as a signed /media/…?exp=&sig= url valid 3600 s (renew with GET /api/learn/cdn_url), else the YouTube/Vimeo/CDN url',
      ),
    fallbackUrl: z.string().nullable(),
    teaserUrl: z.string().nullable(),
    ownerUrl: z.string().nullable(),
    license: z.string().nullable(),
    chapter: z.object({ code: z.string(), name: z.string() }),
    concepts: z.array(conceptRef),
    annotations: z.array(z.object({ pointS: z.number(), questionCodes: z.array(z.string()) })),
    isPublic: z.boolean().describe('public content: plays for everyone, cannot be liked or bookmarked, no bookmark state (learning.md §6)'),
    captions: z
      .array(
        z.object({
          language: z.string().describe('language of the track (en, hi, …)'),
          label: z.string().describe('the track\'s name in its own language ("English", "हिन्दी")'),
          src: z.string().describe('WebVTT url: self-hosted tracks signed like the video (/media/…vtt?exp=&sig=, 3600 s)'),
        }),
      )
      .describe('caption tracks (issue 16 §4), empty when the video has none'),
  })
  .meta({ id: 'VideoDetail' });
export type VideoDetail = z.infer<typeof videoDetailSchema>;

/** GET /api/content/books?exam=&kind=: books and big books (for an exam when given). */
export const booksQuery = z.object({
  exam: z.string().max(80).optional(),
  kind: z.enum(['book', 'big_book']).optional(),
  locale: localeParam.optional(),
});
export const bookListSchema = z
  .object({
    books: z.array(
      bookRef.extend({
        subject: z.string(),
        grade: z.number().int().nullable(),
        publisher: z.string(),
        exams: z.array(z.string()),
        chapterCount: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'BookList' });
export type BookList = z.infer<typeof bookListSchema>;

export interface BookTocEntry {
  title: string;
  chapter: { code: string; name: string } | null;
  page: number | null;
  children: BookTocEntry[];
}
const bookTocEntry: z.ZodType<BookTocEntry> = z.lazy(() =>
  z.object({
    title: z.string(),
    chapter: z.object({ code: z.string(), name: z.string() }).nullable(),
    page: z.number().int().nullable(),
    children: z.array(bookTocEntry),
  }),
);

/** GET /api/content/books/{code}: a book with its table of contents (`/booktoc`, `/bigbooktoc` with book_id). */
export const bookDetailSchema = z
  .object({
    code: z.string(),
    kind: z.enum(['book', 'big_book']),
    title: z.string(),
    subject: z.string(),
    grade: z.number().int().nullable(),
    publisher: z.string(),
    url: z.string().nullable(),
    description: z.string(),
    exams: z.array(z.string()),
    toc: z.array(bookTocEntry),
  })
  .meta({ id: 'BookDetail' });
export type BookDetail = z.infer<typeof bookDetailSchema>;

/** GET /api/content/cheat-sheets/{code} (`/web-view/cheat-sheet`, chapter pages). */
export const cheatSheetSchema = z
  .object({
    code: z.string(),
    title: z.string(),
    language: z.string(),
    chapter: z.object({ code: z.string(), name: z.string() }),
    body: z.string().describe('Markdown with LaTeX'),
  })
  .meta({ id: 'CheatSheet' });
export type CheatSheet = z.infer<typeof cheatSheetSchema>;

/**
 * GET /api/content/notes/{code}?locale=: a chapter's notes (issue #16 §4) in the locale when it has
 * that translation, else in their own language. Markdown with LaTeX; figures are `/media/…` images.
 */
export const chapterNoteSchema = z
  .object({
    code: z.string(),
    chapter: z.object({ code: z.string(), name: z.string() }),
    language: z.string().describe('the language of the text below'),
    languages: z.array(z.string()).describe('every language the notes are available in'),
    title: z.string(),
    keyIdeas: z.string(),
    formulas: z.string(),
    workedExamples: z.array(z.object({ problem: z.string(), solution: z.string() })),
    commonMistakes: z.string(),
  })
  .meta({ id: 'ChapterNote' });
export type ChapterNote = z.infer<typeof chapterNoteSchema>;

/** GET /api/content/mocktests?exam=: the mock tests of an exam (`/test/home`). */
export const mocktestListQuery = z.object({ exam: z.string().min(1).max(80), locale: localeParam.optional() });
export const mocktestListSchema = z
  .object({
    tests: z.array(
      testRef.extend({
        maxMarks: z.number().describe('marks of the questions the test holds'),
        paperQuestionCount: z
          .number()
          .int()
          .optional()
          .describe("the original paper's questions when the test holds fewer (those that need a figure are left out); absent when it holds the whole paper"),
        source: z.string().nullable().describe('where the questions come from, in ?locale= when translated'),
        sections: z.array(
          z.object({
            code: z.string(),
            name: z.string().describe('in ?locale= when translated'),
            questionCount: z.number().int(),
            paperQuestionCount: z.number().int().optional().describe("the section's questions in the original paper, when some are left out"),
          }),
        ),
        subjects: z.array(z.string()).describe('subjects of its questions'),
        isScheduled: z.boolean(),
        status: z
          .enum(['not_begun', 'test_live', 'test_locked', 'test_never_attended', 'test_completed'])
          .describe('tile status for the calling profile (learning.md §3)'),
        progress: z.enum(['not_started', 'started', 'finished', 'pendingEvaluation']),
        sessionId: z.string().nullable().describe("the calling profile's latest session of the test"),
      }),
    ),
  })
  .meta({ id: 'MocktestList' });
export type MocktestList = z.infer<typeof mocktestListSchema>;
