import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type {
  ClassDetail,
  ClassSummary,
  Institute,
  InstituteMember,
  StudentClass,
  addStaffBody,
  createClassBody,
  createInstituteBody,
} from '@abhyas/contracts';
import { joinCodeFrom, normaliseJoinCode } from '@abhyas/domain';
import { AppError, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import type { ContentService } from '../content/content.service.ts';
import type { NotifyInput } from '../notifications/notifications.service.ts';
import { classJoinedNotice } from './school-notices.ts';
import type { ClassView, InstituteRow, Role, SchoolsRepository } from './schools.repository.ts';

type CreateInstitute = z.output<typeof createInstituteBody>;
type AddStaff = z.output<typeof addStaffBody>;
type CreateClass = z.output<typeof createClassBody>;

/** Tries at drawing a join code not already taken (32^7 codes: a clash is rare). */
const JOIN_CODE_TRIES = 8;

const noInstitute = () => notFound('No such institute.', 'INSTITUTE_NOT_FOUND');
const noClass = () => notFound('No such class.', 'CLASS_NOT_FOUND');
const notAdmin = () => forbidden('Only an admin of this institute may do this.', 'NOT_INSTITUTE_ADMIN');
const badField = (status: number, code: string, path: string, message: string) => new AppError(status, code, message, [{ path, message }]);

/** A class the caller works with as staff: its teacher, or an admin of its institute. */
export interface StaffClass {
  view: ClassView;
  isTeacher: boolean;
  isAdmin: boolean;
}

const instituteOf = (i: InstituteRow, role: Role): Institute => ({
  id: i.id,
  name: i.name,
  kind: i.kind as Institute['kind'],
  city: i.city,
  role,
  created_at: i.createdAt.getTime(),
});

/** A class as its staff see it. */
export function classSummaryOf(v: ClassView): ClassSummary {
  return {
    id: v.c.id,
    institute_id: v.c.instituteId,
    institute_name: v.instituteName,
    name: v.c.name,
    grade: v.c.grade,
    section: v.c.section,
    subject: v.c.subject,
    exam_code: v.c.examCode,
    exam_name: v.examName,
    // A teacher whose account was erased leaves the class teacherless (decision 041): empty names.
    teacher: { user_id: v.c.teacherUserId ?? '', first_name: v.teacherFirstName ?? '', last_name: v.teacherLastName ?? '' },
    join_code: v.c.joinCode,
    student_count: v.studentCount,
    created_at: v.c.createdAt.getTime(),
  };
}

const studentClassOf = (v: ClassView, joinedAt: Date): StudentClass => ({
  id: v.c.id,
  name: v.c.name,
  institute_name: v.instituteName,
  grade: v.c.grade,
  section: v.c.section,
  subject: v.c.subject,
  teacher_first_name: v.teacherFirstName ?? '',
  joined_at: joinedAt.getTime(),
});

/**
 * Institutes, their staff, classes and students (issue 23 §1; docs/decisions/041-schools.md). Every
 * object is checked against the caller: an institute against its membership, a class against its
 * teacher (still a member) or its institute's admins, or its students. Anything the caller may not
 * see is 404, never 403, so ids cannot be probed; 403 only for a member doing an admin's work.
 */
export class SchoolsService {
  constructor(
    private readonly repo: SchoolsRepository,
    private readonly content: Pick<ContentService, 'findExam'>,
    /** Queues a notice to a profile (the notification job queue). */
    private readonly notify: (profileId: string, input: NotifyInput) => Promise<void>,
    private readonly now: () => number,
  ) {}

  /** POST /api/institutes: a new institute; the caller becomes its first admin. */
  async createInstitute(userId: string, body: CreateInstitute): Promise<Institute> {
    const row: InstituteRow = { id: newId(), name: body.name, kind: body.kind, city: body.city ?? null, createdAt: new Date(this.now()) };
    await this.repo.createInstitute(row, userId);
    return instituteOf(row, 'admin');
  }

  /** GET /api/institutes: the caller's institutes with its role in each. */
  async institutes(userId: string): Promise<Institute[]> {
    return (await this.repo.institutesOf(userId)).map((r) => instituteOf(r.i, r.role));
  }

  /** The caller's role in the institute; 404 INSTITUTE_NOT_FOUND when it is not a member. */
  private async member(userId: string, instituteId: string): Promise<Role> {
    const m = await this.repo.membership(instituteId, userId);
    if (!m) throw noInstitute();
    return m.role;
  }

  /** 404 for a non-member, 403 NOT_INSTITUTE_ADMIN for a teacher. */
  private async admin(userId: string, instituteId: string): Promise<void> {
    if ((await this.member(userId, instituteId)) !== 'admin') throw notAdmin();
  }

  /** GET /api/institutes/{id}/staff (any member). */
  async staff(userId: string, instituteId: string): Promise<InstituteMember[]> {
    await this.member(userId, instituteId);
    return (await this.repo.members(instituteId)).map((m) => ({
      user_id: m.userId,
      first_name: m.firstName,
      last_name: m.lastName,
      role: m.role,
      added_at: m.addedAt.getTime(),
    }));
  }

  /**
   * POST /api/institutes/{id}/staff (admin): adds the account that verified the e-mail or mobile.
   * 404 ACCOUNT_NOT_FOUND (none has; naming the field), 409 ALREADY_MEMBER.
   */
  async addStaff(userId: string, instituteId: string, body: AddStaff): Promise<InstituteMember> {
    await this.admin(userId, instituteId);
    const login = body.email !== undefined ? { email: body.email } : { mobile: body.mobile! };
    const account = await this.repo.verifiedAccount(login);
    if (!account) {
      const field = 'email' in login ? 'body.email' : 'body.mobile';
      throw badField(404, 'ACCOUNT_NOT_FOUND', field, 'No account has verified this address. Ask them to sign up and verify it first.');
    }
    const at = new Date(this.now());
    if (!(await this.repo.addMember(instituteId, account.id, body.role, at))) throw conflict('This account is already on the staff.', 'ALREADY_MEMBER');
    const name = await this.repo.accountName(account.id);
    return { user_id: account.id, first_name: name?.firstName ?? '', last_name: name?.lastName ?? '', role: body.role, added_at: at.getTime() };
  }

  /** DELETE /api/institutes/{id}/staff/{userId} (admin). 404 MEMBER_NOT_FOUND; 409 LAST_ADMIN for the only admin. */
  async removeStaff(userId: string, instituteId: string, memberUserId: string): Promise<void> {
    await this.admin(userId, instituteId);
    const result = await this.repo.removeMember(instituteId, memberUserId);
    if (result === 'not_member') throw notFound('No such member of this institute.', 'MEMBER_NOT_FOUND');
    if (result === 'last_admin') throw conflict('An institute needs an admin: add another admin before removing the last one.', 'LAST_ADMIN');
  }

  /** Draws join codes until one is free and `use` takes it. */
  private async withJoinCode(use: (code: string) => Promise<boolean>): Promise<string> {
    for (let i = 0; i < JOIN_CODE_TRIES; i += 1) {
      const code = joinCodeFrom(randomBytes(7));
      if (await use(code)) return code;
    }
    throw new AppError(503, 'TRY_AGAIN', 'No free class code was found just now; please try again.');
  }

  /**
   * POST /api/institutes/{id}/classes: an admin creates a class for any member (default
   * themselves); a teacher creates one they teach (403 NOT_INSTITUTE_ADMIN for another teacher).
   * 400 UNKNOWN_EXAM (body.exam_code), 400 TEACHER_NOT_MEMBER (body.teacher_user_id).
   */
  async createClass(userId: string, instituteId: string, body: CreateClass): Promise<ClassSummary> {
    const role = await this.member(userId, instituteId);
    const teacher = body.teacher_user_id ?? userId;
    if (teacher !== userId) {
      if (role !== 'admin') throw notAdmin();
      if (!(await this.repo.membership(instituteId, teacher)))
        throw badField(400, 'TEACHER_NOT_MEMBER', 'body.teacher_user_id', 'The teacher must be on this institute’s staff.');
    }
    if (!(await this.content.findExam(body.exam_code)))
      throw badField(400, 'UNKNOWN_EXAM', 'body.exam_code', `Unknown exam '${body.exam_code}'. See GET /api/content/goals-exams.`);
    const id = newId();
    const createdAt = new Date(this.now());
    await this.withJoinCode((joinCode) =>
      this.repo.insertClass({
        id,
        instituteId,
        name: body.name,
        grade: body.grade ?? null,
        section: body.section ?? null,
        subject: body.subject ?? null,
        examCode: body.exam_code,
        teacherUserId: teacher,
        joinCode,
        createdAt,
      }),
    );
    return classSummaryOf((await this.repo.classView(id))!);
  }

  /** GET /api/classes: the classes the caller teaches and every class of the institutes it administers. */
  async classes(userId: string): Promise<ClassSummary[]> {
    return (await this.repo.classesOfStaff(userId)).map(classSummaryOf);
  }

  /** The class when the caller is its teacher (still on the staff) or an admin of its institute; 404 CLASS_NOT_FOUND otherwise. */
  async staffClass(userId: string, classId: string): Promise<StaffClass> {
    const view = await this.repo.classView(classId);
    if (!view) throw noClass();
    const m = await this.repo.membership(view.c.instituteId, userId);
    const isAdmin = m?.role === 'admin';
    const isTeacher = m !== null && view.c.teacherUserId === userId;
    if (!isAdmin && !isTeacher) throw noClass();
    return { view, isTeacher, isAdmin };
  }

  /** The class when the profile is one of its students (with when it joined); 404 CLASS_NOT_FOUND otherwise. */
  async studentClass(profileId: string, classId: string): Promise<{ view: ClassView; joinedAt: Date }> {
    const joinedAt = await this.repo.joinedAt(classId, profileId);
    const view = joinedAt ? await this.repo.classView(classId) : null;
    if (!view || !joinedAt) throw noClass();
    return { view, joinedAt };
  }

  /** The ids and languages of a class's students (no access check: callers checked the class). */
  studentsOf(classId: string): Promise<{ profileId: string; locale: string }[]> {
    return this.repo.studentsOf(classId);
  }

  /** A class's students (first names), in the order they joined (no access check: callers checked the class). */
  roster(classId: string): Promise<{ profileId: string; firstName: string; joinedAt: Date }[]> {
    return this.repo.roster(classId);
  }

  /** An account's first and last name, or null. */
  accountName(userId: string): Promise<{ firstName: string; lastName: string } | null> {
    return this.repo.accountName(userId);
  }

  /** A profile's first name, or null. */
  profileFirstName(profileId: string): Promise<string | null> {
    return this.repo.profileFirstName(profileId);
  }

  /** A class's name, or null (no access check). */
  async className(classId: string): Promise<string | null> {
    return (await this.repo.classView(classId))?.c.name ?? null;
  }

  /** GET /api/classes/{id} (staff): the class with its roster (first names). */
  async classDetail(userId: string, classId: string): Promise<ClassDetail> {
    const { view } = await this.staffClass(userId, classId);
    const roster = await this.repo.roster(classId);
    return { ...classSummaryOf(view), roster: roster.map((r) => ({ profile_id: r.profileId, first_name: r.firstName, joined_at: r.joinedAt.getTime() })) };
  }

  /** POST /api/classes/{id}/join-code (staff): a new code; the old one stops working at once. */
  async newJoinCode(userId: string, classId: string): Promise<{ join_code: string }> {
    await this.staffClass(userId, classId);
    return { join_code: await this.withJoinCode((code) => this.repo.setJoinCode(classId, code)) };
  }

  /** DELETE /api/classes/{id}/students/{profileId} (staff). 404 STUDENT_NOT_FOUND when the profile is not in the class. */
  async removeStudent(userId: string, classId: string, profileId: string): Promise<void> {
    await this.staffClass(userId, classId);
    if (!(await this.repo.removeStudent(classId, profileId))) throw notFound('No such student in this class.', 'STUDENT_NOT_FOUND');
  }

  /**
   * POST /api/classes/join (the student's profile): joins the class whose code was typed (read
   * loosely: case, spaces, dashes, O/0, I/L/1). 404 CLASS_NOT_FOUND for a code that is malformed or
   * no class's; 409 ALREADY_IN_CLASS. The profile's family hears of it (in-app and e-mail).
   */
  async join(profileId: string, typed: string): Promise<StudentClass> {
    const code = normaliseJoinCode(typed);
    const view = code ? await this.repo.classByJoinCode(code) : null;
    if (!view)
      throw badField(
        404,
        'CLASS_NOT_FOUND',
        'body.code',
        'No class has this code. Check it with your teacher: 7 letters and digits, e.g. 4K7-Q2MX (a new code replaces the old one).',
      );
    const joinedAt = new Date(this.now());
    if (!(await this.repo.addStudent(view.c.id, profileId, joinedAt))) throw conflict('You are already in this class.', 'ALREADY_IN_CLASS');
    const firstName = (await this.repo.profileFirstName(profileId)) ?? '';
    await this.notify(profileId, classJoinedNotice({ id: view.c.id, name: view.c.name, instituteName: view.instituteName }, firstName));
    return studentClassOf({ ...view, studentCount: view.studentCount + 1 }, joinedAt);
  }

  /** GET /api/student/classes: the profile's classes, in the order it joined them. */
  async studentClasses(profileId: string): Promise<StudentClass[]> {
    return (await this.repo.classesOfStudent(profileId)).map((r) => studentClassOf(r, r.joinedAt));
  }

  /** DELETE /api/student/classes/{id}: the profile leaves the class. 404 CLASS_NOT_FOUND when it is not in it. */
  async leave(profileId: string, classId: string): Promise<void> {
    if (!(await this.repo.removeStudent(classId, profileId))) throw noClass();
  }
}
