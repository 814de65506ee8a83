import type { Questionnaire, QuestionnaireAnswer, SkipReason } from '@abhyas/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { MockTestsService } from '../mock-tests/mock-tests.service.ts';
import type { QuestionnaireRepository, QuestionnaireRow } from './questionnaire.repository.ts';

/** What the questionnaire reads of the test engine (through its service only). */
export type QuestionnaireTests = Pick<MockTestsService, 'resume' | 'shortSummary' | 'meta'>;

/** 400 naming the field (`details[0].path`). */
const badField = (path: string, code: string, message: string) => new AppError(400, code, message, [{ path, message, reason: code }]);

/** The session's facts the questionnaire shows and checks. */
type SessionFacts = Omit<Questionnaire, 'answer'>;

/**
 * The achieve-test questionnaire (learning.md §2 Tests, §4 Tests "Session flow"; issue 18 §4):
 * after a test taken from the journey, how it went and why questions were skipped, one answer per
 * test session. The session is read through the mock-tests service: 404 UNKNOWN_SESSION when it is
 * not the caller's profile's (another family's included), 409 TEST_NOT_FINISHED while it is in
 * progress. Skipped questions are counted from the session's palette (the replayed event log, as
 * POST /v1/test/shortSummary): not visited, not answered and marked for review without an answer;
 * it needs no answer key, so it works for a scheduled test whose key is not yet published.
 */
export class QuestionnaireService {
  constructor(
    private readonly repo: QuestionnaireRepository,
    /** The test engine (a getter: the services are wired in one object literal, app.ts). */
    private readonly tests: () => QuestionnaireTests,
    private readonly now: () => number,
  ) {}

  /** GET /api/achieve/questionnaire: the session's facts and the stored answer (null before one is sent). */
  async get(profileId: string, sessionId: string): Promise<Questionnaire> {
    const facts = await this.facts(profileId, sessionId);
    const row = await this.repo.find(profileId, sessionId);
    return { ...facts, answer: row ? present(row) : null };
  }

  /**
   * POST /api/achieve/questionnaire: stores the answer, replacing an earlier one of the session.
   * 400 `skip_reasons` SKIP_REASONS_WITHOUT_SKIPS when reasons are sent for a session that skipped
   * no question; an empty `note` is stored as none.
   */
  async save(
    profileId: string,
    body: { session_id: string; how_it_went: number; skip_reasons: SkipReason[]; note?: string | undefined },
  ): Promise<Questionnaire> {
    const facts = await this.facts(profileId, body.session_id);
    if (facts.skipped === 0 && body.skip_reasons.length > 0)
      throw badField('skip_reasons', 'SKIP_REASONS_WITHOUT_SKIPS', 'No question of this test was skipped: send skip_reasons: [].');
    const note = body.note?.trim() ? body.note.trim() : null;
    const row = await this.repo.save(
      {
        sessionId: facts.session_id,
        profileId,
        testCode: facts.test_code,
        howItWent: body.how_it_went,
        skipReasons: body.skip_reasons,
        note,
        skipped: facts.skipped,
      },
      new Date(this.now()),
    );
    return { ...facts, answer: present(row) };
  }

  /** The finished session of the profile, its test's name and its palette counts. */
  private async facts(profileId: string, sessionId: string): Promise<SessionFacts> {
    const tests = this.tests();
    const session = await tests.resume(profileId, sessionId);
    const status = session.status as string;
    if (status === 'STARTED') throw new AppError(409, 'TEST_NOT_FINISHED', 'This test is still in progress: submit it first, then say how it went.');
    const summary = await tests.shortSummary(profileId, sessionId);
    const answered = summary.answered + summary.answeredAndMarkedForReview;
    const skipped = summary.notVisited + summary.notAnswered + summary.reviewNow;
    let testName = session.test_code;
    try {
      testName = (await tests.meta(session.test_code, profileId)).name;
    } catch {
      // a test no longer open to the profile (its exam changed): its code stands for the name
    }
    return {
      session_id: session.id,
      test_code: session.test_code,
      test_name: testName,
      status: status === 'PENDING_EVALUATION' ? 'PENDING_EVALUATION' : 'FINISHED',
      question_count: answered + skipped,
      answered,
      skipped,
    };
  }
}

function present(row: QuestionnaireRow): QuestionnaireAnswer {
  return {
    how_it_went: row.howItWent,
    skip_reasons: row.skipReasons as SkipReason[],
    note: row.note,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
