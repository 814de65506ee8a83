import { and, asc, count, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { classStudents, classes, exams, instituteMembers, institutes, profiles, users } from '../../db/schema/index.ts';

export type InstituteRow = typeof institutes.$inferSelect;
export type ClassRow = typeof classes.$inferSelect;
export type Role = 'admin' | 'teacher';

/** A class with what its pages show beside it: the institute's name, the exam's, the teacher's and the student count. */
export interface ClassView {
  c: ClassRow;
  instituteName: string;
  examName: string;
  teacherFirstName: string | null;
  teacherLastName: string | null;
  studentCount: number;
}

/** Thrown inside a transaction to undo it. */
class LastAdmin extends Error {}

/**
 * Institutes, their staff (accounts) and classes, and the classes' students (profiles) (issue 23 §1;
 * decision 041). Every read that decides access (membership, teaching, studying) is here.
 */
export class SchoolsRepository {
  constructor(private readonly db: Db) {}

  /** A new institute with `adminUserId` as its first admin, in one transaction. */
  async createInstitute(row: InstituteRow, adminUserId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.insert(institutes).values(row);
      await tx.insert(instituteMembers).values({ instituteId: row.id, userId: adminUserId, role: 'admin', addedAt: row.createdAt });
    });
  }

  /** The institutes the account is a member of, with its role, oldest first. */
  async institutesOf(userId: string): Promise<{ i: InstituteRow; role: Role }[]> {
    const rows = await this.db
      .select({ i: institutes, role: instituteMembers.role })
      .from(instituteMembers)
      .innerJoin(institutes, eq(institutes.id, instituteMembers.instituteId))
      .where(eq(instituteMembers.userId, userId))
      .orderBy(asc(institutes.createdAt), asc(institutes.id));
    return rows.map((r) => ({ i: r.i, role: r.role as Role }));
  }

  /** The institute with the account's role in it, or null when it is not a member (or there is no such institute). */
  async membership(instituteId: string, userId: string): Promise<{ i: InstituteRow; role: Role } | null> {
    const rows = await this.db
      .select({ i: institutes, role: instituteMembers.role })
      .from(instituteMembers)
      .innerJoin(institutes, eq(institutes.id, instituteMembers.instituteId))
      .where(and(eq(instituteMembers.instituteId, instituteId), eq(instituteMembers.userId, userId)))
      .limit(1);
    const r = rows[0];
    return r ? { i: r.i, role: r.role as Role } : null;
  }

  /** The institute's staff with their names, admins first, then by when they were added. */
  async members(instituteId: string): Promise<{ userId: string; firstName: string; lastName: string; role: Role; addedAt: Date }[]> {
    const rows = await this.db
      .select({
        userId: instituteMembers.userId,
        firstName: users.firstName,
        lastName: users.lastName,
        role: instituteMembers.role,
        addedAt: instituteMembers.addedAt,
      })
      .from(instituteMembers)
      .innerJoin(users, eq(users.id, instituteMembers.userId))
      .where(eq(instituteMembers.instituteId, instituteId))
      .orderBy(sql`case when ${instituteMembers.role} = 'admin' then 0 else 1 end`, asc(instituteMembers.addedAt), asc(instituteMembers.userId));
    return rows.map((r) => ({ ...r, role: r.role as Role }));
  }

  /** The account that verified this e-mail address or mobile number, or null. */
  async verifiedAccount(login: { email: string } | { mobile: string }): Promise<{ id: string } | null> {
    const cond =
      'email' in login ? and(eq(users.email, login.email), eq(users.emailVerified, true)) : and(eq(users.mobile, login.mobile), eq(users.mobileVerified, true));
    const rows = await this.db.select({ id: users.id }).from(users).where(cond).limit(1);
    return rows[0] ?? null;
  }

  /** Adds a member; false when the account already is one. */
  async addMember(instituteId: string, userId: string, role: Role, addedAt: Date): Promise<boolean> {
    const rows = await this.db
      .insert(instituteMembers)
      .values({ instituteId, userId, role, addedAt })
      .onConflictDoNothing()
      .returning({ userId: instituteMembers.userId });
    return rows.length > 0;
  }

  /**
   * Removes a member in one transaction: 'last_admin' (nothing changes) when they are the only
   * admin left, 'not_member' when they are not a member, else 'removed'. The admins are locked
   * first, so two admins removing each other at once cannot leave none.
   */
  async removeMember(instituteId: string, userId: string): Promise<'removed' | 'not_member' | 'last_admin'> {
    return this.db
      .transaction(async (tx) => {
        const admins = await tx
          .select({ userId: instituteMembers.userId })
          .from(instituteMembers)
          .where(and(eq(instituteMembers.instituteId, instituteId), eq(instituteMembers.role, 'admin')))
          .for('update');
        const gone = await tx
          .delete(instituteMembers)
          .where(and(eq(instituteMembers.instituteId, instituteId), eq(instituteMembers.userId, userId)))
          .returning({ role: instituteMembers.role });
        if (gone.length === 0) return 'not_member' as const;
        if (gone[0]!.role === 'admin' && admins.length <= 1) throw new LastAdmin();
        return 'removed' as const;
      })
      .catch((err: unknown) => {
        if (err instanceof LastAdmin) return 'last_admin' as const;
        throw err;
      });
  }

  /** The first and last name of an account, or null. */
  async accountName(userId: string): Promise<{ firstName: string; lastName: string } | null> {
    const rows = await this.db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId)).limit(1);
    return rows[0] ?? null;
  }

  /** The first name of a profile, or null. */
  async profileFirstName(profileId: string): Promise<string | null> {
    const rows = await this.db.select({ firstName: profiles.firstName }).from(profiles).where(eq(profiles.id, profileId)).limit(1);
    return rows[0]?.firstName ?? null;
  }

  /** Inserts a class; false when its join code is taken (the caller draws another). */
  async insertClass(row: ClassRow): Promise<boolean> {
    const rows = await this.db.insert(classes).values(row).onConflictDoNothing().returning({ id: classes.id });
    return rows.length > 0;
  }

  /** The select of class views; `withJoined` adds the profile's joining time (a student's classes). */
  private views<J extends boolean = false>(withJoined?: J) {
    const studentCount = this.db
      .select({ classId: classStudents.classId, n: count().as('n') })
      .from(classStudents)
      .groupBy(classStudents.classId)
      .as('student_counts');
    const fields = {
      c: classes,
      instituteName: institutes.name,
      examName: sql<string>`coalesce(${exams.name}, ${classes.examCode})`,
      teacherFirstName: users.firstName,
      teacherLastName: users.lastName,
      studentCount: sql<number>`coalesce(${studentCount.n}, 0)::int`,
    };
    return this.db
      .select(withJoined ? { ...fields, joinedAt: classStudents.joinedAt } : fields)
      .from(classes)
      .innerJoin(institutes, eq(institutes.id, classes.instituteId))
      .leftJoin(exams, eq(exams.code, classes.examCode))
      .leftJoin(users, eq(users.id, classes.teacherUserId))
      .leftJoin(studentCount, eq(studentCount.classId, classes.id))
      .$dynamic();
  }

  /** A class with its names and student count, or null. */
  async classView(classId: string): Promise<ClassView | null> {
    const rows = await this.views().where(eq(classes.id, classId)).limit(1);
    return rows[0] ?? null;
  }

  /**
   * The classes an account works with: those it teaches at an institute it is still a member of,
   * and every class of the institutes it administers; oldest first.
   */
  async classesOfStaff(userId: string): Promise<ClassView[]> {
    const adminOf = this.db
      .select({ id: instituteMembers.instituteId })
      .from(instituteMembers)
      .where(and(eq(instituteMembers.userId, userId), eq(instituteMembers.role, 'admin')));
    const memberOf = this.db.select({ id: instituteMembers.instituteId }).from(instituteMembers).where(eq(instituteMembers.userId, userId));
    return this.views()
      .where(or(inArray(classes.instituteId, adminOf), and(eq(classes.teacherUserId, userId), inArray(classes.instituteId, memberOf))))
      .orderBy(asc(classes.createdAt), asc(classes.id));
  }

  /** The class's students (first names), in the order they joined. */
  async roster(classId: string): Promise<{ profileId: string; firstName: string; joinedAt: Date }[]> {
    return this.db
      .select({ profileId: classStudents.profileId, firstName: profiles.firstName, joinedAt: classStudents.joinedAt })
      .from(classStudents)
      .innerJoin(profiles, eq(profiles.id, classStudents.profileId))
      .where(eq(classStudents.classId, classId))
      .orderBy(asc(classStudents.joinedAt), asc(classStudents.profileId));
  }

  /** The ids and interface languages of the class's students. */
  async studentsOf(classId: string): Promise<{ profileId: string; locale: string }[]> {
    return this.db
      .select({ profileId: classStudents.profileId, locale: profiles.locale })
      .from(classStudents)
      .innerJoin(profiles, eq(profiles.id, classStudents.profileId))
      .where(eq(classStudents.classId, classId));
  }

  /** Replaces the class's join code; false when the new code is taken. */
  async setJoinCode(classId: string, joinCode: string): Promise<boolean> {
    try {
      const rows = await this.db.update(classes).set({ joinCode }).where(eq(classes.id, classId)).returning({ id: classes.id });
      return rows.length > 0;
    } catch (err) {
      if ((err as { code?: string; cause?: { code?: string } }).code === '23505' || (err as { cause?: { code?: string } }).cause?.code === '23505')
        return false;
      throw err;
    }
  }

  /** The class whose join code is `code`, or null. */
  async classByJoinCode(code: string): Promise<ClassView | null> {
    const rows = await this.views().where(eq(classes.joinCode, code)).limit(1);
    return rows[0] ?? null;
  }

  /** Puts the profile in the class; false when it already is. */
  async addStudent(classId: string, profileId: string, joinedAt: Date): Promise<boolean> {
    const rows = await this.db.insert(classStudents).values({ classId, profileId, joinedAt }).onConflictDoNothing().returning({ id: classStudents.profileId });
    return rows.length > 0;
  }

  /** Takes the profile out of the class; false when it was not in it. */
  async removeStudent(classId: string, profileId: string): Promise<boolean> {
    const rows = await this.db
      .delete(classStudents)
      .where(and(eq(classStudents.classId, classId), eq(classStudents.profileId, profileId)))
      .returning({ id: classStudents.profileId });
    return rows.length > 0;
  }

  /** When the profile joined the class, or null when it is not a student of it. */
  async joinedAt(classId: string, profileId: string): Promise<Date | null> {
    const rows = await this.db
      .select({ joinedAt: classStudents.joinedAt })
      .from(classStudents)
      .where(and(eq(classStudents.classId, classId), eq(classStudents.profileId, profileId)))
      .limit(1);
    return rows[0]?.joinedAt ?? null;
  }

  /** The classes the profile is in, with when it joined, in the order it joined them. */
  async classesOfStudent(profileId: string): Promise<(ClassView & { joinedAt: Date })[]> {
    const rows = await this.views(true)
      .innerJoin(classStudents, eq(classStudents.classId, classes.id))
      .where(eq(classStudents.profileId, profileId))
      .orderBy(asc(classStudents.joinedAt), asc(classes.id));
    return rows as (ClassView & { joinedAt: Date })[];
  }
}
