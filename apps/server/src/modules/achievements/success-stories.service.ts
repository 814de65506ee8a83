import type { AcademicStories, CohortFigures, SocialStories, SuccessStory } from '@abhyas/contracts';
import { cohortNear, cohortsByBand, COHORT_K_MIN, COHORT_MIN_WEEKS, type CohortJourney } from '@abhyas/domain';
import { notFound } from '../../lib/app-error.ts';
import type { ContentService } from '../content/content.service.ts';
import type { TestAccessService } from '../mock-tests/test-access.service.ts';
import type { ReadinessService } from '../readiness/readiness.service.ts';
import type { AchievementsRepository } from './achievements.repository.ts';
import { badField, checkedExam } from './achievements.service.ts';

/** Stories per page: the spec's page size (learning.md §7 Achieve), also the maximum. */
export const STORIES_PAGE_SIZE = 10;
const RULES = { k_min: COHORT_K_MIN, min_weeks: COHORT_MIN_WEEKS };

/** The English sentence of a cohort; clients build their own from the figures. */
export function storySentence(f: CohortFigures): string {
  const change =
    f.direction === 'flat'
      ? 'their median predicted score did not change'
      : `their median predicted score ${f.direction === 'up' ? 'rose' : 'fell'} by ${Math.abs(f.median_gain_points)} points of the maximum`;
  return (
    `${f.students} students who started at ${f.start_band[0]}–${f.start_band[1]} % of the maximum marks and followed their journey ` +
    `for about ${f.median_weeks} weeks: ${change}; ${f.improved_percent} % of them improved.`
  );
}

/** A cohort as a story in the spec's sample shape; no user, no location. */
function storyOf(f: CohortFigures): SuccessStory {
  return {
    id: `academic:${f.start_band[0]}-${f.start_band[1]}`,
    type: 'academic',
    user: null,
    location: null,
    success: storySentence(f),
    direction: f.direction,
    cohort: f,
  };
}

/** A page token is the offset written `o<n>`; anything else is 400 naming the field. */
function offsetOf(token: string | undefined): number {
  if (token === undefined || token === '') return 0;
  const m = /^o(\d{1,6})$/.exec(token);
  if (!m) throw badField('body.page_token', 'BAD_PAGE_TOKEN', 'page_token must be the next_page_token of an earlier page.');
  return Number(m[1]);
}

/**
 * Success stories (issue 18 §4; learning.md §3 "success story", §7 Achieve): never testimonials.
 * Each story is an aggregate of the stored readiness predictions of students who opted in (table
 * success_story_consents), the caller left out, by the domain rules in
 * packages/domain/src/achievements/cohort.ts: cohorts of at least k = 5 journeys followed at least
 * 2 weeks, rounded medians only (docs/decisions/025-success-stories.md). No location is stored or
 * used. Errors: 400 UNKNOWN_EXAM / GOAL_MISMATCH / BAD_PAGE_TOKEN naming the field; 404
 * EXAM_NOT_FOR_PROFILE, SESSION_NOT_FOUND (a session_id that is not the caller's finished full test).
 */
export class SuccessStoriesService {
  constructor(
    private readonly repo: AchievementsRepository,
    private readonly content: Pick<ContentService, 'findExam'>,
    private readonly readiness: Pick<ReadinessService, 'predictionsOfProfiles' | 'fullTests'>,
    private readonly testAccess: Pick<TestAccessService, 'examsFor'>,
  ) {}

  /** Opted-in profiles' journeys for the exam (first and latest stored prediction), the caller's left out. */
  private async journeys(examCode: string, callerId: string): Promise<CohortJourney[]> {
    const ids = (await this.repo.optedIn()).filter((id) => id !== callerId);
    const rows = await this.readiness.predictionsOfProfiles(ids, examCode);
    const byProfile = new Map<string, CohortJourney>();
    for (const r of rows) {
      // Oldest first: the first row of a profile is its start, each later one moves the latest.
      const share = r.maxMarks > 0 ? r.predicted / r.maxMarks : Number.NaN;
      const j = byProfile.get(r.profileId);
      const at = r.createdAt.getTime();
      if (!j) byProfile.set(r.profileId, { startShare: share, startAt: at, latestShare: share, latestAt: at });
      else Object.assign(j, { latestShare: share, latestAt: at });
    }
    return [...byProfile.values()];
  }

  /** POST /api/success_stories/social: a page of band aggregates, most students first. latitude/longitude are ignored. */
  async social(
    profileId: string,
    b: { exam_code: string; goal_code: string; page_size?: number | undefined; page_token?: string | undefined },
  ): Promise<SocialStories> {
    const exam = await checkedExam({ content: this.content, testAccess: this.testAccess }, profileId, b, 'body');
    const offset = offsetOf(b.page_token);
    const size = Math.min(STORIES_PAGE_SIZE, b.page_size ?? STORIES_PAGE_SIZE);
    const all = cohortsByBand(await this.journeys(exam.code, profileId));
    const page = all.slice(offset, offset + size);
    return {
      exam: { code: exam.code, goal_code: exam.goalCode },
      stories: page.map(storyOf),
      next_page_token: offset + size < all.length ? `o${offset + size}` : null,
      rules: RULES,
    };
  }

  /**
   * GET /api/achieve/success_stories/academic: the cohort that started near the caller's level: the
   * score of `sessionId` (a finished full mock test of the caller's) or else the caller's latest
   * stored prediction; `no_level` without either; `insufficient` below k.
   */
  async academic(
    profileId: string,
    q: { session_id?: string | undefined; exam_code?: string | undefined; goal_code?: string | undefined },
  ): Promise<AcademicStories> {
    const examCode = q.exam_code ?? (await this.testAccess.examsFor(profileId))[0];
    if (examCode === undefined) throw badField('querystring.exam_code', 'EXAM_REQUIRED', 'The profile has no exam; name one in exam_code.');
    const exam = await checkedExam(
      { content: this.content, testAccess: this.testAccess },
      profileId,
      { exam_code: examCode, goal_code: q.goal_code },
      'querystring',
    );
    const base = { exam: { code: exam.code, goal_code: exam.goalCode }, rules: RULES };
    let level: AcademicStories['level'] = null;
    let share: number | null = null;
    if (q.session_id !== undefined) {
      const test = (await this.readiness.fullTests(profileId, exam.code)).find((t) => t.sessionId === q.session_id);
      if (!test) throw notFound('No finished full test of this profile with that session_id.', 'SESSION_NOT_FOUND');
      share = test.maxMarks > 0 ? test.score / test.maxMarks : 0;
      level = { percent: Math.round(share * 100), source: 'mock_test' };
    } else {
      const own = await this.readiness.predictionsOfProfiles([profileId], exam.code);
      const latest = own[own.length - 1];
      if (latest && latest.maxMarks > 0) {
        share = latest.predicted / latest.maxMarks;
        level = { percent: Math.round(share * 100), source: 'prediction' };
      }
    }
    if (share === null) return { ...base, status: 'no_level', level: null, story: null };
    const r = cohortNear(share, await this.journeys(exam.code, profileId));
    if (r.status !== 'ready') return { ...base, status: 'insufficient', level, story: null };
    return { ...base, status: 'ready', level, story: storyOf(r.figures) };
  }
}
