/**
 * Answers as text and answers compared (learning.md §3 Practice attempt `selected_answer_csv`,
 * `correct_answer_csv`; docs/decisions/008-practice-interventions.md "Second tries": the same answer
 * again is not a second try).
 */
import type { AnswerKey } from '../content/question-types.ts';
import type { SelectedAnswer } from '../test-engine/events.ts';

/** A selected answer as the comma-separated text of learning.md §3 `selected_answer_csv` ('' for none). */
export function selectedAnswerCsv(answer: SelectedAnswer | undefined): string {
  return answer === null || answer === undefined ? '' : typeof answer === 'string' ? answer : answer.join(',');
}

/**
 * The answer key as the comma-separated text of learning.md §3 `correct_answer_csv`: option codes,
 * the integer, the numeric value (or `min..max`), each blank's first accepted text, matrix pairs as
 * `row:column`, a sequence in order; '' for a subjective answer.
 */
export function answerKeyCsv(key: AnswerKey): string {
  switch (key.kind) {
    case 'choice':
      return key.options.join(',');
    case 'integer':
      return String(key.value);
    case 'numeric':
      return 'value' in key.accept ? String(key.accept.value) : `${key.accept.min}..${key.accept.max}`;
    case 'blanks':
      return key.blanks.map((b) => b[0] ?? '').join(',');
    case 'matrix':
      return Object.entries(key.pairs)
        .flatMap(([r, cs]) => cs.map((c) => `${r}:${c}`))
        .join(',');
    case 'sequence':
      return key.order.join(',');
    case 'subjective':
      return '';
  }
}

/**
 * Two selected answers are the same answer of a question with key `key`: typed text trimmed; the
 * order of chosen options and matrix pairs ignored, the order of blanks and of a sequence not.
 * No answer (null or undefined) equals an empty text.
 */
export function sameAnswer(key: AnswerKey, a: SelectedAnswer | undefined, b: SelectedAnswer | undefined): boolean {
  const unordered = key.kind === 'choice' || key.kind === 'matrix';
  const norm = (x: SelectedAnswer | undefined) =>
    x === null || x === undefined ? '' : typeof x === 'string' ? x.trim() : (unordered ? [...x].sort() : x).map((v) => v.trim()).join('\u0000');
  return norm(a) === norm(b);
}
