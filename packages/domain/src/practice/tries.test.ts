import { describe, expect, it } from 'vitest';
import { offersSecondTry, QUESTION_ACCURACY_MIN_ATTEMPTS, shownAccuracy } from './tries.ts';

const choice = (options: number, key: string[] = ['A'], type = 'single_choice') => ({
  type: type as 'single_choice',
  options: Array.from({ length: options }, (_, i) => ({ code: String.fromCharCode(65 + i), body: 'x' })),
  answer: { kind: 'choice' as const, options: key },
});

describe('second tries', () => {
  it('gives a wrong or partly right answer one more try', () => {
    expect(offersSecondTry(choice(4), { answered: true, correct: false })).toBe(true);
    expect(offersSecondTry(choice(4, ['A', 'C'], 'multiple_choice'), { answered: true, correct: false })).toBe(true);
    expect(offersSecondTry({ type: 'integer', answer: { kind: 'integer', value: 6 } }, { answered: true, correct: false })).toBe(true);
  });

  it('not to a right answer, an empty one, or a two-way choice whose second try could not miss', () => {
    expect(offersSecondTry(choice(4), { answered: true, correct: true })).toBe(false);
    expect(offersSecondTry(choice(4), { answered: false, correct: false })).toBe(false);
    expect(offersSecondTry(choice(2, ['A'], 'true_false'), { answered: true, correct: false })).toBe(false);
  });
});

describe('accuracy among learners', () => {
  it('is shown only from the minimum number of answers on', () => {
    expect(QUESTION_ACCURACY_MIN_ATTEMPTS).toBe(20);
    expect(shownAccuracy(1, 1)).toBeNull();
    expect(shownAccuracy(19, 19)).toBeNull();
    expect(shownAccuracy(0, 0)).toBeNull();
    expect(shownAccuracy(15, 20)).toBe(0.75);
  });
});
