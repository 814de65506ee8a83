import type { ClassSummary, InAppListPayload } from '@abhyas/contracts';
import { bearer, json, verifiedParent, verifiedStudent, type TestApp } from '../../test/harness.ts';

/**
 * What the schools tests share (decision 041): calls as a caller, staff accounts, students with
 * their profile ids, an institute with a class, joining by code, answering practice and tests.
 */

type Err = { error?: { code: string; message: string; details?: { path: string; reason?: string }[] } };
export type Answer<T> = { status: number; body: { status?: number; data: T } & Err; headers: Record<string, unknown> };

export function schoolsKit(t: () => TestApp) {
  async function call<T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string | null, payload?: unknown): Promise<Answer<T>> {
    const res = await t().app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
    return { status: res.statusCode, body: res.body ? json<{ data: T } & Err>(res) : ({} as { data: T }), headers: res.headers };
  }

  /** A verified account (a teacher, an admin, a parent), with its token, id and mobile. */
  const account = (name: string) => verifiedParent(t().app, name);

  /** A student profile (CBSE class 10 unless said) with its family's account token and its own profile token. */
  async function student(name: string, exam?: { goal: string; exam: string }) {
    const s = await verifiedStudent(t().app, name, exam);
    const connected = await call<{ linked_profiles: { id: string }[] }>('GET', '/api/auth/connected_profiles', s.parentToken);
    return { token: s.token, parentToken: s.parentToken, profileId: connected.body.data.linked_profiles[0]!.id };
  }

  /** An institute made by `adminToken`; its id. */
  async function institute(adminToken: string, name = 'Sunrise Public School') {
    const made = await call<{ id: string }>('POST', '/api/institutes', adminToken, { name, kind: 'school', city: 'Pune' });
    if (made.status !== 201) throw new Error(`institute: ${JSON.stringify(made.body)}`);
    return made.body.data.id;
  }

  /** Adds the account with this mobile to the staff. */
  async function addStaff(adminToken: string, instituteId: string, mobile: string, role: 'admin' | 'teacher' = 'teacher') {
    const added = await call('POST', `/api/institutes/${instituteId}/staff`, adminToken, { mobile, role });
    if (added.status !== 201) throw new Error(`staff: ${JSON.stringify(added.body)}`);
  }

  /** A class of the institute (CBSE class 10, taught by `teacher_user_id` or the caller). */
  async function klass(token: string, instituteId: string, body: Record<string, unknown> = {}) {
    const made = await call<ClassSummary>('POST', `/api/institutes/${instituteId}/classes`, token, {
      name: 'Class 10 · Mathematics',
      grade: 10,
      section: 'A',
      subject: 'Mathematics',
      exam_code: 'cbse-class-10',
      ...body,
    });
    if (made.status !== 201) throw new Error(`class: ${JSON.stringify(made.body)}`);
    return made.body.data;
  }

  /** The student joins the class by its code. */
  async function join(studentToken: string, code: string) {
    const joined = await call('POST', '/api/classes/join', studentToken, { code });
    if (joined.status !== 201) throw new Error(`join: ${JSON.stringify(joined.body)}`);
  }

  /**
   * A school: an admin, a teacher with a class of three students, and a second class of the same
   * institute taught by another (non-admin) teacher with a student of its own.
   */
  async function school() {
    const admin = await account('Anita Desai');
    const teacher = await account('Ravi Kumar');
    const otherTeacher = await account('Suman Pillai');
    const instituteId = await institute(admin.token);
    await addStaff(admin.token, instituteId, teacher.mobile);
    await addStaff(admin.token, instituteId, otherTeacher.mobile);
    const cls = await klass(teacher.token, instituteId);
    const otherClass = await klass(otherTeacher.token, instituteId, { name: 'Class 10 · Science', subject: 'Science' });
    const students = [await student('Aarav Shah'), await student('Bela Rao'), await student('Chetan Das')];
    for (const s of students) await join(s.token, cls.join_code);
    const otherStudent = await student('Dev Mehta');
    await join(otherStudent.token, otherClass.join_code);
    return { admin, teacher, otherTeacher, instituteId, cls, otherClass, students, otherStudent };
  }

  /** Another institute with its own admin-teacher and a class. */
  async function otherSchool() {
    const teacher = await account('Farida Begum');
    const instituteId = await institute(teacher.token, 'Lakeview Coaching');
    const cls = await klass(teacher.token, instituteId, { name: 'Batch B' });
    return { teacher, instituteId, cls };
  }

  /** The profile's in-app notices (profile token). */
  const inApp = async (token: string) => (await call<never>('GET', '/api/notification/in-app', token)).body as unknown as { payload: InAppListPayload };

  /**
   * Answers the chapter's questions in one practice session (`homework_id` when given): each code's
   * answer right (`right`) or wrong twice. Returns the session's creation answer.
   */
  async function practise(token: string, answers: Record<string, boolean>, homeworkId?: string, extra: Record<string, unknown> = {}) {
    const created = await call<never>('POST', '/api/v1/practice/session', token, {
      type: 'Normal',
      learning_map: { bundle_code: 'ncert-10-mathematics-ch01' },
      ...(homeworkId ? { homework_id: homeworkId } : {}),
      ...extra,
    });
    if (created.status !== 200) return created;
    const id = (created.body as unknown as { session_id: string }).session_id;
    const RIGHT: Record<string, unknown> = { 'test-math-q1': ['B'], 'test-math-q2': ['prime'], 'test-math-q3': '60' };
    const WRONG: Record<string, [unknown, unknown]> = {
      'test-math-q1': [['A'], ['C']],
      'test-math-q2': [['even'], ['odd']],
      'test-math-q3': ['61', '62'],
    };
    let eorder = 0;
    for (const [code, right] of Object.entries(answers)) {
      const submit = (selected: unknown) => [
        { event_type: 'view', eorder: (eorder += 1) },
        { event_type: 'submit', eorder: (eorder += 1), event_info: { selected_answer: selected, time_spent: 30, hint_used: false } },
      ];
      await call('GET', `/api/v1/practice/${id}/question/${code}`, token);
      const url = `/api/v1/practice/${id}/question/${code}`;
      for (const selected of right ? [RIGHT[code]] : WRONG[code]!) {
        const sent = await call('POST', url, token, submit(selected));
        if (sent.status !== 200) throw new Error(`practise ${code}: ${JSON.stringify(sent.body)}`);
      }
    }
    return created;
  }

  return { call, account, student, institute, addStaff, klass, join, school, otherSchool, inApp, practise };
}
