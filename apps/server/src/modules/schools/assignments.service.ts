import type { z } from 'zod';
import type { AssignmentStudentRow, AssignmentTarget, StudentAssignment, TeacherAssignment, createAssignmentBody } from '@abhyas/contracts';
import { addDays, assignmentDatesProblem, assignmentState, dueText, indiaDate } from '@abhyas/domain';
import { AppError, notFound } from '../../lib/app-error.ts';
import { isUuid, newId } from '../../lib/ids.ts';
import type { ContentService } from '../content/content.service.ts';
import type { NotifyInput } from '../notifications/notifications.service.ts';
import { assignmentLink } from './assignment-links.ts';
import {
  NOT_STARTED,
  PRACTICE_QUESTIONS_TO_COMPLETE,
  bookProgress,
  practiceProgress,
  testProgress,
  videoProgress,
  type Progress,
} from './assignment-progress.ts';
import type { AssignmentRow, AssignmentsRepository, StudentAssignmentRow } from './assignments.repository.ts';
import { ASSIGNMENT_DUE_REMINDER_HOUR, assignmentDueNotice, assignmentSetNotice } from './school-notices.ts';
import type { SchoolsService } from './schools.service.ts';

type CreateAssignment = z.output<typeof createAssignmentBody>;

/** How far back the sweep looks for locked assignments that started (a server down a while still tells). */
export const ASSIGNMENT_START_LOOKBACK_MS = 24 * 3600_000;
/** The most assignments one sweep looks at per kind of notice. */
const SWEEP_LIMIT = 2000;

const DATE_PROBLEMS = {
  due_before_start: { code: 'DUE_BEFORE_START', path: 'body.due_at', message: 'due_at must be after starts_at.' },
  span_too_long: { code: 'SPAN_TOO_LONG', path: 'body.due_at', message: 'An assignment may run at most 180 days from its start to its due time.' },
  due_in_past: { code: 'DUE_IN_PAST', path: 'body.due_at', message: 'due_at has already passed.' },
} as const;

const badField = (status: number, code: string, path: string, message: string) => new AppError(status, code, message, [{ path, message }]);
const noAssignment = () => notFound('No such assignment.', 'ASSIGNMENT_NOT_FOUND');
const notYours = (message = 'This assignment is not one of yours.') => badField(400, 'HOMEWORK_NOT_YOURS', 'body.homework_id', message);

/** What a session started from an assignment stores: the assignment and its institute and class. */
export interface HomeworkIds {
  homeworkId: string;
  schoolId: string;
  classId: string;
}

/** The work a session is about to do, to match against the assignment it names. */
export type HomeworkWork = { kind: 'practice'; chapterCode: string | null } | { kind: 'test'; testCode: string };

/** A notice the reminder sweep may send: to whom, from which local hour (null: at once). */
export interface SchoolReminder {
  profileId: string;
  hour: number | null;
  notice: NotifyInput;
}

const targetOf = (a: AssignmentRow): AssignmentTarget => a.target as AssignmentTarget;

/**
 * Assignments (issue 23 §2; learning.md §3–§4 tiles; decision 041): set by a class's staff, listed
 * for the staff with completion counts and a report per student, and for the student as tiles
 * (state, due text, progress, lock, link). Progress is read from the work that carries the
 * assignment's id (`assignment-progress.ts`); sessions naming an assignment are checked here
 * (`homework`).
 */
export class AssignmentsService {
  constructor(
    private readonly repo: AssignmentsRepository,
    private readonly schools: Pick<SchoolsService, 'staffClass' | 'studentClass' | 'studentsOf' | 'roster' | 'className'>,
    private readonly content: Pick<ContentService, 'learningMap'>,
    private readonly notify: (profileId: string, input: NotifyInput) => Promise<void>,
    private readonly now: () => number,
  ) {}

  /** The chapter of the exam's learning map (its English name), or null. */
  async chapterOfExam(examCode: string, chapterCode: string): Promise<{ name: string; subjectName: string } | null> {
    const map = await this.content.learningMap(examCode, 'en').catch(() => null);
    for (const s of map?.subjects ?? []) {
      const c = s.chapters.find((ch) => ch.code === chapterCode);
      if (c) return { name: c.name, subjectName: s.name };
    }
    return null;
  }

  /** The target's name; 400 UNKNOWN_TARGET naming the field when it is not the exam's chapter or the bank's test, video or book. */
  private async targetName(examCode: string, classId: string, t: AssignmentTarget): Promise<string> {
    const unknown = (field: string, what: string) => badField(400, 'UNKNOWN_TARGET', `body.target.${field}`, what);
    switch (t.kind) {
      case 'practice': {
        const c = await this.chapterOfExam(examCode, t.chapter_code);
        if (!c) throw unknown('chapter_code', `'${t.chapter_code}' is not a chapter of this class’s exam.`);
        return c.name;
      }
      case 'test': {
        const test = await this.repo.test(t.test_code, classId);
        if (!test) throw unknown('test_code', `No test '${t.test_code}' in the bank or among this class’s tests.`);
        return test.name;
      }
      case 'video': {
        const v = await this.repo.video(t.video_id);
        if (!v) throw unknown('video_id', `No video '${t.video_id}'.`);
        return v.name;
      }
      case 'book': {
        const b = await this.repo.book(t.book_id);
        if (!b) throw unknown('book_id', `No book '${t.book_id}'.`);
        if (t.chapter_code && !(await this.chapterOfExam(examCode, t.chapter_code)))
          throw unknown('chapter_code', `'${t.chapter_code}' is not a chapter of this class’s exam.`);
        return b.name;
      }
    }
  }

  /**
   * POST /api/classes/{id}/assignments (staff). 400 DUE_BEFORE_START / SPAN_TOO_LONG / DUE_IN_PAST
   * (body.due_at), UNKNOWN_TARGET (body.target.<field>). The class's students hear of it now, or at
   * its start when it is locked until then (the reminder sweep).
   */
  async create(userId: string, classId: string, body: CreateAssignment): Promise<TeacherAssignment> {
    const { view } = await this.schools.staffClass(userId, classId);
    const now = this.now();
    const problem = assignmentDatesProblem(body.starts_at, body.due_at, now);
    if (problem) {
      const p = DATE_PROBLEMS[problem];
      throw badField(400, p.code, p.path, p.message);
    }
    const targetName = await this.targetName(view.c.examCode, classId, body.target);
    const row: AssignmentRow = {
      id: newId(),
      classId,
      title: body.title ?? targetName,
      instructions: body.instructions ? body.instructions : null,
      kind: body.target.kind,
      target: body.target,
      targetName,
      startsAt: new Date(body.starts_at),
      dueAt: new Date(body.due_at),
      lockedUntilStart: body.locked_until_start,
      createdAt: new Date(now),
    };
    await this.repo.insert(row);
    const students = await this.schools.studentsOf(classId);
    if (!row.lockedUntilStart || row.startsAt.getTime() <= now) {
      for (const s of students) await this.notify(s.profileId, assignmentSetNotice(row, view.c.name));
    }
    return this.teacherView(row, students.length, 0);
  }

  private teacherView(a: AssignmentRow, students: number, completed: number): TeacherAssignment {
    return {
      id: a.id,
      class_id: a.classId,
      title: a.title,
      instructions: a.instructions,
      target: targetOf(a),
      starts_at: a.startsAt.getTime(),
      due_at: a.dueAt.getTime(),
      locked_until_start: a.lockedUntilStart,
      created_at: a.createdAt.getTime(),
      student_count: students,
      completed_count: completed,
    };
  }

  /** Each listed profile's progress on the assignment. */
  async progressOf(a: AssignmentRow, profileIds: string[]): Promise<Map<string, Progress>> {
    const out = new Map<string, Progress>(profileIds.map((id) => [id, NOT_STARTED]));
    const t = targetOf(a);
    const group = <T extends { profileId: string }>(rows: T[]) => {
      const by = new Map<string, T[]>();
      for (const r of rows) by.set(r.profileId, [...(by.get(r.profileId) ?? []), r]);
      return by;
    };
    if (t.kind === 'practice') {
      const need = Math.min(PRACTICE_QUESTIONS_TO_COMPLETE, await this.repo.chapterQuestionCount(t.chapter_code));
      for (const [id, rows] of group(await this.repo.practiceAnswers(a.id, profileIds))) out.set(id, practiceProgress(rows, need));
    } else if (t.kind === 'test') {
      for (const [id, rows] of group(await this.repo.tests(a.id, profileIds))) out.set(id, testProgress(rows));
    } else if (t.kind === 'video') {
      for (const [id, rows] of group(await this.repo.watches(a.id, t.video_id, profileIds))) out.set(id, videoProgress(rows));
    } else {
      for (const d of await this.repo.done(a.id, profileIds)) out.set(d.profileId, bookProgress(d.doneAt));
    }
    return out;
  }

  /** GET /api/classes/{id}/assignments (staff): newest first, with how many of the class's students completed each. */
  async listForClass(userId: string, classId: string): Promise<TeacherAssignment[]> {
    await this.schools.staffClass(userId, classId);
    const ids = (await this.schools.studentsOf(classId)).map((s) => s.profileId);
    const out: TeacherAssignment[] = [];
    for (const a of await this.repo.ofClass(classId)) {
      const progress = await this.progressOf(a, ids);
      out.push(this.teacherView(a, ids.length, [...progress.values()].filter((p) => p.status === 'completed').length));
    }
    return out;
  }

  /** The assignment when the caller is its class's staff; 404 ASSIGNMENT_NOT_FOUND otherwise. */
  private async staffAssignment(userId: string, assignmentId: string): Promise<AssignmentRow> {
    const a = await this.repo.find(assignmentId);
    if (!a) throw noAssignment();
    await this.schools.staffClass(userId, a.classId).catch(() => {
      throw noAssignment();
    });
    return a;
  }

  /** GET /api/assignments/{id}/report (staff): a row per student of the class, in the order they joined. */
  async report(userId: string, assignmentId: string): Promise<{ assignment: TeacherAssignment; students: AssignmentStudentRow[] }> {
    const a = await this.staffAssignment(userId, assignmentId);
    const roster = await this.schools.roster(a.classId);
    const progress = await this.progressOf(
      a,
      roster.map((r) => r.profileId),
    );
    const students = roster.map((r): AssignmentStudentRow => {
      const p = progress.get(r.profileId) ?? NOT_STARTED;
      return {
        profile_id: r.profileId,
        first_name: r.firstName,
        status: p.status,
        completed_at: p.completedAt,
        late: p.completedAt !== null && p.completedAt > a.dueAt.getTime(),
        score: p.score,
        max_score: p.maxScore,
        accuracy: p.accuracy,
      };
    });
    return { assignment: this.teacherView(a, roster.length, students.filter((s) => s.status === 'completed').length), students };
  }

  /** DELETE /api/assignments/{id} (staff). */
  async remove(userId: string, assignmentId: string): Promise<void> {
    await this.staffAssignment(userId, assignmentId);
    await this.repo.delete(assignmentId);
  }

  /** A student's tile of an assignment. */
  private async studentView(r: StudentAssignmentRow, profileId: string): Promise<StudentAssignment> {
    const now = this.now();
    const { a } = r;
    const p = (await this.progressOf(a, [profileId])).get(profileId) ?? NOT_STARTED;
    const timing = { startsAt: a.startsAt.getTime(), dueAt: a.dueAt.getTime(), lockedUntilStart: a.lockedUntilStart, completedAt: p.completedAt };
    const state = assignmentState(timing, now);
    const t = targetOf(a);
    const bookKind = t.kind === 'book' ? (await this.repo.book(t.book_id))?.kind : undefined;
    return {
      id: a.id,
      class_id: a.classId,
      class_name: r.className,
      title: a.title,
      instructions: a.instructions,
      target: t,
      starts_at: timing.startsAt,
      due_at: timing.dueAt,
      created_at: a.createdAt.getTime(),
      state,
      due_text: dueText(timing, now),
      status: p.status,
      completed_at: p.completedAt,
      progress: p.progress,
      is_locked: state === 'locked',
      link: assignmentLink({ id: a.id, target: t, targetName: a.targetName, instituteId: r.instituteId, classId: a.classId, examCode: r.examCode, bookKind }),
    };
  }

  /** GET /api/user-home/assignments: every assignment of the profile's classes, newest first. */
  async listForStudent(profileId: string): Promise<StudentAssignment[]> {
    const rows = await this.repo.ofStudent(profileId);
    const out: StudentAssignment[] = [];
    for (const r of rows) out.push(await this.studentView(r, profileId));
    return out;
  }

  /** The assignment's row when the profile is a student of its class; 404 ASSIGNMENT_NOT_FOUND otherwise. */
  private async studentRow(profileId: string, assignmentId: string): Promise<StudentAssignmentRow> {
    const found = (await this.repo.ofStudent(profileId)).find((r) => r.a.id === assignmentId);
    if (!found) throw noAssignment();
    return found;
  }

  /** GET /api/user-home/assignments/{id}. */
  async forStudent(profileId: string, assignmentId: string): Promise<StudentAssignment> {
    return this.studentView(await this.studentRow(profileId, assignmentId), profileId);
  }

  /**
   * POST /api/user-home/assignments/{id}/done: the student marks a book assignment done. 409
   * NOT_SELF_REPORTED for the other kinds (their completion is read from the work itself); 423
   * ASSIGNMENT_LOCKED before a locked assignment's start.
   */
  async markDone(profileId: string, assignmentId: string): Promise<StudentAssignment> {
    const r = await this.studentRow(profileId, assignmentId);
    if (r.a.kind !== 'book')
      throw new AppError(409, 'NOT_SELF_REPORTED', 'Only a book assignment is marked done by hand: the others complete from the work itself.');
    if (
      assignmentState(
        { startsAt: r.a.startsAt.getTime(), dueAt: r.a.dueAt.getTime(), lockedUntilStart: r.a.lockedUntilStart, completedAt: null },
        this.now(),
      ) === 'locked'
    )
      throw new AppError(423, 'ASSIGNMENT_LOCKED', `This assignment opens at ${r.a.startsAt.toISOString()}.`, [
        { path: 'assignmentId', message: 'not open yet', reason: 'not_open_yet' },
      ]);
    await this.repo.markDone(assignmentId, profileId, new Date(this.now()));
    return this.studentView(r, profileId);
  }

  /**
   * The ids a practice or test session started for an assignment stores (decision 041 "Counted
   * work"): the assignment must exist, be open (not locked before its start), be of the same work
   * (the chapter or the test), and the profile a student of its class; otherwise 400
   * HOMEWORK_NOT_YOURS (body.homework_id). The institute and class are the assignment's own,
   * whatever the client sent.
   */
  async homework(profileId: string, homeworkId: string, work: HomeworkWork): Promise<HomeworkIds> {
    if (!isUuid(homeworkId)) throw notYours();
    const a = await this.repo.find(homeworkId);
    if (!a) throw notYours();
    const cls = await this.schools.studentClass(profileId, a.classId).catch(() => null);
    if (!cls) throw notYours();
    const t = targetOf(a);
    const same = work.kind === 'practice' ? t.kind === 'practice' && t.chapter_code === work.chapterCode : t.kind === 'test' && t.test_code === work.testCode;
    if (!same) throw notYours(`This assignment is not this ${work.kind === 'practice' ? 'chapter’s practice' : 'test'}.`);
    if (a.lockedUntilStart && this.now() < a.startsAt.getTime()) throw notYours(`This assignment opens at ${a.startsAt.toISOString()}.`);
    return { homeworkId: a.id, schoolId: cls.view.c.instituteId, classId: a.classId };
  }

  /**
   * The schools' notices the reminder sweep sends (decision 041): "new assignment" at the start of
   * a locked assignment (at once), and "due tomorrow" on the India day before the due day, from
   * 17:00 local time, to each student who has not completed it. Keyed per assignment, so once each.
   */
  async reminders(): Promise<SchoolReminder[]> {
    const now = this.now();
    const out: SchoolReminder[] = [];
    const className = async (classId: string) => (await this.schools.className(classId)) ?? '';
    for (const a of await this.repo.lockedStarting(new Date(now - ASSIGNMENT_START_LOOKBACK_MS), new Date(now), SWEEP_LIMIT)) {
      if (a.dueAt.getTime() <= now) continue;
      const name = await className(a.classId);
      for (const s of await this.schools.studentsOf(a.classId)) out.push({ profileId: s.profileId, hour: null, notice: assignmentSetNotice(a, name) });
    }
    const tomorrow = addDays(indiaDate(now), 1);
    const from = Date.parse(`${tomorrow}T00:00:00+05:30`);
    for (const a of await this.repo.dueBetween(new Date(from), new Date(from + 86_400_000), SWEEP_LIMIT)) {
      if (a.lockedUntilStart && a.startsAt.getTime() > now) continue;
      const ids = (await this.schools.studentsOf(a.classId)).map((s) => s.profileId);
      const progress = await this.progressOf(a, ids);
      const name = await className(a.classId);
      for (const id of ids) {
        if (progress.get(id)?.status === 'completed') continue;
        out.push({ profileId: id, hour: ASSIGNMENT_DUE_REMINDER_HOUR, notice: assignmentDueNotice(a, name) });
      }
    }
    return out;
  }
}
