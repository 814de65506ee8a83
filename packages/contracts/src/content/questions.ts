import { z } from 'zod';
import { localeParam } from '../common.ts';
import { QUESTION_TYPES } from '@abhyas/domain';
import { answerKeySchema } from './pack.ts';

/** `html`: the body as sanitised HTML the server rendered (decision 051), in a test paper; inline, formulas in display style. */
const renderedHtml = z.string().optional().describe('the body as sanitised HTML (KaTeX math, tables), rendered by the server (decision 051); in a test paper');
const option = z.object({ code: z.string(), body: z.string(), html: renderedHtml });
const item = z.object({ code: z.string(), body: z.string(), html: renderedHtml });

/**
 * A question as a student sees it before answering (learning.md §3 question fields): never the
 * answer key, hints, solution or solve-with-us steps. `language` is the variant served.
 */
export const publicQuestionSchema = z
  .object({
    code: z.string(),
    type: z.enum(QUESTION_TYPES),
    language: z.string(),
    languages: z.array(z.string()).describe('locales this question is available in'),
    subject: z.string(),
    chapter: z.object({ code: z.string(), name: z.string() }).nullable(),
    body: z.string(),
    options: z.array(option).optional(),
    rows: z.array(item).optional(),
    columns: z.array(item).optional(),
    items: z.array(item).optional(),
    passage: z.string().optional(),
    blankOptions: z.array(z.array(z.string())).optional(),
    hintCount: z.number().int(),
    hasSolveWithUs: z.boolean(),
    idealTimeS: z.number().int().describe('ideal_time in seconds'),
    difficulty: z.number().int(),
    source: z.string().optional(),
    html: z
      .object({
        body: z.string().describe('blanks `{{n}}` as empty `<span data-blank="n"></span>`'),
        passage: z.string().optional(),
      })
      .optional()
      .describe(
        "the body and passage as sanitised HTML (KaTeX's HTML and MathML, tables), rendered by the server with the app's renderer (decision 051), so the test screen needs no renderer of its own; in a test paper, absent elsewhere",
      ),
  })
  .meta({ id: 'PublicQuestion' });
export type PublicQuestion = z.infer<typeof publicQuestionSchema>;

export const questionCodeParams = z.object({ code: z.string().min(1).max(120) });
export const questionDetailsQuery = z.object({ locale: localeParam.optional() });

/** A student's response (domain `Response`), validated loosely: checkAnswer reads it defensively. */
export const responseSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('choice'), options: z.array(z.string().max(8)).max(26) }),
  z.object({ kind: z.literal('text'), value: z.string().max(5000) }),
  z.object({ kind: z.literal('blanks'), values: z.array(z.string().max(200)).max(20) }),
  z.object({ kind: z.literal('matrix'), pairs: z.record(z.string().max(8), z.array(z.string().max(8)).max(26)) }),
  z.object({ kind: z.literal('sequence'), order: z.array(z.string().max(8)).max(26) }),
]);

/** POST /api/v1/questions/{code}/check: check one response outside a test (single-question practice). */
export const questionCheckBody = z.object({ response: responseSchema, locale: localeParam.optional() });

const step = z.object({ body: z.string(), check: z.object({ options: z.array(option), answer: z.string() }).optional() });

/** The result: correctness (learning.md §3 answer result), the key and the full solution. */
export const questionCheckResponse = z
  .object({
    correctness: z.number(),
    correct: z.boolean(),
    invalid: z.boolean().optional(),
    needsReview: z.boolean().optional(),
    answer: answerKeySchema,
    hints: z.array(z.object({ body: z.string() })),
    solution: z.string(),
    solveWithUs: z.array(step),
  })
  .meta({ id: 'QuestionCheck' });
export type QuestionCheckResult = z.infer<typeof questionCheckResponse>;
