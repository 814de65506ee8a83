/**
 * How the question view reads and builds a student's `Response` per question type (learning.md §3
 * "Question types"). Pure; the components call these so the rules are tested without rendering.
 */
import type { PublicQuestion } from '@abhyas/contracts';
import { normaliseBlankAnswer, type AnswerKey, type Response } from '@abhyas/domain';

/** The input a question type answers with. */
export type ResponseArea = 'single' | 'multiple' | 'integer' | 'decimal' | 'text' | 'blanks' | 'dropdowns' | 'match' | 'matrix' | 'sequence';

/**
 * The response area of a question: one option (single choice, true/false, assertion–reason, matrix
 * single choice, linked comprehension with options), several options (multiple choice), an integer,
 * a decimal (numerical types; linked comprehension without options), free text (subjective answer),
 * inline blanks or drop-downs, a one-per-row grid (match the following), a many-per-row grid
 * (matrix) or an ordering (sequencing).
 */
export function responseAreaOf(q: Pick<PublicQuestion, 'type' | 'options'>): ResponseArea {
  switch (q.type) {
    case 'multiple_choice':
      return 'multiple';
    case 'integer':
      return 'integer';
    case 'subjective_numerical':
    case 'numerical_operations':
      return 'decimal';
    case 'subjective_answer':
      return 'text';
    case 'fill_in_the_blank':
    case 'fill_in_the_blanks':
      return 'blanks';
    case 'single_dropdown':
    case 'multiple_dropdown':
      return 'dropdowns';
    case 'match_the_following':
      return 'match';
    case 'matrix':
      return 'matrix';
    case 'sequencing':
      return 'sequence';
    case 'linked_comprehension':
      return (q.options?.length ?? 0) > 0 ? 'single' : 'decimal';
    default:
      return 'single';
  }
}

/** Number of blanks a body marks: the highest `{{n}}` (0 when none). */
export function blankCount(body: string): number {
  let max = 0;
  for (const m of body.matchAll(/\{\{(\d+)\}\}/g)) max = Math.max(max, Number(m[1]));
  return max;
}

/**
 * The response to send when the student has not touched the question: the items in the order shown
 * for sequencing (that order is an answer too), null otherwise.
 */
export function initialResponse(q: Pick<PublicQuestion, 'type' | 'items'>): Response | null {
  if (q.type === 'sequencing' && q.items && q.items.length > 0) return { kind: 'sequence', order: q.items.map((i) => i.code) };
  return null;
}

/** Option codes chosen in `response` (empty unless it is a choice response). */
export function chosenOptions(response: Response | null): string[] {
  return response?.kind === 'choice' ? response.options : [];
}

/** Multiple choice: `code` toggled, kept in option order; null when nothing is left chosen. */
export function toggleOption(response: Response | null, code: string, optionOrder: string[]): Response | null {
  const chosen = new Set(chosenOptions(response));
  if (chosen.has(code)) chosen.delete(code);
  else chosen.add(code);
  const options = optionOrder.filter((c) => chosen.has(c));
  return options.length > 0 ? { kind: 'choice', options } : null;
}

/** Typed text of a text response ('' otherwise). */
export function textOf(response: Response | null): string {
  return response?.kind === 'text' ? response.value : '';
}

/** A text response, or null for empty text. */
export function textResponse(value: string): Response | null {
  return value === '' ? null : { kind: 'text', value };
}

/** Integer input: digits (any script) and one leading minus, nothing else. */
export function integerText(typed: string): string {
  const digits = typed.replace(/[^\p{Nd}]/gu, '');
  return /^\s*[-\u2212]/u.test(typed) ? `-${digits}` : digits;
}

/** Decimal input: digits (any script), one decimal point and one leading minus. */
export function decimalText(typed: string): string {
  const negative = /^\s*[-\u2212]/u.test(typed);
  const kept = typed.replace(/[^\p{Nd}.]/gu, '');
  const point = kept.indexOf('.');
  const number = point < 0 ? kept : `${kept.slice(0, point + 1)}${kept.slice(point + 1).replace(/\./g, '')}`;
  return negative ? `-${number}` : number;
}

/** Values of a blanks response, padded to `count` blanks. */
export function blankValues(response: Response | null, count: number): string[] {
  const values = response?.kind === 'blanks' ? response.values : [];
  return Array.from({ length: Math.max(count, values.length) }, (_, i) => values[i] ?? '');
}

/** Blank `n` (1-based) set to `value`; null when every blank is empty again. */
export function setBlank(response: Response | null, count: number, n: number, value: string): Response | null {
  const values = blankValues(response, Math.max(count, n));
  values[n - 1] = value;
  return values.every((v) => v === '') ? null : { kind: 'blanks', values };
}

/** Column codes chosen for each row of a matrix response. */
export function pairsOf(response: Response | null): Record<string, string[]> {
  return response?.kind === 'matrix' ? response.pairs : {};
}

/**
 * A matrix response with one cell changed: `single` (match the following) makes `column` the row's
 * only choice; otherwise the cell is toggled. Rows left without a column are dropped; null when no
 * row has one. Columns stay in the question's column order.
 */
export function setCell(response: Response | null, row: string, column: string, single: boolean, columnOrder: string[]): Response | null {
  const pairs: Record<string, string[]> = { ...pairsOf(response) };
  const current = new Set(pairs[row] ?? []);
  if (single) {
    current.clear();
    current.add(column);
  } else if (current.has(column)) current.delete(column);
  else current.add(column);
  const columns = columnOrder.filter((c) => current.has(c));
  if (columns.length > 0) pairs[row] = columns;
  else delete pairs[row];
  return Object.keys(pairs).length > 0 ? { kind: 'matrix', pairs } : null;
}

/** The order shown for sequencing: the response's order, else the items as given. */
export function orderOf(response: Response | null, itemCodes: string[]): string[] {
  if (response?.kind === 'sequence' && response.order.length === itemCodes.length && itemCodes.every((c) => response.order.includes(c))) {
    return response.order;
  }
  return itemCodes;
}

/** The order with the item at `index` moved by `delta` places (clamped to the list). */
export function moveItem(order: string[], index: number, delta: number): string[] {
  const target = Math.min(order.length - 1, Math.max(0, index + delta));
  if (target === index || index < 0 || index >= order.length) return order;
  const next = [...order];
  const [item] = next.splice(index, 1);
  next.splice(target, 0, item!);
  return next;
}

/** Whether blank `i` (0-based) holds an accepted answer of a blanks key (case and spacing ignored). */
export function blankIsRight(key: AnswerKey, i: number, value: string): boolean {
  if (key.kind !== 'blanks') return false;
  const given = normaliseBlankAnswer(value);
  return given !== '' && (key.blanks[i] ?? []).some((a) => normaliseBlankAnswer(a) === given);
}

/** Whether a matrix row's chosen columns equal the key's (as sets). */
export function rowIsRight(key: AnswerKey, row: string, chosen: string[]): boolean {
  if (key.kind !== 'matrix') return false;
  const expected = key.pairs[row] ?? [];
  return expected.length === chosen.length && expected.every((c) => chosen.includes(c));
}
