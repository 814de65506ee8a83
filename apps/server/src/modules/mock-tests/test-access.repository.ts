import { eq, sql } from 'drizzle-orm';
import type { TestTaker } from '@abhyas/domain';
import type { Db } from '../../db/client.ts';
import { classStudents, mocktestBundles, profiles, publishedBundle } from '../../db/schema/index.ts';

/** The reads behind which tests a profile may open (issue 15 Major 4). */
export class TestAccessRepository {
  constructor(private readonly db: Db) {}

  #taker?: ReturnType<TestAccessRepository['takerQuery']>;

  private takerQuery() {
    return this.db
      .select({ id: profiles.id, goalCode: profiles.goalCode, examCode: profiles.examCode })
      .from(profiles)
      .where(eq(profiles.id, sql.placeholder('profileId')))
      .limit(1)
      .prepare('access_taker');
  }

  /** The profile's id, goal and exam, or undefined for an unknown profile. */
  async findTaker(profileId: string): Promise<TestTaker | undefined> {
    // Every paper fetched reads it: a named prepared statement, built once (issue 25 §2).
    this.#taker ??= this.takerQuery();
    const [row] = await this.#taker.execute({ profileId });
    return row;
  }

  /** The classes the profile is a student of (issue 23). */
  async classIdsOf(profileId: string): Promise<string[]> {
    const rows = await this.db.select({ classId: classStudents.classId }).from(classStudents).where(eq(classStudents.profileId, profileId));
    return rows.map((r) => r.classId);
  }

  /** Every published test (not a create-your-own one) with its exam. */
  async publishedTestExams(): Promise<{ code: string; examCode: string }[]> {
    return this.db.select({ code: mocktestBundles.code, examCode: mocktestBundles.examCode }).from(mocktestBundles).where(publishedBundle());
  }
}
