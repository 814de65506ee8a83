import { describe, expect, it } from 'vitest';
import { PRACTICE_BADGES } from '@abhyas/domain';
import { badgeColor, badgeFill, stepEventOf } from './badges.ts';
import { toSelectedAnswer } from './answers.ts';

describe('badge to step event (learning.md §4 Practice)', () => {
  it('maps correct kinds to correct, incorrect kinds to incorrect, the rest to reveal', () => {
    for (const b of ['Correct', 'TooFastCorrect', 'Perfect', 'OvertimeCorrect']) expect(stepEventOf(b)).toBe('correct');
    for (const b of ['Incorrect', 'Wasted', 'IncorrectAttempt', 'OvertimeIncorrect']) expect(stepEventOf(b)).toBe('incorrect');
    for (const b of ['NonAttempt', 'SolveWithUsRevealed', 'RevealedAnswer']) expect(stepEventOf(b)).toBe('reveal');
  });

  it('gives every badge a colour', () => {
    for (const b of PRACTICE_BADGES) expect(badgeColor(b)).toMatch(/^[a-z]+$/);
    expect(badgeColor('Perfect')).toBe('green');
    expect(badgeColor('Incorrect')).toBe('red');
  });
});

describe('toSelectedAnswer', () => {
  it('turns responses into the submit event form, empty ones into null', () => {
    expect(toSelectedAnswer(null)).toBeNull();
    expect(toSelectedAnswer({ kind: 'choice', options: [] })).toBeNull();
    expect(toSelectedAnswer({ kind: 'choice', options: ['C'] })).toEqual(['C']);
    expect(toSelectedAnswer({ kind: 'text', value: ' ' })).toBeNull();
    expect(toSelectedAnswer({ kind: 'text', value: '22338' })).toBe('22338');
    expect(toSelectedAnswer({ kind: 'blanks', values: ['36', '7560'] })).toEqual(['36', '7560']);
    expect(toSelectedAnswer({ kind: 'matrix', pairs: { P: ['2', '3'], Q: ['1'] } })).toEqual(['P:2', 'P:3', 'Q:1']);
    expect(toSelectedAnswer({ kind: 'sequence', order: ['C', 'A'] })).toEqual(['C', 'A']);
  });
});

describe('badgeFill', () => {
  it('darkens red and lightens orange so the filled pill keeps 4.5:1 text (issue 15: wrong answers were 3.8:1 and 3.0:1)', () => {
    expect(badgeFill('Incorrect')).toBe('red.9');
    expect(badgeFill('Wasted')).toBe('orange.5');
    expect(badgeFill('Perfect')).toBe('green');
  });
});
