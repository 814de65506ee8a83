import { testQuestionsResponse, type TestPaper } from '@abhyas/contracts';
import { publication, scheduleOf } from '@abhyas/domain';
import { notFound } from '../../../lib/app-error.ts';
import { TtlCache } from '../../../lib/ttl-cache.ts';
import type { StoredQuestion } from '../../questions/questions.service.ts';
import type { TestAccessService } from '../test-access.service.ts';
import { conflict } from '../mock-test-errors.ts';
import type { SessionsRepository } from '../sessions/sessions.repository.ts';
import { buildPaper } from './build-paper.ts';
import { PaperBody } from './paper-body.ts';
import type { BundleRow, PaperRepository } from './paper.repository.ts';

/** Where the questions of papers and scores are read (the questions module's repository, given by app.ts). */
export interface QuestionSource {
  /** The questions with `codes` that exist (any order). */
  findMany(codes: string[]): Promise<StoredQuestion[]>;
}

/**
 * A test whose paper grows as it is taken (the Achieve diagnostic, issue 18 §2): before its paper
 * is sent, `extend` may add questions to the bundle's sections from the answers stored so far, and
 * says which sections are done. Set by app.ts (the diagnostic module); absent, no test is adaptive.
 */
export interface AdaptivePapers {
  /** Whether the test `code` is adaptive (cheap: no I/O). */
  handles(code: string): boolean;
  /** The bundle as it should be sent now (with any questions added) and the adaptive state. */
  extend(bundle: BundleRow, profileId: string): Promise<{ bundle: BundleRow; adaptive: NonNullable<TestPaper['adaptive']> }>;
}

/** How long a question or a published bundle read for a paper or a score is reused (ms), and how many questions are kept. */
const QUESTION_CACHE_TTL_MS = 60_000;
const QUESTION_CACHE_MAX = 20_000;
/** Published bundles kept in memory, at most this many. */
const BUNDLE_CACHE_MAX = 1_000;
/** Published papers kept serialized (per bundle version and locale), at most this many. */
const PAPER_CACHE_MAX = 64;

/**
 * A test's bundle and paper (learning.md §7 Tests; decision 013 for the caches): the bundle and
 * its questions as every other part of the module reads them, the bundle meta, and the paper as
 * sent. All times are epoch ms from `now()`.
 */
export class PaperService {
  /**
   * Bundles read for starts, papers, meta and scoring, kept QUESTION_CACHE_TTL_MS like their
   * questions: when a scheduled mock opens, its whole cohort starts within seconds, and each start
   * and paper read the same row (measured: the start burst of 2,000 students saturated the server,
   * half of it in statements). A re-import is seen within the TTL; an unknown code and a
   * create-your-own test are not kept.
   */
  readonly #bundleCache = new TtlCache<string, BundleRow>(QUESTION_CACHE_TTL_MS, BUNDLE_CACHE_MAX);

  /**
   * Questions read for papers and scoring, kept QUESTION_CACHE_TTL_MS: a whole cohort scores
   * within seconds at the end of a test, every paper drawn from the same bank, and reading and
   * parsing each question's full JSON every time was most of a submit's cost. A re-import is seen
   * within the TTL.
   */
  readonly #questionCache = new TtlCache<string, StoredQuestion>(QUESTION_CACHE_TTL_MS, QUESTION_CACHE_MAX);

  /**
   * A published paper's JSON per bundle version and locale, kept QUESTION_CACHE_TTL_MS like the
   * questions it is built from: a scheduled mock's cohort fetches the same paper within seconds;
   * building, checking and serializing 54 questions took the server p50 2.2 ms per student, and
   * 0.2 ms from here (bench:test-cohort). Create-your-own tests (one student each) are not kept.
   */
  readonly #paperCache = new TtlCache<string, PaperBody>(QUESTION_CACHE_TTL_MS, PAPER_CACHE_MAX);

  /** Adaptive tests (app.ts sets it when the diagnostic module runs). */
  adaptive: AdaptivePapers | null = null;

  constructor(
    private readonly repo: PaperRepository,
    private readonly sessions: SessionsRepository,
    private readonly questions: QuestionSource,
    /** Which tests a profile may open (issue 15 Major 4): the exams of its goal. */
    private readonly access: TestAccessService,
    private readonly now: () => number,
  ) {}

  /** The test with `code`; a create-your-own-test only for its owner (404 UNKNOWN_TEST for anyone else, and for an unknown code). */
  async bundle(code: string, profileId?: string): Promise<BundleRow> {
    const now = performance.now();
    let row = this.#bundleCache.get(code, now);
    if (!row) {
      row = await this.repo.findBundle(code);
      // Published tests only: a create-your-own test serves one student, a few reads in all.
      if (row && row.ownerProfileId === null) this.#bundleCache.set(code, row, now);
    }
    if (!row || (row.ownerProfileId !== null && profileId !== undefined && row.ownerProfileId !== profileId))
      throw notFound(`No mock test has the code '${code}'.`, 'UNKNOWN_TEST');
    return row;
  }

  /** The questions of the bundle's sections by code (those in the bank), from the cache where kept. */
  async questionsOf(bundle: BundleRow): Promise<Map<string, StoredQuestion>> {
    const codes = bundle.sections.flatMap((s) => s.questionCodes);
    const now = performance.now();
    const out = new Map<string, StoredQuestion>();
    const missing: string[] = [];
    for (const code of codes) {
      const hit = this.#questionCache.get(code, now);
      if (hit) out.set(code, hit);
      else missing.push(code);
    }
    if (missing.length > 0) {
      for (const q of await this.questions.findMany(missing)) {
        out.set(q.row.code, q);
        this.#questionCache.set(q.row.code, q, now);
      }
    }
    return out;
  }

  /**
   * Bundle meta (GET /content/mocktest-bundles/meta). 404 UNKNOWN_TEST for an unknown code (or
   * another profile's own test); with a profile, 404 TEST_NOT_FOR_PROFILE for a test of an exam
   * outside its goal (TestAccessService).
   */
  async meta(code: string, profileId?: string) {
    const b = await this.bundle(code, profileId ?? '');
    if (profileId) {
      const refusal = await this.access.refusalFor(profileId, b);
      if (refusal) throw refusal;
    }
    return {
      code: b.code,
      name: b.name,
      isScheduled: b.schedule !== null,
      test_time_details: { duration: b.durationS, ...(b.schedule ?? {}) },
      exam_code: b.examCode,
      is_result_available: publication(scheduleOf(b), this.now()).answerKey,
    };
  }

  /**
   * The paper of a test (sections in order, marking, questions without keys), in `locale` where
   * written in it, as the JSON the API sends (GET /v1/test/{testCode}/questions): checked against
   * the contract's schema when built, and a published test's kept a while with its compressed
   * copies (#paperCache, PaperBody). With `html`, a published paper carries its texts drawn as
   * HTML (decision 051: drawn, serialised and compressed once for its whole cohort; about four
   * times the bytes sent, so only for a screen without a renderer of its own); a paper of one
   * student (create-your-own, the diagnostic) never does, and the screen draws it. 404 UNKNOWN_TEST for a code that is not a test this profile
   * may see; 409 TEST_NOT_STARTED before a scheduled test opens.
   */
  async paperJson(testCode: string, locale: string | undefined, profileId?: string, options: { html: boolean } = { html: false }): Promise<PaperBody> {
    const bundle = await this.openBundle(testCode, profileId);
    if (bundle.ownerProfileId !== null && profileId && this.adaptive?.handles(bundle.code)) {
      const grown = await this.adaptive.extend(bundle, profileId);
      const paper = { ...buildPaper(grown.bundle, await this.questionsOf(grown.bundle), locale, { html: false }), adaptive: grown.adaptive };
      return new PaperBody(JSON.stringify(testQuestionsResponse.encode(paper)), false);
    }
    const build = async (kept: boolean) =>
      new PaperBody(
        JSON.stringify(testQuestionsResponse.encode(buildPaper(bundle, await this.questionsOf(bundle), locale, { html: kept && options.html }))),
        kept,
      );
    if (bundle.ownerProfileId !== null) return build(false);
    const key = `${bundle.code}\u0000${bundle.contentHash}\u0000${bundle.updatedAt.getTime()}\u0000${locale ?? ''}\u0000${options.html ? 'html' : ''}`;
    const now = performance.now();
    const hit = this.#paperCache.get(key, now);
    if (hit) return hit;
    const paper = await build(true);
    this.#paperCache.set(key, paper, now);
    return paper;
  }

  /**
   * The bundle if this profile may see it and, when scheduled, it has opened (404 / 409 as
   * `paperJson`). A test of an exam outside the profile's goal is refused (404
   * TEST_NOT_FOR_PROFILE) unless the profile has taken it already (its result shows the paper).
   */
  private async openBundle(testCode: string, profileId: string | undefined): Promise<BundleRow> {
    const bundle = await this.bundle(testCode, profileId ?? '');
    if (profileId) {
      const refusal = await this.access.refusalFor(profileId, bundle);
      if (refusal && !(await this.sessions.hasSession(profileId, bundle.code))) throw refusal;
    }
    const schedule = scheduleOf(bundle);
    if (schedule && this.now() < schedule.studentCanStartAt) {
      throw conflict('TEST_NOT_STARTED', `This test opens at ${new Date(schedule.studentCanStartAt).toISOString()}; its questions are not shown before then.`);
    }
    return bundle;
  }
}
