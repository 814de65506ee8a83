import { z } from 'zod';
import { localeParam } from '../common.ts';

/**
 * The Achieve diagnostic test (learning.md §7 Achieve `GET /diagnostic-tests?exam&goal&locale`;
 * issue 18 §2; decision 026). Profile (child) token; `child_id`, when given, must be the token's
 * profile (another profile: 404). docs/api.md "Diagnostic test".
 */

const code = z.string().trim().min(1).max(80);

/** GET /api/diagnostic-tests query (the spec's names). */
export const diagnosticListQuery = z.object({
  exam: code.describe("the exam's code (e.g. jee-main)"),
  goal: code.optional(),
  locale: localeParam.optional(),
  child_id: z.string().max(64).optional(),
});
export type DiagnosticListQuery = z.infer<typeof diagnosticListQuery>;

/** A subject's estimate after a diagnostic. θ and SD in logits (cohort mean 0); `band` as abilityBand. */
export const diagnosticSubjectResult = z.object({
  code: z.string(),
  name: z.string(),
  questions: z.number().int(),
  correct: z.number().int(),
  theta: z.number(),
  sd: z.number(),
  band: z.enum(['strong', 'developing', 'needs_work']),
  stop: z.enum(['open', 'settled', 'max_questions', 'bank_exhausted']),
  chapters: z
    .array(z.object({ code: z.string(), name: z.string(), questions: z.number().int(), correct: z.number().int(), mastery: z.number().nullable() }))
    .describe("chapters asked, with the chapter's mastery after the seeding (mean over its answered concepts; null if none)"),
});

/** One diagnostic of the profile: its test (bundle) and session, status and, once finished, the result per subject. */
export const diagnosticSummary = z.object({
  id: z.string(),
  bundle_code: z.string(),
  session_id: z.string().nullable().describe('the test session, once started'),
  status: z.enum(['NOT_STARTED', 'STARTED', 'FINISHED']),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  subjects: z.array(diagnosticSubjectResult).describe('per subject, so far (final once FINISHED)'),
});
export type DiagnosticSummary = z.infer<typeof diagnosticSummary>;

/** GET /api/diagnostic-tests: the exam's subjects for a diagnostic and the profile's diagnostics, newest first. */
export const diagnosticListResponse = z.object({
  data: z.object({
    exam_code: z.string(),
    exam_name: z.string(),
    subjects: z.array(z.object({ code: z.string(), name: z.string(), chapters: z.number().int(), questions: z.number().int() })),
    rules: z.object({ min_per_skill: z.number().int(), max_per_subject: z.number().int(), settled_sd: z.number(), minutes_per_subject: z.number().int() }),
    weights_source: z.string().describe('where the chapter weights come from, in English (the real papers of the exam in the bank, or equal weights)'),
    weight_papers: z.array(z.string()).describe('the names of the real papers the chapter weights come from; empty: equal weights'),
    diagnostics: z.array(diagnosticSummary),
  }),
});
export type DiagnosticList = z.infer<typeof diagnosticListResponse>['data'];

/** POST /api/diagnostic-tests: a new diagnostic of the exam over `subjects` (all the exam's subjects when omitted). */
export const diagnosticCreateBody = z.object({
  exam_code: code,
  goal_code: code.optional(),
  subjects: z.array(code).min(1).max(10).optional(),
  locale: localeParam.optional(),
  child_id: z.string().max(64).optional(),
});
export type DiagnosticCreateBody = z.infer<typeof diagnosticCreateBody>;

export const diagnosticCreateResponse = z.object({ data: diagnosticSummary });

/** GET /api/diagnostic-tests/{id}: one diagnostic of the caller's profile (by its id, or by its test session id). */
export const diagnosticIdParams = z.object({ id: z.string().trim().min(1).max(80) });
export const diagnosticGetQuery = z.object({ locale: localeParam.optional(), child_id: z.string().max(64).optional() });
export const diagnosticGetResponse = z.object({ data: diagnosticSummary });
