import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { testSessions } from '../../../db/schema/index.ts';

/** The reads behind a result's percentile and rank. */
export class ResultsRepository {
  constructor(private readonly db: Db) {}

  /** The scores of every finished, scored attempt at the test (all profiles). */
  async finishedScores(testCode: string): Promise<number[]> {
    return (
      await this.db
        .select({ score: testSessions.score })
        .from(testSessions)
        .where(and(eq(testSessions.bundleCode, testCode), eq(testSessions.status, 'FINISHED'), sql`${testSessions.score} is not null`))
    ).map((r) => r.score!);
  }
}
