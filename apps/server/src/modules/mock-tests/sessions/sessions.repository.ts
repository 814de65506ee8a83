import { and, desc, eq, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { mocktestBundles, profiles, testSessions } from '../../../db/schema/index.ts';
import type { BundleRow } from '../paper/paper.repository.ts';

/** A test session as stored (`test_sessions`): status, server-clock start and deadline, score and result once finished. */
export type SessionRow = typeof testSessions.$inferSelect;
/** A new test session (`createSession`). */
export type NewSession = typeof testSessions.$inferInsert;

/** The reads and the insert of test sessions (one open attempt per profile and test is a unique index). */
export class SessionsRepository {
  constructor(private readonly db: Db) {}

  #profileOfUser?: ReturnType<SessionsRepository['profileOfUserQuery']>;

  private profileOfUserQuery() {
    return this.db
      .select({ id: profiles.id, goalCode: profiles.goalCode, examCode: profiles.examCode })
      .from(profiles)
      .where(and(eq(profiles.id, sql.placeholder('profileId')), eq(profiles.userId, sql.placeholder('userId'))))
      .limit(1)
      .prepare('sessions_profile_of_user');
  }

  /** The profile `profileId` of account `userId`: its goal and exam; undefined when it is not that account's. */
  async findProfileOfUser(userId: string, profileId: string): Promise<{ id: string; goalCode: string; examCode: string } | undefined> {
    // Every start reads it: a named prepared statement, built once (issue 25 §2).
    this.#profileOfUser ??= this.profileOfUserQuery();
    const [row] = await this.#profileOfUser.execute({ profileId, userId });
    return row;
  }

  /** Session `sessionId` if it is the profile's, else undefined. */
  async findSession(profileId: string, sessionId: string): Promise<SessionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(testSessions)
      .where(and(eq(testSessions.id, sessionId), eq(testSessions.profileId, profileId)))
      .limit(1);
    return row;
  }

  /** Session `sessionId` of any profile (background finishing and scoring), or undefined. */
  async findById(sessionId: string): Promise<SessionRow | undefined> {
    const [row] = await this.db.select().from(testSessions).where(eq(testSessions.id, sessionId)).limit(1);
    return row;
  }

  /** What section locking needs of a session: its owner, its start and its test's sections; undefined for an unknown id. */
  async findLockFacts(
    sessionId: string,
  ): Promise<{ profileId: string; startedAt: Date; sections: BundleRow['sections']; extraMinutesPerHour: number } | undefined> {
    const [row] = await this.db
      .select({
        profileId: testSessions.profileId,
        startedAt: testSessions.startedAt,
        sections: mocktestBundles.sections,
        extraMinutesPerHour: testSessions.extraMinutesPerHour,
      })
      .from(testSessions)
      .innerJoin(mocktestBundles, eq(mocktestBundles.code, testSessions.bundleCode))
      .where(eq(testSessions.id, sessionId))
      .limit(1);
    return row;
  }

  /** The profile's latest session of the test (by start), or undefined. */
  async findLatestSession(profileId: string, testCode: string): Promise<SessionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(testSessions)
      .where(and(eq(testSessions.profileId, profileId), eq(testSessions.bundleCode, testCode)))
      .orderBy(desc(testSessions.startedAt))
      .limit(1);
    return row;
  }

  /** Whether the profile has any session of the test (started or finished). */
  async hasSession(profileId: string, testCode: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: testSessions.id })
      .from(testSessions)
      .where(and(eq(testSessions.profileId, profileId), eq(testSessions.bundleCode, testCode)))
      .limit(1);
    return row !== undefined;
  }

  /** The profile's STARTED session of the test, or undefined. */
  async findOpenSession(profileId: string, testCode: string): Promise<SessionRow | undefined> {
    const [open] = await this.db
      .select()
      .from(testSessions)
      .where(and(eq(testSessions.profileId, profileId), eq(testSessions.bundleCode, testCode), eq(testSessions.status, 'STARTED')))
      .limit(1);
    return open;
  }

  /**
   * Inserts a STARTED session; false when the profile already has an open attempt at the test
   * (INSERT … ON CONFLICT DO NOTHING on the one-open-attempt index: two starts at once make one).
   */
  /** Gives an open session to a school assignment (an attempt started before the student opened it from the assignment). */
  async setHomework(sessionId: string, ids: { homeworkId: string; schoolId: string; classId: string }): Promise<void> {
    await this.db
      .update(testSessions)
      .set(ids)
      .where(and(eq(testSessions.id, sessionId), isNull(testSessions.homeworkId)));
  }

  async insertSession(row: NewSession): Promise<boolean> {
    const [created] = await this.db.insert(testSessions).values(row).onConflictDoNothing().returning({ id: testSessions.id });
    return created !== undefined;
  }

  /**
   * The profile's FINISHED sessions finished in [from, to) (from null: any time before `to`), with
   * their test's names, latest first, at most `limit` (the timeline, issue 19 §1).
   */
  async findFinishedBetween(
    profileId: string,
    from: Date | null,
    to: Date,
    limit: number,
  ): Promise<{ s: SessionRow; name: string; names: Record<string, string> }[]> {
    return this.db
      .select({ s: testSessions, name: mocktestBundles.name, names: mocktestBundles.names })
      .from(testSessions)
      .innerJoin(mocktestBundles, eq(mocktestBundles.code, testSessions.bundleCode))
      .where(
        and(
          eq(testSessions.profileId, profileId),
          eq(testSessions.status, 'FINISHED'),
          isNotNull(testSessions.finishedAt),
          lt(testSessions.finishedAt, to),
          from ? gte(testSessions.finishedAt, from) : undefined,
        ),
      )
      .orderBy(desc(testSessions.finishedAt), desc(testSessions.id))
      .limit(limit);
  }
}
