import { describe, expect, it } from 'vitest';
import { blankCount, decimalText, initialResponse, integerText, moveItem, orderOf, responseAreaOf, setBlank, setCell, toggleOption } from './responses.ts';

describe('question responses', () => {
  it('maps every type to its response area', () => {
    expect(responseAreaOf({ type: 'single_choice' })).toBe('single');
    expect(responseAreaOf({ type: 'true_false' })).toBe('single');
    expect(responseAreaOf({ type: 'matrix_match_single_choice' })).toBe('single');
    expect(responseAreaOf({ type: 'multiple_choice' })).toBe('multiple');
    expect(responseAreaOf({ type: 'integer' })).toBe('integer');
    expect(responseAreaOf({ type: 'numerical_operations' })).toBe('decimal');
    expect(responseAreaOf({ type: 'linked_comprehension', options: [] })).toBe('decimal');
    expect(responseAreaOf({ type: 'linked_comprehension', options: [{ code: 'A', body: 'x' }] })).toBe('single');
    expect(responseAreaOf({ type: 'multiple_dropdown' })).toBe('dropdowns');
    expect(responseAreaOf({ type: 'match_the_following' })).toBe('match');
    expect(responseAreaOf({ type: 'sequencing' })).toBe('sequence');
  });

  it('filters typed numbers', () => {
    expect(integerText('-12a3')).toBe('-123');
    expect(integerText('1-2')).toBe('12');
    expect(integerText('४२')).toBe('४२');
    expect(decimalText('−2.5.6')).toBe('-2.56');
    expect(decimalText('.5')).toBe('.5');
  });

  it('builds blanks, choices, matrix and sequence responses', () => {
    expect(blankCount('a {{1}} b {{3}} {{2}}')).toBe(3);
    expect(setBlank(null, 2, 2, 'x')).toEqual({ kind: 'blanks', values: ['', 'x'] });
    expect(setBlank({ kind: 'blanks', values: ['', 'x'] }, 2, 2, '')).toBeNull();
    expect(toggleOption({ kind: 'choice', options: ['C'] }, 'A', ['A', 'B', 'C'])).toEqual({ kind: 'choice', options: ['A', 'C'] });
    expect(setCell({ kind: 'matrix', pairs: { P: ['1'] } }, 'P', '2', true, ['1', '2'])).toEqual({ kind: 'matrix', pairs: { P: ['2'] } });
    expect(setCell({ kind: 'matrix', pairs: { P: ['1'] } }, 'P', '1', false, ['1', '2'])).toBeNull();
    expect(moveItem(['A', 'B', 'C'], 2, -1)).toEqual(['A', 'C', 'B']);
    expect(moveItem(['A', 'B'], 0, -1)).toEqual(['A', 'B']);
    expect(orderOf({ kind: 'sequence', order: ['B', 'A'] }, ['A', 'B'])).toEqual(['B', 'A']);
    expect(orderOf({ kind: 'sequence', order: ['X'] }, ['A', 'B'])).toEqual(['A', 'B']);
    expect(
      initialResponse({
        type: 'sequencing',
        items: [
          { code: 'A', body: '' },
          { code: 'B', body: '' },
        ],
      }),
    ).toEqual({ kind: 'sequence', order: ['A', 'B'] });
    expect(initialResponse({ type: 'integer' })).toBeNull();
  });
});
