import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { contentBookmarks, pajProgress, practiceAttempts, practiceErrorReports, practiceSessions, questions } from '../../../db/schema/index.ts';

/** A stored bookmark state of one piece of content. */
export type BookmarkRow = typeof contentBookmarks.$inferSelect;
/** A stored guided-journey step progress row. */
export type PajProgressRow = typeof pajProgress.$inferSelect;
/** A client error report as stored (id given by the caller). */
export type NewErrorReport = typeof practiceErrorReports.$inferInsert;

/** What a bookmark write stores. */
export interface BookmarkWrite {
  contentType: string;
  contentId: string;
  bookmarked: boolean;
  category: string;
  payload: Record<string, unknown>;
}

/** What a guided-journey progress write stores; (pajId, stepIndex, pathType, pathIndex, objectId) is the row's key. */
export interface PajProgressWrite {
  pajId: string;
  stepIndex: number;
  pathType: string;
  pathIndex: number;
  objectId: string;
  objectType: string | null;
  status: string;
  callId: string | null;
}

/** SQL of what practice records besides sessions: bookmarks, error reports, guided-journey progress, user attempts. */
export class ActivityRepository {
  constructor(private readonly db: Db) {}

  /** The profile's bookmark rows of these questions (never-bookmarked ones have none). */
  questionBookmarks(profileId: string, questionCodes: string[]): Promise<BookmarkRow[]> {
    return this.db
      .select()
      .from(contentBookmarks)
      .where(and(eq(contentBookmarks.profileId, profileId), inArray(contentBookmarks.contentId, questionCodes), eq(contentBookmarks.contentType, 'Question')));
  }

  /** Whether a question with this code exists. */
  async questionExists(code: string): Promise<boolean> {
    return (await this.db.select({ code: questions.code }).from(questions).where(eq(questions.code, code)).limit(1)).length > 0;
  }

  /** Sets a bookmark (insert, or update of the profile's row for the content); returns the row. */
  async saveBookmark(profileId: string, b: BookmarkWrite): Promise<BookmarkRow | undefined> {
    const [row] = await this.db
      .insert(contentBookmarks)
      .values({ profileId, contentType: b.contentType, contentId: b.contentId, bookmarked: b.bookmarked, category: b.category, payload: b.payload })
      .onConflictDoUpdate({
        target: [contentBookmarks.profileId, contentBookmarks.contentType, contentBookmarks.contentId],
        set: { bookmarked: b.bookmarked, category: b.category, payload: b.payload, updatedAt: new Date() },
      })
      .returning();
    return row;
  }

  /** Stores a client error report. */
  async storeErrorReport(report: NewErrorReport): Promise<void> {
    await this.db.insert(practiceErrorReports).values(report);
  }

  /** Stores a guided-journey step's progress, updating the row of the same key in place; returns the row. */
  async savePajProgress(profileId: string, p: PajProgressWrite): Promise<PajProgressRow> {
    const [row] = await this.db
      .insert(pajProgress)
      .values({ profileId, ...p })
      .onConflictDoUpdate({
        target: [pajProgress.profileId, pajProgress.pajId, pajProgress.stepIndex, pajProgress.pathType, pajProgress.pathIndex, pajProgress.objectId],
        set: { status: p.status, objectType: p.objectType, callId: p.callId, updatedAt: new Date() },
      })
      .returning();
    return row!;
  }

  /** The profile's practice attempts on these questions, over all its sessions, latest first. */
  attemptsOn(profileId: string, questionCodes: string[]) {
    return this.db
      .select({
        code: practiceAttempts.questionCode,
        correct: practiceAttempts.correct,
        type: practiceAttempts.attemptType,
        revealed: practiceAttempts.revealed,
        at: practiceAttempts.createdAt,
      })
      .from(practiceAttempts)
      .innerJoin(practiceSessions, eq(practiceSessions.id, practiceAttempts.sessionId))
      .where(and(eq(practiceSessions.profileId, profileId), inArray(practiceAttempts.questionCode, questionCodes)))
      .orderBy(desc(practiceAttempts.createdAt));
  }
}
