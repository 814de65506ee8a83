import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AssignmentStudentRow, ClassMastery, StudentAssignment, TeacherAssignment } from '@abhyas/contracts';
import { addDays, indiaDate } from '@abhyas/domain';
import { practiceSessions, testSessions } from '../../db/schema/index.ts';
import { BACKENDS, buildTestApp, type TestApp } from '../../test/harness.ts';
import { samplePack, sampleMap } from '../../test/fixtures/sample-pack.ts';
import { importLearningMap } from '../content/importers/learning-map-import.ts';
import { importPacks } from '../content/importers/pack-import.ts';
import { schoolsKit } from './schools.fixture.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
type Report = { assignment: TeacherAssignment; students: AssignmentStudentRow[] };

describe.each(BACKENDS)('school assignments on %s (issue 23 §2; decision 041)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend, { RATE_LIMIT_AUTH_PER_15_MIN: '100000' });
    await importLearningMap(t.services.database.db, 'map.json', sampleMap());
    await importPacks(t.services.database.db, [{ file: 'pack.json', json: samplePack() }]);
  });
  afterAll(async () => t?.close());
  const k = schoolsKit(() => t);
  const { call } = k;
  const dates = (startIn = -HOUR, dueIn = 3 * DAY) => ({ starts_at: t.clock.now + startIn, due_at: t.clock.now + dueIn });
  const assign = async (token: string, classId: string, body: Record<string, unknown>) => {
    const made = await call<TeacherAssignment>('POST', `/api/classes/${classId}/assignments`, token, { ...dates(), ...body });
    if (made.status !== 201) throw new Error(JSON.stringify(made.body));
    return made.body.data;
  };
  const report = async (token: string, id: string) => (await call<Report>('GET', `/api/assignments/${id}/report`, token)).body.data;
  const rowOf = (r: Report, profileId: string) => r.students.find((s) => s.profile_id === profileId)!;

  it('sets work of each kind, named after its target by default, and refuses bad dates and unknown targets by field', async () => {
    const w = await k.school();
    const url = `/api/classes/${w.cls.id}/assignments`;
    const practice = await call<TeacherAssignment>('POST', url, w.teacher.token, {
      ...dates(),
      target: { kind: 'practice', chapter_code: 'ncert-10-mathematics-ch01' },
    });
    expect(practice.status).toBe(201);
    expect(practice.body.data).toMatchObject({
      class_id: w.cls.id,
      title: 'Real Numbers',
      instructions: null,
      locked_until_start: false,
      student_count: 3,
      completed_count: 0,
    });
    const titled = await assign(w.admin.token, w.cls.id, {
      title: 'Weekly quiz',
      instructions: 'No calculators.',
      target: { kind: 'test', test_code: 'test-mock-1' },
    });
    expect([titled.title, titled.instructions]).toEqual(['Weekly quiz', 'No calculators.']);
    expect((await assign(w.teacher.token, w.cls.id, { target: { kind: 'video', video_id: 'test-video-yt' } })).title).toBe('Prime factorisation explained');
    const book = await assign(w.teacher.token, w.cls.id, {
      target: { kind: 'book', book_id: 'test-book-ncert-10-math', chapter_code: 'ncert-10-mathematics-ch01' },
    });
    expect(book.title).toBe('Mathematics: Textbook for Class X');

    const refused = async (body: Record<string, unknown>) => {
      const res = await call('POST', url, w.teacher.token, { ...dates(), target: { kind: 'practice', chapter_code: 'ncert-10-mathematics-ch01' }, ...body });
      return [res.status, res.body.error?.code, res.body.error?.details?.[0]?.path];
    };
    expect(await refused(dates(DAY, DAY))).toEqual([400, 'DUE_BEFORE_START', 'body.due_at']);
    expect(await refused(dates(0, 181 * DAY))).toEqual([400, 'SPAN_TOO_LONG', 'body.due_at']);
    expect(await refused(dates(-2 * DAY, -HOUR))).toEqual([400, 'DUE_IN_PAST', 'body.due_at']);
    expect(await refused({ target: { kind: 'practice', chapter_code: 'ncert-12-physics-ch01' } })).toEqual([400, 'UNKNOWN_TARGET', 'body.target.chapter_code']);
    expect(await refused({ target: { kind: 'test', test_code: 'no-test' } })).toEqual([400, 'UNKNOWN_TARGET', 'body.target.test_code']);
    expect(await refused({ target: { kind: 'video', video_id: 'no-video' } })).toEqual([400, 'UNKNOWN_TARGET', 'body.target.video_id']);
    expect(await refused({ target: { kind: 'book', book_id: 'no-book' } })).toEqual([400, 'UNKNOWN_TARGET', 'body.target.book_id']);
    expect(await refused({ target: { kind: 'quiz' } })).toEqual([400, 'VALIDATION_FAILED', expect.stringContaining('body.target')]);

    const listed = await call<TeacherAssignment[]>('GET', url, w.teacher.token);
    expect(listed.body.data.map((a) => a.title)).toEqual(['Mathematics: Textbook for Class X', 'Prime factorisation explained', 'Weekly quiz', 'Real Numbers']);
    expect((await call('DELETE', `/api/assignments/${book.id}`, w.teacher.token)).status).toBe(204);
    expect((await call('DELETE', `/api/assignments/${book.id}`, w.teacher.token)).body.error?.code).toBe('ASSIGNMENT_NOT_FOUND');
    expect((await call<TeacherAssignment[]>('GET', url, w.admin.token)).body.data).toHaveLength(3);
  });

  it('shows the student tiles newest first with state, due text, progress and a link carrying the ids; locked until the start; the family reads them too', async () => {
    const w = await k.school();
    const [a] = w.students;
    const now = t.clock.now;
    const practice = await assign(w.teacher.token, w.cls.id, { target: { kind: 'practice', chapter_code: 'ncert-10-mathematics-ch01' }, ...dates(-HOUR, DAY) });
    const book = await assign(w.teacher.token, w.cls.id, {
      target: { kind: 'book', book_id: 'test-book-ncert-10-math' },
      ...dates(2 * HOUR, 10 * DAY),
      locked_until_start: true,
    });
    const tiles = await call<StudentAssignment[]>('GET', '/api/user-home/assignments', a!.token);
    expect(tiles.body.data.map((x) => x.id)).toEqual([book.id, practice.id]);
    const [bookTile, practiceTile] = tiles.body.data;
    const ids = `homework_id=${practice.id}&school_id=${w.instituteId}&class_id=${w.cls.id}`;
    expect(practiceTile).toMatchObject({
      class_name: 'Class 10 · Mathematics',
      title: 'Real Numbers',
      state: 'due',
      due_text: indiaDate(now + DAY) === addDays(indiaDate(now), 1) ? { kind: 'due_tomorrow' } : expect.any(Object),
      status: 'not_started',
      progress: 0,
      is_locked: false,
      link: `/practice?mode=Normal&lm_code=ncert-10-mathematics-ch01&lm_level=chapter&lm_name=Real+Numbers&title=Real+Numbers&exam_code=cbse-class-10&${ids}`,
    });
    expect(bookTile).toMatchObject({
      state: 'locked',
      is_locked: true,
      due_text: { kind: 'date', date: indiaDate(now + 10 * DAY) },
      link: `/booktoc?book_id=test-book-ncert-10-math&homework_id=${book.id}&school_id=${w.instituteId}&class_id=${w.cls.id}`,
    });
    // Only a book is marked done by hand, and not before it opens.
    const early = await call('POST', `/api/user-home/assignments/${book.id}/done`, a!.token);
    expect([early.status, early.body.error?.code, early.body.error?.details?.[0]?.reason]).toEqual([423, 'ASSIGNMENT_LOCKED', 'not_open_yet']);
    expect((await call('POST', `/api/user-home/assignments/${practice.id}/done`, a!.token)).body.error?.code).toBe('NOT_SELF_REPORTED');
    expect((await call('POST', `/api/user-home/assignments/${book.id}/done`, a!.parentToken)).status).toBe(403);
    t.clock.now = now + 3 * HOUR;
    try {
      const done = await call<StudentAssignment>('POST', `/api/user-home/assignments/${book.id}/done`, a!.token);
      expect(done.body.data).toMatchObject({
        state: 'completed',
        status: 'completed',
        progress: 100,
        due_text: { kind: 'completed' },
        completed_at: now + 3 * HOUR,
      });
      expect(rowOf(await report(w.teacher.token, book.id), a!.profileId)).toMatchObject({ status: 'completed', late: false });
    } finally {
      t.clock.now = now;
    }
    // The family reads the same tiles with child_id; another family cannot.
    const family = await call<StudentAssignment[]>('GET', `/api/user-home/assignments?child_id=${a!.profileId}`, a!.parentToken);
    expect(family.body.data.map((x) => x.id)).toEqual([book.id, practice.id]);
    expect((await call<StudentAssignment>('GET', `/api/user-home/assignments/${practice.id}?child_id=${a!.profileId}`, a!.parentToken)).body.data.id).toBe(
      practice.id,
    );
    expect((await call('GET', `/api/user-home/assignments?child_id=${a!.profileId}`, w.otherStudent.parentToken)).body.error?.code).toBe('PROFILE_NOT_FOUND');
    expect((await call('GET', `/api/user-home/assignments/${practice.id}`, w.otherStudent.token)).body.error?.code).toBe('ASSIGNMENT_NOT_FOUND');
    expect((await call<StudentAssignment[]>('GET', '/api/user-home/assignments', w.otherStudent.token)).body.data).toEqual([]);
  });

  it('counts only work carrying the assignment’s id, and refuses an id that is not the profile’s open assignment of that work', async () => {
    const w = await k.school();
    const [a, b, c] = w.students;
    const practice = await assign(w.teacher.token, w.cls.id, { target: { kind: 'practice', chapter_code: 'ncert-10-mathematics-ch01' } });
    const test = await assign(w.teacher.token, w.cls.id, { target: { kind: 'test', test_code: 'test-mock-1' } });
    const video = await assign(w.teacher.token, w.cls.id, { target: { kind: 'video', video_id: 'test-video-yt' } });
    const locked = await assign(w.teacher.token, w.cls.id, {
      target: { kind: 'test', test_code: 'test-mock-1' },
      ...dates(DAY, 3 * DAY),
      locked_until_start: true,
    });
    const elsewhere = await assign(w.otherTeacher.token, w.otherClass.id, { target: { kind: 'practice', chapter_code: 'ncert-10-mathematics-ch01' } });

    // Practice: the same chapter without the id does not count; with it, 2 of the chapter's 3 questions, then all 3.
    await k.practise(a!.token, { 'test-math-q1': true, 'test-math-q2': true, 'test-math-q3': true });
    expect(rowOf(await report(w.teacher.token, practice.id), a!.profileId).status).toBe('not_started');
    const created = await k.practise(a!.token, { 'test-math-q1': false, 'test-math-q2': true }, practice.id, { school_id: 'forged', class_id: 'forged' });
    expect(created.status).toBe(200);
    const sessionId = (created.body as unknown as { session_id: string }).session_id;
    const [stored] = await t.services.database.db.select().from(practiceSessions).where(eq(practiceSessions.id, sessionId));
    expect([stored!.homeworkId, stored!.schoolId, stored!.classId]).toEqual([practice.id, w.instituteId, w.cls.id]);
    expect(rowOf(await report(w.teacher.token, practice.id), a!.profileId)).toMatchObject({ status: 'in_progress', score: 1, accuracy: 0.5 });
    expect((await call<StudentAssignment>('GET', `/api/user-home/assignments/${practice.id}`, a!.token)).body.data).toMatchObject({
      status: 'in_progress',
      progress: 67,
      state: 'due',
    });
    await k.practise(a!.token, { 'test-math-q3': true }, practice.id);
    const practised = rowOf(await report(w.teacher.token, practice.id), a!.profileId);
    expect(practised).toMatchObject({ status: 'completed', late: false, score: 2, max_score: 3 });
    expect(practised.completed_at).toEqual(expect.any(Number));

    // Refused: another class's assignment, a student of another class, the wrong work, a locked one, a malformed id.
    const refusal = async (res: Promise<{ status: number; body: { error?: { code: string; details?: { path: string }[] } } }>) => {
      const r = await res;
      return [r.status, r.body.error?.code, r.body.error?.details?.[0]?.path];
    };
    const notYours = [400, 'HOMEWORK_NOT_YOURS', 'body.homework_id'];
    expect(await refusal(k.practise(b!.token, {}, elsewhere.id))).toEqual(notYours);
    expect(await refusal(k.practise(w.otherStudent.token, {}, practice.id))).toEqual(notYours);
    expect(await refusal(k.practise(b!.token, {}, test.id))).toEqual(notYours);
    expect(await refusal(k.practise(b!.token, {}, 'not-an-id'))).toEqual(notYours);
    const start = (token: string, homeworkId?: string) =>
      call<{ id: string }>('POST', '/api/v1/test/test-mock-1/session', token, homeworkId ? { homework_id: homeworkId, schoolId: 'x', classId: 'y' } : {});
    expect(await refusal(start(b!.token, locked.id))).toEqual(notYours);
    expect(await refusal(start(b!.token, practice.id))).toEqual(notYours);
    expect(await refusal(start(w.otherStudent.token, test.id))).toEqual(notYours);

    // Test: B's attempt from the assignment counts once submitted; C's attempt without the id does not.
    let eorder = 0;
    const ev = (event_type: string, question_code: string | null, tS: number, selected?: unknown) => ({
      eorder: ++eorder,
      event_type,
      question_code,
      section: 'section-a',
      t: tS,
      ...(selected === undefined ? {} : { event_info: { selected_answer: selected } }),
    });
    const bSession = (await start(b!.token, test.id)).body as unknown as { id: string };
    const [row] = await t.services.database.db.select().from(testSessions).where(eq(testSessions.id, bSession.id));
    expect([row!.homeworkId, row!.schoolId, row!.classId]).toEqual([test.id, w.instituteId, w.cls.id]);
    expect(rowOf(await report(w.teacher.token, test.id), b!.profileId).status).toBe('in_progress');
    await call('POST', `/api/v1/test/${bSession.id}/events`, b!.token, {
      events: [ev('save_attempt', 'test-math-q1', 5, ['B']), ev('save_attempt', 'test-math-q3', 9, '61'), ev('freeze', null, 10)],
    });
    eorder = 0;
    const cSession = (await start(c!.token)).body as unknown as { id: string };
    await call('POST', `/api/v1/test/${cSession.id}/events`, c!.token, { events: [ev('save_attempt', 'test-math-q1', 5, ['B']), ev('freeze', null, 10)] });
    await t.services.mockTests.scoringSettled();
    const tested = await report(w.teacher.token, test.id);
    expect(rowOf(tested, b!.profileId)).toMatchObject({ status: 'completed', score: 1, max_score: 3, accuracy: 0.5 });
    expect(rowOf(tested, c!.profileId).status).toBe('not_started');

    // Video: 95 % watched from the assignment completes it; a full watch without the id does not.
    const watch = (token: string, watched: number, homeworkId?: string) =>
      call('POST', '/api/content/content-status', token, {
        content_id: 'test-video-yt',
        length: 420,
        watched_duration: watched,
        ...(homeworkId ? { homework_id: homeworkId } : {}),
      });
    expect((await watch(c!.token, 400, video.id)).status).toBe(200);
    expect((await watch(a!.token, 420)).status).toBe(200);
    expect((await watch(b!.token, 189, video.id)).status).toBe(200);
    const watched = await report(w.teacher.token, video.id);
    expect(watched.students.map((s) => [s.first_name, s.status])).toEqual([
      ['Aarav', 'not_started'],
      ['Bela', 'in_progress'],
      ['Chetan', 'completed'],
    ]);
    expect((await call<StudentAssignment>('GET', `/api/user-home/assignments/${video.id}`, b!.token)).body.data.progress).toBe(50);

    const counts = (await call<TeacherAssignment[]>('GET', `/api/classes/${w.cls.id}/assignments`, w.teacher.token)).body.data;
    expect(Object.fromEntries(counts.map((x) => [x.id, [x.student_count, x.completed_count]]))).toEqual({
      [practice.id]: [3, 1],
      [test.id]: [3, 1],
      [video.id]: [3, 1],
      [locked.id]: [3, 0],
    });
  });

  it('builds a test for the class that only its students take, assigns it, and counts an attempt from the assignment (issue 23 §2)', async () => {
    const w = await k.school();
    const [a] = w.students;
    const body = {
      name: 'Unit test: Real Numbers',
      subjects: [{ code: 'mathematics', chapters: ['ncert-10-mathematics-ch01'] }],
      question_count: 5,
      duration_s: 900,
    };
    const made = await call<{ code: string; name: string; question_count: number; max_marks: number; duration: number }>(
      'POST',
      `/api/classes/${w.cls.id}/tests`,
      w.teacher.token,
      body,
    );
    expect(made.status).toBe(201);
    // The chapter's 3 questions, with CBSE class 10 marking (+1 each).
    expect(made.body.data).toMatchObject({ name: 'Unit test: Real Numbers', question_count: 3, max_marks: 3, duration: 900 });
    const code = made.body.data.code;
    expect((await call<{ code: string; question_count: number }[]>('GET', `/api/classes/${w.cls.id}/tests`, w.admin.token)).body.data).toEqual([
      { code, name: 'Unit test: Real Numbers', duration: 900, question_count: 3, created_at: expect.any(Number) },
    ]);

    // Staff of another class or institute cannot build, list or assign it; bad bodies are refused by field.
    const other = await k.otherSchool();
    expect((await call('POST', `/api/classes/${w.cls.id}/tests`, w.otherTeacher.token, body)).body.error?.code).toBe('CLASS_NOT_FOUND');
    expect((await call('GET', `/api/classes/${w.cls.id}/tests`, other.teacher.token)).body.error?.code).toBe('CLASS_NOT_FOUND');
    expect((await call('POST', `/api/classes/${w.cls.id}/tests`, a!.token, body)).status).toBe(403);
    const bad = await call('POST', `/api/classes/${w.cls.id}/tests`, w.teacher.token, {
      ...body,
      subjects: [{ code: 'mathematics', chapters: ['no-such-chapter'] }],
    });
    expect([bad.status, bad.body.error?.code, bad.body.error?.details?.[0]?.path]).toEqual([400, 'UNKNOWN_CHAPTER', 'subjects[0].chapters[0]']);
    expect((await call('POST', `/api/classes/${w.cls.id}/tests`, w.teacher.token, { ...body, question_count: 2 })).status).toBe(400);
    const elsewhere = await call('POST', `/api/classes/${w.otherClass.id}/assignments`, w.otherTeacher.token, {
      ...dates(),
      target: { kind: 'test', test_code: code },
    });
    expect([elsewhere.status, elsewhere.body.error?.details?.[0]?.path]).toEqual([400, 'body.target.test_code']);

    // Not in the bank's lists; the class's students open it, nobody else does.
    const listed = (await call<never>('GET', '/api/content/mocktests?exam=cbse-class-10', a!.token)).body as unknown as { tests: { code: string }[] };
    expect(listed.tests.length).toBeGreaterThan(0);
    expect(listed.tests.map((x) => x.code)).not.toContain(code);
    expect((await call('GET', `/api/v1/test/${code}/questions`, w.otherStudent.token)).body.error?.code).toBe('UNKNOWN_TEST');
    expect((await call('POST', `/api/v1/test/${code}/session`, w.otherStudent.token, {})).body.error?.code).toBe('UNKNOWN_TEST');
    const paper = (await call<never>('GET', `/api/v1/test/${code}/questions`, a!.token)).body as unknown as { sections: { questions: { code: string }[] }[] };
    expect(paper.sections[0]!.questions.map((q) => q.code).sort()).toEqual(['test-math-q1', 'test-math-q2', 'test-math-q3']);

    // Assigned, taken from the assignment and scored: the report counts it.
    const set = await assign(w.teacher.token, w.cls.id, { target: { kind: 'test', test_code: code } });
    expect(set.title).toBe('Unit test: Real Numbers');
    const session = await call<{ id: string }>('POST', `/api/v1/test/${code}/session`, a!.token, { homework_id: set.id });
    expect(session.status).toBe(200);
    const sessionId = (session.body as unknown as { id: string }).id;
    const ev = (eorder: number, event_type: string, question_code: string | null, selected?: unknown) => ({
      eorder,
      event_type,
      question_code,
      section: 'mathematics',
      t: eorder,
      ...(selected === undefined ? {} : { event_info: { selected_answer: selected } }),
    });
    const sent = await call('POST', `/api/v1/test/${sessionId}/events`, a!.token, {
      events: [ev(1, 'save_attempt', 'test-math-q1', ['B']), ev(2, 'save_attempt', 'test-math-q3', '60'), ev(3, 'freeze', null)],
    });
    expect(sent.status).toBe(200);
    await t.services.mockTests.scoringSettled();
    expect(rowOf(await report(w.teacher.token, set.id), a!.profileId)).toMatchObject({ status: 'completed', score: 2, max_score: 3 });

    // A student who leaves the class no longer opens it.
    expect((await call('DELETE', `/api/classes/${w.cls.id}/students/${w.students[1]!.profileId}`, w.teacher.token)).status).toBe(204);
    expect((await call('GET', `/api/v1/test/${code}/questions`, w.students[1]!.token)).body.error?.code).toBe('UNKNOWN_TEST');
  });

  it('tells the class of new work (a locked one at its start) and, the day before it is due, those who have not done it, once', async () => {
    const w = await k.school();
    const [a, b, c] = w.students;
    const now = t.clock.now;
    const titles = async (token: string, type: string) =>
      (await k.inApp(token)).payload.content.filter((n) => n.type === type).map((n) => [n.title, n.body, n.link]);
    const open = await assign(w.teacher.token, w.cls.id, {
      title: 'Chapter 1 practice',
      target: { kind: 'practice', chapter_code: 'ncert-10-mathematics-ch01' },
    });
    await vi.waitFor(async () =>
      expect(await titles(c!.token, 'assignment_set')).toEqual([
        ['New assignment', 'Class 10 · Mathematics has a new assignment: Chapter 1 practice.', `/user-home/assignment/${open.id}`],
      ]),
    );
    expect(await titles(w.otherStudent.token, 'assignment_set')).toEqual([]);

    const today = indiaDate(now);
    const dueAt = Date.parse(`${addDays(today, 2)}T12:00:00+05:30`);
    const locked = await assign(w.teacher.token, w.cls.id, {
      title: 'Read chapter 1',
      target: { kind: 'book', book_id: 'test-book-ncert-10-math' },
      starts_at: Date.parse(`${addDays(today, 1)}T09:00:00+05:30`),
      due_at: dueAt,
      locked_until_start: true,
    });
    try {
      t.clock.now = Date.parse(`${addDays(today, 1)}T08:00:00+05:30`);
      await t.services.notificationJobs.sweep();
      await new Promise((r) => setTimeout(r, 200));
      expect((await titles(a!.token, 'assignment_set')).map((x) => x[2])).toEqual([`/user-home/assignment/${open.id}`]);

      t.clock.now = Date.parse(`${addDays(today, 1)}T09:05:00+05:30`);
      await t.services.notificationJobs.sweep();
      await vi.waitFor(async () => expect(await titles(a!.token, 'assignment_set')).toHaveLength(2));
      // A does the reading; the day before the due day, from 17:00, B and C are reminded, once.
      expect((await call('POST', `/api/user-home/assignments/${locked.id}/done`, a!.token)).status).toBe(200);
      t.clock.now = Date.parse(`${addDays(today, 1)}T16:30:00+05:30`);
      await t.services.notificationJobs.sweep();
      await new Promise((r) => setTimeout(r, 200));
      expect(await titles(b!.token, 'assignment_due')).toEqual([]);
      t.clock.now = Date.parse(`${addDays(today, 1)}T17:10:00+05:30`);
      await t.services.notificationJobs.sweep();
      await t.services.notificationJobs.sweep();
      await vi.waitFor(async () =>
        expect(await titles(b!.token, 'assignment_due')).toEqual([
          ['Assignment due tomorrow', 'Read chapter 1 (Class 10 · Mathematics) is due tomorrow. Finish it today.', `/user-home/assignment/${locked.id}`],
        ]),
      );
      expect(await titles(c!.token, 'assignment_due')).toHaveLength(1);
      expect(await titles(a!.token, 'assignment_due')).toEqual([]);
      expect(await titles(w.otherStudent.token, 'assignment_due')).toEqual([]);
    } finally {
      t.clock.now = now;
    }
  });

  it('shows the class’s mastery by chapter (means over those who practised) and the questions it gets wrong most', async () => {
    const w = await k.school();
    const [a, b] = w.students;
    await k.practise(a!.token, { 'test-math-q1': false, 'test-math-q3': true });
    await k.practise(b!.token, { 'test-math-q1': false, 'test-math-q2': true });
    await k.practise(w.otherStudent.token, { 'test-math-q3': false });
    const res = await call<ClassMastery>('GET', `/api/classes/${w.cls.id}/mastery`, w.teacher.token);
    expect(res.status).toBe(200);
    expect(res.body.data.students).toBe(3);
    const chapter = res.body.data.chapters.find((c) => c.chapter_code === 'ncert-10-mathematics-ch01')!;
    expect(chapter).toMatchObject({ chapter_name: 'Real Numbers', students_practised: 2 });
    expect(chapter.mastery).toBeGreaterThan(0);
    expect(chapter.mastery).toBeLessThan(1);
    // Two wrong answers each to q1 (a second try), none to q3 in this class (the other class's miss is not counted).
    expect(res.body.data.hardest_questions).toEqual([
      { question_code: 'test-math-q1', chapter_name: 'Real Numbers', attempts: 2, wrong: 2, link: '/question/test-math-q1' },
    ]);
  });

  it('answers 404 to a teacher of another institute, a teacher of another class, a student of another class and a parent of another family', async () => {
    const w = await k.school();
    const far = await k.otherSchool();
    const stranger = await k.student('Esha Paul');
    const [a] = w.students;
    const work = await assign(w.teacher.token, w.cls.id, { target: { kind: 'book', book_id: 'test-book-ncert-10-math' } });
    const calls: [string, string, string, unknown?][] = [
      ['POST', `/api/classes/${w.cls.id}/assignments`, 'CLASS_NOT_FOUND', { ...dates(), target: { kind: 'book', book_id: 'test-book-ncert-10-math' } }],
      ['GET', `/api/classes/${w.cls.id}/assignments`, 'CLASS_NOT_FOUND'],
      ['GET', `/api/classes/${w.cls.id}/mastery`, 'CLASS_NOT_FOUND'],
      ['GET', `/api/assignments/${work.id}/report`, 'ASSIGNMENT_NOT_FOUND'],
      ['DELETE', `/api/assignments/${work.id}`, 'ASSIGNMENT_NOT_FOUND'],
    ];
    for (const token of [far.teacher.token, w.otherTeacher.token, w.otherStudent.parentToken, stranger.parentToken]) {
      for (const [method, url, code, body] of calls) {
        const res = await call(method as 'GET', url, token, body);
        expect([res.status, res.body.error?.code], `${method} ${url}`).toEqual([404, code]);
      }
    }
    for (const [method, url] of [
      ['GET', `/api/user-home/assignments/${work.id}`],
      ['POST', `/api/user-home/assignments/${work.id}/done`],
    ] as const) {
      const res = await call(method, url, w.otherStudent.token);
      expect([res.status, res.body.error?.code], `${method} ${url}`).toEqual([404, 'ASSIGNMENT_NOT_FOUND']);
      expect((await call(method, `${url}?child_id=${a!.profileId}`, stranger.parentToken)).status, `${method} ${url}`).toBe(method === 'GET' ? 404 : 403);
    }
    expect((await call<StudentAssignment[]>('GET', '/api/user-home/assignments', a!.token)).body.data.map((x) => x.id)).toEqual([work.id]);
  });
});
