import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { learningMapNodes, practiceAttempts, practiceSessions, questions } from '../../db/schema/index.ts';

/** The class mastery view's one SQL read (issue 23 §2; decision 041): the questions a class gets wrong most. */
export class ClassMasteryRepository {
  constructor(private readonly db: Db) {}

  /**
   * The questions the profiles answered wrong most often in practice (answers only: a revealed
   * solution is not one), with their answers and their chapter's name; most wrong first, at most `limit`.
   */
  async hardestQuestions(
    profileIds: string[],
    limit: number,
  ): Promise<{ questionCode: string; chapterName: string | null; attempts: number; wrong: number }[]> {
    if (profileIds.length === 0) return [];
    const wrong = sql<number>`count(*) filter (where not ${practiceAttempts.correct})::int`;
    return this.db
      .select({
        questionCode: practiceAttempts.questionCode,
        chapterName: sql<string | null>`max(${learningMapNodes.name})`,
        attempts: sql<number>`count(*)::int`,
        wrong,
      })
      .from(practiceAttempts)
      .innerJoin(practiceSessions, eq(practiceSessions.id, practiceAttempts.sessionId))
      .leftJoin(questions, eq(questions.code, practiceAttempts.questionCode))
      .leftJoin(learningMapNodes, eq(learningMapNodes.code, questions.chapterCode))
      .where(and(inArray(practiceSessions.profileId, profileIds), eq(practiceAttempts.revealed, false)))
      .groupBy(practiceAttempts.questionCode)
      .having(sql`count(*) filter (where not ${practiceAttempts.correct}) > 0`)
      .orderBy(desc(wrong), desc(sql`count(*)`), practiceAttempts.questionCode)
      .limit(limit);
  }
}
