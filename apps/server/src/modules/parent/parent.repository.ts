import { and, asc, eq, gte, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  exams,
  familyMembers,
  parentDigestSends,
  parentDigestSettings,
  practiceAttempts,
  practiceSessions,
  profiles,
  revisionReviews,
  testSessions,
  userActivities,
  users,
  videos,
} from '../../db/schema/index.ts';

const INDIA_DAY = (col: unknown) => sql<string>`to_char(${col} at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`;

/** A child the account reaches, with its exam. */
export interface ChildRow {
  profileId: string;
  firstName: string;
  examCode: string;
  examName: string;
  goalCode: string;
  holderUserId: string;
}

/** A family link with both first names. */
export interface LinkRow {
  id: string;
  familyUserId: string;
  memberUserId: string;
  relationshipType: number;
  createdAt: Date;
  memberFirstName: string;
  familyFirstName: string;
}

/**
 * The parent module's SQL (issue 21 §2; decision 035): the children an account reaches, the
 * week's raw records no other module reads this way (video watch time from the player's stop
 * activities, time in tests, the week's mastery moves, revision reviews), family links, and the
 * digest's setting and sends.
 */
export class ParentRepository {
  constructor(private readonly db: Db) {}

  /** The profiles the account holds and those of the families it is linked to, oldest first. */
  async children(userId: string): Promise<ChildRow[]> {
    const families = this.db.select({ id: familyMembers.familyUserId }).from(familyMembers).where(eq(familyMembers.memberUserId, userId));
    const rows = await this.db
      .select({
        profileId: profiles.id,
        firstName: profiles.firstName,
        examCode: exams.code,
        examName: exams.name,
        goalCode: exams.goalCode,
        holderUserId: profiles.userId,
      })
      .from(profiles)
      .innerJoin(exams, eq(exams.code, profiles.examCode))
      .where(or(eq(profiles.userId, userId), inArray(profiles.userId, families)))
      .orderBy(asc(profiles.createdAt), asc(profiles.id));
    return rows;
  }

  /** Seconds of video watched per India day in [from, to) (the player's stop activities). */
  async videoSecondsByDay(profileId: string, from: Date, to: Date): Promise<{ day: string; contentId: string; seconds: number }[]> {
    const day = INDIA_DAY(userActivities.createdAt);
    const rows = await this.db
      .select({ day, contentId: userActivities.contentId, seconds: sql<number>`coalesce(sum(${userActivities.timeSpentS}), 0)::float8` })
      .from(userActivities)
      .where(and(eq(userActivities.profileId, profileId), gte(userActivities.createdAt, from), lt(userActivities.createdAt, to)))
      .groupBy(day, userActivities.contentId);
    return rows.map((r) => ({ ...r, seconds: Number(r.seconds) }));
  }

  /** The chapters of videos (by content id). */
  async videoChapters(contentIds: string[]): Promise<Map<string, string>> {
    if (contentIds.length === 0) return new Map();
    const rows = await this.db
      .select({ code: videos.code, chapterCode: videos.chapterCode })
      .from(videos)
      .where(and(inArray(videos.code, contentIds), isNotNull(videos.chapterCode)));
    return new Map(rows.map((r) => [r.code, r.chapterCode!]));
  }

  /** Finished test sessions of the profile finished in [from, to): seconds spent (start to finish, at most to the deadline). */
  async testsFinished(profileId: string, from: Date, to: Date): Promise<{ sessionId: string; finishedAt: Date; seconds: number }[]> {
    const rows = await this.db
      .select({ id: testSessions.id, startedAt: testSessions.startedAt, deadlineAt: testSessions.deadlineAt, finishedAt: testSessions.finishedAt })
      .from(testSessions)
      .where(
        and(eq(testSessions.profileId, profileId), isNotNull(testSessions.finishedAt), gte(testSessions.finishedAt, from), lt(testSessions.finishedAt, to)),
      );
    return rows.map((r) => {
      const end = Math.min(r.finishedAt!.getTime(), r.deadlineAt.getTime());
      return { sessionId: r.id, finishedAt: r.finishedAt!, seconds: Math.max(0, end - r.startedAt.getTime()) / 1000 };
    });
  }

  /** The chapters of practice sessions answered in [from, to). */
  async practiceChapters(profileId: string, from: Date, to: Date): Promise<{ sessionId: string; chapterCode: string | null }[]> {
    return this.db
      .selectDistinct({ sessionId: practiceSessions.id, chapterCode: practiceSessions.chapterCode })
      .from(practiceAttempts)
      .innerJoin(practiceSessions, eq(practiceSessions.id, practiceAttempts.sessionId))
      .where(and(eq(practiceSessions.profileId, profileId), gte(practiceAttempts.createdAt, from), lt(practiceAttempts.createdAt, to)));
  }

  /** Each concept's mastery before its first answer and after its last answer in [from, to) (answers that moved mastery). */
  async masteryMoves(profileId: string, from: Date, to: Date): Promise<{ conceptCode: string; before: number; after: number }[]> {
    const rows = await this.db
      .select({
        conceptCode: practiceAttempts.conceptCode,
        before: practiceAttempts.masteryBefore,
        after: practiceAttempts.masteryAfter,
        at: practiceAttempts.createdAt,
      })
      .from(practiceAttempts)
      .innerJoin(practiceSessions, eq(practiceSessions.id, practiceAttempts.sessionId))
      .where(
        and(
          eq(practiceSessions.profileId, profileId),
          gte(practiceAttempts.createdAt, from),
          lt(practiceAttempts.createdAt, to),
          isNotNull(practiceAttempts.conceptCode),
          isNotNull(practiceAttempts.masteryBefore),
          isNotNull(practiceAttempts.masteryAfter),
        ),
      )
      .orderBy(asc(practiceAttempts.createdAt));
    const byConcept = new Map<string, { conceptCode: string; before: number; after: number }>();
    for (const r of rows) {
      const seen = byConcept.get(r.conceptCode!);
      if (seen) seen.after = r.after!;
      else byConcept.set(r.conceptCode!, { conceptCode: r.conceptCode!, before: r.before!, after: r.after! });
    }
    return [...byConcept.values()];
  }

  /** Revision reviews of the profile in [from, to). */
  async reviewsBetween(profileId: string, from: Date, to: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(revisionReviews)
      .where(and(eq(revisionReviews.profileId, profileId), gte(revisionReviews.reviewedAt, from), lt(revisionReviews.reviewedAt, to)));
    return Number(row?.n ?? 0);
  }

  /** The links of families the account holds or belongs to, with first names; oldest first. */
  async linksOf(userId: string): Promise<LinkRow[]> {
    return this.linkQuery(or(eq(familyMembers.familyUserId, userId), eq(familyMembers.memberUserId, userId))!);
  }

  /** The links of one family (the account holding a profile). */
  async linksOfFamily(familyUserId: string): Promise<LinkRow[]> {
    return this.linkQuery(eq(familyMembers.familyUserId, familyUserId));
  }

  private async linkQuery(where: ReturnType<typeof eq>): Promise<LinkRow[]> {
    const holder = this.db.select({ id: users.id, firstName: users.firstName }).from(users).as('holder');
    return this.db
      .select({
        id: familyMembers.id,
        familyUserId: familyMembers.familyUserId,
        memberUserId: familyMembers.memberUserId,
        relationshipType: familyMembers.relationshipType,
        createdAt: familyMembers.createdAt,
        memberFirstName: users.firstName,
        familyFirstName: holder.firstName,
      })
      .from(familyMembers)
      .innerJoin(users, eq(users.id, familyMembers.memberUserId))
      .innerJoin(holder, eq(holder.id, familyMembers.familyUserId))
      .where(where)
      .orderBy(asc(familyMembers.createdAt), asc(familyMembers.id));
  }

  /** Deletes the link when `callerUserId` holds its family or is its member; returns the removed link or null. */
  async deleteLink(linkId: string, callerUserId: string): Promise<{ memberUserId: string } | null> {
    const [row] = await this.db
      .delete(familyMembers)
      .where(and(eq(familyMembers.id, linkId), or(eq(familyMembers.familyUserId, callerUserId), eq(familyMembers.memberUserId, callerUserId))))
      .returning({ memberUserId: familyMembers.memberUserId });
    return row ?? null;
  }

  /** The account's first name, e-mail (verified or not), locale and digest setting. */
  async account(userId: string): Promise<{ firstName: string; email: string | null; locale: string; weeklyDigest: boolean } | null> {
    const [row] = await this.db
      .select({ firstName: users.firstName, email: users.email, locale: users.locale, weeklyDigest: parentDigestSettings.weeklyDigest })
      .from(users)
      .leftJoin(parentDigestSettings, eq(parentDigestSettings.userId, users.id))
      .where(eq(users.id, userId))
      .limit(1);
    return row ? { ...row, weeklyDigest: row.weeklyDigest ?? true } : null;
  }

  /** Stores the account's digest setting. */
  async setWeeklyDigest(userId: string, on: boolean, now: Date): Promise<void> {
    await this.db
      .insert(parentDigestSettings)
      .values({ userId, weeklyDigest: on, updatedAt: now })
      .onConflictDoUpdate({ target: parentDigestSettings.userId, set: { weeklyDigest: on, updatedAt: now } });
  }

  /**
   * Accounts that should get the digest: an e-mail, the digest not turned off, and at least one
   * profile held or linked. Ids only; ordered for stable runs.
   */
  async digestRecipients(): Promise<string[]> {
    const holders = this.db.selectDistinct({ id: profiles.userId }).from(profiles);
    const members = this.db.selectDistinct({ id: familyMembers.memberUserId }).from(familyMembers);
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .leftJoin(parentDigestSettings, eq(parentDigestSettings.userId, users.id))
      .where(
        and(
          isNotNull(users.email),
          or(sql`${parentDigestSettings.weeklyDigest} is null`, eq(parentDigestSettings.weeklyDigest, true)),
          or(inArray(users.id, holders), inArray(users.id, members)),
        ),
      )
      .orderBy(asc(users.id));
    return rows.map((r) => r.id);
  }

  /** Claims the (account, week) digest: true once, false when it was already claimed (sent or being sent). */
  async claimDigest(userId: string, weekStart: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .insert(parentDigestSends)
      .values({ userId, weekStart, sentAt: now })
      .onConflictDoNothing()
      .returning({ userId: parentDigestSends.userId });
    return rows.length > 0;
  }

  /** Gives a claim back (the e-mail could not be sent: the next run tries again). */
  async releaseDigest(userId: string, weekStart: string): Promise<void> {
    await this.db.delete(parentDigestSends).where(and(eq(parentDigestSends.userId, userId), eq(parentDigestSends.weekStart, weekStart)));
  }
}
