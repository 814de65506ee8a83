import { get, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveClass, LivePerformance, LiveQuestion } from '@abhyas/contracts';
import { buildApp } from '../../app.ts';
import { loadEnv } from '../../env.ts';
import { BACKENDS, bearer, buildTestApp, type TestApp } from '../../test/harness.ts';
import { samplePack, sampleMap } from '../../test/fixtures/sample-pack.ts';
import { importLearningMap } from '../content/importers/learning-map-import.ts';
import { importPacks } from '../content/importers/pack-import.ts';
import { schoolsKit } from './schools.fixture.ts';

const MIN = 60_000;
const HOUR = 60 * MIN;
const ENV = { LOG_LEVEL_X: '', RATE_LIMIT_AUTH_PER_15_MIN: '100000', JWT_SECRET: 'live-questions-test-secret-of-at-least-32-characters' };

/**
 * An open events stream read over HTTP, as a browser's fetch reads it: the text so far, waiting for
 * more. node:http on a connection of its own (fetch's pool keeps a spare connection open that
 * would hold the server's close for a minute).
 */
async function eventStream(url: string, token: string) {
  const req = get(url, { headers: { ...bearer(token), 'accept-encoding': 'gzip, deflate, br' }, agent: false });
  req.on('error', () => {}); // closed by the test
  const res = await new Promise<IncomingMessage>((resolve) => req.once('response', resolve));
  let text = '';
  let ended = false;
  res.setEncoding('utf8');
  res.on('data', (chunk: string) => (text += chunk));
  res.once('close', () => (ended = true));
  /** The `questions` events' versions received so far. */
  const versions = () =>
    text
      .split('\n\n')
      .filter((block) => block.startsWith('event: questions\n'))
      .map((block) => (JSON.parse(block.split('\n')[1]!.slice('data: '.length)) as { version: string }).version);
  /** Resolves once `ok()` holds (checked every 20 ms), failing after `ms`. */
  const until = async (ok: () => boolean, what: string, ms = 5_000) => {
    const end = Date.now() + ms;
    while (!ok()) {
      if (Date.now() > end) throw new Error(`no ${what} within ${ms} ms; the stream said: ${JSON.stringify(text)}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  return { res, text: () => text, ended: () => ended, versions, until, close: () => req.destroy() };
}

describe.each(BACKENDS)('live classes’ quick questions on %s (issue 23 §3; decision 041)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend, { ...ENV, LOG_LEVEL: 'error' }, { logger: true });
    await importLearningMap(t.services.database.db, 'map.json', sampleMap());
    // A question only a scheduled test (its key not yet published) holds: sealed for everyone.
    const pack = samplePack();
    const at = (offset: number) => new Date(t.clock.now + offset).toISOString();
    const sealedQuestion = { ...pack.questions[0]!, code: 'test-sealed-q1', translations: undefined };
    const scheduled = {
      ...pack.mocktests[0]!,
      code: 'test-mock-sealed',
      name: 'Sealed weekly test',
      sections: [{ ...pack.mocktests[0]!.sections[0]!, questions: ['test-sealed-q1'] }],
      schedule: {
        visibleToStudentsAt: at(-2 * HOUR),
        studentCanStartAt: at(-HOUR),
        autoSubmitAt: at(2 * HOUR),
        answerKeyPublishAt: at(30 * 24 * HOUR),
        solutionPublishAt: at(30 * 24 * HOUR),
      },
    };
    const report = await importPacks(t.services.database.db, [
      { file: 'pack.json', json: { ...pack, questions: [...pack.questions, sealedQuestion], mocktests: [...pack.mocktests, scheduled] } },
    ]);
    expect(JSON.stringify(report)).not.toContain('"error"');
  });
  afterAll(async () => t?.close());
  const k = schoolsKit(() => t);
  const { call } = k;

  /** A live class of the class starting in 5 minutes (students may join: it opens 10 minutes before). */
  const liveClass = async (token: string, classId: string) => {
    const made = await call<LiveClass>('POST', `/api/classes/${classId}/live-classes`, token, {
      title: 'Real Numbers: quick check',
      starts_at: t.clock.now + 5 * MIN,
      duration_minutes: 60,
    });
    if (made.status !== 201) throw new Error(JSON.stringify(made.body));
    return made.body.data;
  };
  const push = (token: string, liveId: string, body: Record<string, unknown>) =>
    call<LiveQuestion>('POST', `/api/live-classes/${liveId}/questions`, token, body);
  const list = async (token: string, liveId: string, query = '') =>
    (await call<LiveQuestion[]>('GET', `/api/live-classes/${liveId}/questions${query}`, token)).body.data;
  const answer = (token: string, liveId: string, questionId: string, selected: unknown) =>
    call<{ selected_answer: unknown; correct: boolean; time_ms: number; answered_at: number }>(
      'POST',
      `/api/live-classes/${liveId}/questions/${questionId}/answer`,
      token,
      { selected_answer: selected },
    );

  it('lets only the class’s staff push a bank question, until the live class has ended, refusing unknown and sealed questions', async () => {
    const w = await k.school();
    const [a] = w.students;
    const live = await liveClass(w.teacher.token, w.cls.id);
    const now = t.clock.now;

    const unknown = await push(w.teacher.token, live.id, { question_code: 'no-such-question' });
    expect([unknown.status, unknown.body.error?.code, unknown.body.error?.details?.[0]?.path]).toEqual([400, 'UNKNOWN_QUESTION', 'body.question_code']);
    const sealed = await push(w.teacher.token, live.id, { question_code: 'test-sealed-q1' });
    expect([sealed.status, sealed.body.error?.code]).toEqual([409, 'ANSWER_KEY_SEALED']);
    expect(sealed.body.error?.message).toContain('Sealed weekly test');
    expect((await push(w.teacher.token, live.id, { question_code: 'test-math-q1', seconds: 5 })).body.error?.code).toBe('VALIDATION_FAILED');
    expect((await push(a!.token, live.id, { question_code: 'test-math-q1' })).status).toBe(403);

    const pushed = await push(w.teacher.token, live.id, { question_code: 'test-math-q1', seconds: 30 });
    expect(pushed.status).toBe(201);
    expect(pushed.body.data).toMatchObject({
      question_code: 'test-math-q1',
      pushed_at: now,
      closes_at: now + 30_000,
      open: true,
      mine: null,
      answers: 0,
      correct: 0,
      students: 3,
      answer_key: null,
      question: { code: 'test-math-q1', type: 'single_choice' },
    });
    expect(JSON.stringify(pushed.body.data.question)).not.toContain('answer');
    // Sixty seconds unless said; an admin of the institute may push too.
    const byAdmin = await push(w.admin.token, live.id, { question_code: 'test-math-q3' });
    expect([byAdmin.status, byAdmin.body.data.closes_at - byAdmin.body.data.pushed_at]).toEqual([201, 60_000]);

    try {
      // The teacher may push before the students' window opens, not once the live class has ended.
      t.clock.now = live.starts_at + 60 * MIN + 15 * MIN;
      const ended = await push(w.teacher.token, live.id, { question_code: 'test-math-q2' });
      expect([ended.status, ended.body.error?.code, ended.body.error?.details?.[0]?.reason]).toEqual([423, 'LIVE_CLASS_LOCKED', 'ended']);
    } finally {
      t.clock.now = now;
    }
  });

  it('shows a student no key and no counts while open and the key once closed; counts an answer once, closes with 2 s of grace', async () => {
    const w = await k.school();
    const [a, b, c] = w.students;
    const live = await liveClass(w.teacher.token, w.cls.id);
    const now = t.clock.now;
    try {
      const q = (await push(w.teacher.token, live.id, { question_code: 'test-math-q1', seconds: 60 })).body.data;
      const [seen] = await list(a!.token, live.id);
      expect(seen).toMatchObject({ id: q.id, open: true, mine: null, answers: null, correct: null, students: null, answer_key: null });
      expect(JSON.stringify(seen!.question)).not.toContain('answer');
      const [hindi] = await list(a!.token, live.id, '?locale=hi');
      expect(hindi!.question).toMatchObject({ language: 'hi', body: '$6$ और $20$ का म.स. है' });
      expect((await list(a!.parentToken, live.id, `?child_id=${a!.profileId}`)).map((x) => x.id)).toEqual([q.id]);

      // Two answers at once from the same student: one counts (201), the other is 409.
      t.clock.now = now + 5_000;
      const twice = await Promise.all([answer(a!.token, live.id, q.id, ['B']), answer(a!.token, live.id, q.id, ['C'])]);
      expect(twice.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(twice.find((r) => r.status === 409)!.body.error?.code).toBe('ALREADY_ANSWERED');
      const counted = twice.find((r) => r.status === 201)!.body.data;
      expect(counted).toMatchObject({ correct: counted.selected_answer?.toString() === 'B', time_ms: 5_000, answered_at: now + 5_000 });
      expect((await answer(a!.token, live.id, q.id, ['B'])).body.error?.code).toBe('ALREADY_ANSWERED');
      expect((await answer(b!.token, live.id, q.id, '2')).body.error?.code).toBe('RESPONSE_DOES_NOT_FIT');
      expect((await answer(b!.parentToken, live.id, q.id, ['B'])).status).toBe(403);
      t.clock.now = now + 12_000;
      expect((await answer(b!.token, live.id, q.id, ['A'])).body.data).toMatchObject({ selected_answer: ['A'], correct: false, time_ms: 12_000 });

      const [staffView] = await list(w.teacher.token, live.id);
      expect(staffView).toMatchObject({ open: true, mine: null, answers: 2, correct: counted.correct ? 1 : 0, students: 3, answer_key: null });
      expect((await list(b!.token, live.id))[0]!.mine).toMatchObject({ selected_answer: ['A'], correct: false });

      // Closed: 2 s of grace for the network, then 410.
      t.clock.now = q.closes_at + 2_001;
      const late = await answer(c!.token, live.id, q.id, ['B']);
      expect([late.status, late.body.error?.code]).toEqual([410, 'QUESTION_CLOSED']);
      t.clock.now = q.closes_at + 1_500;
      expect((await answer(c!.token, live.id, q.id, ['B'])).body.data).toMatchObject({ correct: true, time_ms: 61_500 });
      for (const token of [a!.token, w.teacher.token])
        expect((await list(token, live.id))[0]).toMatchObject({ open: false, answer_key: { kind: 'choice', options: ['B'] } });
      expect((await list(w.teacher.token, live.id))[0]).toMatchObject({ answers: 3 });

      // A student taking a test that holds the question: the answer is refused, the key not shown (decision 017).
      t.clock.now = now + 2 * MIN;
      const q3 = (await push(w.teacher.token, live.id, { question_code: 'test-math-q3', seconds: 30 })).body.data;
      expect((await call('POST', '/api/v1/test/test-mock-1/session', c!.token, {})).status).toBe(200);
      expect((await answer(c!.token, live.id, q3.id, '60')).body.error?.code).toBe('ANSWER_KEY_SEALED');
      expect((await answer(a!.token, live.id, q3.id, '60')).body.data).toMatchObject({ correct: true });
      t.clock.now = q3.closes_at;
      expect((await list(a!.token, live.id))[0]).toMatchObject({ id: q3.id, open: false, answer_key: { kind: 'integer' } });
      expect((await list(c!.token, live.id))[0]).toMatchObject({ id: q3.id, open: false, answer_key: null });

      // Newest first; a question of another live class is not this one's.
      const other = await liveClass(w.teacher.token, w.cls.id);
      expect((await list(a!.token, live.id)).map((x) => x.id)).toEqual([q3.id, q.id]);
      expect((await answer(a!.token, other.id, q.id, ['B'])).body.error?.code).toBe('QUESTION_NOT_FOUND');
    } finally {
      t.clock.now = now;
    }
  });

  it('answers 404 to a teacher of another institute or class, a student of another class and a parent of another family', async () => {
    const w = await k.school();
    const far = await k.otherSchool();
    const stranger = await k.student('Esha Paul');
    const [a] = w.students;
    const live = await liveClass(w.teacher.token, w.cls.id);
    const q = (await push(w.teacher.token, live.id, { question_code: 'test-math-q1' })).body.data;
    const calls: [string, string, unknown?][] = [
      ['POST', `/api/live-classes/${live.id}/questions`, { question_code: 'test-math-q2' }],
      ['GET', `/api/live-classes/${live.id}/questions`],
      ['GET', `/api/live-classes/${live.id}/performance`],
      ['GET', `/api/live-classes/${live.id}/events`],
    ];
    for (const token of [far.teacher.token, w.otherTeacher.token, w.otherStudent.parentToken, stranger.parentToken]) {
      for (const [method, url, body] of calls) {
        const res = await call(method as 'GET', url, token, body);
        expect([res.status, res.body.error?.code], `${method} ${url}`).toEqual([404, 'LIVE_CLASS_NOT_FOUND']);
      }
    }
    for (const [method, url, body] of [...calls.slice(1), ['POST', `/api/live-classes/${live.id}/questions/${q.id}/answer`, { selected_answer: ['B'] }]]) {
      const res = await call(method as 'GET', url as string, w.otherStudent.token, body);
      expect([res.status, res.body.error?.code], `${method} ${url}`).toEqual([404, 'LIVE_CLASS_NOT_FOUND']);
    }
    const family = await call('GET', `/api/live-classes/${live.id}/questions?child_id=${a!.profileId}`, stranger.parentToken);
    expect(family.body.error?.code).toBe('PROFILE_NOT_FOUND');
    expect((await call('GET', `/api/live-classes/${live.id}/events`, null)).status).toBe(401);
  });

  it('describes the events stream as text/event-stream in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>>;
    }>();
    const events = doc.paths['/api/live-classes/{liveClassId}/events']!.get!;
    expect(Object.keys(events.responses['200']!.content ?? {})).toEqual(['text/event-stream']);
  });

  it('sums up the live class on the performance card: a student’s own answers, a row per student for the staff', async () => {
    const w = await k.school();
    const [a, b, c] = w.students;
    const live = await liveClass(w.teacher.token, w.cls.id);
    const now = t.clock.now;
    try {
      const q1 = (await push(w.teacher.token, live.id, { question_code: 'test-math-q1' })).body.data;
      t.clock.now = now + 3_000;
      await answer(a!.token, live.id, q1.id, ['B']);
      await answer(b!.token, live.id, q1.id, ['D']);
      t.clock.now = now + 2 * MIN;
      const q2 = (await push(w.teacher.token, live.id, { question_code: 'test-math-q2' })).body.data;
      t.clock.now = now + 2 * MIN + 7_000;
      await answer(a!.token, live.id, q2.id, ['primes']);
      await answer(b!.token, live.id, q2.id, null);

      const mine = await call<LivePerformance>('GET', `/api/live-classes/${live.id}/performance`, a!.token);
      expect(mine.body.data).toMatchObject({
        live_class: { id: live.id, title: 'Real Numbers: quick check' },
        mine: { profile_id: a!.profileId, first_name: 'Aarav', questions: 2, answered: 2, correct: 2, accuracy: 1, time_ms: 10_000 },
        students: [],
      });
      expect(mine.body.data.answers.map((x) => [x.question_id, x.question_code, x.answer?.correct])).toEqual([
        [q1.id, 'test-math-q1', true],
        [q2.id, 'test-math-q2', true],
      ]);
      const cs = await call<LivePerformance>('GET', `/api/live-classes/${live.id}/performance?child_id=${c!.profileId}`, c!.parentToken);
      expect(cs.body.data.mine).toMatchObject({ first_name: 'Chetan', questions: 2, answered: 0, correct: 0, accuracy: null, time_ms: 0 });
      expect(cs.body.data.answers.map((x) => x.answer)).toEqual([null, null]);

      const staff = await call<LivePerformance>('GET', `/api/live-classes/${live.id}/performance`, w.teacher.token);
      expect(staff.body.data.mine).toBeNull();
      expect(staff.body.data.answers).toEqual([]);
      expect(staff.body.data.students.map((s) => [s.first_name, s.questions, s.answered, s.correct, s.accuracy, s.time_ms])).toEqual([
        ['Aarav', 2, 2, 2, 1, 10_000],
        ['Bela', 2, 2, 0, 0, 10_000],
        ['Chetan', 2, 0, 0, null, 0],
      ]);
    } finally {
      t.clock.now = now;
    }
  });

  it('streams `event: questions` to the class over HTTP when a question is pushed, answered or closes, also from a second server instance', async () => {
    const w = await k.school();
    const [a] = w.students;
    const live = await liveClass(w.teacher.token, w.cls.id);
    const events = t.services.schools.liveQuestions.events;
    events.timing = { pollMs: 100, pingMs: 300 };
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}/api/live-classes/${live.id}/events`;
    // A second instance on the same database (its own process in production): what it records
    // reaches the first one's streams through the database.
    const { app: second } = await buildApp({
      env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', JOBS: 'off', ...ENV }),
      database: t.services.database,
      now: () => t.clock.now,
      logger: false,
    });
    const now = t.clock.now;
    const student = await eventStream(url, a!.token);
    const teacher = await eventStream(url, w.teacher.token);
    try {
      for (const s of [student, teacher]) {
        expect(s.res.statusCode).toBe(200);
        expect(s.res.headers).toMatchObject({ 'content-type': 'text/event-stream', 'cache-control': 'no-cache', 'x-accel-buffering': 'no' });
        expect(s.res.headers['content-encoding']).toBeUndefined();
        await s.until(() => s.versions().length === 1, 'first event');
      }
      expect(events.listeners().get(live.id)).toBe(2);

      // Pushed on this instance: at once.
      const q = (await push(w.teacher.token, live.id, { question_code: 'test-math-q1', seconds: 30 })).body.data;
      await student.until(() => student.versions().length === 2, 'event after the push');
      // Answered on the other instance: within a poll.
      const answered = await second.inject({
        method: 'POST',
        url: `/api/live-classes/${live.id}/questions/${q.id}/answer`,
        headers: bearer(a!.token),
        payload: { selected_answer: ['B'] },
      });
      expect(answered.statusCode).toBe(201);
      await teacher.until(() => teacher.versions().length === 3, 'event after the answer');
      // Closing needs no request: the clock passing closes_at changes what the screens show.
      t.clock.now = q.closes_at;
      await student.until(() => student.versions().length === 4, 'event after the close');
      expect(new Set(student.versions()).size).toBe(4);
      await student.until(() => student.text().includes('\n: ping\n\n') || student.text().startsWith(': ping'), 'ping');
      // Nothing changed, nothing sent (pings aside).
      const quiet = student.versions().length;
      await new Promise((r) => setTimeout(r, 350));
      expect(student.versions().length).toBe(quiet);

      // The client going away stops its part; the last one stops the live class's polling.
      student.close();
      await teacher.until(() => events.listeners().get(live.id) === 1, 'one listener left');
      teacher.close();
      await teacher.until(() => !events.listeners().has(live.id), 'no listener left');

      // A live class deleted ends its streams (reconnecting then finds it gone: 404).
      const other = await liveClass(w.teacher.token, w.cls.id);
      const doomed = await eventStream(url.replace(live.id, other.id), a!.token);
      await doomed.until(() => doomed.versions().length === 1, 'first event of the other live class');
      expect((await call('DELETE', `/api/live-classes/${other.id}`, w.teacher.token)).status).toBe(204);
      await doomed.until(() => doomed.ended(), 'end of the deleted live class’s stream');

      // A stream open on an instance that stops ends, and does not hold the stop.
      const secondUrl = await second.listen({ port: 0, host: '127.0.0.1' });
      const held = await eventStream(`${secondUrl}/api/live-classes/${live.id}/events`, w.teacher.token);
      await held.until(() => held.versions().length === 1, 'first event on the second instance');
      const stopping = Date.now();
      await second.close();
      expect(Date.now() - stopping).toBeLessThan(2_000);
      await held.until(() => held.ended(), 'end of the stream');
    } finally {
      student.close();
      teacher.close();
      t.clock.now = now;
      await second.close();
    }
  });
});
