import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, bearer, buildTestApp, json, verifiedParent, type TestApp } from '../../test/harness.ts';
import { samplePack, sampleMap } from '../../test/fixtures/sample-pack.ts';
import { importLearningMap } from '../content/importers/learning-map-import.ts';
import { importPacks } from '../content/importers/pack-import.ts';

describe.each(BACKENDS)('question details and check on %s', (backend) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp(backend);
    await importLearningMap(t.services.database.db, 'map.json', sampleMap());
    await importPacks(t.services.database.db, [{ file: 'pack.json', json: samplePack() }]);
    token = (await verifiedParent(t.app)).token;
  });
  afterAll(async () => t?.close());

  const get = (url: string, auth = true) => t.app.inject({ method: 'GET', url, headers: auth ? bearer(token) : {} });
  const check = (code: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url: `/api/v1/questions/${code}/check`, headers: bearer(token), payload: payload as object });

  it('serves a question without its key, hints or solution, with its chapter', async () => {
    const res = await get('/api/v1/questions/test-math-q1/details');
    expect(res.statusCode).toBe(200);
    const q = json(res);
    expect(q).toMatchObject({ code: 'test-math-q1', type: 'single_choice', language: 'en', languages: ['en', 'hi'], hintCount: 1, hasSolveWithUs: true });
    expect(q.chapter).toEqual({ code: 'ncert-10-mathematics-ch01', name: 'Real Numbers' });
    expect(q).not.toHaveProperty('answer');
    expect(res.body).not.toContain('prime');
    expect(res.body).not.toContain('2^2');
  });

  it('serves the Hindi variant and Hindi chapter name when asked, English when the question lacks the locale', async () => {
    const hi = json(await get('/api/v1/questions/test-math-q1/details?locale=hi'));
    expect(hi).toMatchObject({ language: 'hi', body: '$6$ और $20$ का म.स. है', chapter: { name: 'वास्तविक संख्याएँ' } });
    const ta = json(await get('/api/v1/questions/test-math-q1/details?locale=ta'));
    expect(ta).toMatchObject({ language: 'en', body: 'The HCF of $6$ and $20$ is' });
  });

  it('checks a response and returns the key and the solution in the asked language', async () => {
    const right = await check('test-math-q1', { response: { kind: 'choice', options: ['B'] } });
    expect(right.statusCode).toBe(200);
    expect(json(right)).toMatchObject({ correct: true, correctness: 1, answer: { kind: 'choice', options: ['B'] } });
    expect(json<{ solveWithUs: unknown[] }>(right).solveWithUs).toHaveLength(2);
    const wrongHi = json(await check('test-math-q1', { response: { kind: 'choice', options: ['D'] }, locale: 'hi' }));
    expect(wrongHi).toMatchObject({ correct: false, correctness: 0 });
    expect(wrongHi.solution).toContain('उभयनिष्ठ');
    expect(json(await check('test-math-q2', { response: { kind: 'blanks', values: [' Primes '] } }))).toMatchObject({ correct: true });
    expect(json(await check('test-math-q3', { response: { kind: 'text', value: '60' } }))).toMatchObject({ correct: true });
    expect(json(await check('test-math-q3', { response: { kind: 'text', value: '61' } }))).toMatchObject({ correct: false });
  });

  it('refuses a response that does not fit the question type, unknown codes and anonymous callers', async () => {
    const misfit = await check('test-math-q3', { response: { kind: 'choice', options: ['A'] } });
    expect(misfit.statusCode).toBe(400);
    expect(json<{ error: { code: string; message: string } }>(misfit).error).toMatchObject({ code: 'RESPONSE_DOES_NOT_FIT' });
    expect(json<{ error: { message: string } }>(misfit).error.message).toContain("takes a 'text' response");
    const malformed = await check('test-math-q1', { response: { kind: 'guess' } });
    expect(malformed.statusCode).toBe(400);
    const missing = await get('/api/v1/questions/no-such-question/details');
    expect(missing.statusCode).toBe(404);
    expect(json<{ error: { code: string } }>(missing).error.code).toBe('QUESTION_NOT_FOUND');
    expect((await check('no-such-question', { response: { kind: 'text', value: '1' } })).statusCode).toBe(404);
    expect((await get('/api/v1/questions/test-math-q1/details', false)).statusCode).toBe(401);
  });
});
