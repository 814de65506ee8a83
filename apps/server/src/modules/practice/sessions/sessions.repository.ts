import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import {
  conceptMastery,
  practiceAttempts,
  practiceEvents,
  practiceQuestionLog,
  practiceSessions,
  questions,
  type PracticeScope,
} from '../../../db/schema/index.ts';

/** A wrong first try kept on the question log; what a session draws its questions from. */
export type { FirstTry, PracticeScope } from '../../../db/schema/index.ts';

/** A stored practice session. */
export type PracticeSession = typeof practiceSessions.$inferSelect;
/** A practice session to store. */
export type NewPracticeSession = typeof practiceSessions.$inferInsert;
/** A finished question of a session (answered, revealed or walked through). */
export type PracticeAttempt = typeof practiceAttempts.$inferSelect;
/** A practice event to store. */
export type NewPracticeEvent = Omit<typeof practiceEvents.$inferInsert, 'sessionId'>;

/** A question of a session's scope, as the chooser needs it. */
export interface ScopeQuestion {
  code: string;
  type: string;
  concept: string | null;
  difficulty: number;
}

/** SQL of practice sessions: the session row, its scope's questions, attempts, question log, mastery and events. */
export class SessionsRepository {
  constructor(private readonly db: Db) {}

  /** Runs `fn` in one transaction with a repository bound to it. */
  transaction<T>(fn: (tx: SessionsRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => fn(new SessionsRepository(tx)));
  }

  /** The profile's session with this id, or null (also for another profile's). */
  async findSession(profileId: string, sessionId: string): Promise<PracticeSession | null> {
    const [row] = await this.db
      .select()
      .from(practiceSessions)
      .where(and(eq(practiceSessions.id, sessionId), eq(practiceSessions.profileId, profileId)))
      .limit(1);
    return row ?? null;
  }

  /** Stores a new session; returns it. */
  async createSession(values: NewPracticeSession): Promise<PracticeSession> {
    const [row] = await this.db.insert(practiceSessions).values(values).returning();
    return row!;
  }

  /** Marks the session started at `startedAt` (and sets its start question when given); returns it. */
  async markStarted(sessionId: string, startedAt: Date, startQuestionCode?: string): Promise<PracticeSession> {
    const [row] = await this.db
      .update(practiceSessions)
      .set({ startedAt, ...(startQuestionCode ? { startQuestionCode } : {}) })
      .where(eq(practiceSessions.id, sessionId))
      .returning();
    return row!;
  }

  /**
   * The questions of a scope (a chapter, topic, concept, list of chapters or list of codes), plus the
   * start question when given, in code order.
   */
  async scopeQuestions(scope: PracticeScope, startQuestionCode: string | null): Promise<ScopeQuestion[]> {
    let where;
    if (scope.kind === 'chapters' || scope.kind === 'codes')
      where = scope.codes.length === 0 ? sql`false` : inArray(scope.kind === 'chapters' ? questions.chapterCode : questions.code, scope.codes);
    else where = eq(scope.kind === 'chapter' ? questions.chapterCode : scope.kind === 'topic' ? questions.topicCode : questions.primaryConcept, scope.code);
    return this.db
      .select({ code: questions.code, type: questions.type, concept: questions.primaryConcept, difficulty: questions.difficulty })
      .from(questions)
      .where(startQuestionCode ? sql`(${where}) or ${questions.code} = ${startQuestionCode}` : where)
      .orderBy(asc(questions.code));
  }

  /** The session's finished questions, in the order they were finished. */
  attempts(sessionId: string): Promise<PracticeAttempt[]> {
    return this.db
      .select()
      .from(practiceAttempts)
      .where(eq(practiceAttempts.sessionId, sessionId))
      .orderBy(asc(practiceAttempts.createdAt), asc(practiceAttempts.questionCode));
  }

  /** The session's served questions: when served, whether skipped, and any wrong first try waiting. */
  questionLog(sessionId: string) {
    return this.db
      .select({
        code: practiceQuestionLog.questionCode,
        servedAt: practiceQuestionLog.servedAt,
        skipped: practiceQuestionLog.skipped,
        firstTry: practiceQuestionLog.firstTry,
      })
      .from(practiceQuestionLog)
      .where(eq(practiceQuestionLog.sessionId, sessionId));
  }

  /** The profile's mastery of each concept that has one, by concept code. */
  async masteryOf(profileId: string, concepts: string[]): Promise<Map<string, number>> {
    if (concepts.length === 0) return new Map();
    const rows = await this.db
      .select()
      .from(conceptMastery)
      .where(and(eq(conceptMastery.profileId, profileId), inArray(conceptMastery.conceptCode, concepts)));
    return new Map(rows.map((m) => [m.conceptCode, m.mastery]));
  }

  /** The profile's BKT rows of these concepts: P(known), answers, last change. */
  async conceptStatesOf(profileId: string, concepts: string[]): Promise<{ conceptCode: string; mastery: number; attempts: number; updatedAt: Date }[]> {
    if (concepts.length === 0) return [];
    return this.db
      .select({
        conceptCode: conceptMastery.conceptCode,
        mastery: conceptMastery.mastery,
        attempts: conceptMastery.attempts,
        updatedAt: conceptMastery.updatedAt,
      })
      .from(conceptMastery)
      .where(and(eq(conceptMastery.profileId, profileId), inArray(conceptMastery.conceptCode, concepts)));
  }

  /** Logs a question as served (once; the first serving time stays). */
  async logServed(sessionId: string, code: string): Promise<void> {
    await this.db.insert(practiceQuestionLog).values({ sessionId, questionCode: code }).onConflictDoNothing();
  }

  /** Marks a question skipped (logging it as served when it was not). */
  async markSkipped(sessionId: string, code: string): Promise<void> {
    await this.db
      .insert(practiceQuestionLog)
      .values({ sessionId, questionCode: code, skipped: true })
      .onConflictDoUpdate({ target: [practiceQuestionLog.sessionId, practiceQuestionLog.questionCode], set: { skipped: true } });
  }

  /** Stores events not stored yet (one per session and eorder); returns the eorders stored now. */
  async storeEvents(sessionId: string, events: NewPracticeEvent[]): Promise<Set<number>> {
    const inserted = await this.db
      .insert(practiceEvents)
      .values(events.map((e) => ({ ...e, sessionId })))
      .onConflictDoNothing()
      .returning({ eorder: practiceEvents.eorder });
    return new Set(inserted.map((r) => r.eorder));
  }

  /** Raises the session's last eorder to `lastEorder` (never lowers it), and sets its start or end when given. */
  async applyEventEffects(sessionId: string, e: { lastEorder: number; startedAt?: Date; endedAt?: Date }): Promise<void> {
    const effects: PgUpdateSetSource<typeof practiceSessions> = { lastEorder: sql`greatest(${practiceSessions.lastEorder}, ${e.lastEorder})` };
    if (e.startedAt) effects.startedAt = e.startedAt;
    if (e.endedAt) effects.endedAt = e.endedAt;
    await this.db.update(practiceSessions).set(effects).where(eq(practiceSessions.id, sessionId));
  }

  /** The session's last eorder (0 when there is no such session). */
  async lastEorder(sessionId: string): Promise<number> {
    const [row] = await this.db.select({ last: practiceSessions.lastEorder }).from(practiceSessions).where(eq(practiceSessions.id, sessionId));
    return row?.last ?? 0;
  }
}
