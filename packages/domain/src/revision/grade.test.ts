import { describe, expect, it } from 'vitest';
import { entersRevision, revisionGrade, testRevisionGrade } from './grade.ts';

const base = { answered: true, correct: true, timeSpentS: 60, idealTimeS: 60 };

describe('revisionGrade (issue 19 §2: grades derived from the attempt)', () => {
  it('wrong, unanswered or revealed → Again', () => {
    expect(revisionGrade({ ...base, correct: false })).toBe('Again');
    expect(revisionGrade({ ...base, answered: false, correct: false })).toBe('Again');
    // A wrong guess (Wasted) is still Again.
    expect(revisionGrade({ ...base, correct: false, timeSpentS: 2 })).toBe('Again');
  });

  it('right with a hint, at the second try, guessed or far over time → Hard', () => {
    expect(revisionGrade({ ...base, hintUsed: true })).toBe('Hard');
    expect(revisionGrade({ ...base, tries: 2 })).toBe('Hard');
    expect(revisionGrade({ ...base, timeSpentS: 5 })).toBe('Hard'); // TooFastCorrect: under 30 % of the ideal
    expect(revisionGrade({ ...base, timeSpentS: 91 })).toBe('Hard'); // over 1.5 × ideal
  });

  it('right a little over time → Good; right in time without help (Perfect) → Easy', () => {
    expect(revisionGrade({ ...base, timeSpentS: 90 })).toBe('Good');
    expect(revisionGrade({ ...base, timeSpentS: 61 })).toBe('Good');
    expect(revisionGrade({ ...base, timeSpentS: 60 })).toBe('Easy');
    expect(revisionGrade({ ...base, timeSpentS: 20 })).toBe('Easy');
  });

  it('only Again and Hard enter the queue', () => {
    expect(['Again', 'Hard', 'Good', 'Easy'].map((g) => entersRevision(g as never))).toEqual([true, true, false, false]);
  });
});

describe('testRevisionGrade', () => {
  const q = { status: 'ANSWERED', outcome: 'correct' as const, timeSpentS: 60, idealTimeS: 60 };
  it('a question never seen says nothing; seen and skipped is Again', () => {
    expect(testRevisionGrade({ ...q, status: 'NOT_VISITED', outcome: 'unattempted', timeSpentS: 0 })).toBeNull();
    expect(testRevisionGrade({ ...q, status: 'NOT_ANSWERED', outcome: 'unattempted', timeSpentS: 12 })).toBe('Again');
  });
  it('wrong or partly right is Again; right is graded by time', () => {
    expect(testRevisionGrade({ ...q, outcome: 'incorrect' })).toBe('Again');
    expect(testRevisionGrade({ ...q, outcome: 'partial' })).toBe('Again');
    expect(testRevisionGrade(q)).toBe('Easy');
    expect(testRevisionGrade({ ...q, timeSpentS: 120 })).toBe('Hard');
  });
});
