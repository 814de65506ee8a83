import { testableExams, testRefusal, type GoalExams, type TestOwnership, type TestTaker } from '@abhyas/domain';
import { notFound, type AppError } from '../../lib/app-error.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import type { TestAccessRepository } from './test-access.repository.ts';

/** Where the taxonomy is read: every goal with its exams (the content module's repository, given by app.ts, keeps it in memory). */
export interface GoalCatalog {
  /** Every goal with its exam codes. */
  listGoalsWithExams(): Promise<{ goal: { code: string }; exams: { code: string }[] }[]>;
}

/** How long a profile's goal and exam are reused for access checks (ms): a changed exam counts within this. */
const TAKER_TTL_MS = 10_000;
const TAKER_CACHE_MAX = 50_000;

/**
 * Which tests a profile may open (issue 15 Major 4; the rule is `testRefusal` in the domain: the
 * exams of the profile's goal, its own create-your-own tests, and its classes' tests). The test calls refuse the others
 * (404 TEST_NOT_FOR_PROFILE, see `refusalError`), and the pages that link to tests (search, chapter
 * pages, recommendations) leave out the ones in `closedTests`. Calls without a profile (a parent's
 * token) are not limited here: they cannot take a test at all.
 */
export class TestAccessService {
  readonly #takers = new TtlCache<string, TestTaker | null>(TAKER_TTL_MS, TAKER_CACHE_MAX);

  constructor(
    private readonly repo: TestAccessRepository,
    private readonly content: GoalCatalog,
  ) {}

  /** The taxonomy as the rule takes it: each goal with its exam codes (kept in memory by the content module's repository). */
  async goals(): Promise<GoalExams[]> {
    return (await this.content.listGoalsWithExams()).map((g) => ({ code: g.goal.code, exams: g.exams.map((e) => e.code) }));
  }

  /** The profile's id, goal and exam (kept TAKER_TTL_MS), or null for an unknown profile. */
  async taker(profileId: string): Promise<TestTaker | null> {
    const now = performance.now();
    const hit = this.#takers.get(profileId, now);
    if (hit !== undefined) return hit;
    const taker = (await this.repo.findTaker(profileId)) ?? null;
    this.#takers.set(profileId, taker, now);
    return taker;
  }

  /** The exams whose tests the profile may take, its own first (empty for an unknown profile). */
  async examsFor(profileId: string): Promise<string[]> {
    const taker = await this.taker(profileId);
    return taker ? testableExams(taker, await this.goals()) : [];
  }

  /**
   * The 404 TEST_NOT_FOR_PROFILE (or UNKNOWN_TEST for another profile's own test) that refuses
   * `test` to the profile, or null when it may open it. 404, not 403: the web's API client takes a
   * 403 for a token of the wrong kind and refreshes before retrying, and to this profile the test
   * is not in its catalogue.
   */
  async refusalError(profile: TestTaker, test: TestOwnership & { code: string; name: string }): Promise<AppError | null> {
    const goals = await this.goals();
    // A class test (issue 23 §2): the profile's classes are read now, not kept, so a student who
    // has just joined opens the class's test at once and one who has left no longer does.
    const taker = test.ownerClassId ? { ...profile, classIds: await this.repo.classIdsOf(profile.id) } : profile;
    const why = testRefusal(taker, test, goals);
    if (why === null) return null;
    if (why === 'not_owner' || why === 'not_in_class') return notFound(`No mock test has the code '${test.code}'.`, 'UNKNOWN_TEST');
    const allowed = testableExams(profile, goals);
    return notFound(
      `'${test.name}' (${test.code}) is a ${test.examCode} test; this profile prepares for ${profile.examCode} and may take the tests of ${allowed.join(', ')}. Change the profile's exam to take it.`,
      'TEST_NOT_FOR_PROFILE',
    );
  }

  /** The same check by profile id (unknown profiles are refused as not owners would be). */
  async refusalFor(profileId: string, test: TestOwnership & { code: string; name: string }): Promise<AppError | null> {
    const taker = await this.taker(profileId);
    if (!taker) return notFound('This profile no longer exists.', 'UNKNOWN_PROFILE');
    return this.refusalError(taker, test);
  }

  /**
   * Codes of the published tests the profile may not open (their exam is outside its goal): the
   * links search, chapter pages and recommendations must not show. Empty without a profile.
   */
  async closedTests(profileId: string | undefined): Promise<ReadonlySet<string>> {
    if (!profileId) return new Set();
    const open = new Set(await this.examsFor(profileId));
    const rows = await this.repo.publishedTestExams();
    return new Set(rows.filter((r) => !open.has(r.examCode)).map((r) => r.code));
  }
}
