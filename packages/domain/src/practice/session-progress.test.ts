import { describe, expect, it } from 'vitest';
import {
  attemptStatus,
  attemptStreak,
  gamepadEntries,
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

describe('gamepadEntries (the practice gamepad, issue 24 §2)', () => {
  const at = (s: number) => new Date(Date.UTC(2026, 10, 28, 6, 0, s));
  const served = (code: string, s: number, extra: { skipped?: boolean; awaitingSecondTry?: boolean } = {}) => ({
    code,
    servedAt: at(s),
    skipped: extra.skipped ?? false,
    awaitingSecondTry: extra.awaitingSecondTry ?? false,
  });
  const attempt = (
    questionCode: string,
    o: { correct?: boolean; correctness?: number; revealed?: boolean; attemptType?: string; hintUsed?: boolean } = {},
  ) => ({
    questionCode,
    attemptType: o.attemptType ?? (o.correct ? 'Perfect' : 'Incorrect'),
    revealed: o.revealed ?? false,
    correct: o.correct ?? false,
    correctness: o.correctness ?? (o.correct ? 1 : 0),
    timeSpentS: 42,
    hintUsed: o.hintUsed ?? false,
  });

  it('numbers the questions in serving order, whatever order they were finished in, with each one’s state', () => {
    const entries = gamepadEntries(
      [served('q-c', 30), served('q-a', 10), served('q-b', 20, { skipped: true }), served('q-d', 40, { awaitingSecondTry: true }), served('q-e', 50)],
      [attempt('q-c', { correct: true, hintUsed: true }), attempt('q-a', { correctness: 0.5 })],
    );
    expect(entries.map((e) => [e.number, e.code, e.state])).toEqual([
      [1, 'q-a', 'partial'],
      [2, 'q-b', 'skipped'],
      [3, 'q-c', 'correct'],
      [4, 'q-d', 'retry'],
      [5, 'q-e', 'open'],
    ]);
    expect(entries[2]).toMatchObject({ badge: 'Perfect', hintUsed: true, timeSpentS: 42 });
    expect(entries[4]).toMatchObject({ badge: null, hintUsed: false, timeSpentS: null });
  });

  it('shows a skipped question finished later by its answer, a revealed one as revealed, and one the log lacks at the end', () => {
    const entries = gamepadEntries(
      [served('q-a', 10, { skipped: true }), served('q-b', 20)],
      [attempt('q-a', { correct: true }), attempt('q-b', { revealed: true, attemptType: 'NonAttempt' }), attempt('q-z', {})],
    );
    expect(entries.map((e) => [e.number, e.code, e.state])).toEqual([
      [1, 'q-a', 'correct'],
      [2, 'q-b', 'revealed'],
      [3, 'q-z', 'incorrect'],
    ]);
  });

  it('is empty before the first question is served', () => {
    expect(gamepadEntries([], [])).toEqual([]);
  });
});
