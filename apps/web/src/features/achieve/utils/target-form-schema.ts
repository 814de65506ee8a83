import { achieveTargetBody, type AchieveForm, type AchieveQuestion, type AchieveTargetBody } from '@abhyas/contracts';
import { z } from 'zod';

/** The form's values: one string per question id (numbers as typed). */
export type TargetFormValues = Record<string, string>;

/** The questions shown for these values: a dependent question only when its choice is made. */
export function visibleQuestions(questions: readonly AchieveQuestion[], values: TargetFormValues): AchieveQuestion[] {
  return questions.filter((q) => !q.depends_on || values[q.depends_on.question_id] === q.depends_on.choice_id);
}

/** Starting values: the stored answers, else empty (the first choice of a single_select when it is the only one). */
export function initialValues(questions: readonly AchieveQuestion[]): TargetFormValues {
  return Object.fromEntries(
    questions.map((q) => [q.question_id, q.answer !== undefined ? String(q.answer) : q.options?.length === 1 ? q.options[0]!.choice_id : '']),
  );
}

/**
 * The problem with one answer as an i18n key of the `achieve` namespace (`errors.*`; the
 * component fills in the question's min, max and step), or null. Same rules as the server's
 * (packages/domain achieve-target): ranges, steps, a date from `min` (tomorrow) to `max`, a name length.
 */
export function problemOf(q: AchieveQuestion, raw: string): string | null {
  const value = raw.trim();
  if (value === '') return q.question_type === 'single_select' ? 'errors.choose' : 'errors.required';
  if (q.question_type === 'number') {
    const n = Number(value);
    if (!Number.isFinite(n)) return 'errors.number';
    if (n < Number(q.min) || n > Number(q.max)) return 'errors.range';
    const steps = (n - Number(q.min)) / (q.step_size ?? 1);
    if (Math.abs(steps - Math.round(steps)) > 1e-6) return 'errors.step';
  } else if (q.question_type === 'date') {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return 'errors.date';
    if (value < String(q.min)) return 'errors.dateFuture';
    if (value > String(q.max)) return 'errors.dateFar';
  } else if (q.question_type === 'text') {
    if (value.length > Number(q.max)) return 'errors.length';
  }
  return null;
}

/** The form's zod schema for these questions: every shown question checked by {@link problemOf}. */
export function targetFormSchema(questions: readonly AchieveQuestion[]) {
  return z.record(z.string(), z.string()).superRefine((values, ctx) => {
    for (const q of visibleQuestions(questions, values)) {
      const problem = problemOf(q, values[q.question_id] ?? '');
      if (problem) ctx.addIssue({ code: 'custom', path: [q.question_id], message: problem });
    }
  });
}

/** The PUT /api/achieve/target body for valid values, checked with the contract's schema. */
export function targetBody(form: AchieveForm, values: TargetFormValues): AchieveTargetBody {
  return achieveTargetBody.parse({
    goal_code: form.goal_code,
    exam_code: form.exam_code,
    question_response: visibleQuestions(form.questions, values).map((q) => {
      const raw = (values[q.question_id] ?? '').trim();
      if (q.question_type === 'single_select') return { question_id: q.question_id, choice_id: raw };
      return { question_id: q.question_id, value: q.question_type === 'number' ? Number(raw) : raw };
    }),
  });
}
