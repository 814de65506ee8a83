import type { CustomTestBody, TestEventInput, TestResult } from '@abhyas/contracts';
import type { AttemptScore } from '@abhyas/domain';
import type { NewBundle } from './custom-test/custom-test.repository.ts';
import type { AnswerSealService } from './answer-seal.service.ts';
import { CustomTestService } from './custom-test/custom-test.service.ts';
import { EventsService } from './events/events.service.ts';
import type { MockTestsRepositories } from './mock-tests.repository.ts';
import type { PaperBody } from './paper/paper-body.ts';
import { PaperService, type AdaptivePapers, type QuestionSource } from './paper/paper.service.ts';
import { ResultsService } from './results/results.service.ts';
import { TestsTakenService, type TestsTakenAsk } from './results/tests-taken.service.ts';
import { ScoringService } from './scoring/scoring.service.ts';
import { SectionLocks } from './sessions/section-locks.ts';
import type { SessionRow } from './sessions/sessions.repository.ts';
import { SessionsService } from './sessions/sessions.service.ts';
import type { TestAccessService } from './test-access.service.ts';

/** A test's schedule in epoch ms from its stored ISO times (the domain's rule; other modules take it from here). */
export { scheduleOf } from '@abhyas/domain';
export type { PaperBody } from './paper/paper-body.ts';
export type { AdaptivePapers, QuestionSource } from './paper/paper.service.ts';
export type { BundleRow } from './paper/paper.repository.ts';
export type { TestsTakenAsk } from './results/tests-taken.service.ts';
export type { NewBundle } from './custom-test/custom-test.repository.ts';
export type { SessionRow } from './sessions/sessions.repository.ts';
export type { StoredQuestion } from '../questions/questions.service.ts';

/**
 * The computer-based test engine on the server (issue #4 §1), the one entry of the module: sessions
 * on the server's clock (SessionsService), the paper without keys (PaperService), the event log
 * stored once per eorder (EventsService), scoring from the replayed log (ScoringService), results
 * with NTA percentile and rank (ResultsService), and create-your-own tests (CustomTestService).
 * All times are epoch ms from `now()`.
 */
export class MockTestsService {
  readonly #paper: PaperService;
  readonly #scoring: ScoringService;
  readonly #sessions: SessionsService;
  readonly #events: EventsService;
  readonly #results: ResultsService;
  readonly #custom: CustomTestService;
  readonly #taken: TestsTakenService;
  readonly #customRepo: MockTestsRepositories['customTests'];
  readonly #sessionsRepo: MockTestsRepositories['sessions'];

  constructor(
    repos: MockTestsRepositories,
    /** The questions of papers and scores (the questions module's repository). */
    questions: QuestionSource,
    now: () => number,
    /** Sealed answer keys (decision 017): results and tests of one's own leave sealed questions alone. */
    seals: AnswerSealService,
    /** Which tests a profile may open (issue 15 Major 4): the exams of its goal. */
    access: TestAccessService,
  ) {
    this.#paper = new PaperService(repos.paper, repos.sessions, questions, access, now);
    this.#scoring = new ScoringService(repos.scoring, repos.sessions, repos.events, this.#paper, now);
    const locks = new SectionLocks(repos.sessions);
    this.#sessions = new SessionsService(repos.sessions, repos.events, this.#paper, this.#scoring, access, locks, now);
    this.#events = new EventsService(repos.events, this.#sessions, this.#scoring, locks, now);
    this.#results = new ResultsService(repos.results, this.#sessions, this.#scoring, this.#paper, seals, now);
    this.#custom = new CustomTestService(repos.customTests, seals);
    this.#taken = new TestsTakenService(repos.testsTaken, seals, now);
    this.#customRepo = repos.customTests;
    this.#sessionsRepo = repos.sessions;
  }

  /**
   * Called after a session starts, with its deadline (the background job that finishes it when
   * the student never comes back; app.ts sets it when jobs run). Must not throw.
   */
  get onSessionStarted(): ((sessionId: string, deadlineAt: Date) => Promise<void>) | null {
    return this.#sessions.onSessionStarted;
  }
  set onSessionStarted(fn: ((sessionId: string, deadlineAt: Date) => Promise<void>) | null) {
    this.#sessions.onSessionStarted = fn;
  }

  /**
   * The profile's compensatory time in minutes per hour (issue 22 §2; the accommodations module,
   * set by app.ts): read at each start and kept on the session. Null: none for anyone.
   */
  get compensatoryMinutes(): ((profileId: string) => Promise<number>) | null {
    return this.#sessions.compensatoryMinutes;
  }
  set compensatoryMinutes(fn: ((profileId: string) => Promise<number>) | null) {
    this.#sessions.compensatoryMinutes = fn;
  }

  /** The profile a child token acts for (its goal and exam), or 404 UNKNOWN_PROFILE. */
  profile(userId: string, profileId: string): Promise<{ id: string; goalCode: string; examCode: string }> {
    return this.#sessions.profile(userId, profileId);
  }

  /** Bundle meta (GET /content/mocktest-bundles/meta); 404 UNKNOWN_TEST / TEST_NOT_FOR_PROFILE (PaperService.meta). */
  meta(code: string, profileId?: string) {
    return this.#paper.meta(code, profileId);
  }

  /** The paper's JSON as sent, with its kept encodings (GET /v1/test/{testCode}/questions); 404 / 409 TEST_NOT_STARTED (PaperService.paperJson). */
  paperJson(testCode: string, locale: string | undefined, profileId?: string, options: { html: boolean } = { html: false }): Promise<PaperBody> {
    return this.#paper.paperJson(testCode, locale, profileId, options);
  }

  /** A create-your-own test for the profile (POST /v1/test/custom); 400 UNKNOWN_CHAPTER, 409 NOT_ENOUGH_QUESTIONS. */
  createCustomTest(profile: { id: string; examCode: string }, body: CustomTestBody) {
    return this.#custom.createCustomTest(profile, body);
  }

  /** A test built for a class by its teacher (issue 23 §2; POST /api/classes/{id}/tests); 400 UNKNOWN_CHAPTER, 409 NOT_ENOUGH_QUESTIONS. */
  createClassTest(owner: { classId: string; examCode: string; teacherUserId: string }, body: CustomTestBody) {
    return this.#custom.buildTest({ kind: 'class', ...owner }, body);
  }

  /** The profile's latest session of the test, keyed by test code ({} when none). */
  sessionMap(profileId: string, testCode: string) {
    return this.#sessions.sessionMap(profileId, testCode);
  }

  /** Starts the test or returns the open session (POST /v1/test/{testCode}/session); errors as SessionsService.createSession. */
  createSession(
    profile: { id: string; goalCode: string; examCode: string },
    testCode: string,
    uiStyle: 'dark' | 'light' = 'light',
    password?: string,
    homeworkId?: string | null,
  ) {
    return this.#sessions.createSession(profile, testCode, uiStyle, password, homeworkId);
  }

  /** The session on the server's clock (POST /v1/test/{sessionId}/resume); 404 UNKNOWN_SESSION. */
  resume(profileId: string, sessionId: string) {
    return this.#sessions.resume(profileId, sessionId);
  }

  /** Stores events once per eorder (POST /v1/test/{sessionId}/events); refusals and 409s as EventsService.postEvents. */
  postEvents(profileId: string, sessionId: string, events: TestEventInput[]) {
    return this.#events.postEvents(profileId, sessionId, events);
  }

  /** One page of the session's events in eorder (GET /v1/test/{sessionId}/events); 404 UNKNOWN_SESSION. */
  eventsPage(profileId: string, sessionId: string, pageNumber: number) {
    return this.#events.eventsPage(profileId, sessionId, pageNumber);
  }

  /** How the event posts were coalesced so far: flushes, posts carried, the largest flush. */
  get appendStats(): Readonly<{ flushes: number; calls: number; largest: number }> {
    return this.#events.appendStats;
  }

  /** Palette counts overall and per section (POST /v1/test/shortSummary); 404 UNKNOWN_SESSION. */
  shortSummary(profileId: string, sessionId: string) {
    return this.#results.shortSummary(profileId, sessionId);
  }

  /**
   * Every test the profile started or finished, one page, latest start first (issue 19 §1
   * `/user-home/test-taken`): status, score and percentile where the result would show them, links.
   */
  testsTaken(profileId: string, ask: TestsTakenAsk) {
    return this.#taken.page(profileId, ask);
  }

  /** The result of a finished attempt (GET /v1/test/{sessionId}/result); 409 RESULT_NOT_READY / ANSWER_KEY_SEALED (ResultsService.result). */
  result(profileId: string, sessionId: string, locale: string | undefined): Promise<TestResult> {
    return this.#results.result(profileId, sessionId, locale);
  }

  /** Finishes session `sessionId` if its deadline plus grace has passed (the deadline job); true when this call finished it. */
  finishIfExpired(sessionId: string): Promise<boolean> {
    return this.#scoring.finishIfExpired(sessionId);
  }

  /** Finishes every expired session and scores the unscored (the background sweep); returns how many were finished. */
  finishExpired(): Promise<number> {
    return this.#scoring.finishExpired();
  }

  /** Waits for the background scoring queued so far (tests). */
  scoringSettled(): Promise<void> {
    return this.#scoring.scoringSettled();
  }

  /** At a server stop: the background scoring running now finishes, the rest is left to the sweep after the restart (see ScoringService.close). */
  closeScoring(): Promise<void> {
    return this.#scoring.close();
  }

  /** Adaptive tests whose paper grows as answers arrive (the Achieve diagnostic; app.ts sets it). */
  set adaptive(a: AdaptivePapers | null) {
    this.#paper.adaptive = a;
  }

  /** Checks the school assignment a start names and gives the ids the session stores (app.ts sets it; decision 041). */
  set homework(fn: SessionsService['homework']) {
    this.#sessions.homework = fn;
  }

  /** Called once a session's score is stored (the Achieve diagnostic seeds mastery from it; app.ts sets it). */
  set onScored(fn: ScoringService['onScored']) {
    this.#scoring.onScored = fn;
  }

  /** Stores a test owned by one profile (a create-your-own test's shape; the Achieve diagnostic's adaptive test). */
  createOwnBundle(bundle: NewBundle): Promise<void> {
    return this.#customRepo.insertBundle(bundle);
  }

  /** Replaces the sections of the profile's own test `code` (the adaptive diagnostic adds questions); false when it is not the profile's. */
  setOwnSections(code: string, ownerProfileId: string, sections: NewBundle['sections']): Promise<boolean> {
    return this.#customRepo.updateOwnSections(code, ownerProfileId, sections);
  }

  /** The profile's latest session of the test (any status), or undefined. */
  latestSession(profileId: string, testCode: string): Promise<SessionRow | undefined> {
    return this.#sessionsRepo.findLatestSession(profileId, testCode);
  }

  /** The session if it is the profile's, else undefined. */
  findSession(profileId: string, sessionId: string): Promise<SessionRow | undefined> {
    return this.#sessionsRepo.findSession(profileId, sessionId);
  }

  /** A session scored from the events stored so far, and the questions saved (ScoringService.liveAttempt). */
  liveAttempt(s: SessionRow): Promise<{ score: AttemptScore; saved: Set<string> }> {
    return this.#scoring.liveAttempt(s);
  }

  /**
   * The profile's finished tests (diagnostics included) finished in [from, to) (from null: any time
   * before `to`), latest first, at most `limit`: the test's name in `locale` when it has one, the
   * score and the paper's max marks (null when the stored result does not say) (the timeline, issue 19 §1).
   */
  async finishedBetween(
    profileId: string,
    range: { from: Date | null; to: Date; limit: number },
    locale: string,
  ): Promise<{ sessionId: string; testCode: string; testName: string; score: number; maxMarks: number | null; finishedAt: Date }[]> {
    const rows = await this.#sessionsRepo.findFinishedBetween(profileId, range.from, range.to, range.limit);
    return rows.map(({ s, name, names }) => {
      const max = (s.result as Partial<AttemptScore> | null)?.maxMarks;
      return {
        sessionId: s.id,
        testCode: s.bundleCode,
        testName: names[locale] ?? name,
        score: s.score ?? 0,
        maxMarks: typeof max === 'number' ? max : null,
        finishedAt: s.finishedAt!,
      };
    });
  }
}
