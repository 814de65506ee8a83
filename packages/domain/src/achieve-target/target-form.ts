/**
 * The "plan your target" questionnaire of Achieve (learning.md §3 Achieve entities, §7 Achieve;
 * issue 18 §1): which questions a profile's exam gets, their ranges, and the check of an answer set.
 * Pure: "today" is passed in as an ISO date (YYYY-MM-DD, the student's day in India).
 */

/** A competitive exam (score or percentile target) or a school board (percentage target, shown with its grade). */
export type TargetExamKind = 'competitive' | 'board';

/** Minutes a day the student can give: 15 min to 10 h, in steps of 5 min. */
export const DAILY_MINUTES = { min: 15, max: 600, step: 5 } as const;
/**
 * Days from today to the exam date: 1 to 365. This is how we read the spec's "(1 to 365)": a day
 * count, the horizon a journey plans over (the date must be in the future and within a year).
 */
export const EXAM_DATE_DAYS = { min: 1, max: 365 } as const;
/** Journey name length in characters (after trimming). */
export const JOURNEY_NAME_LENGTH = { min: 1, max: 60 } as const;
/** A board target in percent: from the pass mark (33 %) to 100 %, whole percents. */
export const BOARD_PERCENTAGE = { min: 33, max: 100, step: 1 } as const;
/** A percentile target: 0 to 100 with two decimals (NTA publishes percentiles to 7; two are enough for a goal). */
export const TARGET_PERCENTILE = { min: 0, max: 100, step: 0.01 } as const;

/** Question ids of the questionnaire, stable: answers are stored under them. */
export const TARGET_QUESTION_IDS = [
  'target_kind',
  'target_score',
  'target_percentile',
  'target_percentage',
  'exam_date',
  'daily_minutes',
  'journey_name',
] as const;
export type TargetQuestionId = (typeof TARGET_QUESTION_IDS)[number];

/** One question before its texts are added: the spec's sample shape (question_type, options, min, max, step_size). */
export interface TargetQuestionSpec {
  question_id: TargetQuestionId;
  question_type: 'single_select' | 'number' | 'date' | 'text';
  /** single_select only. */
  options?: { choice_id: string }[];
  /** number: the value range; date: ISO dates; text: the length range. */
  min?: number | string;
  max?: number | string;
  /** number only. */
  step_size?: number;
  /** Asked only when another single_select question has this choice. */
  depends_on?: { question_id: TargetQuestionId; choice_id: string };
}

/** The stored target, as the answers set it. */
export interface TargetAnswers {
  /** What `value` is: marks (`score`), a `percentile`, or a board `percentage`. */
  kind: 'score' | 'percentile' | 'percentage';
  value: number;
  /** ISO date (YYYY-MM-DD), 1–365 days after today. */
  exam_date: string;
  daily_minutes: number;
  journey_name: string;
}

/** One answer of a question_response: a choice for single_select, a value for the others. */
export interface TargetResponseItem {
  question_id: string;
  choice_id?: string | undefined;
  value?: string | number | undefined;
}

/** The check's outcome: the answers, or the first wrong one (`field` is `question_response.<question_id>`). */
export type TargetCheck = { ok: true; target: TargetAnswers } | { ok: false; field: string; code: string; message: string };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** `date` (YYYY-MM-DD) plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The calendar date in India (UTC+05:30, no daylight saving) at `epochMs`. */
export function indiaDate(epochMs: number): string {
  return new Date(epochMs + 330 * 60_000).toISOString().slice(0, 10);
}

/**
 * The exam's maximum marks from its mock-test papers: the most common total among whole papers
 * (a bundle that leaves questions out, `paperQuestionCount` set, does not count), the larger on a
 * tie. Null when no whole paper is known (then only a percentile target is offered).
 */
export function examMaxMarks(papers: readonly { maxMarks: number; paperQuestionCount?: number | undefined }[]): number | null {
  const counts = new Map<number, number>();
  for (const p of papers) if (p.paperQuestionCount === undefined && p.maxMarks > 0) counts.set(p.maxMarks, (counts.get(p.maxMarks) ?? 0) + 1);
  let best: [number, number] | null = null;
  for (const [marks, n] of counts) if (!best || n > best[1] || (n === best[1] && marks > best[0])) best = [marks, n];
  return best ? best[0] : null;
}

/** The CBSE-style grade band of a percentage (A1 ≥ 91, A2 ≥ 81, B1 ≥ 71, B2 ≥ 61, C1 ≥ 51, C2 ≥ 41, D ≥ 33, else E). */
export function boardGrade(percentage: number): string {
  const bands: [number, string][] = [
    [91, 'A1'],
    [81, 'A2'],
    [71, 'B1'],
    [61, 'B2'],
    [51, 'C1'],
    [41, 'C2'],
    [33, 'D'],
  ];
  return bands.find(([min]) => percentage >= min)?.[1] ?? 'E';
}

/**
 * The questions for an exam: a competitive exam asks whether the target is a score (only when
 * `maxMarks` is known; 0 to max marks, whole marks) or a percentile; a board asks a percentage.
 * Then the exam date (from tomorrow to 365 days ahead of `today`), minutes a day and the journey name.
 */
export function targetQuestions(kind: TargetExamKind, maxMarks: number | null, today: string): TargetQuestionSpec[] {
  const target: TargetQuestionSpec[] =
    kind === 'board'
      ? [{ question_id: 'target_percentage', question_type: 'number', ...range(BOARD_PERCENTAGE) }]
      : [
          {
            question_id: 'target_kind',
            question_type: 'single_select',
            options: [...(maxMarks !== null ? [{ choice_id: 'score' }] : []), { choice_id: 'percentile' }],
          },
          ...(maxMarks !== null
            ? [
                {
                  question_id: 'target_score',
                  question_type: 'number',
                  min: 0,
                  max: maxMarks,
                  step_size: 1,
                  depends_on: { question_id: 'target_kind', choice_id: 'score' },
                } as const,
              ]
            : []),
          {
            question_id: 'target_percentile',
            question_type: 'number',
            ...range(TARGET_PERCENTILE),
            depends_on: { question_id: 'target_kind', choice_id: 'percentile' },
          },
        ];
  return [
    ...target,
    { question_id: 'exam_date', question_type: 'date', min: addDays(today, EXAM_DATE_DAYS.min), max: addDays(today, EXAM_DATE_DAYS.max) },
    { question_id: 'daily_minutes', question_type: 'number', ...range(DAILY_MINUTES) },
    { question_id: 'journey_name', question_type: 'text', min: JOURNEY_NAME_LENGTH.min, max: JOURNEY_NAME_LENGTH.max },
  ];
}

function range(r: { min: number; max: number; step: number }) {
  return { min: r.min, max: r.max, step_size: r.step };
}

/** True when `value` is a whole number of `step`s from `min` (to 1e-9, for decimal steps). */
function onStep(value: number, min: number, step: number): boolean {
  const n = (value - min) / step;
  return Math.abs(n - Math.round(n)) < 1e-6;
}

/**
 * Checks a question_response against the questions (from {@link targetQuestions} with the same
 * `today`): every asked question answered once, a listed choice, numbers in range and on the
 * step, a real date in range (so in the future), a name of 1–60 characters. Unknown question ids
 * are refused. Answers to questions not asked (a dependent question whose choice was not made)
 * are ignored. The first problem is answered, naming `question_response.<question_id>`.
 */
export function checkTargetResponse(questions: readonly TargetQuestionSpec[], response: readonly TargetResponseItem[]): TargetCheck {
  const fail = (id: string, code: string, message: string): TargetCheck => ({ ok: false, field: `question_response.${id}`, code, message });
  const byId = new Map<string, TargetResponseItem>();
  for (const item of response) {
    if (!questions.some((q) => q.question_id === item.question_id))
      return fail(item.question_id, 'UNKNOWN_QUESTION', `No question '${item.question_id}' in this questionnaire.`);
    if (byId.has(item.question_id)) return fail(item.question_id, 'DUPLICATE_ANSWER', `'${item.question_id}' is answered twice.`);
    byId.set(item.question_id, item);
  }
  const values = new Map<TargetQuestionId, string | number>();
  for (const q of questions) {
    if (q.depends_on && byId.get(q.depends_on.question_id)?.choice_id !== q.depends_on.choice_id) continue;
    const item = byId.get(q.question_id);
    const id = q.question_id;
    if (q.question_type === 'single_select') {
      if (!item?.choice_id) return fail(id, 'REQUIRED', `Choose an answer to '${id}'.`);
      if (!q.options!.some((o) => o.choice_id === item.choice_id)) return fail(id, 'UNKNOWN_CHOICE', `'${item.choice_id}' is not a choice of '${id}'.`);
      values.set(id, item.choice_id);
      continue;
    }
    const raw = item?.value;
    if (raw === undefined || raw === '') return fail(id, 'REQUIRED', `Answer '${id}'.`);
    if (q.question_type === 'number') {
      const n = typeof raw === 'number' ? raw : Number(raw);
      if (!Number.isFinite(n)) return fail(id, 'NOT_A_NUMBER', `'${id}' must be a number.`);
      if (n < (q.min as number) || n > (q.max as number)) return fail(id, 'OUT_OF_RANGE', `'${id}' must be between ${q.min} and ${q.max}.`);
      if (!onStep(n, q.min as number, q.step_size!)) return fail(id, 'OFF_STEP', `'${id}' must be in steps of ${q.step_size}.`);
      values.set(id, n);
    } else if (q.question_type === 'date') {
      const d = String(raw);
      if (!isIsoDate(d)) return fail(id, 'NOT_A_DATE', `'${id}' must be a date written YYYY-MM-DD.`);
      if (d < (q.min as string)) return fail(id, 'DATE_NOT_IN_FUTURE', `'${id}' must be after today (from ${q.min}).`);
      if (d > (q.max as string)) return fail(id, 'DATE_TOO_FAR', `'${id}' must be within ${EXAM_DATE_DAYS.max} days (by ${q.max}).`);
      values.set(id, d);
    } else {
      const text = String(raw).trim();
      if (text.length < (q.min as number) || text.length > (q.max as number)) return fail(id, 'BAD_LENGTH', `'${id}' must be ${q.min} to ${q.max} characters.`);
      values.set(id, text);
    }
  }
  const kind = values.has('target_percentage') ? 'percentage' : values.get('target_kind') === 'score' ? 'score' : 'percentile';
  const value = values.get(kind === 'percentage' ? 'target_percentage' : kind === 'score' ? 'target_score' : 'target_percentile') as number;
  return {
    ok: true,
    target: {
      kind,
      value,
      exam_date: values.get('exam_date') as string,
      daily_minutes: values.get('daily_minutes') as number,
      journey_name: values.get('journey_name') as string,
    },
  };
}
