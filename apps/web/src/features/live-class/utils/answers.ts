/**
 * A pushed question's answer between the question view's `Response` and the `selected_answer` the
 * live-class calls carry (the form of the test engine and practice, domain `SelectedAnswer`: option
 * codes, a typed string, one string per blank, `"P:2"` matrix pairs, item codes in order). Pure.
 */
import type { PublicQuestion } from '@abhyas/contracts';
import type { AnswerKey, Response, SelectedAnswer } from '@abhyas/domain';
import { responseAreaOf } from '../../question/index.ts';

/** The call's form of a response (null when unanswered or nothing is chosen). */
export function toSelectedAnswer(response: Response | null): SelectedAnswer {
  if (!response) return null;
  switch (response.kind) {
    case 'choice':
      return response.options.length > 0 ? [...response.options] : null;
    case 'text':
      return response.value.trim() === '' ? null : response.value;
    case 'blanks':
      return response.values.every((v) => v.trim() === '') ? null : [...response.values];
    case 'sequence':
      return [...response.order];
    case 'matrix': {
      const pairs = Object.entries(response.pairs).flatMap(([row, cols]) => cols.map((col) => `${row}:${col}`));
      return pairs.length > 0 ? pairs : null;
    }
  }
}

/** A saved answer shown again in the question view: read by the question's response area (null when it does not fit). */
export function responseOf(question: Pick<PublicQuestion, 'type' | 'options'>, selected: SelectedAnswer | undefined): Response | null {
  if (selected === null || selected === undefined) return null;
  const list = typeof selected === 'string' ? null : selected;
  switch (responseAreaOf(question)) {
    case 'single':
    case 'multiple':
      return list ? { kind: 'choice', options: list } : null;
    case 'integer':
    case 'decimal':
    case 'text':
      return typeof selected === 'string' ? { kind: 'text', value: selected } : null;
    case 'blanks':
    case 'dropdowns':
      return list ? { kind: 'blanks', values: list } : null;
    case 'sequence':
      return list ? { kind: 'sequence', order: list } : null;
    case 'match':
    case 'matrix': {
      if (!list) return null;
      const pairs: Record<string, string[]> = {};
      for (const pair of list) {
        const [row, col] = pair.split(':');
        if (!row || !col) return null;
        (pairs[row] ??= []).push(col);
      }
      return { kind: 'matrix', pairs };
    }
  }
}

const KEY_KINDS = new Set(['choice', 'integer', 'numeric', 'blanks', 'matrix', 'sequence', 'subjective']);

/** The `answer_key` of a closed question when it is one (the server sends the bank's key as it is), else null. */
export function answerKeyOf(value: unknown): AnswerKey | null {
  if (value === null || typeof value !== 'object') return null;
  const kind = (value as { kind?: unknown }).kind;
  return typeof kind === 'string' && KEY_KINDS.has(kind) ? (value as AnswerKey) : null;
}

/** Whole minutes and the seconds left over of a span of ms (rounded to the second). */
export function minutesSeconds(ms: number): { minutes: number; seconds: number } {
  const total = Math.max(0, Math.round(ms / 1000));
  return { minutes: Math.floor(total / 60), seconds: total % 60 };
}

/** A countdown as m:ss (rounded up, so 0:00 only once the time is up). */
export function clockText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}
