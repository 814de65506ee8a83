import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { attemptQuality, embiumsFor, stepEventOf } from './attempt-quality.ts';

describe('attempt quality', () => {
  it('grades correct and wrong answers by time against the ideal time', () => {
    const at = (timeSpentS: number, correct: boolean, hintUsed = false) => attemptQuality({ answered: true, correct, timeSpentS, idealTimeS: 100, hintUsed });
    expect([at(10, true), at(29, true), at(30, true), at(100, true), at(101, true)]).toEqual([
      'TooFastCorrect',
      'TooFastCorrect',
      'Perfect',
      'Perfect',
      'OvertimeCorrect',
    ]);
    expect(at(60, true, true)).toBe('Correct');
    expect([at(10, false), at(50, false), at(150, false)]).toEqual(['Wasted', 'Incorrect', 'OvertimeIncorrect']);
    expect(attemptQuality({ answered: false, correct: false, timeSpentS: 500, idealTimeS: 100 })).toBe('NonAttempt');
  });

  it('never calls an answer too fast when the ideal time is very short', () => {
    expect(attemptQuality({ answered: true, correct: true, timeSpentS: 1, idealTimeS: 3 })).toBe('Perfect');
  });

  test.prop([fc.boolean(), fc.nat(1000), fc.integer({ min: 5, max: 600 }), fc.boolean()])(
    'maps correct answers to correct step events and wrong ones to incorrect',
    (correct, t, ideal, hint) => {
      const type = attemptQuality({ answered: true, correct, timeSpentS: t, idealTimeS: ideal, hintUsed: hint });
      expect(stepEventOf(type)).toBe(correct ? 'correct' : 'incorrect');
    },
  );

  it('maps a non-attempt and a revealed answer to a reveal step', () => {
    expect(stepEventOf('NonAttempt')).toBe('reveal');
    expect(stepEventOf('RevealedAnswer')).toBe('reveal');
  });
});

describe('embiums for an answer', () => {
  it('gives silver for right answers and gold for perfect ones', () => {
    expect(embiumsFor('Perfect')).toEqual({ silver: 1, gold: 1 });
    expect(embiumsFor('OvertimeCorrect')).toEqual({ silver: 1, gold: 0 });
    expect(embiumsFor('Wasted')).toEqual({ silver: 0, gold: 0 });
  });
});
