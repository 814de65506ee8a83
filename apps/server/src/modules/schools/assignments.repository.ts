import { and, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { PRACTICE_QUESTION_TYPES } from '@abhyas/domain';
import type { Db } from '../../db/client.ts';
import {
  assignmentDone,
  assignments,
  books,
  classes,
  classStudents,
  mocktestBundles,
  practiceAttempts,
  practiceSessions,
  publishedBundle,
  questions,
  type StoredSection,
  testSessions,
  userActivities,
  videoProgress,
  videos,
} from '../../db/schema/index.ts';

export type { StoredAssignmentTarget } from '../../db/schema/index.ts';
export type AssignmentRow = typeof assignments.$inferSelect;
/** An assignment as a student's list reads it: with its class's name, institute and exam. */
export interface StudentAssignmentRow {
  a: AssignmentRow;
  className: string;
  instituteId: string;
  examCode: string;
}

/** A first answer to a question in a practice session of an assignment. */
export interface PracticeAnswer {
  profileId: string;
  questionCode: string;
  correct: boolean;
  at: Date;
}

/** A test session of an assignment. */
export interface HomeworkTest {
  profileId: string;
  status: string;
  score: number | null;
  result: Record<string, unknown> | null;
  startedAt: Date;
  finishedAt: Date | null;
}

/** How far a profile watched a video with an assignment's id (progress record or stop activity). */
export interface HomeworkWatch {
  profileId: string;
  watchedS: number;
  lengthS: number;
  at: Date;
}

/**
 * Assignments (issue 23 §2; decision 041) and the records their progress is read from: practice
 * answers, test sessions and video progress carrying the assignment's id as `homework_id`, and the
 * books marked done. Also the bank lookups that check what an assignment may target.
 */
export class AssignmentsRepository {
  constructor(private readonly db: Db) {}

  async insert(row: AssignmentRow): Promise<void> {
    await this.db.insert(assignments).values(row);
  }

  /** The assignment, or null. */
  async find(id: string): Promise<AssignmentRow | null> {
    const rows = await this.db.select().from(assignments).where(eq(assignments.id, id)).limit(1);
    return rows[0] ?? null;
  }

  /** Deletes the assignment; false when there was none. */
  async delete(id: string): Promise<boolean> {
    const rows = await this.db.delete(assignments).where(eq(assignments.id, id)).returning({ id: assignments.id });
    return rows.length > 0;
  }

  /** The class's assignments, newest first. */
  async ofClass(classId: string): Promise<AssignmentRow[]> {
    return this.db.select().from(assignments).where(eq(assignments.classId, classId)).orderBy(desc(assignments.createdAt), desc(assignments.id));
  }

  /** Every assignment of the classes the profile is in, newest first, with the class's name and institute. */
  async ofStudent(profileId: string): Promise<StudentAssignmentRow[]> {
    return this.db
      .select({ a: assignments, className: classes.name, instituteId: classes.instituteId, examCode: classes.examCode })
      .from(assignments)
      .innerJoin(classes, eq(classes.id, assignments.classId))
      .innerJoin(classStudents, and(eq(classStudents.classId, assignments.classId), eq(classStudents.profileId, profileId)))
      .orderBy(desc(assignments.createdAt), desc(assignments.id));
  }

  /** Assignments locked until a start in (`since`, `now`], with their class (the "new assignment" notice at the start). */
  async lockedStarting(since: Date, now: Date, limit: number): Promise<AssignmentRow[]> {
    return this.db
      .select()
      .from(assignments)
      .where(and(eq(assignments.lockedUntilStart, true), gt(assignments.startsAt, since), lte(assignments.startsAt, now)))
      .limit(limit);
  }

  /** Assignments due in [from, to) (the "due tomorrow" reminder). */
  async dueBetween(from: Date, to: Date, limit: number): Promise<AssignmentRow[]> {
    return this.db
      .select()
      .from(assignments)
      .where(and(sql`${assignments.dueAt} >= ${from.toISOString()}::timestamptz`, sql`${assignments.dueAt} < ${to.toISOString()}::timestamptz`))
      .limit(limit);
  }

  /** The first answer of each question (solutions revealed are not answers) in practice sessions carrying `homeworkId`, per profile, oldest first. */
  async practiceAnswers(homeworkId: string, profileIds?: string[]): Promise<PracticeAnswer[]> {
    if (profileIds?.length === 0) return [];
    const rows = await this.db
      .select({
        profileId: practiceSessions.profileId,
        questionCode: practiceAttempts.questionCode,
        correct: practiceAttempts.correct,
        at: practiceAttempts.createdAt,
      })
      .from(practiceAttempts)
      .innerJoin(practiceSessions, eq(practiceSessions.id, practiceAttempts.sessionId))
      .where(
        and(
          eq(practiceSessions.homeworkId, homeworkId),
          eq(practiceAttempts.revealed, false),
          ...(profileIds ? [inArray(practiceSessions.profileId, profileIds)] : []),
        ),
      )
      .orderBy(practiceAttempts.createdAt);
    const seen = new Set<string>();
    return rows.filter((r) => {
      const key = `${r.profileId} ${r.questionCode}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  }

  /** The test sessions carrying `homeworkId`, oldest first. */
  async tests(homeworkId: string, profileIds?: string[]): Promise<HomeworkTest[]> {
    if (profileIds?.length === 0) return [];
    return this.db
      .select({
        profileId: testSessions.profileId,
        status: testSessions.status,
        score: testSessions.score,
        result: testSessions.result,
        startedAt: testSessions.startedAt,
        finishedAt: testSessions.finishedAt,
      })
      .from(testSessions)
      .where(and(eq(testSessions.homeworkId, homeworkId), ...(profileIds ? [inArray(testSessions.profileId, profileIds)] : [])))
      .orderBy(testSessions.startedAt);
  }

  /**
   * How far each profile watched `videoId` with `homeworkId` in its context: the progress record
   * (whose context names the assignment) and every stop activity that does.
   */
  async watches(homeworkId: string, videoId: string, profileIds?: string[]): Promise<HomeworkWatch[]> {
    if (profileIds?.length === 0) return [];
    const progress = await this.db
      .select({ profileId: videoProgress.profileId, watchedS: videoProgress.watchedS, lengthS: videoProgress.lengthS, at: videoProgress.updatedAt })
      .from(videoProgress)
      .where(
        and(
          eq(videoProgress.contentId, videoId),
          sql`${videoProgress.context}->>'homework_id' = ${homeworkId}`,
          ...(profileIds ? [inArray(videoProgress.profileId, profileIds)] : []),
        ),
      );
    const stops = await this.db
      .select({ profileId: userActivities.profileId, watchedS: userActivities.watchedS, lengthS: userActivities.lengthS, at: userActivities.createdAt })
      .from(userActivities)
      .where(
        and(
          eq(userActivities.contentId, videoId),
          sql`${userActivities.context}->>'homework_id' = ${homeworkId}`,
          ...(profileIds ? [inArray(userActivities.profileId, profileIds)] : []),
        ),
      );
    return [...progress, ...stops.map((s) => ({ ...s, lengthS: s.lengthS ?? 0 }))];
  }

  /** The profiles that marked a book assignment done, with when. */
  async done(assignmentId: string, profileIds?: string[]): Promise<{ profileId: string; doneAt: Date }[]> {
    if (profileIds?.length === 0) return [];
    return this.db
      .select({ profileId: assignmentDone.profileId, doneAt: assignmentDone.doneAt })
      .from(assignmentDone)
      .where(and(eq(assignmentDone.assignmentId, assignmentId), ...(profileIds ? [inArray(assignmentDone.profileId, profileIds)] : [])));
  }

  /** Marks a book assignment done (once; a second mark keeps the first time). */
  async markDone(assignmentId: string, profileId: string, at: Date): Promise<void> {
    await this.db.insert(assignmentDone).values({ assignmentId, profileId, doneAt: at }).onConflictDoNothing();
  }

  /** Practice questions of a chapter (the target of a practice assignment with fewer than 10). */
  async chapterQuestionCount(chapterCode: string): Promise<number> {
    const rows = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(questions)
      .where(and(eq(questions.chapterCode, chapterCode), inArray(questions.type, [...PRACTICE_QUESTION_TYPES])));
    return rows[0]?.n ?? 0;
  }

  /** A published test of the bank, or a test built for class `classId` (not a student's own create-your-test), or null. */
  async test(code: string, classId: string): Promise<{ name: string } | null> {
    const rows = await this.db
      .select({ name: mocktestBundles.name })
      .from(mocktestBundles)
      .where(and(eq(mocktestBundles.code, code), or(publishedBundle(), and(isNull(mocktestBundles.ownerProfileId), eq(mocktestBundles.ownerClassId, classId)))))
      .limit(1);
    return rows[0] ?? null;
  }

  /** The tests built for class `classId` (issue 23 §2), newest first: code, name, duration (s), sections' question codes, created. */
  async classTests(classId: string): Promise<{ code: string; name: string; durationS: number; sections: StoredSection[]; createdAt: Date }[]> {
    return this.db
      .select({
        code: mocktestBundles.code,
        name: mocktestBundles.name,
        durationS: mocktestBundles.durationS,
        sections: mocktestBundles.sections,
        createdAt: mocktestBundles.createdAt,
      })
      .from(mocktestBundles)
      .where(eq(mocktestBundles.ownerClassId, classId))
      .orderBy(desc(mocktestBundles.createdAt))
      .limit(200);
  }

  /** A video of the catalogue, or null. */
  async video(code: string): Promise<{ name: string } | null> {
    const rows = await this.db.select({ name: videos.title }).from(videos).where(eq(videos.code, code)).limit(1);
    return rows[0] ?? null;
  }

  /** A book (or big book), or null. */
  async book(code: string): Promise<{ name: string; kind: string } | null> {
    const rows = await this.db.select({ name: books.title, kind: books.kind }).from(books).where(eq(books.code, code)).limit(1);
    return rows[0] ?? null;
  }
}
