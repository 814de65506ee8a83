import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ClassDetail, ClassSummary, Institute, InstituteMember, StudentClass } from '@abhyas/contracts';
import { BACKENDS, buildTestApp, type TestApp } from '../../test/harness.ts';
import { samplePack, sampleMap } from '../../test/fixtures/sample-pack.ts';
import { importLearningMap } from '../content/importers/learning-map-import.ts';
import { importPacks } from '../content/importers/pack-import.ts';
import { schoolsKit } from './schools.fixture.ts';
import { JOIN_ATTEMPTS_PER_HOUR } from './schools.routes.ts';

describe.each(BACKENDS)('schools: institutes, staff, classes and joining on %s (issue 23 §1; decision 041)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend, { RATE_LIMIT_AUTH_PER_15_MIN: '100000' });
    await importLearningMap(t.services.database.db, 'map.json', sampleMap());
    await importPacks(t.services.database.db, [{ file: 'pack.json', json: samplePack() }]);
  });
  afterAll(async () => t?.close());
  const k = schoolsKit(() => t);
  const { call } = k;

  it('makes the creator the admin, who adds staff by verified mobile or e-mail; only an admin manages staff, and the last admin stays', async () => {
    const admin = await k.account('Anita Desai');
    const made = await call<Institute>('POST', '/api/institutes', admin.token, { name: '  Sunrise Public School ', kind: 'school', city: 'Pune' });
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({ name: 'Sunrise Public School', kind: 'school', city: 'Pune', role: 'admin' });
    const id = made.body.data.id;
    expect((await call<Institute[]>('GET', '/api/institutes', admin.token)).body.data.map((i) => [i.id, i.role])).toEqual([[id, 'admin']]);

    const teacher = await k.account('Ravi Kumar');
    const staffUrl = `/api/institutes/${id}/staff`;
    const added = await call<InstituteMember>('POST', staffUrl, admin.token, { mobile: teacher.mobile });
    expect([added.status, added.body.data]).toEqual([
      201,
      expect.objectContaining({ user_id: teacher.userId, first_name: 'Ravi', last_name: 'Kumar', role: 'teacher' }),
    ]);
    expect((await call('POST', staffUrl, admin.token, { mobile: teacher.mobile })).body.error?.code).toBe('ALREADY_MEMBER');
    const nobody = await call('POST', staffUrl, admin.token, { mobile: '6000000001' });
    expect([nobody.status, nobody.body.error?.code, nobody.body.error?.details?.[0]?.path]).toEqual([404, 'ACCOUNT_NOT_FOUND', 'body.mobile']);
    expect((await call('POST', staffUrl, admin.token, { email: 'nobody@example.in' })).body.error?.details?.[0]?.path).toBe('body.email');
    expect((await call('POST', staffUrl, admin.token, { email: 'a@example.in', mobile: teacher.mobile })).status).toBe(400);
    // A teacher sees the staff and the institute, but may not change the staff.
    expect((await call<Institute[]>('GET', '/api/institutes', teacher.token)).body.data).toEqual([expect.objectContaining({ id, role: 'teacher' })]);
    expect((await call<InstituteMember[]>('GET', staffUrl, teacher.token)).body.data.map((m) => [m.first_name, m.role])).toEqual([
      ['Anita', 'admin'],
      ['Ravi', 'teacher'],
    ]);
    const other = await k.account('Om Sen');
    expect((await call('POST', staffUrl, teacher.token, { mobile: other.mobile })).body.error?.code).toBe('NOT_INSTITUTE_ADMIN');
    expect((await call('DELETE', `${staffUrl}/${admin.userId}`, teacher.token)).status).toBe(403);
    // A child's token is not a staff token.
    const kid = await k.student('Kiran Rao');
    expect((await call('GET', '/api/institutes', kid.token)).status).toBe(403);

    // The last admin cannot leave; with a second admin, the first can.
    const last = await call('DELETE', `${staffUrl}/${admin.userId}`, admin.token);
    expect([last.status, last.body.error?.code]).toEqual([409, 'LAST_ADMIN']);
    await k.addStaff(admin.token, id, other.mobile, 'admin');
    expect((await call('DELETE', `${staffUrl}/${admin.userId}`, admin.token)).status).toBe(204);
    expect((await call('GET', '/api/institutes', admin.token)).body.data).toEqual([]);
    expect((await call('DELETE', `${staffUrl}/${admin.userId}`, other.token)).body.error?.code).toBe('MEMBER_NOT_FOUND');
  });

  it('creates classes for the right teacher on a known exam, lists them to their teacher and every admin, with the roster to staff', async () => {
    const admin = await k.account('Meera Iyer');
    const teacher = await k.account('Sunil Joshi');
    const outsider = await k.account('Tara Nair');
    const id = await k.institute(admin.token);
    await k.addStaff(admin.token, id, teacher.mobile);
    const url = `/api/institutes/${id}/classes`;
    const body = { name: 'Class 10 · Mathematics', grade: 10, section: 'B', subject: 'Mathematics', exam_code: 'cbse-class-10' };

    const unknown = await call('POST', url, admin.token, { ...body, exam_code: 'no-such-exam' });
    expect([unknown.status, unknown.body.error?.code, unknown.body.error?.details?.[0]?.path]).toEqual([400, 'UNKNOWN_EXAM', 'body.exam_code']);
    const notMember = await call('POST', url, admin.token, { ...body, teacher_user_id: outsider.userId });
    expect([notMember.body.error?.code, notMember.body.error?.details?.[0]?.path]).toEqual(['TEACHER_NOT_MEMBER', 'body.teacher_user_id']);
    expect((await call('POST', url, teacher.token, { ...body, teacher_user_id: admin.userId })).body.error?.code).toBe('NOT_INSTITUTE_ADMIN');

    const forTeacher = await call<ClassSummary>('POST', url, admin.token, { ...body, teacher_user_id: teacher.userId });
    expect(forTeacher.status).toBe(201);
    expect(forTeacher.body.data).toMatchObject({
      institute_id: id,
      institute_name: 'Sunrise Public School',
      name: 'Class 10 · Mathematics',
      grade: 10,
      section: 'B',
      exam_code: 'cbse-class-10',
      teacher: { user_id: teacher.userId, first_name: 'Sunil', last_name: 'Joshi' },
      student_count: 0,
    });
    expect(forTeacher.body.data.join_code).toMatch(/^[0-9ABCDEFGHJKMNPQRSTVWXYZ]{7}$/);
    const own = await k.klass(teacher.token, id, { name: 'Class 9 · Science', grade: 9 });
    const adminsOwn = await k.klass(admin.token, id, { name: 'Class 8' });

    const names = async (token: string) => (await call<ClassSummary[]>('GET', '/api/classes', token)).body.data.map((c) => c.name);
    expect(await names(teacher.token)).toEqual(['Class 10 · Mathematics', 'Class 9 · Science']);
    expect(await names(admin.token)).toEqual(['Class 10 · Mathematics', 'Class 9 · Science', 'Class 8']);
    expect(await names(outsider.token)).toEqual([]);

    const kid = await k.student('Isha Gupta');
    await k.join(kid.token, own.join_code);
    for (const token of [teacher.token, admin.token]) {
      const detail = await call<ClassDetail>('GET', `/api/classes/${own.id}`, token);
      expect(detail.body.data).toMatchObject({ id: own.id, student_count: 1, roster: [{ profile_id: kid.profileId, first_name: 'Isha' }] });
    }
    // The teacher does not see the admin's own class; a teacher removed from the staff loses theirs.
    expect((await call('GET', `/api/classes/${adminsOwn.id}`, teacher.token)).body.error?.code).toBe('CLASS_NOT_FOUND');
    expect((await call('DELETE', `/api/institutes/${id}/staff/${teacher.userId}`, admin.token)).status).toBe(204);
    expect((await call('GET', `/api/classes/${own.id}`, teacher.token)).status).toBe(404);
    expect(await names(teacher.token)).toEqual([]);
  });

  it('joins by a code typed loosely, once; a new code stops the old one; the student or the family sees and leaves the class', async () => {
    const teacher = await k.account('Ravi Kumar');
    const id = await k.institute(teacher.token, 'Bright Coaching');
    const cls = await k.klass(teacher.token, id, { name: 'JEE Batch A', grade: undefined, section: undefined });
    const kid = await k.student('Aarav Shah');
    // Lower case, a dash, O for 0 and L for 1 where the code has them.
    const code = cls.join_code;
    const typed = `${code.slice(0, 3).toLowerCase()}-${code.slice(3).replace(/0/g, 'o').replace(/1/g, 'l')} `;
    const joined = await call<StudentClass>('POST', '/api/classes/join', kid.token, { code: typed });
    expect(joined.status).toBe(201);
    expect(joined.body.data).toMatchObject({ id: cls.id, name: 'JEE Batch A', institute_name: 'Bright Coaching', teacher_first_name: 'Ravi', grade: null });
    expect((await call('POST', '/api/classes/join', kid.token, { code })).body.error?.code).toBe('ALREADY_IN_CLASS');
    for (const bad of ['ZZZZZZZ', 'abc', 'UUUUUUU']) {
      const refused = await call('POST', '/api/classes/join', kid.token, { code: bad });
      expect([refused.status, refused.body.error?.code, refused.body.error?.details?.[0]?.path]).toEqual([404, 'CLASS_NOT_FOUND', 'body.code']);
    }
    // Joining is the student's own act: the family's account token may not.
    expect((await call('POST', '/api/classes/join', kid.parentToken, { code })).status).toBe(403);
    // The family hears of it in the profile's notices.
    await vi.waitFor(async () => expect((await k.inApp(kid.token)).payload.content.map((n) => n.type)).toContain('class_joined'));
    expect((await k.inApp(kid.token)).payload.content.find((n) => n.type === 'class_joined')).toMatchObject({
      title: 'Joined a class',
      body: 'Aarav joined JEE Batch A at Bright Coaching.',
      link: '/user-home/assignment',
    });

    const renewed = await call<{ join_code: string }>('POST', `/api/classes/${cls.id}/join-code`, teacher.token);
    expect(renewed.body.data.join_code).not.toBe(code);
    const late = await k.student('Bela Rao');
    expect((await call('POST', '/api/classes/join', late.token, { code })).body.error?.code).toBe('CLASS_NOT_FOUND');
    await k.join(late.token, renewed.body.data.join_code);

    const mine = (token: string, child?: string) => call<StudentClass[]>('GET', `/api/student/classes${child ? `?child_id=${child}` : ''}`, token);
    expect((await mine(kid.token)).body.data.map((c) => c.id)).toEqual([cls.id]);
    expect((await mine(kid.parentToken, kid.profileId)).body.data.map((c) => c.id)).toEqual([cls.id]);
    expect((await mine(kid.parentToken)).body.error?.code).toBe('CHILD_ID_REQUIRED');
    expect((await mine(late.parentToken, kid.profileId)).body.error?.code).toBe('PROFILE_NOT_FOUND');
    expect((await mine(kid.token, late.profileId)).status).toBe(404);

    // The parent takes the child out; the teacher takes the other student out.
    expect((await call('DELETE', `/api/student/classes/${cls.id}?child_id=${kid.profileId}`, late.parentToken)).status).toBe(404);
    expect((await call('DELETE', `/api/student/classes/${cls.id}?child_id=${kid.profileId}`, kid.parentToken)).status).toBe(204);
    expect((await call('DELETE', `/api/student/classes/${cls.id}`, kid.token)).body.error?.code).toBe('CLASS_NOT_FOUND');
    expect((await mine(kid.token)).body.data).toEqual([]);
    expect((await call('DELETE', `/api/classes/${cls.id}/students/${late.profileId}`, teacher.token)).status).toBe(204);
    expect((await call('DELETE', `/api/classes/${cls.id}/students/${late.profileId}`, teacher.token)).body.error?.code).toBe('STUDENT_NOT_FOUND');
    expect((await call<ClassDetail>('GET', `/api/classes/${cls.id}`, teacher.token)).body.data.roster).toEqual([]);
  });

  it('gives an account 20 join attempts an hour, then 429 (codes cannot be searched one by one), whichever of its profiles tries', async () => {
    const kid = await k.student('Guess Worker');
    const tries = await Promise.all(
      Array.from({ length: JOIN_ATTEMPTS_PER_HOUR }, (_, i) => call('POST', '/api/classes/join', kid.token, { code: `Q${String(i).padStart(6, '0')}` })),
    );
    expect(new Set(tries.map((r) => r.status))).toEqual(new Set([404]));
    const next = await call('POST', '/api/classes/join', kid.token, { code: 'QQQQQQQ' });
    expect([next.status, next.body.error?.code]).toEqual([429, 'RATE_LIMITED']);
    // Another student's account is counted on its own.
    const other = await k.student('Honest Joiner');
    expect((await call('POST', '/api/classes/join', other.token, { code: 'QQQQQQQ' })).status).toBe(404);
  });

  it('lists every schools call in the OpenAPI document under the schools tag, with a summary and its answers', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { tags?: string[]; summary?: string; responses?: Record<string, unknown> }>>;
    }>();
    const ops = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, op]) => op.tags?.includes('schools'))
        .map(([method, op]) => ({ call: `${method.toUpperCase()} ${path}`, op })),
    );
    expect(ops.map((o) => o.call).sort()).toEqual(
      [
        'DELETE /api/assignments/{assignmentId}',
        'DELETE /api/classes/{classId}/students/{profileId}',
        'DELETE /api/institutes/{instituteId}/staff/{userId}',
        'DELETE /api/live-classes/{liveClassId}',
        'DELETE /api/student/classes/{classId}',
        'GET /api/assignments/{assignmentId}/report',
        'GET /api/classes',
        'GET /api/classes/{classId}',
        'GET /api/classes/{classId}/assignments',
        'GET /api/classes/{classId}/live-classes',
        'GET /api/classes/{classId}/mastery',
        'GET /api/classes/{classId}/tests',
        'GET /api/institutes',
        'GET /api/institutes/{instituteId}/staff',
        'GET /api/live-classes',
        'GET /api/live-classes/{liveClassId}/join',
        'GET /api/live-classes/{liveClassId}/questions',
        'GET /api/live-classes/{liveClassId}/performance',
        'GET /api/live-classes/{liveClassId}/events',
        'PUT /api/live-classes/{liveClassId}/recording',
        'POST /api/live-classes/{liveClassId}/questions',
        'POST /api/live-classes/{liveClassId}/questions/{questionId}/answer',
        'GET /api/student/classes',
        'GET /api/user-home/assignments',
        'GET /api/user-home/assignments/{assignmentId}',
        'POST /api/classes/join',
        'POST /api/classes/{classId}/assignments',
        'POST /api/classes/{classId}/join-code',
        'POST /api/classes/{classId}/live-classes',
        'POST /api/classes/{classId}/tests',
        'POST /api/institutes',
        'POST /api/institutes/{instituteId}/classes',
        'POST /api/institutes/{instituteId}/staff',
        'POST /api/user-home/assignments/{assignmentId}/done',
      ].sort(),
    );
    for (const { call: name, op } of ops) {
      expect(op.summary, name).toBeTruthy();
      expect(Object.keys(op.responses ?? {}), name).toEqual(expect.arrayContaining(['401', '404']));
    }
  });

  it('answers 404 to a teacher of another institute, a teacher of another class, a student of another class and a parent of another family', async () => {
    const w = await k.school();
    const far = await k.otherSchool();
    const [a] = w.students;
    const stranger = await k.student('Esha Paul');
    const c = w.cls.id;
    const staffCalls: [string, string, unknown?][] = [
      ['GET', `/api/classes/${c}`],
      ['POST', `/api/classes/${c}/join-code`],
      ['DELETE', `/api/classes/${c}/students/${a!.profileId}`],
    ];
    for (const token of [far.teacher.token, w.otherTeacher.token, w.otherStudent.parentToken, stranger.parentToken]) {
      for (const [method, url, body] of staffCalls) {
        const res = await call(method as 'GET', url, token, body);
        expect([res.status, res.body.error?.code], `${method} ${url}`).toEqual([404, 'CLASS_NOT_FOUND']);
      }
      expect((await call<ClassSummary[]>('GET', '/api/classes', token)).body.data.map((x) => x.id)).not.toContain(c);
    }
    // Institute calls: another institute's teacher and parents are not members.
    for (const token of [far.teacher.token, w.otherStudent.parentToken, stranger.parentToken]) {
      for (const [method, url, body] of [
        ['GET', `/api/institutes/${w.instituteId}/staff`],
        ['POST', `/api/institutes/${w.instituteId}/staff`, { mobile: w.teacher.mobile }],
        ['DELETE', `/api/institutes/${w.instituteId}/staff/${w.teacher.userId}`],
        ['POST', `/api/institutes/${w.instituteId}/classes`, { name: 'X', exam_code: 'cbse-class-10' }],
      ] as [string, string, unknown?][]) {
        const res = await call(method as 'GET', url, token, body);
        expect([res.status, res.body.error?.code], `${method} ${url}`).toEqual([404, 'INSTITUTE_NOT_FOUND']);
      }
    }
    // A student of another class cannot leave (or learn of) this one; a parent of another family cannot read a child's classes.
    expect((await call('DELETE', `/api/student/classes/${c}`, w.otherStudent.token)).body.error?.code).toBe('CLASS_NOT_FOUND');
    expect((await call('GET', `/api/student/classes?child_id=${a!.profileId}`, stranger.parentToken)).body.error?.code).toBe('PROFILE_NOT_FOUND');
    expect((await call('DELETE', `/api/student/classes/${c}?child_id=${a!.profileId}`, stranger.parentToken)).body.error?.code).toBe('PROFILE_NOT_FOUND');
    // Nothing changed for the class.
    expect((await call<ClassDetail>('GET', `/api/classes/${c}`, w.teacher.token)).body.data.student_count).toBe(3);
  });
});
