/**
 * Shape rules of a question per type (learning.md §3 "Question types"; issue #3 "Bad input"): what a
 * question of each type must carry and how its answer key must fit it. Pure; used by the content
 * importers, which refuse a question that breaks a rule, naming the field.
 */
import type { AnswerKey, MatrixItem, Question, QuestionOption, QuestionTranslation, Response, SolveStep } from './question-types.ts';

/** One broken rule: `path` is relative to the question (`answer.options[0]`, `options`, …). */
export interface ShapeError {
  path: (string | number)[];
  message: string;
}

/** Types answered by choosing exactly one option. */
const SINGLE_CHOICE_TYPES = new Set(['single_choice', 'true_false', 'assertion_reason', 'matrix_single_choice', 'matrix_match_single_choice']);

/** Which answer-key kinds each type takes. */
const KEY_KINDS: Record<Question['type'], readonly AnswerKey['kind'][]> = {
  single_choice: ['choice'],
  multiple_choice: ['choice'],
  matrix: ['matrix'],
  matrix_single_choice: ['choice'],
  matrix_match_single_choice: ['choice'],
  linked_comprehension: ['choice', 'integer', 'numeric'],
  true_false: ['choice'],
  assertion_reason: ['choice'],
  integer: ['integer'],
  subjective_answer: ['subjective'],
  subjective_numerical: ['numeric'],
  fill_in_the_blank: ['blanks'],
  fill_in_the_blanks: ['blanks'],
  single_dropdown: ['blanks'],
  multiple_dropdown: ['blanks'],
  match_the_following: ['matrix'],
  sequencing: ['sequence'],
  numerical_operations: ['numeric'],
};

/** 'a' or 'an' before a word (by its first letter). */
function article(word: string): string {
  return /^[aeiou]/iu.test(word) ? 'an' : 'a';
}

/** Blank markers in a body: `{{1}}`, `{{2}}`, … (numbered from 1, in order). */
export const BLANK_MARKER = /\{\{(\d+)\}\}/gu;

/** The blank numbers a body marks, in order of appearance. */
export function blankNumbers(body: string): number[] {
  return [...body.matchAll(BLANK_MARKER)].map((m) => Number(m[1]));
}

function codesOf(list: readonly (QuestionOption | MatrixItem)[] | undefined): string[] {
  return (list ?? []).map((o) => o.code);
}

function duplicates(codes: readonly string[]): string[] {
  const seen = new Set<string>();
  const dup = new Set<string>();
  for (const c of codes) (seen.has(c) ? dup : seen).add(c);
  return [...dup];
}

/**
 * Every rule `question` breaks (empty when it is well formed):
 * - the answer key's kind fits the type (e.g. `integer` takes an integer key; a linked-comprehension
 *   question takes a choice, integer or numerical key and needs a `passage`);
 * - choice types have at least two options with distinct codes, every key code is an option; single
 *   choice types (single choice, true/false, assertion–reason, matrix single choice, matrix match
 *   single choice) have exactly one key option; true/false has exactly two options; assertion–reason four;
 * - numerical keys are finite, a range has min ≤ max, a tolerance is not negative;
 * - blank types: the body marks blanks `{{1}}`…`{{n}}` in order, one per key blank (exactly one for
 *   `fill_in_the_blank` and `single_dropdown`), each blank accepts at least one answer; drop-downs
 *   list their choices per blank, and each accepted answer is one of them;
 * - matrix / match the following: rows and columns with distinct codes, every row in the key, key
 *   columns exist; match the following pairs each row with exactly one column;
 * - sequencing: at least two items and the key is an ordering of all of them;
 * - translations carry the same option/row/column/item codes, blank and solve-with-us step counts.
 */
export function questionShapeErrors(q: Question): ShapeError[] {
  const errors: ShapeError[] = [];
  const fail = (path: (string | number)[], message: string) => errors.push({ path, message });
  const key = q.answer;
  if (!KEY_KINDS[q.type].includes(key.kind)) {
    const kinds = KEY_KINDS[q.type];
    fail(['answer', 'kind'], `${article(q.type)} ${q.type} question takes ${article(kinds[0]!)} ${kinds.join(' or ')} answer key, not '${key.kind}'`);
    return errors;
  }
  if (q.type === 'linked_comprehension' && !(q.passage ?? '').trim()) fail(['passage'], 'a linked_comprehension question needs the passage it is linked to');

  const optionCodes = codesOf(q.options);
  if (key.kind === 'choice') {
    if (optionCodes.length < 2) fail(['options'], `a ${q.type} question needs at least two options`);
    for (const d of duplicates(optionCodes)) fail(['options'], `option code '${d}' appears twice`);
    if (key.options.length === 0) fail(['answer', 'options'], 'the key names no option');
    key.options.forEach((c, i) => {
      if (!optionCodes.includes(c))
        fail(['answer', 'options', i], `the key names option '${c}', which the question does not have (options: ${optionCodes.join(', ')})`);
    });
    if (new Set(key.options).size !== key.options.length) fail(['answer', 'options'], 'the key names an option twice');
    if (SINGLE_CHOICE_TYPES.has(q.type) && key.options.length !== 1) fail(['answer', 'options'], `a ${q.type} question has exactly one correct option`);
    if (q.type === 'true_false' && optionCodes.length !== 2) fail(['options'], 'a true_false question has exactly two options (true, false)');
    if (q.type === 'assertion_reason' && optionCodes.length !== 4) fail(['options'], 'an assertion_reason question has the four standard options');
  }
  if (key.kind === 'numeric') {
    const a = key.accept;
    if ('value' in a) {
      if (!Number.isFinite(a.value)) fail(['answer', 'accept', 'value'], 'the key value is not a finite number');
      if (a.tolerance !== undefined && !(a.tolerance >= 0)) fail(['answer', 'accept', 'tolerance'], 'the tolerance cannot be negative');
    } else if (!(Number.isFinite(a.min) && Number.isFinite(a.max) && a.min <= a.max)) {
      fail(['answer', 'accept'], 'a numerical range needs finite min ≤ max');
    }
  }
  if (key.kind === 'integer' && !Number.isSafeInteger(key.value)) fail(['answer', 'value'], 'an integer key must be a whole number');
  if (key.kind === 'blanks') {
    const marked = blankNumbers(q.body);
    const n = key.blanks.length;
    if (n === 0) fail(['answer', 'blanks'], 'the key has no blank');
    if ((q.type === 'fill_in_the_blank' || q.type === 'single_dropdown') && n !== 1) fail(['answer', 'blanks'], `a ${q.type} question has exactly one blank`);
    const expected = Array.from({ length: n }, (_, i) => i + 1);
    if (marked.join(',') !== expected.join(',')) {
      fail(
        ['body'],
        `the body must mark the blanks {{1}}…{{${n}}} in order, once each (found: ${marked.length ? marked.map((b) => `{{${b}}}`).join(' ') : 'none'})`,
      );
    }
    key.blanks.forEach((accepted, i) => {
      if (accepted.length === 0 || accepted.some((a) => !a.trim())) fail(['answer', 'blanks', i], 'each blank accepts at least one non-empty answer');
    });
    const dropdown = q.type === 'single_dropdown' || q.type === 'multiple_dropdown';
    if (dropdown) {
      if (!q.blankOptions || q.blankOptions.length !== n) fail(['blankOptions'], `a ${q.type} question lists the choices of each of its ${n} blank(s)`);
      else
        key.blanks.forEach((accepted, i) => {
          const choices = q.blankOptions![i]!;
          if (choices.length < 2) fail(['blankOptions', i], 'a drop-down offers at least two choices');
          for (const a of accepted) if (!choices.includes(a)) fail(['answer', 'blanks', i], `'${a}' is not one of the drop-down's choices`);
        });
    }
  }
  if (key.kind === 'matrix') {
    const rows = codesOf(q.rows);
    const cols = codesOf(q.columns);
    if (rows.length < 2) fail(['rows'], `a ${q.type} question needs at least two rows`);
    if (cols.length < 2) fail(['columns'], `a ${q.type} question needs at least two columns`);
    for (const d of duplicates(rows)) fail(['rows'], `row code '${d}' appears twice`);
    for (const d of duplicates(cols)) fail(['columns'], `column code '${d}' appears twice`);
    for (const r of rows) if (!(r in key.pairs)) fail(['answer', 'pairs'], `the key does not pair row '${r}'`);
    for (const [r, cs] of Object.entries(key.pairs)) {
      if (!rows.includes(r)) fail(['answer', 'pairs', r], `the key pairs row '${r}', which the question does not have`);
      for (const c of cs) if (!cols.includes(c)) fail(['answer', 'pairs', r], `column '${c}' is not a column of the question`);
      if (q.type === 'match_the_following' && cs.length !== 1) fail(['answer', 'pairs', r], 'match the following pairs each row with exactly one column');
    }
  }
  if (key.kind === 'sequence') {
    const items = codesOf(q.items);
    if (items.length < 2) fail(['items'], 'a sequencing question needs at least two items');
    for (const d of duplicates(items)) fail(['items'], `item code '${d}' appears twice`);
    if (key.order.length !== items.length || [...key.order].sort().join() !== [...items].sort().join()) {
      fail(['answer', 'order'], 'the key must order every item exactly once');
    }
  }
  for (const [locale, t] of Object.entries(q.translations ?? {})) translationErrors(q, locale, t, fail);
  return errors;
}

function translationErrors(q: Question, locale: string, t: QuestionTranslation, fail: (path: (string | number)[], message: string) => void): void {
  const at = (field: string) => ['translations', locale, field];
  const same = (field: 'options' | 'rows' | 'columns' | 'items') => {
    const mine = t[field];
    if (mine === undefined) return;
    if (codesOf(mine).join('|') !== codesOf(q[field]).join('|'))
      fail(at(field), `the ${locale} ${field} must have the same codes, in the same order, as the original`);
  };
  same('options');
  same('rows');
  same('columns');
  same('items');
  if (blankNumbers(t.body).join(',') !== blankNumbers(q.body).join(',')) fail(at('body'), `the ${locale} body must mark the same blanks as the original`);
  if (t.solveWithUs && t.solveWithUs.length !== (q.solveWithUs ?? []).length)
    fail(at('solveWithUs'), `the ${locale} solve-with-us must have as many steps as the original`);
  if (t.hints && t.hints.length !== q.hints.length) fail(at('hints'), `the ${locale} hints must be as many as the original`);
}

/** The kind of response each answer-key kind takes (integer, numerical and subjective answers are typed text). */
const RESPONSE_KIND_OF_KEY: Record<AnswerKey['kind'], Response['kind']> = {
  choice: 'choice',
  integer: 'text',
  numeric: 'text',
  blanks: 'blanks',
  matrix: 'matrix',
  sequence: 'sequence',
  subjective: 'text',
};

/** The response kind a question takes (`choice` for option types, `text` for typed answers, …). */
export function responseKindOf(q: Pick<Question, 'answer'>): Response['kind'] {
  return RESPONSE_KIND_OF_KEY[q.answer.kind];
}

/**
 * The response that a fully correct student would give, read off the key (null for a subjective
 * key). Used to check that every key is answerable: `checkAnswer(q, keyResponse(q))` must be correct.
 */
export function keyResponse(q: Question): Response | null {
  const key = q.answer;
  switch (key.kind) {
    case 'choice':
      return { kind: 'choice', options: [...key.options] };
    case 'integer':
      return { kind: 'text', value: String(key.value) };
    case 'numeric':
      return { kind: 'text', value: String('value' in key.accept ? key.accept.value : (key.accept.min + key.accept.max) / 2) };
    case 'blanks':
      return { kind: 'blanks', values: key.blanks.map((b) => b[0] ?? '') };
    case 'matrix':
      return { kind: 'matrix', pairs: structuredClone(key.pairs) };
    case 'sequence':
      return { kind: 'sequence', order: [...key.order] };
    default:
      return null;
  }
}

/**
 * Solve-with-us steps in a translation: the translated texts, and each step's check from the
 * translation, else the original's (a translation written before its checks were added must
 * still ask them: the server grades the original's check). Steps are matched by position.
 */
function localizeSteps(original: SolveStep[] | undefined, translated: SolveStep[] | undefined): SolveStep[] | undefined {
  if (!translated) return original;
  if (!original) return translated;
  return translated.map((step, i) => {
    const check = step.check ?? original[i]?.check;
    return check ? { ...step, check } : step;
  });
}

/**
 * The question in `locale` (learning.md §3 `languages`): the translation's words over the original,
 * falling back field by field (and to the original when there is no translation); a solve-with-us
 * step keeps its check (see localizeSteps). `language` says which variant the body is in. Codes,
 * key and numbers never change.
 */
export function localizeQuestion(q: Question, locale: string | undefined): Question {
  const t = locale ? q.translations?.[locale] : undefined;
  if (!t) return q;
  return {
    ...q,
    language: locale!,
    body: t.body,
    options: t.options ?? q.options,
    rows: t.rows ?? q.rows,
    columns: t.columns ?? q.columns,
    items: t.items ?? q.items,
    passage: t.passage ?? q.passage,
    hints: t.hints ?? q.hints,
    solution: t.solution ?? q.solution,
    solveWithUs: localizeSteps(q.solveWithUs, t.solveWithUs),
  };
}

/**
 * The TeX formulas of a Markdown text, in order: display `$$…$$` and inline `$…$` (an escaped `\$`
 * is a dollar sign, not a delimiter). Used to check every formula with KaTeX before import.
 */
export function texFormulas(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/\$\$([\s\S]+?)\$\$|(?<!\\)\$((?:\\\$|[^$])+?)\$/gu)) out.push((m[1] ?? m[2])!);
  return out;
}
