/**
 * The `selected_answer` of a practice submit event (learning.md §3, as in the test engine; domain
 * `SelectedAnswer`) from the question view's `Response`: option codes for choice types, a string for
 * typed answers, one string per blank, `"P:2"` pairs for matrices, codes in order for sequencing.
 */
import type { Response, SelectedAnswer } from '@abhyas/domain';

/** The event form of a response (null when unanswered or no option is chosen). */
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

/**
 * Whether `response` repeats a first try whose answer was `firstCsv` (the server's
 * `selected_answer_csv`): the same answer again is not a second try (decision 008 "Second tries").
 * The order of chosen options and matrix pairs does not count; that of blanks and sequences does.
 */
export function repeatsFirstTry(response: Response | null, firstCsv: string): boolean {
  const selected = toSelectedAnswer(response);
  if (selected === null) return false;
  if (typeof selected === 'string') return selected.trim() === firstCsv.trim();
  const unordered = response?.kind === 'choice' || response?.kind === 'matrix';
  const norm = (list: string[]) => (unordered ? [...list].sort() : list).map((v) => v.trim()).join(',');
  return norm(selected) === norm(firstCsv.split(','));
}
