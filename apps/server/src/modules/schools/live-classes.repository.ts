import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { classStudents, classes, instituteMembers, learningMapNodes, liveClasses, users } from '../../db/schema/index.ts';

export type LiveClassRow = typeof liveClasses.$inferSelect;

/** A live class with what its list shows beside it. */
export interface LiveClassView {
  l: LiveClassRow;
  className: string;
  chapterName: string | null;
  teacherFirstName: string | null;
}

/** Live classes of classes (issue 23 §3; decision 041). */
export class LiveClassesRepository {
  constructor(private readonly db: Db) {}

  async insert(row: LiveClassRow): Promise<void> {
    await this.db.insert(liveClasses).values(row);
  }

  private views() {
    return this.db
      .select({ l: liveClasses, className: classes.name, chapterName: learningMapNodes.name, teacherFirstName: users.firstName })
      .from(liveClasses)
      .innerJoin(classes, eq(classes.id, liveClasses.classId))
      .leftJoin(learningMapNodes, eq(learningMapNodes.code, liveClasses.chapterCode))
      .leftJoin(users, eq(users.id, classes.teacherUserId))
      .$dynamic();
  }

  /** The live class, or null. */
  async find(id: string): Promise<LiveClassView | null> {
    const rows = await this.views().where(eq(liveClasses.id, id)).limit(1);
    return rows[0] ?? null;
  }

  /** Deletes the live class; false when there was none. */
  /** Sets (or clears) the live class's recording link. */
  async setRecording(id: string, url: string | null): Promise<void> {
    await this.db.update(liveClasses).set({ recordingUrl: url }).where(eq(liveClasses.id, id));
  }

  async delete(id: string): Promise<boolean> {
    const rows = await this.db.delete(liveClasses).where(eq(liveClasses.id, id)).returning({ id: liveClasses.id });
    return rows.length > 0;
  }

  /** The class's live classes by start time. */
  async ofClass(classId: string): Promise<LiveClassView[]> {
    return this.views().where(eq(liveClasses.classId, classId)).orderBy(asc(liveClasses.startsAt), asc(liveClasses.id));
  }

  /** The live classes of the classes the profile is in, by start time. */
  async ofStudent(profileId: string): Promise<LiveClassView[]> {
    const mine = this.db.select({ id: classStudents.classId }).from(classStudents).where(eq(classStudents.profileId, profileId));
    return this.views().where(inArray(liveClasses.classId, mine)).orderBy(asc(liveClasses.startsAt), asc(liveClasses.id));
  }

  /** The live classes of the classes an account teaches (still a member) or whose institute it administers, by start time. */
  async ofStaff(userId: string): Promise<LiveClassView[]> {
    const adminOf = this.db
      .select({ id: instituteMembers.instituteId })
      .from(instituteMembers)
      .where(and(eq(instituteMembers.userId, userId), eq(instituteMembers.role, 'admin')));
    const memberOf = this.db.select({ id: instituteMembers.instituteId }).from(instituteMembers).where(eq(instituteMembers.userId, userId));
    return this.views()
      .where(or(inArray(classes.instituteId, adminOf), and(eq(classes.teacherUserId, userId), inArray(classes.instituteId, memberOf))))
      .orderBy(asc(liveClasses.startsAt), asc(liveClasses.id));
  }
}
