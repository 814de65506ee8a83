import { describe, expect, it } from 'vitest';
import { answerKeyOf, clockText, minutesSeconds, responseOf, toSelectedAnswer } from './answers.ts';

describe('live-class answers', () => {
  it('sends a response in the calls’ form and reads it back for the question view', () => {
    const single = { type: 'single_choice' as const, options: [] };
    expect(toSelectedAnswer({ kind: 'choice', options: ['B'] })).toEqual(['B']);
    expect(responseOf(single, ['B'])).toEqual({ kind: 'choice', options: ['B'] });
    expect(toSelectedAnswer({ kind: 'text', value: '  ' })).toBeNull();
    expect(responseOf({ type: 'integer', options: [] }, '42')).toEqual({ kind: 'text', value: '42' });
    expect(toSelectedAnswer({ kind: 'matrix', pairs: { P: ['1', '2'] } })).toEqual(['P:1', 'P:2']);
    expect(responseOf({ type: 'matrix', options: [] }, ['P:1', 'P:2'])).toEqual({ kind: 'matrix', pairs: { P: ['1', '2'] } });
    expect(responseOf(single, 'B')).toBeNull();
    expect(responseOf(single, null)).toBeNull();
  });

  it('takes only an answer key it knows', () => {
    expect(answerKeyOf({ kind: 'choice', options: ['A'] })).toEqual({ kind: 'choice', options: ['A'] });
    expect(answerKeyOf({ kind: 'guess' })).toBeNull();
    expect(answerKeyOf(null)).toBeNull();
    expect(answerKeyOf('A')).toBeNull();
  });

  it('writes times: a countdown rounded up, durations in whole seconds', () => {
    expect(clockText(60_000)).toBe('1:00');
    expect(clockText(4_200)).toBe('0:05');
    expect(clockText(-10)).toBe('0:00');
    expect(minutesSeconds(65_400)).toEqual({ minutes: 1, seconds: 5 });
  });
});
