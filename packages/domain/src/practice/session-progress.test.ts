import { describe, expect, it } from 'vitest';
import {
  attemptStatus,
  attemptStreak,
  isPracticeAnswer,
  practiceSummary,
  questionNumber,
  questionToResume,
  skippedQuestions,
  type PracticeAttemptFacts,
} from './session-progress.ts';

const attempt = (questionCode: string, attemptType: string, over: Partial<PracticeAttemptFacts> = {}): PracticeAttemptFacts => ({
  questionCode,
  attemptType,
  revealed: false,
  correct: attemptType === 'Perfect' || attemptType === 'Correct',
  timeSpentS: 10,
  hintUsed: false,
  silver: 1,
  gold: 0,
  ...over,
});

describe('answers, skips and the question number', () => {
  it('counts neither reveals nor non-attempts as answers', () => {
    expect(isPracticeAnswer({ revealed: false, attemptType: 'Incorrect' })).toBe(true);
    expect(isPracticeAnswer({ revealed: true, attemptType: 'SolveWithUsCorrect' })).toBe(false);
    expect(isPracticeAnswer({ revealed: false, attemptType: 'NonAttempt' })).toBe(false);
  });

  it('a question finished after its skip is no longer skipped', () => {
    const served = [
      { code: 'a', skipped: true },
      { code: 'b', skipped: true },
      { code: 'c', skipped: false },
    ];
    expect([...skippedQuestions(new Set(['a']), served)]).toEqual(['b']);
  });

  it('numbers the question on screen after those finished or skipped', () => {
    expect(questionNumber(new Set(), new Set())).toBe(1);
    expect(questionNumber(new Set(['a', 'b']), new Set(['b', 'c']))).toBe(4);
    expect(questionNumber(new Set(['a', 'b']), new Set(['c']), 'b')).toBe(3);
  });
});

describe('the question to resume', () => {
  const at = (s: number) => new Date(s * 1000);
  const base = { finished: new Set<string>(), skipped: new Set<string>(), startQuestionCode: null, open: () => true };

  it('is the latest served question still open', () => {
    const served = [
      { code: 'a', servedAt: at(1), skipped: false },
      { code: 'b', servedAt: at(3), skipped: false },
      { code: 'c', servedAt: at(2), skipped: false },
    ];
    expect(questionToResume({ ...base, served })).toBe('b');
    expect(questionToResume({ ...base, served, finished: new Set(['b']) })).toBe('c');
    expect(questionToResume({ ...base, served, open: (c) => c === 'a' })).toBe('a');
  });

  it('else the start question, unless finished, skipped or closed', () => {
    const served = [{ code: 'a', servedAt: at(1), skipped: true }];
    expect(questionToResume({ ...base, served, startQuestionCode: 's' })).toBe('s');
    expect(questionToResume({ ...base, served, startQuestionCode: 's', skipped: new Set(['s']) })).toBeNull();
    expect(questionToResume({ ...base, served, startQuestionCode: 's', finished: new Set(['s']) })).toBeNull();
    expect(questionToResume({ ...base, served, startQuestionCode: 's', open: () => false })).toBeNull();
    expect(questionToResume({ ...base, served })).toBeNull();
  });
});

describe('an attempt', () => {
  it('is correct, partly right or incorrect', () => {
    expect(attemptStatus({ correct: true, correctness: 1 })).toBe('correct');
    expect(attemptStatus({ correct: false, correctness: 0.5 })).toBe('partial');
    expect(attemptStatus({ correct: false, correctness: 0 })).toBe('incorrect');
  });

  it('carries the run of its badge ending at it', () => {
    const list = [attempt('a', 'Perfect'), attempt('b', 'Perfect'), attempt('c', 'Incorrect'), attempt('d', 'Perfect')];
    expect(attemptStreak(list, list[1]!)).toBe(2);
    expect(attemptStreak(list, list[3]!)).toBe(1);
    expect(attemptStreak(list.slice(0, 2), attempt('e', 'Perfect'))).toBe(3);
    expect(attemptStreak([], attempt('e', 'Wasted'))).toBe(1);
  });
});

describe('the summary', () => {
  it('sums time and embiums, counts badges, and takes accuracy over answers only', () => {
    const s = practiceSummary(
      [
        attempt('a', 'Perfect', { gold: 1, silver: 2 }),
        attempt('b', 'Incorrect', { hintUsed: true }),
        attempt('c', 'SolveWithUsRevealed', { revealed: true, silver: 0, timeSpentS: 0 }),
        attempt('d', 'NonAttempt', { silver: 0, timeSpentS: 0 }),
      ],
      2,
    );
    expect(s).toMatchObject({ timeSpentS: 20, accuracy: 0.5, silver: 3, gold: 1, questions: 4, correct: 1, skipped: 2, hintsUsed: 1 });
    expect(s.attempts).toEqual({ Perfect: 1, Incorrect: 1, SolveWithUsRevealed: 1, NonAttempt: 1 });
    expect(s.streaks.NonAttempt).toEqual({ longest: 1, current: 1 });
  });

  it('is all zero for a session without attempts', () => {
    expect(practiceSummary([], 0)).toEqual({
      timeSpentS: 0,
      accuracy: 0,
      silver: 0,
      gold: 0,
      attempts: {},
      questions: 0,
      correct: 0,
      skipped: 0,
      hintsUsed: 0,
      streaks: {},
    });
  });
});
