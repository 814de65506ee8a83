import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { attemptQuality, badgeStreaks, embiumsFor, solveWithUsBadge, stepEventOf, testAttemptQuality } from './attempt-quality.ts';

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

describe('attempt quality in a test (issue 15 Major 8)', () => {
  it('gives an answer that earned partial marks its own type, never Wasted, whatever its time', () => {
    const partial = (timeSpentS: number) => testAttemptQuality({ answered: true, correct: false, partial: true, timeSpentS, idealTimeS: 180 });
    expect([partial(5), partial(100), partial(400)]).toEqual(['PartiallyCorrect', 'PartiallyCorrect', 'PartiallyCorrect']);
  });

  test.prop([fc.boolean(), fc.boolean(), fc.nat(1000), fc.integer({ min: 5, max: 600 })])(
    'grades every other answer as practice does',
    (answered, correct, t, ideal) => {
      const facts = { answered, correct, timeSpentS: t, idealTimeS: ideal };
      expect(testAttemptQuality({ ...facts, partial: false })).toBe(attemptQuality(facts));
    },
  );
});

describe('embiums for an answer', () => {
  it('gives silver for right answers and gold for perfect ones', () => {
    expect(embiumsFor('Perfect')).toEqual({ silver: 1, gold: 1 });
    expect(embiumsFor('OvertimeCorrect')).toEqual({ silver: 1, gold: 0 });
    expect(embiumsFor('Wasted')).toEqual({ silver: 0, gold: 0 });
  });
});

describe('solve-with-us badges and streaks', () => {
  it('gives Revealed when any step was revealed, Correct when every check was right, else Incorrect', () => {
    const step = (checked: boolean, correct: boolean, revealed = false) => ({ checked, correct, revealed });
    expect(solveWithUsBadge([step(true, true), step(false, false), step(true, true)])).toBe('SolveWithUsCorrect');
    expect(solveWithUsBadge([step(true, false), step(true, true)])).toBe('SolveWithUsIncorrect');
    expect(solveWithUsBadge([step(true, true), step(true, false, true)])).toBe('SolveWithUsRevealed');
    expect(solveWithUsBadge([step(false, false)])).toBe('SolveWithUsCorrect');
    expect([stepEventOf('SolveWithUsCorrect'), stepEventOf('SolveWithUsIncorrect'), stepEventOf('SolveWithUsRevealed')]).toEqual([
      'correct',
      'incorrect',
      'reveal',
    ]);
  });

  it('counts the longest and the current run of each badge', () => {
    expect(badgeStreaks([])).toEqual({});
    expect(badgeStreaks(['Perfect', 'Perfect', 'Wasted', 'Perfect'])).toEqual({
      Perfect: { longest: 2, current: 1 },
      Wasted: { longest: 1, current: 0 },
    });
  });

  test.prop([fc.array(fc.constantFrom('Perfect', 'Correct', 'Wasted'), { maxLength: 40 })])(
    'streaks never exceed the count of a badge, and only the last badge has a current run',
    (badges) => {
      const s = badgeStreaks(badges);
      for (const [b, { longest, current }] of Object.entries(s)) {
        expect(longest).toBeLessThanOrEqual(badges.filter((x) => x === b).length);
        expect(current).toBeLessThanOrEqual(longest);
        if (b !== badges[badges.length - 1]) expect(current).toBe(0);
      }
    },
  );
});
