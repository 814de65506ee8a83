import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { liveClassAnswers, liveClassQuestions, liveClasses } from '../../db/schema/index.ts';

export type LiveQuestionRow = typeof liveClassQuestions.$inferSelect;
export type LiveAnswerRow = typeof liveClassAnswers.$inferSelect;

/** A student's totals over a live class's questions. */
export interface LiveAnswerTotals {
  profileId: string;
  answered: number;
  correct: number;
  timeMs: number;
}

/** Quick questions pushed in live classes and the students' answers (issue 23 §3; decision 041). */
export class LiveQuestionsRepository {
  constructor(private readonly db: Db) {}

  async insert(row: LiveQuestionRow): Promise<void> {
    await this.db.insert(liveClassQuestions).values(row);
  }

  /** The live class's question `id`, or null. */
  async find(liveClassId: string, id: string): Promise<LiveQuestionRow | null> {
    const rows = await this.db
      .select()
      .from(liveClassQuestions)
      .where(and(eq(liveClassQuestions.id, id), eq(liveClassQuestions.liveClassId, liveClassId)))
      .limit(1);
    return rows[0] ?? null;
  }

  /** The live class's questions, newest first. */
  async ofLiveClass(liveClassId: string): Promise<LiveQuestionRow[]> {
    return this.db
      .select()
      .from(liveClassQuestions)
      .where(eq(liveClassQuestions.liveClassId, liveClassId))
      .orderBy(desc(liveClassQuestions.pushedAt), desc(liveClassQuestions.id));
  }

  /**
   * Records an answer; false when the profile had already answered the question. The primary key
   * decides (insert … on conflict do nothing), so two answers at once on two instances count once.
   */
  async insertAnswer(row: LiveAnswerRow): Promise<boolean> {
    const rows = await this.db.insert(liveClassAnswers).values(row).onConflictDoNothing().returning({ id: liveClassAnswers.questionId });
    return rows.length > 0;
  }

  /** The profile's answers to the live class's questions. */
  async answersOf(liveClassId: string, profileId: string): Promise<LiveAnswerRow[]> {
    return this.db
      .select({ a: liveClassAnswers })
      .from(liveClassAnswers)
      .innerJoin(liveClassQuestions, eq(liveClassQuestions.id, liveClassAnswers.questionId))
      .where(and(eq(liveClassQuestions.liveClassId, liveClassId), eq(liveClassAnswers.profileId, profileId)))
      .orderBy(asc(liveClassQuestions.pushedAt))
      .then((rows) => rows.map((r) => r.a));
  }

  /** Per question of the live class: the answers received and how many were right. */
  async tallies(liveClassId: string): Promise<Map<string, { answers: number; correct: number }>> {
    const rows = await this.db
      .select({
        questionId: liveClassAnswers.questionId,
        answers: sql<number>`count(*)::int`,
        correct: sql<number>`count(*) filter (where ${liveClassAnswers.correct})::int`,
      })
      .from(liveClassAnswers)
      .innerJoin(liveClassQuestions, eq(liveClassQuestions.id, liveClassAnswers.questionId))
      .where(eq(liveClassQuestions.liveClassId, liveClassId))
      .groupBy(liveClassAnswers.questionId);
    return new Map(rows.map((r) => [r.questionId, { answers: r.answers, correct: r.correct }]));
  }

  /** Per profile that answered any of the live class's questions: answers, right ones and time. */
  async totals(liveClassId: string): Promise<LiveAnswerTotals[]> {
    return this.db
      .select({
        profileId: liveClassAnswers.profileId,
        answered: sql<number>`count(*)::int`,
        correct: sql<number>`count(*) filter (where ${liveClassAnswers.correct})::int`,
        timeMs: sql<number>`coalesce(sum(${liveClassAnswers.timeMs}), 0)::int`,
      })
      .from(liveClassAnswers)
      .innerJoin(liveClassQuestions, eq(liveClassQuestions.id, liveClassAnswers.questionId))
      .where(eq(liveClassQuestions.liveClassId, liveClassId))
      .groupBy(liveClassAnswers.profileId);
  }

  /**
   * What the live class's question screens show, as one string (the events stream compares it;
   * one statement): the questions' count, latest push and how many are open at `now`, the answers'
   * count and latest time. Null when the live class is gone.
   */
  async version(liveClassId: string, now: Date): Promise<string | null> {
    const rows = await this.db
      .select({
        questions: sql<number>`count(distinct ${liveClassQuestions.id})::int`,
        open: sql<number>`count(distinct ${liveClassQuestions.id}) filter (where ${gt(liveClassQuestions.closesAt, now)})::int`,
        lastPushed: sql<string | null>`(extract(epoch from max(${liveClassQuestions.pushedAt})) * 1000)::bigint::text`,
        answers: sql<number>`count(${liveClassAnswers.questionId})::int`,
        lastAnswered: sql<string | null>`(extract(epoch from max(${liveClassAnswers.answeredAt})) * 1000)::bigint::text`,
      })
      .from(liveClasses)
      .leftJoin(liveClassQuestions, eq(liveClassQuestions.liveClassId, liveClasses.id))
      .leftJoin(liveClassAnswers, eq(liveClassAnswers.questionId, liveClassQuestions.id))
      .where(eq(liveClasses.id, liveClassId))
      .groupBy(liveClasses.id);
    const r = rows[0];
    return r ? [r.questions, r.open, r.lastPushed ?? 0, r.answers, r.lastAnswered ?? 0].join('.') : null;
  }
}
