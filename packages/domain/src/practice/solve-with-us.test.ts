import { describe, expect, it } from 'vitest';
import type { SolveStep } from '../content/question-types.ts';
import { sameOptionCodes, stepOutcome, stepView, stepWrites, walkThroughBadge } from './solve-with-us.ts';
import { STEP_TRIES } from './tries.ts';

const read: SolveStep = { body: 'Read me' };
const check: SolveStep = {
  body: 'Which?',
  check: {
    options: [
      { code: 'a', body: 'A' },
      { code: 'b', body: 'B' },
    ],
    answer: 'b',
  },
};

describe('posting a step', () => {
  it('reads a step without a check, reveals on request, checks the one option sent', () => {
    expect(stepOutcome(read, ['a'], false, null)).toBe('read');
    expect(stepOutcome(check, ['a'], true, null)).toBe('revealed');
    expect(stepOutcome(check, ['b'], false, null)).toBe('correct');
    expect(stepOutcome(check, ['a', 'b'], false, null)).toBe('retry');
  });

  it('gives a wrong answer one more try, then marks it incorrect', () => {
    expect(STEP_TRIES).toBe(2);
    expect(stepOutcome(check, ['a'], false, null)).toBe('retry');
    expect(stepOutcome(check, ['a'], false, { tries: 1 })).toBe('incorrect');
    expect(stepOutcome(check, ['b'], false, { tries: 1 })).toBe('correct');
  });

  it('compares option codes in any order', () => {
    expect(sameOptionCodes(['a', 'b'], ['b', 'a'])).toBe(true);
    expect(sameOptionCodes(['a'], ['a', 'a'])).toBe(false);
    expect(sameOptionCodes([], [])).toBe(true);
  });
});

describe('what a post writes', () => {
  const base = { steps: [check, read, check], current: 0, showAnswer: false, showSolution: false, answers: ['b'], pending: null, startTimeMs: 5 };

  it('finishes only the current step when answered', () => {
    expect(stepWrites({ ...base, outcome: 'correct' })).toEqual([{ stepIndex: 0, outcome: 'correct', selected: ['b'], tries: 1, startTimeMs: 5 }]);
  });

  it('counts the pending first try and keeps its options when the answer is revealed', () => {
    expect(stepWrites({ ...base, outcome: 'revealed', showAnswer: true, answers: [], pending: { selected: ['a'], tries: 1 } })).toEqual([
      { stepIndex: 0, outcome: 'revealed', selected: ['a'], tries: 1, startTimeMs: 5 },
    ]);
  });

  it('with the whole solution, reveals every later check and reads the rest', () => {
    expect(stepWrites({ ...base, current: 1, outcome: 'read', showSolution: true, answers: [] })).toEqual([
      { stepIndex: 1, outcome: 'read', selected: [], tries: 0, startTimeMs: 5 },
      { stepIndex: 2, outcome: 'revealed', selected: [], tries: 0, startTimeMs: null },
    ]);
  });
});

describe('a walk-through', () => {
  it('ends correct when every check was right, revealed when any was revealed', () => {
    const steps = [check, read, check];
    expect(
      walkThroughBadge(steps, [
        { stepIndex: 0, outcome: 'correct' },
        { stepIndex: 1, outcome: 'read' },
        { stepIndex: 2, outcome: 'correct' },
      ]),
    ).toBe('SolveWithUsCorrect');
    expect(
      walkThroughBadge(steps, [
        { stepIndex: 0, outcome: 'incorrect' },
        { stepIndex: 2, outcome: 'correct' },
      ]),
    ).toBe('SolveWithUsIncorrect');
    expect(walkThroughBadge(steps, [{ stepIndex: 2, outcome: 'revealed' }])).toBe('SolveWithUsRevealed');
  });
});

describe('a step as shown', () => {
  it('keeps the answer back while a first try waits', () => {
    const v = stepView(check, 0, { outcome: 'retry', selected: ['a'], tries: 1, startTimeMs: 7 });
    expect(v).toMatchObject({ retry: true, is_complete: false, correct_answer: null, badge: null, tries_left: 1 });
    expect(v.user_attempt).toEqual({ selected_answers: ['a'], start_time: 7 });
  });

  it('shows the answer and badge of a finished step', () => {
    expect(stepView(check, 1, { outcome: 'incorrect', selected: ['a'], tries: 2, startTimeMs: null })).toMatchObject({
      index: 1,
      retry: false,
      is_complete: true,
      correct_answer: 'b',
      badge: 'incorrect',
      tries_left: 0,
    });
  });

  it('a step not yet posted has all its tries; one without a check has none', () => {
    expect(stepView(check, 0, undefined)).toMatchObject({ is_complete: false, user_attempt: null, tries_left: STEP_TRIES, fibs: check.check!.options });
    expect(stepView(read, 0, { outcome: 'read', selected: [], tries: 0, startTimeMs: null })).toMatchObject({ badge: null, is_complete: true, tries_left: 0 });
  });
});
