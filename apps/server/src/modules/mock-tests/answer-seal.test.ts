import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResults, TestResult } from '@abhyas/contracts';
import { BACKENDS, bearer, buildTestApp, json, verifiedStudent, type TestApp } from '../../test/harness.ts';
import { samplePack, sampleMap } from '../../test/fixtures/sample-pack.ts';
import { importLearningMap } from '../content/importers/learning-map-import.ts';
import { importPacks } from '../content/importers/pack-import.ts';

const H = 3_600_000;
const CH01 = 'ncert-10-mathematics-ch01';

type ErrorBody = { error?: { code: string; message: string; details?: { path: string; message: string }[] } };

/** The details of an ANSWER_KEY_SEALED refusal as a record (test_code, test_name, reason, sealed_until). */
const sealOf = (body: ErrorBody) => Object.fromEntries((body.error?.details ?? []).map((d) => [d.path, d.message]));

/**
 * Sealed answer keys (issue 14 §1.7, decision 017): while a profile has an attempt of a test open,
 * and for everyone while a scheduled test's key and solutions are unpublished, every path that
 * returns a key, a correctness or a solution refuses that test's questions with 409
 * ANSWER_KEY_SEALED, naming the test and until when.
 */
describe.each(BACKENDS)('sealed answer keys on %s', (backend) => {
  let t: TestApp;
  let schedule: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp(backend);
    await importLearningMap(t.services.database.db, 'map.json', sampleMap());
    const pack = samplePack();
    const at = (offset: number) => new Date(t.clock.now + offset).toISOString();
    schedule = {
      visibleToStudentsAt: at(-2 * H),
      studentCanStartAt: at(-H),
      autoSubmitAt: at(2 * H),
      answerKeyPublishAt: at(3 * H),
      solutionPublishAt: at(4 * H),
    };
    const sealedQuestion = {
      code: 'test-sealed-q1',
      type: 'single_choice',
      subject: 'mathematics',
      chapter: CH01,
      body: 'Which quokka number is the scheduled answer?',
      options: ['A', 'B', 'C', 'D'].map((c) => ({ code: c, body: `$${c}$` })),
      answer: { kind: 'choice', options: ['C'] },
      hints: [{ body: 'Count the quokkas.' }],
      solution: 'Three quokkas, so C.',
      idealTimeS: 30,
      difficulty: 2,
    };
    const scheduled = {
      ...pack.mocktests[0]!,
      code: 'test-mock-sealed',
      name: 'Sealed weekly test',
      sections: [{ ...pack.mocktests[0]!.sections[0]!, questions: ['test-sealed-q1'] }],
      schedule,
    };
    const report = await importPacks(t.services.database.db, [
      { file: 'pack.json', json: { ...pack, questions: [...pack.questions, sealedQuestion], mocktests: [...pack.mocktests, scheduled] } },
    ]);
    expect(JSON.stringify(report)).not.toContain('"error"');
    await t.services.search.rebuild();
  });
  afterAll(async () => t?.close());

  const call = async <T = Record<string, unknown>>(method: 'GET' | 'POST', url: string, token: string, payload?: unknown) => {
    const res = await t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) });
    return { status: res.statusCode, body: (res.body ? json(res) : null) as T & ErrorBody, raw: res.body };
  };
  const check = (token: string, code: string, response: unknown) => call('POST', `/api/v1/questions/${code}/check`, token, { response });
  const details = (token: string, code: string) => call('GET', `/api/v1/questions/${code}/details`, token);
  const searchCodes = async (token: string, q: string) =>
    (await call<SearchResults>('GET', `/api/search?q=${encodeURIComponent(q)}&entity=question`, token)).body.results.map((r) => r.code);
  const practice = async (token: string, body: Record<string, unknown>) => call<{ session_id: string }>('POST', '/api/v1/practice/session', token, body);
  const submit = (selected: string[] | string) => [
    { event_type: 'view', eorder: 1 },
    { event_type: 'submit', eorder: 2, event_info: { selected_answer: selected, time_spent: 20 } },
  ];
  const start = async (token: string, test: string) => {
    const res = await call<{ id: string }>('POST', `/api/v1/test/${test}/session`, token, {});
    expect(res.status, res.raw).toBe(200);
    return res.body.id;
  };
  const events = (token: string, id: string, list: unknown[]) => call(`POST`, `/api/v1/test/${id}/events`, token, { events: list });
  const freeze = (eorder: number) => ({ eorder, event_type: 'freeze', question_code: null, t: eorder });
  const save = (eorder: number, code: string, answer: unknown) => ({
    eorder,
    event_type: 'save_attempt',
    question_code: code,
    t: eorder,
    event_info: { selected_answer: answer },
  });
  /** Every question a chapter practice serves, skipping each, until it has none left (204) or refuses. */
  const servedInChapter = async (token: string) => {
    const id = (await practice(token, { type: 'Normal', learning_map: { bundle_code: CH01 } })).body.session_id;
    const served: string[] = [];
    let res = await call<{ question?: { code: string } }>('GET', `/api/v1/practice/${id}/question`, token);
    while (res.status === 200 && res.body.question && served.length < 10) {
      served.push(res.body.question.code);
      res = await call<{ question?: { code: string } }>(
        'GET',
        `/api/v1/practice/${id}/question?questionCode=${res.body.question.code}&skipQuestion=true`,
        token,
      );
    }
    return { served: served.sort(), last: res.status };
  };

  it('seals a test’s questions on every path while a profile has an attempt open, and only for that family', async () => {
    const a = await verifiedStudent(t.app, 'Aditi Rao');
    const b = await verifiedStudent(t.app, 'Bharat Menon');

    // Before the test: a chapter practice with q1 answered, and a finished first attempt of the test.
    const chapter = (await practice(a.token, { type: 'Normal', learning_map: { bundle_code: CH01 } })).body.session_id;
    expect((await call('POST', `/api/v1/practice/${chapter}/question/test-math-q1`, a.token, submit(['B']))).status).toBe(200);
    const first = await start(a.token, 'test-mock-1');
    await events(a.token, first, [save(1, 'test-math-q1', ['B']), freeze(2)]);
    expect((await call<TestResult>('GET', `/api/v1/test/${first}/result`, a.token)).status).toBe(200);

    // The second attempt is open.
    const open = await start(a.token, 'test-mock-1');

    // The question check, with the profile's token and with the parent's: 409, naming the test and until when.
    for (const token of [a.token, a.parentToken]) {
      const sealed = await check(token, 'test-math-q1', { kind: 'choice', options: ['B'] });
      expect([sealed.status, sealed.body.error?.code], sealed.raw).toEqual([409, 'ANSWER_KEY_SEALED']);
      expect(sealed.raw).not.toContain('"answer"');
      expect(sealed.body.error?.message).toContain('Real Numbers quiz');
      expect(sealOf(sealed.body)).toMatchObject({ test_code: 'test-mock-1', test_name: 'Real Numbers quiz', reason: 'open_session' });
      expect(Date.parse(sealOf(sealed.body).sealed_until!)).toBeGreaterThan(t.clock.now);
      expect((await details(token, 'test-math-q3')).body.error?.code).toBe('ANSWER_KEY_SEALED');
    }
    // Another family is not affected; a question of no open test is not either.
    expect((await check(b.token, 'test-math-q1', { kind: 'choice', options: ['B'] })).body).toMatchObject({ correct: true });
    expect((await details(b.token, 'test-math-q1')).status).toBe(200);
    expect((await check(a.token, 'test-math-q2', { kind: 'blanks', values: ['primes'] })).body).toMatchObject({ correct: true });

    // Search: the question is left out for the profile taking the test (a hit never carries a key anyway).
    expect(await searchCodes(a.token, 'HCF 20')).not.toContain('test-math-q1');
    expect(await searchCodes(a.parentToken, 'HCF 20')).not.toContain('test-math-q1');
    expect(await searchCodes(b.token, 'HCF 20')).toContain('test-math-q1');

    // Practice over the test's code cannot start.
    const overTest = await practice(a.token, { type: 'CustomPractice', practice_id: 'test-mock-1' });
    expect([overTest.status, overTest.body.error?.code]).toEqual([409, 'ANSWER_KEY_SEALED']);
    expect((await practice(b.token, { type: 'CustomPractice', practice_id: 'test-mock-1' })).status).toBe(200);
    // A practice started from the sealed question cannot either.
    expect((await practice(a.token, { type: 'AdhocPractice', questionCode: 'test-math-q3' })).body.error?.code).toBe('ANSWER_KEY_SEALED');

    // In the chapter practice begun before: the answered question (its stored result carries the
    // key), a new answer, the solution and solve-with-us are all refused.
    const paths: ['GET' | 'POST', string, unknown?][] = [
      ['GET', `/api/v1/practice/${chapter}/question?questionCode=test-math-q1`],
      ['POST', `/api/v1/practice/${chapter}/question/test-math-q1`, submit(['B'])],
      ['POST', `/api/v1/practice/${chapter}/question/test-math-q3`, submit('60')],
      ['GET', `/api/v1/practice/${chapter}/question/test-math-q1/solution`],
      ['POST', `/api/v1/practice/${chapter}/question/test-math-q3/solution`],
      ['GET', `/api/v1/practice/${chapter}/question/test-math-q1/solve-with-us`],
      ['POST', `/api/v1/practice/${chapter}/question/test-math-q1/solve-with-us`, { answers: [] }],
    ];
    for (const [method, url, body] of paths) {
      const res = await call(method, url, a.token, body);
      expect([res.status, res.body.error?.code], `${method} ${url}: ${res.raw}`).toEqual([409, 'ANSWER_KEY_SEALED']);
    }
    // A chapter practice goes on, passing over the sealed questions (and the scheduled test's); when
    // only sealed ones are left it says so (409) rather than that the chapter is done (204).
    expect(await servedInChapter(a.token)).toEqual({ served: ['test-math-q2'], last: 409 });
    // Earlier attempts do not tell whether they were right.
    const attempts = await call<{ data: { question_code: string; attempted: boolean; correct: boolean | null; attemptTypeBadge: string | null }[] }>(
      'POST',
      '/api/v1/userAttempts',
      a.token,
      { question_codes: ['test-math-q1'] },
    );
    expect(attempts.body.data[0]).toMatchObject({ attempted: true, correct: null, attemptTypeBadge: null });

    // A test of one's own drawn now leaves the sealed questions out.
    const own = await call<{ question_count: number }>('POST', '/api/v1/test/custom', a.token, {
      subjects: [{ code: 'mathematics', chapters: [CH01] }],
      question_count: 5,
      duration_s: 600,
      difficulty: 'mixed',
    });
    expect([own.status, own.body.question_count], own.raw).toEqual([201, 1]);

    // The result of the first attempt would show the keys: refused while the second is open.
    const earlier = await call('GET', `/api/v1/test/${first}/result`, a.token);
    expect([earlier.status, earlier.body.error?.code]).toEqual([409, 'ANSWER_KEY_SEALED']);

    // Submitted: everything is open again.
    expect((await events(a.token, open, [freeze(1)])).status).toBe(200);
    expect((await check(a.token, 'test-math-q1', { kind: 'choice', options: ['B'] })).body).toMatchObject({
      correct: true,
      answer: { kind: 'choice', options: ['B'] },
    });
    expect((await details(a.parentToken, 'test-math-q3')).status).toBe(200);
    expect(await searchCodes(a.token, 'HCF 20')).toContain('test-math-q1');
    expect((await practice(a.token, { type: 'CustomPractice', practice_id: 'test-mock-1' })).status).toBe(200);
    expect((await call('GET', `/api/v1/practice/${chapter}/question?questionCode=test-math-q1`, a.token)).body).toMatchObject({
      attempt: { correct_answer_csv: 'B' },
    });
    expect((await call<TestResult>('GET', `/api/v1/test/${first}/result`, a.token)).body.questions[0]).toHaveProperty('correct_answer');
    expect((await servedInChapter(a.token)).served).toEqual(['test-math-q1', 'test-math-q2', 'test-math-q3']);
  });

  it('seals a scheduled test for everyone until its key and solutions are published', async () => {
    const c = await verifiedStudent(t.app, 'Chitra Das');
    const d = await verifiedStudent(t.app, 'Dev Kumar');
    const response = { kind: 'choice', options: ['C'] };

    // Nobody has started it: still sealed for any profile and any parent.
    for (const token of [c.token, c.parentToken]) {
      const sealed = await check(token, 'test-sealed-q1', response);
      expect([sealed.status, sealed.body.error?.code], sealed.raw).toEqual([409, 'ANSWER_KEY_SEALED']);
      expect(sealOf(sealed.body)).toEqual({
        test_code: 'test-mock-sealed',
        test_name: 'Sealed weekly test',
        reason: 'scheduled',
        sealed_until: schedule.solutionPublishAt,
      });
      expect(sealed.body.error?.message).toContain(schedule.solutionPublishAt);
      expect((await details(token, 'test-sealed-q1')).body.error?.code).toBe('ANSWER_KEY_SEALED');
      expect(await searchCodes(token, 'quokka')).toEqual([]);
    }
    expect((await practice(c.token, { type: 'CustomPractice', practice_id: 'test-mock-sealed' })).body.error?.code).toBe('ANSWER_KEY_SEALED');
    expect((await servedInChapter(c.token)).served).toEqual(['test-math-q1', 'test-math-q2', 'test-math-q3']);

    // One student takes it; the result waits for the key's publish time.
    const id = await start(d.token, 'test-mock-sealed');
    await events(d.token, id, [save(1, 'test-sealed-q1', ['C']), freeze(2)]);
    const early = await call('GET', `/api/v1/test/${id}/result`, d.token);
    expect([early.status, early.body.error?.code], early.raw).toEqual([409, 'ANSWER_KEY_SEALED']);
    expect(sealOf(early.body)).toMatchObject({ test_code: 'test-mock-sealed', reason: 'scheduled', sealed_until: schedule.answerKeyPublishAt });
    expect(early.raw).not.toMatch(/"score"|"outcome"/);

    // Key published: the result shows it (the solution still waits); the other paths, which carry the solution too, wait for it.
    t.clock.now = Date.parse(schedule.answerKeyPublishAt!) + 1000;
    const keyed = await call<TestResult>('GET', `/api/v1/test/${id}/result`, d.token);
    expect(keyed.status, keyed.raw).toBe(200);
    expect(keyed.body.questions[0]).toMatchObject({ outcome: 'correct', correct_answer: response });
    expect(keyed.body.questions[0]).not.toHaveProperty('solution');
    expect((await check(c.token, 'test-sealed-q1', response)).body.error?.code).toBe('ANSWER_KEY_SEALED');

    // Solutions published: every path is open to everyone.
    t.clock.now = Date.parse(schedule.solutionPublishAt!) + 1000;
    expect((await check(c.token, 'test-sealed-q1', response)).body).toMatchObject({ correct: true, solution: 'Three quokkas, so C.' });
    expect((await details(c.parentToken, 'test-sealed-q1')).status).toBe(200);
    expect(await searchCodes(c.token, 'quokka')).toEqual(['test-sealed-q1']);
    expect((await practice(c.token, { type: 'CustomPractice', practice_id: 'test-mock-sealed' })).status).toBe(200);
    expect((await call<TestResult>('GET', `/api/v1/test/${id}/result`, d.token)).body.questions[0]).toHaveProperty('solution');
  });
});
