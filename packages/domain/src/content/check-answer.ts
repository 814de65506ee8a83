/**
 * Checking a student's response against a question's answer key (learning.md §3 "Question types",
 * "Answer result": correctness 1 means correct). Pure: no I/O, never throws — a response that cannot
 * be read for the question comes back as `invalid`.
 *
 * The answer key's `kind` decides how a response is read (so a linked-comprehension question is
 * checked as a choice, integer or numerical question according to its key); the question's `type`
 * only matters for `subjective_answer`, which always waits for a person.
 */
import type { AnswerCheck, AnswerKey, NumericKey, Question, Response } from './question-types.ts';

/** Tolerance of a `{ value }` numerical key when none is given (learning.md §3 numerical types). */
export const DEFAULT_NUMERIC_TOLERANCE = 0.01;

/**
 * Absolute slack added to every numerical comparison so that boundary answers written in decimal
 * (2.01 against 2.00 ± 0.01) are not lost to binary floating point.
 */
export const NUMERIC_EPSILON = 1e-9;

// ---------------------------------------------------------------------------------------------
// Parsing typed numbers
// ---------------------------------------------------------------------------------------------

/**
 * Digits of the Indic scripts of the interface languages (Devanagari, Bengali–Assamese, Gurmukhi,
 * Gujarati, Odia, Tamil, Telugu, Kannada, Malayalam). Each script has its 128-code-point block and
 * its digits zero to nine at offsets 0x66–0x6F of that block.
 */
const INDIC_DIGIT = /[\u0966-\u096f\u09e6-\u09ef\u0a66-\u0a6f\u0ae6-\u0aef\u0b66-\u0b6f\u0be6-\u0bef\u0c66-\u0c6f\u0ce6-\u0cef\u0d66-\u0d6f]/gu;

/** Full-width forms of the printable ASCII characters (U+FF01–U+FF5E, e.g. `５`, `．`, `－`). */
const FULL_WIDTH_ASCII = /[\uff01-\uff5e]/gu;

/**
 * Shared clean-up of a typed number: full-width ASCII forms become ASCII (not a general NFKC, which
 * would turn `5²` into `52`), Indic digits (०–९, ০–৯, ೦–೯, …) become 0–9, the minus sign U+2212 and dashes U+2012/U+2013 become
 * `-`, and the ends are trimmed. Inner spaces are kept (and later rejected).
 */
function cleanNumberText(text: string): string {
  return text
    .replace(FULL_WIDTH_ASCII, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(INDIC_DIGIT, (d) => String((d.charCodeAt(0) & 0x7f) - 0x66))
    .replace(/[\u2212\u2012\u2013]/gu, '-')
    .trim();
}

const INTEGER_TEXT = /^([+-]?)(\d+)(?:\.0+)?$/u;

/**
 * The integer a student typed, or null when the text is not one.
 * Accepts an optional leading `+`/`-` (also `−` U+2212), leading zeros (`05` → 5), a fraction made of
 * zeros only (`5.0`, `-3.00` → 5, −3) and Indic or full-width digits; surrounding whitespace is
 * ignored. Rejects fractions (`5.5`), exponents (`1e3`), grouping (`1,000`, `1 000`), anything that is
 * not a safe integer (beyond ±2⁵³ − 1) and empty text. `-0` reads as 0.
 */
export function parseIntegerAnswer(text: string): number | null {
  if (typeof text !== 'string') return null;
  const match = INTEGER_TEXT.exec(cleanNumberText(text));
  if (match === null) return null;
  const magnitude = Number(match[2]);
  if (!Number.isSafeInteger(magnitude)) return null;
  if (magnitude === 0) return 0;
  return match[1] === '-' ? -magnitude : magnitude;
}

const DECIMAL_TEXT = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/iu;

/**
 * The decimal number a student typed, or null when the text is not one.
 * Accepts an optional sign (`+`, `-`, `−`), a decimal point (`2.5`, `.5`, `5.`), an exponent
 * (`1e-3`, `6.02E23`) and Indic or full-width digits; surrounding whitespace is ignored.
 * Rejects commas on purpose: `2,5` (a European decimal comma) and `1,000` / `1,00,000` (Indian or
 * Western grouping) cannot be told apart, so both are unreadable rather than silently misread.
 * Also rejects inner spaces, fractions (`1/2`), `Infinity`, `NaN`, hex (`0x10`), underscores and
 * anything that overflows to infinity (`1e999`). `-0` reads as 0.
 */
export function parseNumberAnswer(text: string): number | null {
  if (typeof text !== 'string') return null;
  const clean = cleanNumberText(text);
  if (!DECIMAL_TEXT.test(clean)) return null;
  const value = Number(clean);
  if (!Number.isFinite(value)) return null;
  return value === 0 ? 0 : value;
}

/**
 * Whether `given` is accepted by a numerical key: `|given − value| ≤ tolerance` (default 0.01) or
 * `min ≤ given ≤ max` (bounds in either order), each widened by {@link NUMERIC_EPSILON} plus a few ulps
 * of the numbers compared. A negative tolerance counts as its size; a non-finite one as the default.
 */
export function numericKeyAccepts(key: NumericKey, given: number): boolean {
  if (!Number.isFinite(given)) return false;
  if ('min' in key) {
    const low = Math.min(key.min, key.max);
    const high = Math.max(key.min, key.max);
    if (!Number.isFinite(low) || !Number.isFinite(high)) return false;
    return given >= low - slack(low, given) && given <= high + slack(high, given);
  }
  if (!Number.isFinite(key.value)) return false;
  const tolerance = key.tolerance === undefined || !Number.isFinite(key.tolerance) ? DEFAULT_NUMERIC_TOLERANCE : Math.abs(key.tolerance);
  return Math.abs(given - key.value) <= tolerance + slack(key.value, given);
}

/** Epsilon for comparing two numbers read from decimal text: 1e-9 plus 4 ulps of the larger. */
function slack(a: number, b: number): number {
  return NUMERIC_EPSILON + 4 * Number.EPSILON * Math.max(Math.abs(a), Math.abs(b));
}

// ---------------------------------------------------------------------------------------------
// Normalising codes and text
// ---------------------------------------------------------------------------------------------

/** An option, row, column or item code as compared: NFC, trimmed, upper case (`' b'` → `'B'`). */
export function normaliseCode(code: string): string {
  return code.normalize('NFC').trim().toUpperCase();
}

/**
 * A blank or drop-down answer as compared: Unicode NFC, trimmed, runs of whitespace (including
 * no-break and other Unicode spaces) collapsed to one space, lower case.
 */
export function normaliseBlankAnswer(text: string): string {
  return text.normalize('NFC').trim().replace(/\s+/gu, ' ').toLowerCase();
}

// ---------------------------------------------------------------------------------------------
// Reading the response defensively (it may come straight from a client as JSON)
// ---------------------------------------------------------------------------------------------

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((v) => typeof v === 'string');
}

/** Set of normalised non-empty codes. */
function codeSet(codes: readonly string[]): Set<string> {
  const set = new Set<string>();
  for (const code of codes) {
    const c = normaliseCode(code);
    if (c !== '') set.add(c);
  }
  return set;
}

function sameSet(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  if (a.size !== b.size) return false;
  for (const x of a) if (!b.has(x)) return false;
  return true;
}

/** Matrix pairs as row code → set of column codes, or null when malformed. */
function readPairs(value: unknown): Map<string, Set<string>> | null {
  if (!isRecord(value)) return null;
  const rows = new Map<string, Set<string>>();
  for (const [row, columns] of Object.entries(value)) {
    if (!isStringArray(columns)) return null;
    const code = normaliseCode(row);
    const set = rows.get(code) ?? new Set<string>();
    for (const c of codeSet(columns)) set.add(c);
    rows.set(code, set);
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------
// Results
// ---------------------------------------------------------------------------------------------

const UNANSWERED: AnswerCheck = { correctness: 0, correct: false };
const INVALID: AnswerCheck = { correctness: 0, correct: false, invalid: true };

function unanswered(): AnswerCheck {
  return { ...UNANSWERED };
}

function invalid(): AnswerCheck {
  return { ...INVALID };
}

function whole(correct: boolean): AnswerCheck {
  return { correctness: correct ? 1 : 0, correct };
}

function fraction(right: number, total: number): AnswerCheck {
  if (total <= 0) return unanswered();
  return { correctness: right / total, correct: right === total };
}

// ---------------------------------------------------------------------------------------------
// Checking
// ---------------------------------------------------------------------------------------------

/**
 * Checks `response` against `question.answer` (learning.md §3 answer result; AnswerCheck shape).
 *
 * - No response, or an empty one (no option, blank text, all blanks empty, no matrix cell, no order):
 *   correctness 0, not correct. Whether that counts as "not attempted" is the caller's concern.
 * - A response of the wrong kind for the key, or one that cannot be read (`abc` for an integer),
 *   is `invalid` with correctness 0.
 * - Choice key: correct when the chosen codes equal the key as a set (order, duplicates and case of
 *   codes ignored); also reports `chosenCorrect`, `chosenWrong` and `keyCount` (used by JEE Advanced
 *   multiple-correct marking). Correctness is 1 or 0 — partial credit is the marking scheme's job.
 * - Integer key: {@link parseIntegerAnswer}, exact equality.
 * - Numerical key: {@link parseNumberAnswer}, then {@link numericKeyAccepts}.
 * - Blanks key (fill in the blank(s), drop-downs): each blank right when its
 *   {@link normaliseBlankAnswer normalised} text equals a normalised accepted string; correctness is
 *   the fraction of blanks right. Response values beyond the key's blanks are ignored.
 * - Matrix key (matrix, match the following): each row right when its column codes equal the key's
 *   as a set; rows are the key's rows plus `question.rows` (a row missing from the key matches no
 *   column); correctness is the fraction of rows right.
 * - Sequence key: correct only in exactly the key's order (codes case-insensitive).
 * - Subjective (type `subjective_answer` or a subjective key): `needsReview`, correctness 0.
 */
export function checkAnswer(question: Question, response: Response | null | undefined): AnswerCheck {
  const raw: unknown = response;
  if (raw === null || raw === undefined) return unanswered();
  if (!isRecord(raw)) return invalid();
  if (question.type === 'subjective_answer' || question.answer.kind === 'subjective') return checkSubjective(raw);
  return checkByKey(question, question.answer, raw);
}

function checkByKey(question: Question, key: Exclude<AnswerKey, { kind: 'subjective' }>, raw: Record<string, unknown>): AnswerCheck {
  switch (key.kind) {
    case 'choice':
      return raw.kind === 'choice' && isStringArray(raw.options) ? checkChoice(key.options, raw.options) : invalid();
    case 'integer':
      return raw.kind === 'text' && typeof raw.value === 'string' ? checkInteger(key.value, raw.value) : invalid();
    case 'numeric':
      return raw.kind === 'text' && typeof raw.value === 'string' ? checkNumeric(key.accept, raw.value) : invalid();
    case 'blanks':
      return raw.kind === 'blanks' && isStringArray(raw.values) ? checkBlanks(key.blanks, raw.values) : invalid();
    case 'matrix':
      return raw.kind === 'matrix' ? checkMatrix(question, key.pairs, raw.pairs) : invalid();
    case 'sequence':
      return raw.kind === 'sequence' && isStringArray(raw.order) ? checkSequence(key.order, raw.order) : invalid();
    default:
      return invalid();
  }
}

function checkSubjective(raw: Record<string, unknown>): AnswerCheck {
  if (raw.kind !== 'text' || typeof raw.value !== 'string') return invalid();
  if (raw.value.trim() === '') return unanswered();
  return { correctness: 0, correct: false, needsReview: true };
}

function checkChoice(keyCodes: readonly string[], chosenCodes: readonly string[]): AnswerCheck {
  const keySet = codeSet(keyCodes);
  const chosen = codeSet(chosenCodes);
  let chosenCorrect = 0;
  for (const code of chosen) if (keySet.has(code)) chosenCorrect += 1;
  const chosenWrong = chosen.size - chosenCorrect;
  const counts = { chosenCorrect, chosenWrong, keyCount: keySet.size };
  if (chosen.size === 0) return { ...unanswered(), ...counts };
  const correct = keySet.size > 0 && chosenWrong === 0 && chosenCorrect === keySet.size;
  return { ...whole(correct), ...counts };
}

function checkInteger(expected: number, text: string): AnswerCheck {
  if (text.trim() === '') return unanswered();
  const given = parseIntegerAnswer(text);
  if (given === null) return invalid();
  return whole(given === expected);
}

function checkNumeric(key: NumericKey, text: string): AnswerCheck {
  if (text.trim() === '') return unanswered();
  const given = parseNumberAnswer(text);
  if (given === null) return invalid();
  return whole(numericKeyAccepts(key, given));
}

function checkBlanks(accepted: readonly (readonly string[])[], values: readonly string[]): AnswerCheck {
  if (values.every((v) => normaliseBlankAnswer(v) === '')) return unanswered();
  let right = 0;
  accepted.forEach((answers, i) => {
    const value = values[i];
    if (value === undefined) return;
    const given = normaliseBlankAnswer(value);
    if (answers.some((a) => normaliseBlankAnswer(a) === given)) right += 1;
  });
  return fraction(right, accepted.length);
}

function checkMatrix(question: Question, keyPairs: Record<string, string[]>, rawPairs: unknown): AnswerCheck {
  const given = readPairs(rawPairs);
  if (given === null) return invalid();
  if ([...given.values()].every((columns) => columns.size === 0)) return unanswered();
  const expected = readPairs(keyPairs) ?? new Map<string, Set<string>>();
  for (const row of question.rows ?? []) {
    const code = normaliseCode(row.code);
    if (code !== '' && !expected.has(code)) expected.set(code, new Set());
  }
  let right = 0;
  for (const [row, columns] of expected) if (sameSet(columns, given.get(row) ?? new Set())) right += 1;
  return fraction(right, expected.size);
}

function checkSequence(keyOrder: readonly string[], givenOrder: readonly string[]): AnswerCheck {
  const given = givenOrder.map(normaliseCode);
  if (given.every((code) => code === '')) return unanswered();
  const expected = keyOrder.map(normaliseCode);
  return whole(expected.length === given.length && expected.every((code, i) => code === given[i]));
}
