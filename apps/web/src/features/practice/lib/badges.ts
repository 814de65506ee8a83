/**
 * Attempt badges as the practice screens show them (learning.md §3 attempt types, §4 "Badge to event
 * mapping"). Pure.
 */

/** The solve-with-us step event a badge maps to (§4). */
export type StepEvent = 'correct' | 'incorrect' | 'reveal';

const CORRECT = new Set(['Correct', 'TooFastCorrect', 'Perfect', 'OvertimeCorrect', 'SolveWithUsCorrect']);
const INCORRECT = new Set(['Incorrect', 'Wasted', 'IncorrectAttempt', 'OvertimeIncorrect', 'SolveWithUsIncorrect']);

/**
 * Correct, too-fast-correct, perfect and over-time-correct map to a correct step attempt; incorrect,
 * wasted, incorrect-attempt and over-time-incorrect to an incorrect one; revealed answer and
 * non-attempt (and anything unknown) to a reveal.
 */
export function stepEventOf(badge: string): StepEvent {
  if (CORRECT.has(badge)) return 'correct';
  if (INCORRECT.has(badge)) return 'incorrect';
  return 'reveal';
}

/** The Mantine colour of a badge: green for correct kinds, red for incorrect ones, grey otherwise. */
export function badgeColor(badge: string): string {
  if (badge === 'Perfect') return 'green';
  if (badge === 'TooFastCorrect') return 'lime';
  if (badge === 'OvertimeCorrect') return 'yellow';
  if (CORRECT.has(badge)) return 'teal';
  if (badge === 'Wasted') return 'orange';
  if (badge === 'OvertimeIncorrect') return 'pink';
  if (INCORRECT.has(badge)) return 'red';
  return 'gray';
}

/**
 * The fill of a badge shown as a filled pill: its colour at a shade whose text (the theme's
 * autoContrast picks black or white) reaches WCAG AA 4.5:1 — red and orange at the theme's shade 7
 * carry white text at 3.8:1 and 3.0:1, so red goes darker (white, 5.5:1) and orange lighter (black).
 */
export function badgeFill(badge: string): string {
  const color = badgeColor(badge);
  if (color === 'red') return 'red.9';
  if (color === 'orange') return 'orange.5';
  return color;
}
