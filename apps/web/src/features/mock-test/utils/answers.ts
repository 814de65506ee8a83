/**
 * Converting between the question view's `Response` and the `selected_answer` an event carries
 * (learning.md §3 Test event; domain `SelectedAnswer`): option codes for choice types, one string
 * per blank, `"P:2"` pairs for matrices, codes in order for sequencing, a string for typed answers.
 */
import type { PublicQuestion } from '@abhyas/contracts';
import type { Response, SelectedAnswer } from '@abhyas/domain';
import { responseAreaOf } from '../../question/index.ts';

/** The event form of a response (null for none). */
export function toSelectedAnswer(response: Response | null): SelectedAnswer {
  if (!response) return null;
  switch (response.kind) {
    case 'choice':
      return response.options.length > 0 ? [...response.options] : null;
    case 'text':
      return response.value;
    case 'blanks':
      return [...response.values];
    case 'sequence':
      return [...response.order];
    case 'matrix':
      return Object.entries(response.pairs).flatMap(([row, cols]) => cols.map((col) => `${row}:${col}`));
  }
}

/** The response the question view shows for a saved answer of `question` (null when none or it does not fit). */
export function fromSelectedAnswer(question: Pick<PublicQuestion, 'type' | 'options'>, answer: SelectedAnswer | undefined): Response | null {
  if (answer === null || answer === undefined) return null;
  const list = typeof answer === 'string' ? null : answer;
  switch (responseAreaOf(question)) {
    case 'single':
    case 'multiple':
      return list ? { kind: 'choice', options: list } : null;
    case 'integer':
    case 'decimal':
    case 'text':
      return typeof answer === 'string' ? { kind: 'text', value: answer } : null;
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
        if (row && col) (pairs[row] ??= []).push(col);
      }
      return { kind: 'matrix', pairs };
    }
  }
}

/** A saved answer as short text for lists ("A, C", "42", "P:2, Q:1"); empty string when none. */
export function answerText(answer: SelectedAnswer | undefined): string {
  if (answer === null || answer === undefined) return '';
  return typeof answer === 'string' ? answer : answer.filter((a) => a.trim() !== '').join(', ');
}
