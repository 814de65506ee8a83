import { and, desc, eq, gte, lt, max, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { practiceAttempts, practiceSessions } from '../../db/schema/index.ts';

/** What achievements read of a profile's practice history (issue 18 §4). */
export interface PracticeHistory {
  /** The first practice answer, or null. */
  firstAnswerAt: Date | null;
  /** Each India date (YYYY-MM-DD) with a practice answer and its first answer's time, oldest first. */
  days: { day: string; firstAt: Date }[];
  /** Per concept, the last answer that took its BKT estimate from below `threshold` to at/above it. */
  crossedAt: Map<string, Date>;
}

/** A practice session's answers on one India day (the timeline, issue 19 §1). Seconds. */
export interface PracticeSessionDay {
  sessionId: string;
  title: string;
  kind: string;
  /** YYYY-MM-DD in India. */
  day: string;
  /** Answers that day (a revealed solution is not an answer). */
  answered: number;
  correct: number;
  timeSpentS: number;
  /** The day's last answer or revealed solution. */
  lastAt: Date;
}

/**
 * Reads of the practice answers (table practice_attempts) for achievements and the timeline: first
 * answer, practice days in India time, when each concept crossed the mastered threshold, and each
 * session's answers per day. Read-only.
 */
export class PracticeHistoryRepository {
  constructor(private readonly db: Db) {}

  /** The profile's practice history; `threshold` is the mastered P(known) (0.95). */
  async historyOf(profileId: string, threshold: number): Promise<PracticeHistory> {
    const mine = eq(practiceSessions.profileId, profileId);
    const day = sql<string>`to_char(${practiceAttempts.createdAt} at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`;
    const days = await this.db
      .select({ day, firstAt: min(practiceAttempts.createdAt) })
      .from(practiceAttempts)
      .innerJoin(practiceSessions, eq(practiceSessions.id, practiceAttempts.sessionId))
      .where(and(mine, eq(practiceAttempts.revealed, false)))
      .groupBy(day)
      .orderBy(day);
    const crossed = await this.db
      .select({ conceptCode: practiceAttempts.conceptCode, at: max(practiceAttempts.createdAt) })
      .from(practiceAttempts)
      .innerJoin(practiceSessions, eq(practiceSessions.id, practiceAttempts.sessionId))
      .where(and(mine, lt(practiceAttempts.masteryBefore, threshold), gte(practiceAttempts.masteryAfter, threshold)))
      .groupBy(practiceAttempts.conceptCode);
    const rows = days.filter((d): d is { day: string; firstAt: Date } => d.firstAt !== null).map((d) => ({ day: d.day, firstAt: new Date(d.firstAt) }));
    return {
      firstAnswerAt: rows.length ? new Date(Math.min(...rows.map((r) => r.firstAt.getTime()))) : null,
      days: rows,
      crossedAt: new Map(crossed.filter((c) => c.conceptCode !== null && c.at !== null).map((c) => [c.conceptCode!, new Date(c.at!)])),
    };
  }
  /**
   * The profile's practice per session and India day whose last answer falls in [from, to) (from
   * null: any time before `to`), latest first, at most `limit` (the timeline, issue 19 §1).
   */
  async sessionDays(profileId: string, from: Date | null, to: Date, limit: number): Promise<PracticeSessionDay[]> {
    const day = sql<string>`to_char(${practiceAttempts.createdAt} at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`;
    const lastAt = max(practiceAttempts.createdAt);
    const rows = await this.db
      .select({
        sessionId: practiceSessions.id,
        title: practiceSessions.title,
        kind: practiceSessions.kind,
        day,
        answered: sql<number>`(count(*) filter (where not ${practiceAttempts.revealed}))::int`,
        correct: sql<number>`(count(*) filter (where ${practiceAttempts.correct} and not ${practiceAttempts.revealed}))::int`,
        timeSpentS: sql<number>`coalesce(sum(${practiceAttempts.timeSpentS}), 0)::float8`,
        lastAt,
      })
      .from(practiceAttempts)
      .innerJoin(practiceSessions, eq(practiceSessions.id, practiceAttempts.sessionId))
      .where(and(eq(practiceSessions.profileId, profileId), lt(practiceAttempts.createdAt, to), from ? gte(practiceAttempts.createdAt, from) : undefined))
      .groupBy(practiceSessions.id, practiceSessions.title, practiceSessions.kind, day)
      .orderBy(desc(lastAt))
      .limit(limit);
    return rows.map((r) => ({ ...r, answered: Number(r.answered), correct: Number(r.correct), timeSpentS: Number(r.timeSpentS), lastAt: new Date(r.lastAt!) }));
  }
}
