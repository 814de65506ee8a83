import { and, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Journey } from '@abhyas/domain';
import type { Db } from '../../../db/client.ts';
import {
  mocktestBundles,
  pajJourneys,
  practiceSessions,
  profiles,
  publishedBundle,
  revisionCards,
  revisionReviews,
  revisionSettings,
  testSessions,
} from '../../../db/schema/index.ts';

/**
 * Who may need a reminder (issue 20 §2; decision 034): read-only queries over the revision, practice,
 * test and journey tables, each narrowed so that a sweep reads only profiles that can be told.
 */
export class RemindersRepository {
  constructor(private readonly db: Db) {}

  /** Profiles with a visible revision card due by `by`, and the reminder hour each chose (null: default). */
  async revisionCandidates(now: Date, by: Date, limit: number): Promise<{ profileId: string; reminderHour: number | null }[]> {
    return this.db
      .selectDistinct({ profileId: revisionCards.profileId, reminderHour: revisionSettings.reminderHour })
      .from(revisionCards)
      .leftJoin(revisionSettings, eq(revisionSettings.profileId, revisionCards.profileId))
      .where(and(lte(revisionCards.due, by), lte(revisionCards.visibleFrom, now)))
      .limit(limit);
  }

  /** Profiles with real work since `since` (a practice session, a finished test, a revision review): their streak may be at stake. */
  async recentlyActive(since: Date, limit: number): Promise<string[]> {
    const rows = await this.db
      .select({ profileId: practiceSessions.profileId })
      .from(practiceSessions)
      .where(gte(practiceSessions.createdAt, since))
      .union(
        this.db
          .select({ profileId: testSessions.profileId })
          .from(testSessions)
          .where(and(isNotNull(testSessions.finishedAt), gte(testSessions.finishedAt, since))),
      )
      .union(this.db.select({ profileId: revisionReviews.profileId }).from(revisionReviews).where(gte(revisionReviews.reviewedAt, since)))
      .limit(limit);
    return rows.map((r) => r.profileId);
  }

  /** Every stored journey (id, profile, the planned days). */
  async journeys(limit: number): Promise<{ id: string; profileId: string; journey: Journey }[]> {
    return this.db
      .select({ id: pajJourneys.id, profileId: pajJourneys.profileId, journey: pajJourneys.journey })
      .from(pajJourneys)
      .orderBy(sql`${pajJourneys.updatedAt} desc`)
      .limit(limit);
  }

  /**
   * Published scheduled tests whose start (`studentCanStartAt`) falls in (`since`, `now`]: code,
   * exam, names and the stored schedule (ISO 8601 times).
   */
  async testsOpening(
    since: Date,
    now: Date,
  ): Promise<{ code: string; examCode: string; name: string; names: Record<string, string>; schedule: Record<string, string> }[]> {
    const opensAt = sql`(${mocktestBundles.schedule}->>'studentCanStartAt')::timestamptz`;
    const rows = await this.db
      .select({
        code: mocktestBundles.code,
        examCode: mocktestBundles.examCode,
        name: mocktestBundles.name,
        names: mocktestBundles.names,
        schedule: mocktestBundles.schedule,
      })
      .from(mocktestBundles)
      .where(
        and(
          isNotNull(mocktestBundles.schedule),
          publishedBundle(),
          sql`${opensAt} > ${since.toISOString()}::timestamptz`,
          sql`${opensAt} <= ${now.toISOString()}::timestamptz`,
        ),
      );
    return rows.map((r) => ({ ...r, schedule: r.schedule ?? {} }));
  }

  /** Profiles preparing for one of `examCodes`, with their interface language. */
  async profilesOfExams(examCodes: string[], limit: number): Promise<{ profileId: string; examCode: string; locale: string }[]> {
    if (examCodes.length === 0) return [];
    return this.db
      .select({ profileId: profiles.id, examCode: profiles.examCode, locale: profiles.locale })
      .from(profiles)
      .where(inArray(profiles.examCode, examCodes))
      .limit(limit);
  }
}
