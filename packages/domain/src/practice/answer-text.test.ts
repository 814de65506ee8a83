import { describe, expect, it } from 'vitest';
import { answerKeyCsv, sameAnswer, selectedAnswerCsv } from './answer-text.ts';

describe('answers as text', () => {
  it('joins a selected answer with commas, empty for none', () => {
    expect(selectedAnswerCsv(['A', 'C'])).toBe('A,C');
    expect(selectedAnswerCsv('42')).toBe('42');
    expect(selectedAnswerCsv(null)).toBe('');
    expect(selectedAnswerCsv(undefined)).toBe('');
  });

  it('writes every kind of key', () => {
    expect(answerKeyCsv({ kind: 'choice', options: ['B', 'D'] })).toBe('B,D');
    expect(answerKeyCsv({ kind: 'integer', value: 6 })).toBe('6');
    expect(answerKeyCsv({ kind: 'numeric', accept: { value: 2.5, tolerance: 0.1 } })).toBe('2.5');
    expect(answerKeyCsv({ kind: 'numeric', accept: { min: 1, max: 2 } })).toBe('1..2');
    expect(answerKeyCsv({ kind: 'blanks', blanks: [['x', 'X'], [], ['y']] })).toBe('x,,y');
    expect(answerKeyCsv({ kind: 'matrix', pairs: { P: ['1', '2'], Q: ['3'] } })).toBe('P:1,P:2,Q:3');
    expect(answerKeyCsv({ kind: 'sequence', order: ['c', 'a', 'b'] })).toBe('c,a,b');
    expect(answerKeyCsv({ kind: 'subjective', modelAnswer: 'anything' })).toBe('');
  });
});

describe('the same answer', () => {
  const choice = { kind: 'choice' as const, options: ['A'] };
  const sequence = { kind: 'sequence' as const, order: ['a', 'b'] };

  it('ignores the order of chosen options and matrix pairs', () => {
    expect(sameAnswer(choice, ['A', 'C'], ['C', 'A'])).toBe(true);
    expect(sameAnswer({ kind: 'matrix', pairs: {} }, ['P:1', 'Q:2'], ['Q:2', 'P:1'])).toBe(true);
    expect(sameAnswer(choice, ['A'], ['A', 'C'])).toBe(false);
  });

  it('keeps the order of a sequence and of blanks', () => {
    expect(sameAnswer(sequence, ['a', 'b'], ['b', 'a'])).toBe(false);
    expect(sameAnswer({ kind: 'blanks', blanks: [] }, ['x', 'y'], ['y', 'x'])).toBe(false);
    expect(sameAnswer(sequence, ['a', 'b'], [' a', 'b '])).toBe(true);
  });

  it('trims typed text; no answer equals an empty one', () => {
    expect(sameAnswer({ kind: 'integer', value: 6 }, ' 6 ', '6')).toBe(true);
    expect(sameAnswer({ kind: 'integer', value: 6 }, '6', '7')).toBe(false);
    expect(sameAnswer(choice, null, undefined)).toBe(true);
    expect(sameAnswer(choice, null, '')).toBe(true);
  });
});
