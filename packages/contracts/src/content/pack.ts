import { z } from 'zod';
import { imagesWithoutAlt, QUESTION_TYPES, questionShapeErrors, type Question } from '@abhyas/domain';

/**
 * The Abhyas content pack (issue #3 §4; docs/content-format.md): one JSON file holding concepts,
 * questions, videos, books, cheat sheets and mock tests. A folder of packs imports as one. The JSON
 * Schema in docs/content-format.schema.json is generated from these schemas.
 *
 * Field names follow the domain model (camelCase, units in the name: `idealTimeS` is seconds).
 * References to the learning map (chapter, topic codes) must exist when the pack is imported.
 */

/** A lower-case code: words of a–z and 0–9 joined by hyphens (`ncert-10-mathematics-ch01`). */
export const contentCode = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'codes are lower-case letters and digits in words joined by hyphens');

/** Interface language code of learning.md §3 (`en`, `hi`, …). */
export const localeCode = z.string().regex(/^[a-z]{2,3}$/, 'a locale is a two- or three-letter language code (en, hi, …)');

/** Display names per locale; the item's own name is the English one. */
export const localizedNames = z.record(localeCode, z.string().min(1));

/**
 * A Markdown text of a pack (LaTeX in `$…$`). An image in it is `![alt](media/…)`: the alt text is
 * required and says what the picture shows (issue 22 §1, decision 037; `imagesWithoutAlt`).
 */
const markdown = z
  .string()
  .min(1, 'must not be empty')
  .superRefine((text, ctx) => {
    for (const i of imagesWithoutAlt(text))
      ctx.addIssue({ code: 'custom', message: `the image ${i.src} needs an alt text saying what it shows (![what it shows](${i.src})): ${i.problem}` });
  })
  .describe('Markdown with LaTeX ($…$); an image is ![alt](media/…) with a required alt text that says what the picture shows');
const optionCode = z.string().regex(/^[A-Z]$/, 'option codes are single capital letters A, B, C, …');
const itemCode = z.string().regex(/^[A-Za-z0-9]{1,4}$/, 'row, column and item codes are 1–4 letters or digits (P, Q, 1, 2, …)');

export const packSubject = z.enum(['mathematics', 'science', 'physics', 'chemistry', 'biology']);

const option = z.object({ code: optionCode, body: markdown });
const item = z.object({ code: itemCode, body: markdown });
const hint = z.object({ body: markdown });
const solveStep = z.object({
  body: markdown,
  check: z
    .object({ options: z.array(option).min(2), answer: optionCode })
    .optional()
    .describe('a quick question the student answers before the next step'),
});

const numericKey = z.union([
  z.object({ value: z.number(), tolerance: z.number().min(0).optional() }).strict(),
  z.object({ min: z.number(), max: z.number() }).strict(),
]);

/** The answer key (domain `AnswerKey`); which kind a type takes is checked with the type. */
export const answerKeySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('choice'), options: z.array(optionCode).min(1) }).strict(),
  z.object({ kind: z.literal('integer'), value: z.number().int() }).strict(),
  z.object({ kind: z.literal('numeric'), accept: numericKey }).strict(),
  z.object({ kind: z.literal('blanks'), blanks: z.array(z.array(z.string().min(1)).min(1)).min(1) }).strict(),
  z.object({ kind: z.literal('matrix'), pairs: z.record(itemCode, z.array(itemCode)) }).strict(),
  z.object({ kind: z.literal('sequence'), order: z.array(itemCode).min(2) }).strict(),
  z.object({ kind: z.literal('subjective'), modelAnswer: markdown }).strict(),
]);

const translation = z
  .object({
    body: markdown,
    options: z.array(option).optional(),
    rows: z.array(item).optional(),
    columns: z.array(item).optional(),
    items: z.array(item).optional(),
    passage: markdown.optional(),
    hints: z.array(hint).optional(),
    solution: markdown.optional(),
    solveWithUs: z.array(solveStep).optional(),
  })
  .strict();

/** Path segments as JSON path text: `['answer','options',0]` → `.answer.options[0]`. */
function pathText(path: readonly PropertyKey[]): string {
  return path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('');
}
export { pathText as jsonPathText };

/** A question of the pack (domain `Question` plus where it sits in the learning map). */
export const packQuestion = z
  .object({
    code: contentCode,
    type: z.enum(QUESTION_TYPES),
    language: localeCode.default('en'),
    subject: packSubject,
    chapter: contentCode.describe('learning-map chapter code'),
    topic: contentCode.optional().describe('learning-map topic code (under the chapter)'),
    body: markdown.describe('Markdown with LaTeX ($…$, $$…$$); blanks are {{1}}, {{2}}, …'),
    options: z.array(option).optional(),
    rows: z.array(item).optional(),
    columns: z.array(item).optional(),
    items: z.array(item).optional(),
    passage: markdown.optional(),
    blankOptions: z.array(z.array(z.string().min(1))).optional(),
    answer: answerKeySchema,
    hints: z.array(hint).default([]),
    solution: z.string().default('').describe('full worked solution (answer_explanation), Markdown with LaTeX'),
    solveWithUs: z.array(solveStep).optional(),
    idealTimeS: z.number().int().min(5).max(3600).describe('ideal_time in seconds'),
    difficulty: z.number().int().min(1).max(10),
    primaryConcept: contentCode.nullable().default(null),
    secondaryConcepts: z.array(contentCode).default([]),
    source: z.string().min(1).optional(),
    translations: z.record(localeCode, translation).default({}),
  })
  .strict()
  .superRefine((q, ctx) => {
    for (const e of questionShapeErrors(q as unknown as Question)) ctx.addIssue({ code: 'custom', path: e.path, message: e.message });
  });
export type PackQuestion = z.infer<typeof packQuestion>;

/** A concept below a learning-map topic (learning.md §3 learning_map level `concept`). */
export const packConcept = z
  .object({ code: contentCode, topic: contentCode.describe('learning-map topic code'), name: z.string().min(1), names: localizedNames.default({}) })
  .strict();
export type PackConcept = z.infer<typeof packConcept>;

/** A licence as students see it (issue 15): letters, digits, spaces, dots, `+` and `-`; no notes. */
const LICENCE_NAME = /^[A-Za-z0-9][A-Za-z0-9 .+-]{0,39}$/u;

/** A self-hosted WebVTT file of a pack: `media/<name>.vtt` (issue 16 §4 narrated clips). */
const CAPTION_SRC = /^media\/(?:[a-z0-9][a-z0-9._-]*\/)*[a-z0-9][a-z0-9._-]*\.vtt$/u;

/** A caption track of a video: WebVTT in the pack's media folder, one per language. */
export const packCaption = z
  .object({
    language: localeCode.describe('language of the captions (en, hi, …)'),
    label: z.string().min(1).max(40).describe('the track\'s name as the menu shows it, in its own language ("English", "हिन्दी")'),
    src: z.string().regex(CAPTION_SRC, "a caption file is media/<name>.vtt in the pack's media folder (lower-case letters, digits, dots, hyphens)"),
  })
  .strict();
export type PackCaption = z.infer<typeof packCaption>;

/** A video (learning.md §3 video fields). Self-hosted files live under the pack's `media/` folder. */
export const packVideo = z
  .object({
    code: contentCode,
    title: z.string().min(1),
    names: localizedNames.default({}).describe('titles per locale'),
    description: z.string().default(''),
    language: localeCode.default('en'),
    subject: packSubject,
    chapter: contentCode,
    topic: contentCode.optional(),
    concepts: z.array(contentCode).default([]),
    sourceType: z.enum(['youtube', 'vimeo', 'cdn']).describe('cdn covers self-hosted files (media/…) and any direct MP4/HLS url'),
    url: z
      .string()
      .min(1)
      .describe('YouTube/Vimeo watch url, an https url, or media/<file> for a self-hosted clip (media/<folder>/master.m3u8 for self-hosted HLS)'),
    fallbackUrl: z.string().min(1).optional(),
    lengthS: z.number().int().min(1),
    thumbnail: z.string().min(1).optional(),
    previewUrl: z
      .string()
      .min(1)
      .optional()
      .describe('hover preview of the tile (learning.md §4 Tiles): a short muted clip (media/<name>-preview.mp4, about 6 s, 320 px wide) or an image'),
    teaserUrl: z.string().min(1).optional(),
    owner: z
      .object({
        name: z.string().min(1),
        url: z.string().optional(),
        license: z
          .string()
          .regex(LICENCE_NAME, 'a licence name such as "CC BY-SA 4.0" (shown to students as it is); notes about it belong in the pack\'s sources file')
          .optional()
          .describe('the licence as students see it, e.g. "CC BY-SA 4.0" (linked to its deed) or "CC BY-NC-SA"'),
      })
      .strict(),
    annotations: z.array(z.object({ pointS: z.number().min(0), questionCodes: z.array(contentCode).min(1) }).strict()).default([]),
    public: z.boolean().optional().describe('open to everyone, signed in or not: it plays, but is not liked, bookmarked or tracked (learning.md §6)'),
    captions: z
      .array(packCaption)
      .optional()
      .describe("caption tracks (WebVTT, media/<name>.vtt), at most one per language; the player offers them and picks the interface language's")
      .superRefine((tracks, ctx) => {
        const seen = new Set<string>();
        (tracks ?? []).forEach((t, i) => {
          if (seen.has(t.language)) ctx.addIssue({ code: 'custom', path: [i, 'language'], message: `a second caption track in '${t.language}'` });
          seen.add(t.language);
        });
      }),
  })
  .strict();
export type PackVideo = z.infer<typeof packVideo>;

export interface TocEntry {
  title: string;
  chapter?: string;
  page?: number;
  children?: TocEntry[];
}
const tocEntry: z.ZodType<TocEntry> = z.lazy(() =>
  z
    .object({
      title: z.string().min(1),
      chapter: contentCode.optional(),
      page: z.number().int().min(1).optional(),
      children: z.array(tocEntry).optional(),
    })
    .strict(),
);

/** A book or big book with its table of contents (learning.md §3 books; `/booktoc`, `/bigbooktoc`). */
export const packBook = z
  .object({
    code: contentCode,
    kind: z.enum(['book', 'big_book']),
    title: z.string().min(1),
    names: localizedNames.default({}),
    subject: packSubject,
    grade: z.number().int().min(1).max(12).optional(),
    exams: z.array(contentCode).default([]),
    publisher: z.string().min(1),
    url: z.string().optional(),
    description: z.string().default(''),
    toc: z.array(tocEntry).min(1),
  })
  .strict();
export type PackBook = z.infer<typeof packBook>;

/** A one-page chapter summary of formulas and facts. */
export const packCheatSheet = z
  .object({
    code: contentCode,
    chapter: contentCode,
    title: z.string().min(1),
    language: localeCode.default('en'),
    body: markdown,
  })
  .strict();
export type PackCheatSheet = z.infer<typeof packCheatSheet>;

/** A section's marking scheme (domain `MarkingScheme`). */
export const markingSchemeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('simple'), correct: z.number(), wrong: z.number(), unanswered: z.number() }).strict(),
  z
    .object({
      kind: z.literal('jee-advanced-multiple'),
      full: z.number(),
      threeOfFour: z.number(),
      twoChosen: z.number(),
      oneChosen: z.number(),
      wrong: z.number(),
      unanswered: z.number(),
    })
    .strict(),
]);

const isoTime = z.iso.datetime({ offset: true, message: 'a time is ISO 8601 with a zone, e.g. 2026-12-01T09:00:00+05:30' });

/** A test schedule (learning.md §3 Test schedule), times in ISO 8601. */
export const packSchedule = z
  .object({
    visibleToStudentsAt: isoTime,
    studentCanStartAt: isoTime,
    lockForAttemptAt: isoTime.optional(),
    autoSubmitAt: isoTime,
    answerKeyPublishAt: isoTime.optional(),
    solutionPublishAt: isoTime.optional(),
  })
  .strict()
  .superRefine((s, ctx) => {
    const order = ['visibleToStudentsAt', 'studentCanStartAt', 'lockForAttemptAt', 'autoSubmitAt'] as const;
    let last: [string, number] | null = null;
    for (const k of order) {
      const v = s[k];
      if (v === undefined) continue;
      const t = Date.parse(v);
      if (last && t < last[1]) ctx.addIssue({ code: 'custom', path: [k], message: `${k} must not be before ${last[0]}` });
      last = [k, t];
    }
    for (const k of ['answerKeyPublishAt', 'solutionPublishAt'] as const) {
      const v = s[k];
      if (v !== undefined && Date.parse(v) < Date.parse(s.studentCanStartAt))
        ctx.addIssue({ code: 'custom', path: [k], message: `${k} must not be before studentCanStartAt` });
    }
  });
export type PackSchedule = z.infer<typeof packSchedule>;

/** A mock test (learning.md §3 Test entities): sections in order, each with its marking per question type. */
export const packMocktest = z
  .object({
    code: contentCode,
    name: z.string().min(1),
    names: localizedNames.default({}),
    exam: contentCode.describe('exam code (jee-main, neet-ug, cbse-10, …)'),
    durationS: z.number().int().min(60),
    source: z.string().min(1).optional(),
    sourceNames: localizedNames.optional().describe('the source line per locale (issue 15: shown in the interface language)'),
    instructions: z.record(localeCode, markdown).default({}),
    schedule: packSchedule.optional().describe('a scheduled test: when it shows, opens, locks, ends, and when keys and solutions are published'),
    passwordHash: z
      .string()
      .regex(/^\$argon2id\$/, 'an argon2id hash (make one with `npm run content:hash-password -- <password>`), never the password itself')
      .optional()
      .describe('a test that asks for a password before it starts (learning.md §2 Tests): the argon2id hash of that password'),
    sections: z
      .array(
        z
          .object({
            code: contentCode,
            name: z.string().min(1),
            names: localizedNames.optional().describe('the section name per locale (issue 15: shown in the interface language)'),
            questions: z.array(contentCode).min(1),
            paperQuestionCount: z
              .number()
              .int()
              .min(1)
              .optional()
              .describe(
                "the section's questions in the original paper, when some are left out (JEEBench leaves out the questions that need a figure): the test then says how many of the paper's questions it holds",
              ),
            marking: z.partialRecord(z.enum(QUESTION_TYPES), markingSchemeSchema).describe('marking scheme per question type in the section'),
            timeS: z
              .number()
              .int()
              .min(60)
              .optional()
              .describe(
                "the section's own time in seconds (learning.md §3 section_time); when every section has one, sections are taken in order, each locked after its time",
              ),
            compulsoryCount: z
              .number()
              .int()
              .min(0)
              .optional()
              .describe('how many questions of the section must be answered (learning.md §3 compulsaryQuestionCount)'),
          })
          .strict()
          .refine((x) => x.compulsoryCount === undefined || x.compulsoryCount <= x.questions.length, {
            message: 'compulsoryCount cannot exceed the number of questions in the section',
            path: ['compulsoryCount'],
          })
          .refine((x) => x.paperQuestionCount === undefined || x.paperQuestionCount >= x.questions.length, {
            message: 'paperQuestionCount counts the original paper, so it cannot be below the number of questions in the section',
            path: ['paperQuestionCount'],
          }),
      )
      .min(1),
  })
  .strict();
export type PackMocktest = z.infer<typeof packMocktest>;

/**
 * Chapter notes (issue #16 §4): the lesson of a chapter as text — key ideas, the formulas, two or
 * more worked examples and common mistakes — in Markdown with KaTeX (`$…$`) and figures as images
 * of the pack's media folder (`![a right triangle](media/notes/right-triangle.svg)`). Shown on the
 * chapter page, found by search, offered by interventions. `translations` holds the same sections per
 * locale (CBSE Class 10 notes carry Hindi).
 */
const noteSections = {
  title: markdown,
  keyIdeas: markdown.describe('the key ideas of the chapter, a Markdown list'),
  formulas: markdown.describe('the formulas and facts to remember, Markdown with LaTeX'),
  workedExamples: z.array(z.object({ problem: markdown, solution: markdown }).strict()).min(2),
  commonMistakes: markdown.describe('the usual mistakes and how to avoid them, a Markdown list'),
};
export const packNote = z
  .object({
    code: contentCode.describe('`notes-<chapter code>`'),
    chapter: contentCode.describe('learning-map chapter code'),
    language: localeCode.default('en'),
    ...noteSections,
    translations: z.record(localeCode, z.object(noteSections).strict()).default({}),
  })
  .strict()
  .superRefine((n, ctx) => {
    for (const [locale, t] of Object.entries(n.translations)) {
      if (t.workedExamples.length !== n.workedExamples.length)
        ctx.addIssue({
          code: 'custom',
          path: ['translations', locale, 'workedExamples'],
          message: `has ${t.workedExamples.length} worked examples; the original has ${n.workedExamples.length}`,
        });
    }
  });
export type PackNote = z.infer<typeof packNote>;

/**
 * Abhyas's worked solutions and hints for JEEBench questions (content/jeebench/solutions/*.json,
 * issue #16 §2): question code → two or more hints, a worked solution ending in its final answer
 * (`**Answer:** …`), and optional solve-with-us steps. The importer merges them into the questions.
 */
export const jeebenchSolution = z
  .object({
    hints: z.array(hint).min(2),
    solution: markdown,
    solveWithUs: z.array(solveStep).optional(),
  })
  .strict();
export type JeebenchSolution = z.infer<typeof jeebenchSolution>;
export const jeebenchSolutionsFile = z
  .object({
    format: z.literal('abhyas-jeebench-solutions'),
    version: z.literal(1),
    source: z.string().min(1),
    solutions: z.record(z.string().regex(/^jeebench-\d{4}-p\d+-q\d+$/, 'a JEEBench question code (jeebench-<year>-p<paper>-q<index>)'), jeebenchSolution),
  })
  .strict();

/** Pack format version understood by this build. */
export const PACK_FORMAT_VERSION = 1;

/** One pack file. Every list may be empty; codes are unique across the packs imported together. */
export const contentPack = z
  .object({
    format: z.literal('abhyas-pack'),
    version: z.literal(PACK_FORMAT_VERSION),
    source: z.string().min(1).describe('who made the content and under which licence'),
    concepts: z.array(packConcept).default([]),
    questions: z.array(packQuestion).default([]),
    videos: z.array(packVideo).default([]),
    books: z.array(packBook).default([]),
    cheatSheets: z.array(packCheatSheet).default([]),
    mocktests: z.array(packMocktest).default([]),
    notes: z.array(packNote).default([]),
  })
  .strict()
  .meta({ id: 'AbhyasContentPack', title: 'Abhyas content pack' });
export type ContentPack = z.infer<typeof contentPack>;

/**
 * The JSON Schema of a pack file (draft 2020-12), generated from `contentPack` for
 * docs/content-format.schema.json (`npm run content:schema`). It describes the input form: fields
 * with defaults are optional. The per-type shape rules (question-shape.ts) are beyond JSON Schema
 * and are checked by the importer.
 */
export function contentPackJsonSchema(): Record<string, unknown> {
  return {
    ...z.toJSONSchema(contentPack, { io: 'input', target: 'draft-2020-12', unrepresentable: 'any' }),
    $id: 'https://abhyas.in/schemas/content-pack-v1.json',
  };
}
