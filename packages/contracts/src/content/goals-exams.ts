import { z } from 'zod';
import { localeParam } from '../common.ts';

/** Exam list entry (platform.md §3). `supported_languages` are locale codes. */
export const examEntry = z
  .object({
    code: z.string(),
    name: z.string(),
    slug: z.string(),
    parent_code: z.string(),
    parent_name: z.string(),
    parent_display_name: z.string(),
    grade: z.number().int().nullable(),
    board: z.string().nullable(),
    format_reference: z.string(),
    learnpath_name: z.string(),
    supported_languages: z.array(z.string()),
  })
  .meta({ id: 'ExamEntry' });
export type ExamEntry = z.infer<typeof examEntry>;

export const goalEntry = z.object({
  code: z.string(),
  name: z.string(),
  type: z.enum(['K12', 'PreUG', 'PrePG']),
  exams: z.array(examEntry),
});
export type GoalEntry = z.infer<typeof goalEntry>;

/** GET /api/content/goals-exams?locale= (platform.md §7.5). */
export const goalsExamsQuery = z.object({ locale: localeParam.optional() });
export const goalsExamsResponse = z.object({ goals: z.array(goalEntry) });
