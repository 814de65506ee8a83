import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, bearer, buildTestApp, json, verifiedStudent, type TestApp } from '../test/harness.ts';
import { samplePack, sampleMap } from '../test/fixtures/sample-pack.ts';
import { importLearningMap } from '../modules/content/importers/learning-map-import.ts';
import { importPacks } from '../modules/content/importers/pack-import.ts';

type ErrorBody = { error: { code: string; message: string; details?: { path: string; message: string }[] } };

/** `{ "a": { "a": … 1 } }` nested `depth` levels deep, as JSON text. */
const nestedJson = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe.each(BACKENDS)('malformed input never gives a 5xx on %s (issue 14 §1.6)', (backend) => {
  let t: TestApp;
  let child: string;
  beforeAll(async () => {
    t = await buildTestApp(backend);
    await importLearningMap(t.services.database.db, 'map.json', sampleMap());
    await importPacks(t.services.database.db, [{ file: 'pack.json', json: samplePack() }]);
    child = (await verifiedStudent(t.app, 'Kavya Rao')).token;
  });
  afterAll(async () => t?.close());

  /** Sends `body` as raw JSON text (so lone surrogates and deep nesting arrive as a client wrote them). */
  const send = (method: 'GET' | 'POST' | 'PUT', url: string, body?: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method,
      url,
      headers: { ...bearer(child), ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      ...(body === undefined ? {} : { payload: body }),
    });
  const refusal = (res: { statusCode: number; body: string }) => [res.statusCode, (JSON.parse(res.body) as ErrorBody).error.details?.map((d) => d.path)];

  it('refuses a NUL in the query, the path, the body or a header with 400 naming the field', async () => {
    const open = await t.app.inject({ method: 'GET', url: '/api/content/learning-map?exam=a%00b' });
    expect(refusal(open)).toEqual([400, ['querystring.exam']]);
    expect(json<ErrorBody>(open).error).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringMatching(/querystring\.exam: contains a NUL/u) });
    expect(refusal(await send('GET', '/api/v1/questions/test-math-q1%00/details'))).toEqual([400, ['params.code']]);
    expect(refusal(await send('POST', '/api/auth/sign-in', '{"email":"a@b.in","password":"Abc#12345\\u0000"}'))).toEqual([400, ['body.password']]);
    expect(refusal(await send('GET', '/api/auth/get-session', undefined, { 'x-browser-id': 'tab\u00001' }))).toEqual([400, ['headers.x-browser-id']]);
  });

  it('refuses lone surrogates, JSON nested 5,000 deep and unusable numbers with 400 naming the field', async () => {
    expect(refusal(await send('PUT', '/api/auth/edit_profile', '{"first_name":"Ra\\ud800vi"}'))).toEqual([400, ['body.first_name']]);
    const deep = await send('POST', `/api/embiums/award?event_id=practice_answer&object_id=${randomUUID()}:test-math-q1`, `{"inputs":${nestedJson(5000)}}`);
    expect(deep.statusCode).toBe(400);
    expect(json<ErrorBody>(deep).error.details?.[0]?.message).toBe('is nested deeper than 64 levels');
    const tiny = await send('POST', '/api/content/content-status', JSON.stringify({ content_id: 'test-video-1', length: 60, watched_duration: 1e-320 }));
    expect(refusal(tiny)).toEqual([400, ['body.watched_duration']]);
    expect(refusal(await send('POST', '/api/content/content-status', '{"content_id":"test-video-1","length":1e999,"watched_duration":1}'))).toEqual([
      400,
      ['body.length'],
    ]);
  });

  it('refuses an object_id that is not a practice session id on POST /api/embiums/award with 400', async () => {
    for (const objectId of ['a'.repeat(36), '-'.repeat(36), '0123456789abcdef0123456789abcdef0123']) {
      const res = await send('POST', `/api/embiums/award?event_id=practice_session_complete&object_id=${objectId}`);
      expect(refusal(res), objectId).toEqual([400, ['querystring.object_id']]);
    }
    const answer = await send('POST', `/api/embiums/award?event_id=practice_answer&object_id=${'a'.repeat(36)}:test-math-q1`);
    expect(refusal(answer)).toEqual([400, ['querystring.object_id']]);
  });

  it('stores the valid events of a batch and names only the bad ones', async () => {
    const start = await send('POST', '/api/v1/test/test-mock-1/session', JSON.stringify({ goal_code: 'k12-cbse', exam_code: 'cbse-class-10' }));
    const id = json<{ id: string }>(start).id;
    const good = (eorder: number) => `{"eorder":${eorder},"event_type":"view_question","question_code":"test-math-q1","section":"section-a","t":${eorder}}`;
    const batch = [
      good(1),
      '{"eorder":2,"event_type":"view_question","question_code":"test-math-q1\\u0000","section":"section-a","t":2}',
      '{"eorder":3,"event_type":"view_question","question_code":"test-math-q1","section":"section-a","t":1e-320}',
      `{"eorder":4,"event_type":"save_attempt","question_code":"test-math-q1","section":"section-a","t":4,"event_info":${nestedJson(5000)}}`,
      '{"eorder":5,"event_type":"save_attempt","question_code":"test-math-q1","section":"section-a","t":5,"event_info":{"selected_answer":["\\udc00"]}}',
      '{"eorder":6,"event_type":"save_attempt","question_code":"test-math-q1","section":"section-a","t":6,"event_info":{"note\\u0000":1}}',
      good(7),
    ];
    const posted = await send('POST', `/api/v1/test/${id}/events`, `{"events":[${batch.join(',')}]}`);
    expect(posted.statusCode).toBe(400);
    const error = json<ErrorBody>(posted).error;
    expect(error.code).toBe('INVALID_EVENTS');
    expect(error.details?.map((d) => d.path)).toEqual([
      'events[1].question_code',
      'events[2].t',
      `events[3].event_info${'.a'.repeat(63)}`,
      'events[4].event_info.selected_answer[0]',
      'events[5].event_info["note\\u0000"]',
    ]);
    expect(error.message).toMatch(/5 malformed event\(s\) refused; the 2 valid one\(s\) in the batch were stored/u);
    const page = await send('GET', `/api/v1/test/${id}/events?pageNumber=0`);
    expect(json<{ content: { eorder: number }[] }>(page).content.map((e) => e.eorder)).toEqual([1, 7]);
  });
});
