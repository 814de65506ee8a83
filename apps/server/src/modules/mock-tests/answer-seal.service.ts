import { TEST_GRACE_S } from '@abhyas/contracts';
import { answerSeal, laterSeal, scheduleOf, type AnswerSeal, type TestSchedule } from '@abhyas/domain';
import { AppError } from '../../lib/app-error.ts';
import type { Claims } from '../../plugins/auth.ts';
import type { AnswerSealRepository, SealHolder, SealingBundle } from './answer-seal.repository.ts';

/** Whose open attempts seal questions for a signed-in caller: a child token's profile, or every profile of a parent's account. */
export function sealHolderOf(claims: Pick<Claims, 'kind' | 'userId' | 'profileId'>): SealHolder {
  return claims.kind === 'child' && claims.profileId ? { profileId: claims.profileId } : { userId: claims.userId };
}

/** A seal on a question, with the test that puts it there (the one that holds longest when several do). */
export interface QuestionSeal extends AnswerSeal {
  testCode: string;
  testName: string;
}

/**
 * 409 ANSWER_KEY_SEALED (decision 017). `details` name the test and the end of the seal, so a
 * client can say it in its own language: `test_code`, `test_name`, `reason` (`open_session` |
 * `scheduled`) and `sealed_until` (ISO 8601).
 */
export function sealedError(seal: QuestionSeal, message: string): AppError {
  return new AppError(409, 'ANSWER_KEY_SEALED', message, [
    { path: 'test_code', message: seal.testCode },
    { path: 'test_name', message: seal.testName },
    { path: 'reason', message: seal.reason },
    { path: 'sealed_until', message: new Date(seal.until).toISOString() },
  ]);
}

/** The refusal of `subject` ("Question 'x'", "Practice over 'y'") under `seal`, saying which test and until when. */
function refusal(seal: QuestionSeal, subject: string): AppError {
  const until = new Date(seal.until).toISOString();
  return sealedError(
    seal,
    seal.reason === 'open_session'
      ? `${subject} is part of the test '${seal.testName}' (${seal.testCode}), which is being taken on this account: its answer key, correctness and solutions stay sealed until that attempt is submitted (at the latest ${until}).`
      : `${subject} is part of the scheduled test '${seal.testName}' (${seal.testCode}): its answer key, correctness and solutions stay sealed until they are published at ${until}.`,
  );
}

/** The questions sealed for one caller at one moment (from AnswerSealService.sealedFor). */
export class SealedQuestions {
  constructor(
    private readonly byQuestion: ReadonlyMap<string, QuestionSeal>,
    private readonly byTest: ReadonlyMap<string, QuestionSeal>,
  ) {}

  /** The sealed question codes. */
  get codes(): ReadonlySet<string> {
    return new Set(this.byQuestion.keys());
  }

  /** True when question `code` is sealed. */
  has(code: string): boolean {
    return this.byQuestion.has(code);
  }

  /** 409 ANSWER_KEY_SEALED when question `code` is sealed. */
  assertQuestion(code: string): void {
    const seal = this.byQuestion.get(code);
    if (seal) throw refusal(seal, `Question '${code}'`);
  }

  /** 409 ANSWER_KEY_SEALED when the first of `codes` that is sealed is; `subject` names what is refused. */
  assertNone(codes: Iterable<string>, subject: (code: string) => string): void {
    for (const code of codes) {
      const seal = this.byQuestion.get(code);
      if (seal) throw refusal(seal, subject(code));
    }
  }

  /** 409 ANSWER_KEY_SEALED when test `testCode` itself seals its questions (an open attempt of it, or its unpublished schedule). */
  assertTest(testCode: string, subject: string): void {
    const seal = this.byTest.get(testCode);
    if (seal) throw refusal(seal, subject);
  }
}

/**
 * How often (ms) the stamp of the scheduled tests is read again: a scheduled test imported or
 * changed seals (or stops sealing) within this time, on every instance.
 */
export const SCHEDULED_CHECK_MS = 5_000;

interface ScheduledTest {
  code: string;
  name: string;
  schedule: TestSchedule;
  questionCodes: string[];
}

/**
 * Sealed answer keys (issue 14 §1.7; docs/decisions/017-sealed-answer-keys.md): the one place that
 * says which question codes are sealed for a caller now. A question is sealed while the caller
 * (the profile of a child token; every profile of the account for a parent token) has an attempt
 * of a test holding it open, and for everyone while a scheduled test holding it has not published
 * its key and solutions (the domain's `answerSeal`). Every path that returns a key, a correctness
 * or a solution asks here first. Cost per call: one statement, the holder's open attempts (the
 * one-open-attempt index); the scheduled tests are kept in memory, their stamp checked every
 * SCHEDULED_CHECK_MS and the tests read again only when it changed. The test-taking calls never
 * come here.
 */
export class AnswerSealService {
  #scheduled: { stamp: string; tests: ScheduledTest[]; checkedAt: number } | null = null;
  #checking: Promise<ScheduledTest[]> | null = null;

  constructor(
    private readonly repo: AnswerSealRepository,
    private readonly now: () => number,
  ) {}

  /**
   * The scheduled tests with their questions, from memory: their stamp is read again at most every
   * SCHEDULED_CHECK_MS (one caller at a time), and the tests themselves only when it changed.
   */
  private async scheduledTests(): Promise<ScheduledTest[]> {
    const at = performance.now();
    if (this.#scheduled && at - this.#scheduled.checkedAt < SCHEDULED_CHECK_MS) return this.#scheduled.tests;
    this.#checking ??= (async () => {
      try {
        const stamp = await this.repo.scheduledStamp();
        if (this.#scheduled?.stamp !== stamp) {
          const tests = (await this.repo.scheduledBundles()).flatMap((b: SealingBundle) => {
            const schedule = scheduleOf(b);
            return schedule ? [{ code: b.code, name: b.name, schedule, questionCodes: b.questionCodes }] : [];
          });
          this.#scheduled = { stamp, tests, checkedAt: performance.now() };
        } else this.#scheduled.checkedAt = performance.now();
        return this.#scheduled.tests;
      } finally {
        this.#checking = null;
      }
    })();
    return this.#checking;
  }

  /**
   * The questions sealed for `holder` now. `ignoreScheduleOf`: a test whose own schedule is left
   * out (its result applies its publish times itself, field by field); its open attempts still count.
   */
  async sealedFor(holder: SealHolder, opts: { ignoreScheduleOf?: string } = {}): Promise<SealedQuestions> {
    const [open, scheduled] = await Promise.all([this.repo.openAttempts(holder), this.scheduledTests()]);
    const now = this.now();
    const byQuestion = new Map<string, QuestionSeal>();
    const byTest = new Map<string, QuestionSeal>();
    const add = (test: { code: string; name: string; questionCodes: string[] }, seal: AnswerSeal | null) => {
      if (!seal) return;
      const named: QuestionSeal = { ...seal, testCode: test.code, testName: test.name };
      byTest.set(test.code, laterSeal(byTest.get(test.code), named));
      for (const code of test.questionCodes) byQuestion.set(code, laterSeal(byQuestion.get(code), named));
    };
    for (const test of scheduled) if (test.code !== opts.ignoreScheduleOf) add(test, answerSeal({ schedule: test.schedule }, now));
    for (const attempt of open) {
      const schedule = attempt.code === opts.ignoreScheduleOf ? undefined : scheduleOf(attempt);
      add(attempt, answerSeal({ ...(schedule ? { schedule } : {}), openDeadlineAt: attempt.deadlineAt.getTime() }, now, TEST_GRACE_S * 1000));
    }
    return new SealedQuestions(byQuestion, byTest);
  }
}
