import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestPaper, TestResult } from '@abhyas/contracts';
import { STORE_BACKENDS, bearer, buildTestApp, json, verifiedParent, verifiedStudent, type TestApp } from '../../test/harness.ts';
import { samplePack, sampleMap } from '../../test/fixtures/sample-pack.ts';
import { importLearningMap } from '../content/importers/learning-map-import.ts';
import { importPacks } from '../content/importers/pack-import.ts';
import { buildApp } from '../../app.ts';
import { loadEnv } from '../../env.ts';

describe.each(STORE_BACKENDS)('the test engine on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
    await importLearningMap(t.services.database.db, 'map.json', sampleMap());
    await importPacks(t.services.database.db, [{ file: 'pack.json', json: samplePack() }]);
  });
  afterAll(async () => t?.close());

  /** A parent with a CBSE class 10 student profile; returns the profile (child) token. */
  async function student(name = 'Kavya Rao') {
    const s = await verifiedStudent(t.app, name);
    return { parent: s.parentToken, child: s.token };
  }
  const call = async <T = Record<string, unknown>>(method: 'GET' | 'POST', url: string, token: string, payload?: unknown) => {
    const res = await t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) });
    return { status: res.statusCode, body: json<T & { error?: { code: string; message: string } }>(res), raw: res.body };
  };
  let eorder = 0;
  const event = (event_type: string, question_code: string | null, t_: number, selected?: string[] | string) => ({
    eorder: ++eorder,
    event_type,
    question_code,
    section: 'section-a',
    t: t_,
    ...(selected === undefined ? {} : { event_info: { selected_answer: selected } }),
  });

  it('serves the paper in order with marking and no answer keys', async () => {
    const { child } = await student();
    const { status, body, raw } = await call<TestPaper>('GET', '/api/v1/test/test-mock-1/questions', child);
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 'test-mock-1', duration: 600, max_marks: 3, question_count: 2, exam_code: 'cbse-class-10' });
    expect(body.sections[0]!.questions.map((q) => [q.question_index, q.code, q.type])).toEqual([
      [1, 'test-math-q1', 'single_choice'],
      [2, 'test-math-q3', 'integer'],
    ]);
    expect(body.sections[0]!.questions[0]!.options!.map((o) => o.code)).toEqual(['A', 'B', 'C', 'D']);
    expect(raw).not.toContain('"answer"');
    expect(raw).not.toContain('solution');
    expect((await call('GET', '/api/v1/test/nope/questions', child)).body.error?.code).toBe('UNKNOWN_TEST');
  });

  it('serves a published paper again from memory, and a re-imported bundle within a minute', async () => {
    const { child } = await student();
    const first = await call<TestPaper>('GET', '/api/v1/test/test-mock-1/questions?locale=en', child);
    const again = await call<TestPaper>('GET', '/api/v1/test/test-mock-1/questions?locale=en', child);
    expect(again.status).toBe(200);
    expect(again.raw).toBe(first.raw);
    // Compressed for a browser (brotli, else gzip) from the same JSON; plain for a client that asks for neither.
    const encoded = async (acceptEncoding: string) =>
      t.app.inject({ method: 'GET', url: '/api/v1/test/test-mock-1/questions?locale=en', headers: { ...bearer(child), 'accept-encoding': acceptEncoding } });
    expect(Buffer.byteLength(first.raw)).toBeGreaterThanOrEqual(1024);
    const br = await encoded('gzip, deflate, br');
    expect([br.headers['content-encoding'], br.headers.vary, br.headers['content-type']]).toEqual(['br', 'accept-encoding', 'application/json; charset=utf-8']);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(first.raw);
    const gz = await encoded('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(first.raw);
    const plain = await encoded('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(first.raw);
    // Re-imported under another name (as the import command does, from another process): the
    // kept paper and bundle are served until their minute is up, then the new name.
    const pack = samplePack();
    const renamed = { ...pack.mocktests[0]!, name: 'Real Numbers: revised mock' };
    // The caches' clock is performance.now(); faked, it restarts at 0, so a step of the real
    // clock's reading plus 61 s puts every entry kept so far, before or after, past its minute.
    const step = performance.now() + 61_000;
    vi.useFakeTimers({ toFake: ['performance'] });
    try {
      await importPacks(t.services.database.db, [{ file: 'pack.json', json: { ...pack, mocktests: [renamed, ...pack.mocktests.slice(1)] } }]);
      expect((await call<TestPaper>('GET', '/api/v1/test/test-mock-1/questions?locale=en', child)).raw).toBe(first.raw);
      vi.advanceTimersByTime(step);
      const changed = await call<TestPaper>('GET', '/api/v1/test/test-mock-1/questions?locale=en', child);
      expect(changed.body.name).toBe('Real Numbers: revised mock');
      expect(changed.body.sections).toEqual(first.body.sections);
      await importPacks(t.services.database.db, [{ file: 'pack.json', json: pack }]);
      vi.advanceTimersByTime(step);
      expect((await call<TestPaper>('GET', '/api/v1/test/test-mock-1/questions?locale=en', child)).body.name).toBe(first.body.name);
    } finally {
      vi.useRealTimers();
    }
  });

  it('runs a session on the server clock, stores each eorder once, scores from the log, and publishes the result', async () => {
    const { child } = await student();
    const start = await call<{ id: string; status: string }>('POST', '/api/v1/test/test-mock-1/session', child, {
      goal_code: 'k12-cbse',
      exam_code: 'cbse-class-10',
    });
    expect(start.body.status).toBe('STARTED');
    const id = start.body.id;
    expect((await call('POST', '/api/v1/test/test-mock-1/session', child, {})).body.id).toBe(id);
    expect((await call('GET', '/api/v1/test/test-mock-1/session', child)).body).toEqual({ 'test-mock-1': { id, status: 'STARTED', uiStyle: 'light' } });

    const batch = [
      event('view_question', 'test-math-q1', 1),
      event('save_attempt', 'test-math-q1', 20, ['B']),
      event('view_question', 'test-math-q3', 21),
      event('save_attempt', 'test-math-q3', 50, '61'),
    ];
    // Sent twice and out of order, as a flaky connection would: stored once.
    const first = await call<{ accepted: number; duplicates: number }>('POST', `/api/v1/test/${id}/events`, child, { events: [batch[2], batch[0]] });
    expect(first.body).toMatchObject({ accepted: 2, duplicates: 0 });
    const second = await call<{ accepted: number; duplicates: number; last_eorder: number }>('POST', `/api/v1/test/${id}/events`, child, {
      events: [batch[3], batch[1], batch[0]],
    });
    expect(second.body).toMatchObject({ accepted: 2, duplicates: 1, last_eorder: batch[3]!.eorder });
    // A late retry of an early event does not move the last eorder back; a resume reports it.
    const retry = await call<{ last_eorder: number }>('POST', `/api/v1/test/${id}/events`, child, { events: [batch[0]] });
    expect(retry.body.last_eorder).toBe(batch[3]!.eorder);
    expect((await call<{ last_eorder: number }>('POST', `/api/v1/test/${id}/resume`, child)).body.last_eorder).toBe(batch[3]!.eorder);
    const page = await call<{ content: { eorder: number }[]; totalElements: number; last: boolean }>('GET', `/api/v1/test/${id}/events?pageNumber=0`, child);
    expect(page.body.content.map((e) => e.eorder)).toEqual(batch.map((e) => e.eorder));
    expect(page.body).toMatchObject({ totalElements: 4, last: true });

    const summary = await call('POST', '/api/v1/test/shortSummary', child, { session_id: id });
    expect(summary.body).toMatchObject({ answered: 2, notAnswered: 0, notVisited: 0, reviewNow: 0, answeredAndMarkedForReview: 0 });
    expect((await call('GET', `/api/v1/test/${id}/result`, child)).body.error?.code).toBe('RESULT_NOT_READY');

    // Change the integer answer, then submit.
    await call('POST', `/api/v1/test/${id}/events`, child, { events: [event('save_attempt', 'test-math-q3', 80, '60'), event('freeze', null, 90)] });
    const result = await call<TestResult>('GET', `/api/v1/test/${id}/result`, child);
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ status: 'FINISHED', finish_reason: 'freeze', score: 3, max_marks: 3 });
    // Alone on a CBSE quiz (no published table): no "100 percentile, rank 1 of 1" (issue 18 §3).
    expect(result.body).toMatchObject({ percentile: null, rank: null, attempts: 1, standing: { kind: 'few', name: null, candidates: null, min_attempts: 10 } });
    expect(result.body.sections[0]).toMatchObject({ code: 'section-a', name: 'Section A', correct: 2, incorrect: 0, unattempted: 0 });
    expect(result.body.questions[1]).toMatchObject({
      code: 'test-math-q3',
      selected_answer: '60',
      marks: 2,
      outcome: 'correct',
      correct_answer: { kind: 'integer', value: 60 },
    });
    expect(result.body.questions[0]!.solution).toContain('HCF');
    // 20 s on a 40 s question; 29 s + 30 s + 10 s on a 45 s one: perfect, then overtime.
    expect(result.body.questions.map((q) => [q.time_spent, q.ideal_time, q.attempt_quality])).toEqual([
      [20, 40, 'Perfect'],
      [69, 45, 'OvertimeCorrect'],
    ]);
    expect(result.body).toMatchObject({ accuracy: 1, attempt_quality: { Perfect: 1, OvertimeCorrect: 1 } });

    // The test tile now shows the attempt as completed, with its session.
    const tiles = await call<{ tests: { code: string; status: string; progress: string; sessionId: string | null }[] }>(
      'GET',
      '/api/content/mocktests?exam=cbse-class-10',
      child,
    );
    expect(tiles.body.tests.find((x) => x.code === 'test-mock-1')).toMatchObject({ status: 'test_completed', progress: 'finished', sessionId: id });

    // Submitted: a retry of stored events is fine, new answers are refused.
    expect((await call('POST', `/api/v1/test/${id}/events`, child, { events: [batch[0]] })).status).toBe(200);
    const late = await call('POST', `/api/v1/test/${id}/events`, child, { events: [event('save_attempt', 'test-math-q1', 95, ['D'])] });
    expect([late.status, late.body.error?.code]).toEqual([409, 'SESSION_FINISHED']);
  });

  it('gives two starts at the same moment (a double tap, two tabs) one and the same attempt', async () => {
    // A copy of the quiz of its own, so this attempt does not count in the other tests' percentiles.
    const pack = samplePack();
    await importPacks(t.services.database.db, [{ file: 'race.json', json: { ...pack, mocktests: [{ ...pack.mocktests[0]!, code: 'test-mock-race' }] } }]);
    const { child } = await student('Rohan Iyer');
    const starts = await Promise.all(Array.from({ length: 5 }, () => call<{ id: string }>('POST', '/api/v1/test/test-mock-race/session', child, {})));
    expect(starts.map((x) => x.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(starts.map((x) => x.body.id)).size).toBe(1);
    // After a submit, a new start is a new attempt.
    const id = starts[0]!.body.id;
    await call('POST', `/api/v1/test/${id}/events`, child, { events: [{ eorder: 1, event_type: 'freeze', question_code: null, t: 1 }] });
    const again = await call<{ id: string }>('POST', '/api/v1/test/test-mock-race/session', child, {});
    expect(again.body.id).not.toBe(id);
  });

  it('refuses answers after the deadline, and finishes a session whose time ran out while the browser was away', async () => {
    const a = await student('Ravi Kumar');
    const idA = (await call<{ id: string }>('POST', '/api/v1/test/test-mock-1/session', a.child, {})).body.id;
    await call('POST', `/api/v1/test/${idA}/events`, a.child, { events: [event('save_attempt', 'test-math-q1', 5, ['D'])] });
    const resume = await call<{ remaining_s: number }>('POST', `/api/v1/test/${idA}/resume`, a.child);
    expect(resume.body.remaining_s).toBeGreaterThan(590);
    t.clock.now += 600_000 + 31_000; // past the 10-minute test and the 30 s grace
    const late = await call('POST', `/api/v1/test/${idA}/events`, a.child, { events: [event('save_attempt', 'test-math-q3', 700, '60')] });
    expect([late.status, late.body.error?.code]).toEqual([409, 'DEADLINE_PASSED']);
    const result = await call<TestResult>('GET', `/api/v1/test/${idA}/result`, a.child);
    expect(result.body).toMatchObject({ status: 'FINISHED', finish_reason: 'deadline', score: 0 });
    expect(result.body.questions[1]).toMatchObject({ outcome: 'unattempted', selected_answer: null });

    // The background sweep finishes sessions nobody reads.
    const b = await student('Meena Das');
    const idB = (await call<{ id: string }>('POST', '/api/v1/test/test-mock-1/session', b.child, {})).body.id;
    await call('POST', `/api/v1/test/${idB}/events`, b.child, { events: [event('save_attempt', 'test-math-q1', 5, ['B'])] });
    t.clock.now += 700_000;
    expect(await t.services.mockTests.finishExpired()).toBeGreaterThanOrEqual(1);
    const resultB = await call<TestResult>('GET', `/api/v1/test/${idB}/result`, b.child);
    expect(resultB.body).toMatchObject({ finish_reason: 'deadline', score: 1 });
    // Three finished attempts now (scores 3, 0 and 1): still too few for a percentile among them.
    expect(resultB.body).toMatchObject({ attempts: 3, rank: null, percentile: null, standing: { kind: 'few' } });
  });

  it('enforces a schedule: no paper before the start, no new attempt after the lock, keys and solutions at their publish times', async () => {
    const H = 3_600_000;
    const at = (offset: number) => new Date(t.clock.now + offset).toISOString();
    const pack = samplePack();
    const scheduled = {
      ...pack.mocktests[0]!,
      code: 'test-mock-scheduled',
      name: 'Scheduled quiz',
      schedule: {
        visibleToStudentsAt: at(-H),
        studentCanStartAt: at(H),
        lockForAttemptAt: at(2 * H),
        autoSubmitAt: at(4 * H),
        answerKeyPublishAt: at(5 * H),
        solutionPublishAt: at(6 * H),
      },
    };
    await importPacks(t.services.database.db, [{ file: 'scheduled.json', json: { ...pack, mocktests: [scheduled] } }]);
    const a = await student('Farah Khan');
    const late = await student('Joseph Thomas');
    expect((await call('GET', '/api/v1/test/test-mock-scheduled/questions', a.child)).body.error?.code).toBe('TEST_NOT_STARTED');
    expect((await call('POST', '/api/v1/test/test-mock-scheduled/session', a.child, {})).body.error?.code).toBe('TEST_NOT_STARTED');
    const meta = await call<{ result: { isScheduled: boolean; test_time_details: Record<string, unknown> } }>(
      'GET',
      '/api/content/mocktest-bundles/meta?mocktest_bundle_code=test-mock-scheduled',
      a.child,
    );
    expect(meta.body.result).toMatchObject({ isScheduled: true, test_time_details: { duration: 600, autoSubmitAt: scheduled.schedule.autoSubmitAt } });

    t.clock.now += H + 1000;
    const id = (await call<{ id: string }>('POST', '/api/v1/test/test-mock-scheduled/session', a.child, {})).body.id;
    expect((await call('GET', '/api/v1/test/test-mock-scheduled/questions', a.child)).status).toBe(200);
    await call('POST', `/api/v1/test/${id}/events`, a.child, { events: [event('save_attempt', 'test-math-q1', 3, ['B']), event('freeze', null, 5)] });
    // Before the key's publish time the result is sealed: a score or an outcome would tell the key (decision 017).
    const hidden = await call<TestResult>('GET', `/api/v1/test/${id}/result`, a.child);
    expect([hidden.status, hidden.body.error?.code]).toEqual([409, 'ANSWER_KEY_SEALED']);
    expect(hidden.body.error?.message).toContain(scheduled.schedule.answerKeyPublishAt);
    expect(hidden.body).not.toHaveProperty('score');

    t.clock.now += H; // past the lock time
    expect((await call('POST', '/api/v1/test/test-mock-scheduled/session', late.child, {})).body.error?.code).toBe('ATTEMPT_LOCKED');
    t.clock.now += 3 * H; // past the answer key's publish time
    const keyOnly = await call<TestResult>('GET', `/api/v1/test/${id}/result`, a.child);
    expect(keyOnly.body.score).toBe(1);
    expect(keyOnly.body.questions[0]).toHaveProperty('correct_answer');
    expect(keyOnly.body.questions[0]).not.toHaveProperty('solution');
    t.clock.now += H;
    expect((await call<TestResult>('GET', `/api/v1/test/${id}/result`, a.child)).body.questions[0]).toHaveProperty('solution');
    expect((await call('POST', '/api/v1/test/test-mock-scheduled/session', late.child, {})).body.error?.code).toBe('TEST_ENDED');
  });

  it('creates a test of your own from chosen chapters, which only you see and take', async () => {
    const a = await student('Neha Joshi');
    const b = await student('Omar Sheikh');
    const body = { subjects: [{ code: 'mathematics', chapters: ['ncert-10-mathematics-ch01'] }], question_count: 5, duration_s: 600, difficulty: 'mixed' };
    const made = await call<{ code: string; question_count: number; max_marks: number; sections: { code: string; name: string; question_count: number }[] }>(
      'POST',
      '/api/v1/test/custom',
      a.child,
      body,
    );
    expect(made.status).toBe(201);
    // The chapter holds 3 questions (2 auto-marked types + a blank): all of them, CBSE marking +1 each.
    expect(made.body).toMatchObject({ question_count: 3, max_marks: 3, sections: [{ code: 'mathematics', name: 'Mathematics', question_count: 3 }] });
    const paper = await call<TestPaper>('GET', `/api/v1/test/${made.body.code}/questions`, a.child);
    expect(paper.body.sections[0]!.questions.map((q) => q.code).sort()).toEqual(['test-math-q1', 'test-math-q2', 'test-math-q3']);
    // One student's paper comes without drawn HTML even when asked (decision 051: the screen draws
    // it); a published one with it when asked, and without when not.
    const drawn = (p: TestPaper) => p.sections[0]!.questions.some((q) => q.html !== undefined || q.options?.some((o) => o.html !== undefined));
    expect(drawn((await call<TestPaper>('GET', `/api/v1/test/${made.body.code}/questions?html=true`, a.child)).body)).toBe(false);
    expect(drawn(paper.body)).toBe(false);
    const published = await call<TestPaper>('GET', '/api/v1/test/test-mock-1/questions?html=true', a.child);
    expect(published.body.sections[0]!.questions.every((q) => q.html?.body.includes('<p>'))).toBe(true);
    expect(drawn((await call<TestPaper>('GET', '/api/v1/test/test-mock-1/questions', a.child)).body)).toBe(false);
    expect((await call('GET', '/api/v1/test/test-mock-1/questions?html=yes', a.child)).status).toBe(400);
    expect((await call('POST', `/api/v1/test/${made.body.code}/session`, a.child, {})).status).toBe(200);
    expect((await call('GET', `/api/v1/test/${made.body.code}/questions`, b.child)).body.error?.code).toBe('UNKNOWN_TEST');
    expect((await call('POST', `/api/v1/test/${made.body.code}/session`, b.child, {})).body.error?.code).toBe('UNKNOWN_TEST');
    const mine = await call<{ tests: { code: string }[] }>('GET', '/api/content/mocktests?exam=cbse-class-10', a.child);
    const theirs = await call<{ tests: { code: string }[] }>('GET', '/api/content/mocktests?exam=cbse-class-10', b.child);
    expect(mine.body.tests.map((x) => x.code)).toContain(made.body.code);
    expect(theirs.body.tests.map((x) => x.code)).not.toContain(made.body.code);

    const unknown = await call<{ error: { code: string; details: { path: string }[] } }>('POST', '/api/v1/test/custom', a.child, {
      ...body,
      subjects: [{ code: 'mathematics', chapters: ['ncert-10-mathematics-ch77'] }],
    });
    expect([unknown.status, unknown.body.error.code, unknown.body.error.details[0]!.path]).toEqual([400, 'UNKNOWN_CHAPTER', 'subjects[0].chapters[0]']);
    const none = await call('POST', '/api/v1/test/custom', a.child, { ...body, difficulty: 'hard' });
    expect([none.status, none.body.error?.code]).toEqual([409, 'NOT_ENOUGH_QUESTIONS']);
    expect((await call('POST', '/api/v1/test/custom', a.child, { ...body, question_count: 500 })).status).toBe(400);
  });

  it('coalesces the posts of many students into shared statements, each answered as if alone', async () => {
    const students = await Promise.all(Array.from({ length: 8 }, (_, i) => student(`Coalesce ${i}`)));
    const sessions = await Promise.all(
      students.map(async ({ child }) => (await call<{ id: string }>('POST', '/api/v1/test/test-mock-1/session', child, {})).body.id),
    );
    const before = t.services.mockTests.appendStats.calls;
    const ev = (n: number, type: string, q: string | null, answer?: string[]) => ({
      eorder: n,
      event_type: type,
      question_code: q,
      section: 'section-a',
      t: n,
      ...(answer ? { event_info: { selected_answer: answer } } : {}),
    });
    const wave = await Promise.all([
      // Six students answer at the same moment.
      ...students.slice(0, 6).map(({ child }, i) =>
        call<{ accepted: number; duplicates: number; last_eorder: number; status: string }>('POST', `/api/v1/test/${sessions[i]}/events`, child, {
          events: [ev(1, 'view_question', 'test-math-q1'), ev(2, 'save_attempt', 'test-math-q1', [i % 2 ? 'A' : 'B'])],
        }),
      ),
      // One posts twice at once (two tabs): both are stored, in their own statements.
      call('POST', `/api/v1/test/${sessions[0]}/events`, students[0]!.child, { events: [ev(3, 'view_question', 'test-math-q3')] }),
      // One submits in the same wave.
      call<{ status: string }>('POST', `/api/v1/test/${sessions[6]}/events`, students[6]!.child, {
        events: [ev(1, 'save_attempt', 'test-math-q1', ['B']), ev(2, 'freeze', null)],
      }),
      // One posts to someone else's session.
      call('POST', `/api/v1/test/${sessions[1]}/events`, students[7]!.child, { events: [ev(9, 'view_question', 'test-math-q1')] }),
    ]);
    for (let i = 0; i < 6; i++)
      expect(wave[i]!.body).toMatchObject({ accepted: 2, duplicates: 0, last_eorder: i === 0 ? expect.any(Number) : 2, status: 'STARTED' });
    expect(wave[6]!.status).toBe(200);
    expect(wave[7]!.body).toMatchObject({ status: 'FINISHED' });
    expect([wave[8]!.status, wave[8]!.body.error?.code]).toEqual([404, 'UNKNOWN_SESSION']);
    // Every post went through the coalescing path (how many shared a statement depends on timing).
    expect(t.services.mockTests.appendStats.calls - before).toBeGreaterThanOrEqual(9);
    // What each student sent is what the server holds, and only theirs.
    const held = await Promise.all(
      sessions.map(
        async (id, i) => (await call<{ content: { eorder: number }[] }>('GET', `/api/v1/test/${id}/events?pageNumber=0`, students[i]!.child)).body.content,
      ),
    );
    expect(held.map((c) => c.map((e) => e.eorder))).toEqual([[1, 2, 3], [1, 2], [1, 2], [1, 2], [1, 2], [1, 2], [1, 2], []]);
    await t.services.mockTests.scoringSettled();
    const result = await call<{ score: number }>('GET', `/api/v1/test/${sessions[6]}/result`, students[6]!.child);
    expect(result.status).toBe(200);
    expect(result.body.score).toBe(1);
    expect(result.body).toMatchObject({ finish_reason: 'freeze', sections: [{ correct: 1, unattempted: 1 }] });
  });

  it('answers a flood of event posts on one session with 429, and keeps what came before', async () => {
    const flood = await buildTestApp(backend, { RATE_LIMIT_TEST_EVENTS_PER_MIN: '3' });
    try {
      await importLearningMap(flood.services.database.db, 'map.json', sampleMap());
      await importPacks(flood.services.database.db, [{ file: 'pack.json', json: samplePack() }]);
      const parent = await verifiedParent(flood.app, 'Rohan Gupta');
      const add = await flood.app.inject({
        method: 'POST',
        url: '/api/auth/add_profile',
        headers: bearer(parent.token),
        payload: { first_name: 'Rohan', goal: 'k12-cbse', exam: 'cbse-class-10' },
      });
      const child = json<{ data: { auth_token: string } }>(add).data.auth_token;
      const id = json<{ id: string }>(
        await flood.app.inject({ method: 'POST', url: '/api/v1/test/test-mock-1/session', headers: bearer(child), payload: {} }),
      ).id;
      const statuses: number[] = [];
      for (let i = 1; i <= 5; i += 1) {
        const res = await flood.app.inject({
          method: 'POST',
          url: `/api/v1/test/${id}/events`,
          headers: bearer(child),
          payload: { events: [{ eorder: i, event_type: 'ping_event', t: i }] },
        });
        statuses.push(res.statusCode);
        if (res.statusCode === 429) expect(json<{ error: { code: string } }>(res).error.code).toBe('RATE_LIMITED');
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      const page = json<{ totalElements: number }>(await flood.app.inject({ method: 'GET', url: `/api/v1/test/${id}/events`, headers: bearer(child) }));
      expect(page.totalElements).toBe(3);
    } finally {
      await flood.close();
    }
  });

  it('keeps sessions to their profile and validates input', async () => {
    const a = await student('Asha Pillai');
    const b = await student('Vikram Singh');
    const id = (await call<{ id: string }>('POST', '/api/v1/test/test-mock-1/session', a.child, {})).body.id;
    expect((await call('GET', `/api/v1/test/${id}/result`, b.child)).body.error?.code).toBe('UNKNOWN_SESSION');
    expect((await call('POST', `/api/v1/test/${id}/events`, a.parent, { events: [event('view_paper', null, 0)] })).body.error?.code).toBe('WRONG_TOKEN_KIND');
    const good = event('save_attempt', 'test-math-q1', 3, ['B']);
    const bad = await call<{ error: { details: { path: string }[] } }>('POST', `/api/v1/test/${id}/events`, a.child, {
      events: [{ eorder: 0, event_type: 'teleport', t: -1 }, good],
    });
    expect([bad.status, bad.body.error?.code]).toEqual([400, 'INVALID_EVENTS']);
    expect(bad.body.error.details.map((d) => d.path)).toEqual(expect.arrayContaining(['events[0].eorder', 'events[0].event_type', 'events[0].t']));
    // The valid event of the batch was kept.
    const page = await call<{ content: { eorder: number }[] }>('GET', `/api/v1/test/${id}/events`, a.child);
    expect(page.body.content.map((e) => e.eorder)).toEqual([good.eorder]);
    expect((await call('POST', `/api/v1/test/${id}/events`, a.child, { events: [] })).status).toBe(400);
    expect((await call('GET', '/api/v1/test/not-a-uuid/events', a.child)).status).toBe(400);
    expect((await call('POST', '/api/v1/test/nope/session', a.child, {})).body.error?.code).toBe('UNKNOWN_TEST');
    expect((await call('GET', '/api/content/mocktest-bundles/meta?mocktest_bundle_code=test-mock-1', a.child)).body).toMatchObject({
      result: { code: 'test-mock-1', isScheduled: false, test_time_details: { duration: 600 } },
      success: true,
    });
  });
});

describe('a server stop right after submits', () => {
  it('lets the scoring in progress finish with its "result ready" notice; a queued one is scored with its notice by the sweep after the restart', async () => {
    const t = await buildTestApp('pglite');
    try {
      await importLearningMap(t.services.database.db, 'map.json', sampleMap());
      await importPacks(t.services.database.db, [{ file: 'pack.json', json: samplePack() }]);
      const students = [await verifiedStudent(t.app, 'Isha Nair'), await verifiedStudent(t.app, 'Arjun Menon')];
      const ids: string[] = [];
      for (const { token } of students) {
        const start = await t.app.inject({ method: 'POST', url: '/api/v1/test/test-mock-1/session', headers: bearer(token), payload: {} });
        ids.push(json<{ id: string }>(start).id);
      }
      // A slow notification queue: a notice is stored 800 ms after it is handed over (the second
      // submit and the close come well within it, so the second scoring is still queued then).
      const jobs = t.services.notificationJobs;
      const enqueue = jobs.enqueue.bind(jobs);
      const handed: string[] = [];
      let stored = 0;
      jobs.enqueue = async (profileId, input) => {
        handed.push(profileId);
        await new Promise((r) => setTimeout(r, 800));
        await enqueue(profileId, input);
        stored += 1;
      };
      const submit = (token: string, id: string) =>
        t.app.inject({
          method: 'POST',
          url: `/api/v1/test/${id}/events`,
          headers: bearer(token),
          payload: {
            events: [
              { eorder: 1, event_type: 'save_attempt', question_code: 'test-math-q1', section: 'section-a', t: 5, event_info: { selected_answer: ['B'] } },
              { eorder: 2, event_type: 'freeze', question_code: null, t: 9 },
            ],
          },
        });
      expect((await submit(students[0]!.token, ids[0]!)).statusCode).toBe(200);
      expect((await submit(students[1]!.token, ids[1]!)).statusCode).toBe(200);
      expect(stored).toBe(0); // answered before the scoring
      await t.app.close();
      // The close waited for the scoring in progress: its score and its notice are stored.
      expect(stored).toBe(1);
      const result = async (id: string) =>
        ((await t.services.database.executeSql('select result from test_sessions where id = $1', [id])).rows[0]!.result as { score: number } | null)?.score ??
        null;
      expect(await result(ids[0]!)).toBe(1);
      expect((await t.services.notifications.list(handed[0]!, { page: 0, pageSize: 10 })).content).toHaveLength(1);
      // The queued one was left alone (nothing met a closed database), and so does a sweep after
      // the close; the restarted server's sweep scores it.
      expect(await result(ids[1]!)).toBeNull();
      expect(await t.services.mockTests.finishExpired()).toBe(0);
      expect(await result(ids[1]!)).toBeNull();
      const restarted = await buildApp({
        env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', JOBS: 'off' }),
        database: t.services.database,
        logger: false,
      });
      await restarted.app.ready();
      await restarted.services.mockTests.finishExpired();
      expect(await result(ids[1]!)).toBe(1);
      await restarted.app.close(); // its notification queue delivers what it was handed
      const second = (await t.services.database.executeSql('select profile_id from test_sessions where id = $1', [ids[1]])).rows[0]!.profile_id as string;
      expect((await t.services.notifications.list(second, { page: 0, pageSize: 10 })).content).toHaveLength(1);
    } finally {
      await t.services.database.close();
    }
  });
});
