/**
 * What a practice session draws from and stores (learning.md §3 session creation payload, §4
 * Practice): the question types practice serves, a book's chapters, the start question and the
 * guided-journey and other fields kept on the session.
 */

/** Question types practice serves: auto-marked ones (subjective answers wait for a teacher). */
export const PRACTICE_QUESTION_TYPES: ReadonlySet<string> = new Set([
  'single_choice',
  'multiple_choice',
  'true_false',
  'assertion_reason',
  'integer',
  'numerical_operations',
  'subjective_numerical',
  'fill_in_the_blank',
  'fill_in_the_blanks',
  'single_dropdown',
  'multiple_dropdown',
  'match_the_following',
  'matrix',
  'matrix_single_choice',
  'matrix_match_single_choice',
  'linked_comprehension',
  'sequencing',
]);

/** True for a question type practice serves (see PRACTICE_QUESTION_TYPES). */
export function isPracticeQuestionType(type: string): boolean {
  return PRACTICE_QUESTION_TYPES.has(type);
}

/**
 * The chapter codes of a book's table of contents (`toc`: entries with an optional `chapter` and
 * `children`), depth first, each once; [] for anything that is not a list.
 */
export function bookTocChapters(toc: unknown): string[] {
  const chapters: string[] = [];
  const walk = (entries: unknown) => {
    for (const e of (Array.isArray(entries) ? entries : []) as { chapter?: string; children?: unknown }[]) {
      if (e.chapter && !chapters.includes(e.chapter)) chapters.push(e.chapter);
      walk(e.children);
    }
  };
  walk(toc);
  return chapters;
}

/** The guided-journey fields of a session (learning.md §3; PAJPractice and PAJNQEPractice). */
export const PRACTICE_PAJ_FIELDS = [
  'paj_id',
  'paj_step_index',
  'paj_step_path',
  'paj_step_path_index',
  'call_id',
  'object_type',
  'paj_step_id',
  'duration_in_minutes',
  'concept_code',
] as const;
export type PracticePajField = (typeof PRACTICE_PAJ_FIELDS)[number];

/** Every guided-journey field of `source`, null when missing. */
export function pajFieldsOf(source: Partial<Record<PracticePajField, string | number | null | undefined>>): Record<PracticePajField, string | number | null> {
  return Object.fromEntries(PRACTICE_PAJ_FIELDS.map((f) => [f, source[f] ?? null])) as Record<PracticePajField, string | number | null>;
}

/** Payload fields the session keeps in their own columns; every other one goes to its `meta`. */
const SESSION_COLUMNS: ReadonlySet<string> = new Set([
  'type',
  'learning_map',
  'title',
  'language',
  'practice_id',
  'video_id',
  'conceptCode',
  'questionCode',
  ...PRACTICE_PAJ_FIELDS,
]);

/** The payload fields kept as the session's `meta` (device, source, school_id, …): every other field sent. */
export function sessionExtras(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([k, v]) => !SESSION_COLUMNS.has(k) && v !== undefined));
}

/**
 * The question a session starts with: `questionCode` of AdhocPractice and PAJPractice (the first of
 * a comma list); null otherwise.
 */
export function sessionStartQuestion(body: { type: string; questionCode?: string | undefined }): string | null {
  if (body.type !== 'AdhocPractice' && body.type !== 'PAJPractice') return null;
  return body.questionCode ? (questionCodesOf(body.questionCode)[0] ?? null) : null;
}

/** The codes of a `questionCode` value: one code, or a comma list (trimmed, no empties, each once, in order). */
export function questionCodesOf(questionCode: string): string[] {
  return [
    ...new Set(
      questionCode
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean),
    ),
  ];
}

/** True for the guided-journey kinds, whose sessions keep the PRACTICE_PAJ_FIELDS. */
export function isPajPractice(type: string): boolean {
  return type === 'PAJPractice' || type === 'PAJNQEPractice';
}
