/**
 * Where a practice session stands (learning.md §3 Summary, §4 Practice): which finished questions
 * were answers, which were skipped, which question to resume, the question number, the status and
 * streak of an attempt, and the session's summary.
 */
import { badgeStreaks } from '../content/attempt-quality.ts';

/** A finished question of a session, as far as the rules need it. */
export interface PracticeAttemptFacts {
  questionCode: string;
  /** An attempt type or solve-with-us badge (PracticeBadge). */
  attemptType: string;
  /** The solution was asked for (or solve-with-us used) instead of answering. */
  revealed: boolean;
  correct: boolean;
  /** Seconds. */
  timeSpentS: number;
  hintUsed: boolean;
  silver: number;
  gold: number;
}

/** A question served in the session (the question log). */
export interface ServedQuestion {
  code: string;
  servedAt: Date;
  skipped: boolean;
}

/** True for an answer: not a reveal or walk-through, and not a NonAttempt. */
export function isPracticeAnswer(a: Pick<PracticeAttemptFacts, 'revealed' | 'attemptType'>): boolean {
  return !a.revealed && a.attemptType !== 'NonAttempt';
}

/** The questions skipped and not finished since (a finished question is no longer skipped). */
export function skippedQuestions(finished: ReadonlySet<string>, served: readonly Pick<ServedQuestion, 'code' | 'skipped'>[]): Set<string> {
  return new Set(served.filter((l) => l.skipped && !finished.has(l.code)).map((l) => l.code));
}

/** The number (1-based) of the question on screen: one past those finished or skipped, `current` itself not counted. */
export function questionNumber(finished: ReadonlySet<string>, skipped: ReadonlySet<string>, current?: string): number {
  const done = new Set([...finished, ...skipped]);
  if (current !== undefined) done.delete(current);
  return done.size + 1;
}

/**
 * The question to go back to before choosing a new one: the latest served that is neither skipped
 * nor finished and still `open`, else the start question when not finished or skipped and `open`;
 * null when there is none.
 */
export function questionToResume(p: {
  served: readonly ServedQuestion[];
  finished: ReadonlySet<string>;
  skipped: ReadonlySet<string>;
  startQuestionCode: string | null;
  open: (code: string) => boolean;
}): string | null {
  const current = p.served
    .filter((l) => !l.skipped && !p.finished.has(l.code) && p.open(l.code))
    .sort((a, b) => b.servedAt.getTime() - a.servedAt.getTime())[0];
  if (current) return current.code;
  const start = p.startQuestionCode;
  if (start && !p.finished.has(start) && !p.skipped.has(start) && p.open(start)) return start;
  return null;
}

/** The status of a finished question: correct, partly right (some correctness), or incorrect. */
export function attemptStatus(a: { correct: boolean; correctness: number }): 'correct' | 'partial' | 'incorrect' {
  return a.correct ? 'correct' : a.correctness > 0 ? 'partial' : 'incorrect';
}

/**
 * The run of `attempt`'s badge ending at it, among the session's attempts in answer order (those up
 * to it; `attempt` is added at the end when it is not among them). At least 1.
 */
export function attemptStreak(
  attempts: readonly Pick<PracticeAttemptFacts, 'questionCode' | 'attemptType'>[],
  attempt: Pick<PracticeAttemptFacts, 'questionCode' | 'attemptType'>,
): number {
  const upTo = attempts.findIndex((a) => a.questionCode === attempt.questionCode);
  const prefix = (upTo >= 0 ? attempts.slice(0, upTo + 1) : [...attempts, attempt]).map((a) => a.attemptType);
  return badgeStreaks(prefix)[attempt.attemptType]?.current ?? 1;
}

/** A session's summary (learning.md §3 Summary). */
export interface PracticeSummary {
  /** Seconds spent on the finished questions. */
  timeSpentS: number;
  /** Share (0–1) of answers that were right; 0 without answers. */
  accuracy: number;
  silver: number;
  gold: number;
  /** Finished questions per badge. */
  attempts: Record<string, number>;
  /** Finished questions. */
  questions: number;
  /** Right answers. */
  correct: number;
  skipped: number;
  hintsUsed: number;
  /** Per badge, the longest and current run (badgeStreaks). */
  streaks: Record<string, { longest: number; current: number }>;
}

/** The summary of a session's finished questions (in answer order) and its number of skipped ones. */
export function practiceSummary(attempts: readonly PracticeAttemptFacts[], skipped: number): PracticeSummary {
  const byType: Record<string, number> = {};
  for (const a of attempts) byType[a.attemptType] = (byType[a.attemptType] ?? 0) + 1;
  const answered = attempts.filter(isPracticeAnswer);
  const correct = answered.filter((a) => a.correct).length;
  return {
    timeSpentS: attempts.reduce((n, a) => n + a.timeSpentS, 0),
    accuracy: answered.length === 0 ? 0 : correct / answered.length,
    silver: attempts.reduce((n, a) => n + a.silver, 0),
    gold: attempts.reduce((n, a) => n + a.gold, 0),
    attempts: byType,
    questions: attempts.length,
    correct,
    skipped,
    hintsUsed: attempts.filter((a) => a.hintUsed).length,
    streaks: badgeStreaks(attempts.map((a) => a.attemptType)),
  };
}

/**
 * A question's place on the practice gamepad (learning.md §2 "gamepad open"; issue 24 §2):
 * `correct`, `partial`, `incorrect`, `revealed` (the solution or solve-with-us instead of an answer),
 * `retry` (a wrong first answer waiting for its second try), `skipped`, or `open` (served and not
 * finished: the one on screen).
 */
export const GAMEPAD_STATES = ['correct', 'partial', 'incorrect', 'revealed', 'retry', 'skipped', 'open'] as const;
export type GamepadState = (typeof GAMEPAD_STATES)[number];

/** One question of the gamepad, numbered in the order the session served it. */
export interface GamepadEntry {
  /** 1-based, in serving order. */
  number: number;
  code: string;
  state: GamepadState;
  /** The finished question's badge (attempt type), or null. */
  badge: string | null;
  hintUsed: boolean;
  /** Seconds spent on a finished question, or null. */
  timeSpentS: number | null;
}

/**
 * The session's questions for the gamepad: every served question in serving order (ties by code),
 * then any finished question the log lacks, each with its state. Pure.
 */
export function gamepadEntries(
  served: readonly (ServedQuestion & { awaitingSecondTry: boolean })[],
  attempts: readonly (Pick<PracticeAttemptFacts, 'questionCode' | 'attemptType' | 'revealed' | 'correct' | 'timeSpentS' | 'hintUsed'> & {
    correctness: number;
  })[],
): GamepadEntry[] {
  const byCode = new Map(attempts.map((a) => [a.questionCode, a]));
  const order = [...served].sort((a, b) => a.servedAt.getTime() - b.servedAt.getTime() || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  const log = new Map(order.map((l) => [l.code, l]));
  const codes = new Set([...log.keys(), ...byCode.keys()]);
  return [...codes].map((code, i) => {
    const a = byCode.get(code);
    const l = log.get(code);
    const state: GamepadState = a
      ? a.revealed || a.attemptType === 'NonAttempt'
        ? 'revealed'
        : attemptStatus(a)
      : l?.awaitingSecondTry
        ? 'retry'
        : l?.skipped
          ? 'skipped'
          : 'open';
    return { number: i + 1, code, state, badge: a?.attemptType ?? null, hintUsed: a?.hintUsed ?? false, timeSpentS: a ? a.timeSpentS : null };
  });
}
