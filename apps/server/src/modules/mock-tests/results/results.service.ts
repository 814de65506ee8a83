import type { TestResult } from '@abhyas/contracts';
import { keyPublishAt, publication, scheduleOf, summarize, type AttemptScore, type PaletteStatus } from '@abhyas/domain';
import { sealedError, type AnswerSealService } from '../answer-seal.service.ts';
import { conflict } from '../mock-test-errors.ts';
import type { BundleRow } from '../paper/paper.repository.ts';
import type { PaperService } from '../paper/paper.service.ts';
import type { ScoringService } from '../scoring/scoring.service.ts';
import type { SessionsService } from '../sessions/sessions.service.ts';
import { resultView } from './result-view.ts';
import type { ResultsRepository } from './results.repository.ts';

/** What a finished attempt shows (issue #4 §1; learning.md §7 Tests): the palette summary and the result. Times are epoch ms from `now()`. */
export class ResultsService {
  constructor(
    private readonly repo: ResultsRepository,
    private readonly sessions: SessionsService,
    private readonly scoring: ScoringService,
    private readonly paper: PaperService,
    /** Sealed answer keys (decision 017): results leave sealed questions alone. */
    private readonly seals: AnswerSealService,
    private readonly now: () => number,
  ) {}

  /** Palette counts overall and per section from the stored events (POST /v1/test/shortSummary). 404 UNKNOWN_SESSION. */
  async shortSummary(profileId: string, sessionId: string) {
    const s = await this.sessions.session(profileId, sessionId);
    const bundle = await this.paper.bundle(s.bundleCode);
    const replay = await this.scoring.replay(s, bundle);
    const statuses = (codes: string[]) => codes.map((c) => replay.questions.get(c)?.status ?? ('NOT_VISITED' as PaletteStatus));
    return {
      ...summarize(statuses(bundle.sections.flatMap((x) => x.questionCodes))),
      sections: bundle.sections.map((x) => ({ code: x.code, name: x.name, ...summarize(statuses(x.questionCodes)) })),
    };
  }

  /**
   * The result (issue #4 §1): score, sections, questions with the key and solution (at once for an
   * unscheduled test; for a scheduled one the key after answerKeyPublishAt, the solutions after
   * solutionPublishAt), NTA percentile and rank among all finished attempts of the test. 409
   * RESULT_NOT_READY while open; 409 ANSWER_KEY_SEALED (decision 017) before a scheduled test's key
   * is published (the score and each question's outcome tell the key as well), and while any of its
   * questions is sealed for the profile by another test (or another attempt of this one) open now
   * or scheduled. 404 UNKNOWN_SESSION.
   */
  async result(profileId: string, sessionId: string, locale: string | undefined): Promise<TestResult> {
    let s = await this.sessions.session(profileId, sessionId);
    if (this.scoring.expired(s)) s = await this.scoring.finish(s, 'deadline');
    if (s.status === 'STARTED') throw conflict('RESULT_NOT_READY', 'The test is still in progress: submit it (or wait for the time to end) to see the result.');
    s = await this.scoring.ensureScored(s);
    const bundle = await this.paper.bundle(s.bundleCode);
    await this.assertResultUnsealed(profileId, bundle);
    const score = s.result as unknown as AttemptScore;
    const questions = await this.paper.questionsOf(bundle);
    const scores = await this.repo.finishedScores(s.bundleCode);
    return resultView({ session: s, bundle, score, questions, scores, locale, now: this.now() });
  }

  /** 409 ANSWER_KEY_SEALED when the result of a finished attempt at `bundle` would show a sealed key or correctness (see `result`). */
  private async assertResultUnsealed(profileId: string, bundle: BundleRow): Promise<void> {
    const schedule = scheduleOf(bundle);
    if (schedule && !publication(schedule, this.now()).answerKey) {
      const until = new Date(keyPublishAt(schedule)).toISOString();
      throw sealedError(
        { testCode: bundle.code, testName: bundle.name, reason: 'scheduled', until: keyPublishAt(schedule) },
        `The result of the scheduled test '${bundle.name}' (${bundle.code}) is published with its answer key at ${until}: until then no score or correctness is shown.`,
      );
    }
    const sealed = await this.seals.sealedFor({ profileId }, { ignoreScheduleOf: bundle.code });
    sealed.assertNone(
      bundle.sections.flatMap((x) => x.questionCodes),
      (code) => `The result of '${bundle.name}' shows question '${code}', which`,
    );
  }
}
