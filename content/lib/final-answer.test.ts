import { describe, expect, it } from 'vitest';
import type { Question } from '@abhyas/domain';
import { finalAnswerLine, finalAnswerProblem } from './final-answer.ts';

const base = { language: 'en', body: 'q', hints: [], solution: '', idealTimeS: 60, difficulty: 3, primaryConcept: null, secondaryConcepts: [] };
const opts = ['A', 'B', 'C', 'D'].map((code) => ({ code, body: code }));
const q = (extra: Partial<Question>): Question =>
  ({ code: 'x', type: 'single_choice', options: opts, answer: { kind: 'choice', options: ['B'] }, ...base, ...extra }) as Question;

describe('final answers', () => {
  it('are read from the last line of a solution only', () => {
    expect(finalAnswerLine('Work.\n\n**Answer:** (B)')).toBe('(B)');
    expect(finalAnswerLine('**Answer:** B\n\nMore text after it.')).toBeNull();
    expect(finalAnswerLine('No answer line')).toBeNull();
  });

  it('match choice keys by option codes, and refuse a wrong or partial set', () => {
    const multi = q({ type: 'multiple_choice', answer: { kind: 'choice', options: ['A', 'C'] } });
    expect(finalAnswerProblem(q({}), '(B)')).toBeNull();
    expect(finalAnswerProblem(q({}), 'C')).toMatch(/does not match/);
    expect(finalAnswerProblem(multi, 'A, C')).toBeNull();
    expect(finalAnswerProblem(multi, '(A) and (C)')).toBeNull();
    expect(finalAnswerProblem(multi, 'AC')).toBeNull();
    expect(finalAnswerProblem(multi, 'A')).toMatch(/does not match/);
    expect(finalAnswerProblem(q({}), 'option E')).toMatch(/cannot read/);
  });

  it('match integer keys exactly and numeric keys within their tolerance', () => {
    expect(finalAnswerProblem(q({ type: 'integer', options: undefined, answer: { kind: 'integer', value: 12 } }), '$12$')).toBeNull();
    expect(finalAnswerProblem(q({ type: 'integer', options: undefined, answer: { kind: 'integer', value: 12 } }), '13')).toMatch(/does not match/);
    const num = q({ type: 'numerical_operations', options: undefined, answer: { kind: 'numeric', accept: { value: 2.5, tolerance: 0.05 } } });
    expect(finalAnswerProblem(num, '2.54 m/s')).toBeNull();
    expect(finalAnswerProblem(num, '2.6')).toMatch(/does not match/);
  });

  it('match blanks, matrices and sequences', () => {
    const blanks = q({ type: 'fill_in_the_blanks', options: undefined, answer: { kind: 'blanks', blanks: [['prime'], ['composite']] } });
    expect(finalAnswerProblem(blanks, 'Prime; composite')).toBeNull();
    expect(finalAnswerProblem(blanks, 'composite; prime')).toMatch(/does not match/);
    const rows = ['P', 'Q'].map((code) => ({ code, body: code }));
    const columns = ['1', '2', '3'].map((code) => ({ code, body: code }));
    const matrix = q({ type: 'matrix', options: undefined, rows, columns, answer: { kind: 'matrix', pairs: { P: ['2'], Q: ['1', '3'] } } });
    expect(finalAnswerProblem(matrix, 'P→2; Q→1,3')).toBeNull();
    expect(finalAnswerProblem(matrix, 'P→2; Q→1')).toMatch(/does not match/);
    const items = ['A', 'B', 'C'].map((code) => ({ code, body: code }));
    const seq = q({ type: 'sequencing', options: undefined, items, answer: { kind: 'sequence', order: ['C', 'A', 'B'] } });
    expect(finalAnswerProblem(seq, 'C, A, B')).toBeNull();
    expect(finalAnswerProblem(seq, 'A, B, C')).toMatch(/does not match/);
  });

  it('are not needed for subjective questions, and are required otherwise', () => {
    expect(finalAnswerProblem(q({ type: 'subjective_answer', options: undefined, answer: { kind: 'subjective', modelAnswer: 'm' } }), null)).toBeNull();
    expect(finalAnswerProblem(q({}), null)).toMatch(/does not end with/);
  });
});
