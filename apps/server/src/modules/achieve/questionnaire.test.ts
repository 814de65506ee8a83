import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Questionnaire } from '@abhyas/contracts';
import { BACKENDS, bearer, buildTestApp, json, verifiedParent, verifiedStudent, type TestApp } from '../../test/harness.ts';
import { samplePack, sampleMap } from '../../test/fixtures/sample-pack.ts';
import { importLearningMap } from '../content/importers/learning-map-import.ts';
import { importPacks } from '../content/importers/pack-import.ts';

type ErrorBody = { error: { code: string; details?: { path: string }[] } };

describe.each(BACKENDS)('Achieve: the achieve-test questionnaire on %s (learning.md §4 Session flow, issue 18 §4)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
    await importLearningMap(t.services.database.db, 'map.json', sampleMap());
    await importPacks(t.services.database.db, [{ file: 'pack.json', json: samplePack() }]);
  });
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload !== undefined ? { payload: payload as object } : {}) });
  const error = (res: { statusCode: number; json: () => unknown }) => {
    const e = (res.json() as ErrorBody).error;
    return [res.statusCode, e.code, e.details?.[0]?.path];
  };
  const data = (res: { json: () => unknown }) => (res.json() as { data: Questionnaire }).data;
  let eorder = 0;
  const event = (event_type: string, question_code: string | null, at: number, selected?: string[] | string) => ({
    eorder: ++eorder,
    event_type,
    question_code,
    section: 'section-a',
    t: at,
    ...(selected === undefined ? {} : { event_info: { selected_answer: selected } }),
  });

  /** Starts test-mock-1 (two questions) for the student; returns the session id. */
  const start = async (token: string) => json<{ id: string }>(await call('POST', '/api/v1/test/test-mock-1/session', token, {})).id;
  /** Answers the first question only (or both) and submits. */
  const finish = async (token: string, id: string, both = false) => {
    const events = [event('view_question', 'test-math-q1', 1), event('save_attempt', 'test-math-q1', 20, ['B'])];
    if (both) events.push(event('view_question', 'test-math-q3', 21), event('save_attempt', 'test-math-q3', 50, '60'));
    events.push(event('freeze', null, 90));
    const res = await call('POST', `/api/v1/test/${id}/events`, token, { events });
    expect(res.statusCode).toBe(200);
  };

  it('answers the finished session with its skipped questions, stores the answer once and replaces it when sent again', async () => {
    const { token } = await verifiedStudent(t.app, 'Meera Iyer');
    const id = await start(token);
    const url = `/api/achieve/questionnaire?session_id=${id}`;
    // Still in progress: nothing to ask yet.
    expect(error(await call('GET', url, token))).toEqual([409, 'TEST_NOT_FINISHED', undefined]);
    expect(error(await call('POST', '/api/achieve/questionnaire', token, { session_id: id, how_it_went: 3 }))).toEqual([409, 'TEST_NOT_FINISHED', undefined]);
    await finish(token, id);

    const first = await call('GET', url, token);
    expect(first.statusCode).toBe(200);
    expect(data(first)).toMatchObject({
      session_id: id,
      test_code: 'test-mock-1',
      status: 'FINISHED',
      question_count: 2,
      answered: 1,
      skipped: 1,
      answer: null,
    });
    expect(data(first).test_name).not.toBe('');

    const saved = await call('POST', '/api/achieve/questionnaire', token, {
      session_id: id,
      how_it_went: 4,
      skip_reasons: ['out_of_time', 'other'],
      note: '  The integer one needed a long sum  ',
    });
    expect(saved.statusCode).toBe(200);
    const answer = data(saved).answer!;
    expect(answer).toMatchObject({ how_it_went: 4, skip_reasons: ['out_of_time', 'other'], note: 'The integer one needed a long sum' });
    expect(data(await call('GET', url, token)).answer).toEqual(answer);

    // Sent again later: one answer per session, replaced; created_at kept, updated_at moved.
    t.clock.now += 60_000;
    const again = data(await call('POST', '/api/achieve/questionnaire', token, { session_id: id, how_it_went: 2, skip_reasons: ['too_long'], note: ' ' }));
    expect(again.answer).toMatchObject({ how_it_went: 2, skip_reasons: ['too_long'], note: null, created_at: answer.created_at });
    expect(Date.parse(again.answer!.updated_at) - Date.parse(answer.created_at)).toBe(60_000);
    expect(data(await call('GET', url, token)).answer).toEqual(again.answer);
  });

  it('refuses reasons for skips when no question was skipped, and accepts the answer without them', async () => {
    const { token } = await verifiedStudent(t.app, 'Rohan Das');
    const id = await start(token);
    await finish(token, id, true);
    expect(data(await call('GET', `/api/achieve/questionnaire?session_id=${id}`, token))).toMatchObject({ answered: 2, skipped: 0 });
    expect(error(await call('POST', '/api/achieve/questionnaire', token, { session_id: id, how_it_went: 5, skip_reasons: ['out_of_time'] }))).toEqual([
      400,
      'SKIP_REASONS_WITHOUT_SKIPS',
      'skip_reasons',
    ]);
    const ok = await call('POST', '/api/achieve/questionnaire', token, { session_id: id, how_it_went: 5 });
    expect(ok.statusCode).toBe(200);
    expect(data(ok).answer).toMatchObject({ how_it_went: 5, skip_reasons: [], note: null });
  });

  it("hides another family's session (404), and names the wrong field of bad input (400)", async () => {
    const owner = await verifiedStudent(t.app, 'Anika Bose');
    const stranger = await verifiedStudent(t.app, 'Vikram Sen');
    const id = await start(owner.token);
    await finish(owner.token, id);

    expect(error(await call('GET', `/api/achieve/questionnaire?session_id=${id}`, stranger.token))).toEqual([404, 'UNKNOWN_SESSION', undefined]);
    expect(error(await call('POST', '/api/achieve/questionnaire', stranger.token, { session_id: id, how_it_went: 1 }))).toEqual([
      404,
      'UNKNOWN_SESSION',
      undefined,
    ]);
    // Nothing was stored for the owner by the stranger's attempt.
    expect(data(await call('GET', `/api/achieve/questionnaire?session_id=${id}`, owner.token)).answer).toBeNull();
    // A session that does not exist, and a child_id of another profile.
    expect(error(await call('GET', '/api/achieve/questionnaire?session_id=00000000-0000-4000-8000-000000000000', owner.token))[0]).toBe(404);
    const parent = await verifiedParent(t.app, 'Isha Sen');
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/auth/add_profile',
      headers: bearer(parent.token),
      payload: { first_name: 'Isha', goal: 'k12-cbse', exam: 'cbse-class-10' },
    });
    const strangerId = json<{ data: { id: string } }>(added).data.id;
    expect(error(await call('GET', `/api/achieve/questionnaire?session_id=${id}&child_id=${strangerId}`, owner.token))).toEqual([
      404,
      'PROFILE_NOT_FOUND',
      undefined,
    ]);
    // A parent token is not a profile's.
    expect((await call('GET', `/api/achieve/questionnaire?session_id=${id}`, owner.parentToken)).statusCode).toBeGreaterThanOrEqual(401);

    const post = (body: object) => call('POST', '/api/achieve/questionnaire', owner.token, body);
    expect(error(await call('GET', '/api/achieve/questionnaire?session_id=abc', owner.token))).toEqual([400, 'VALIDATION_FAILED', 'querystring.session_id']);
    expect(error(await post({ how_it_went: 3 }))).toEqual([400, 'VALIDATION_FAILED', 'body.session_id']);
    expect(error(await post({ session_id: id }))).toEqual([400, 'VALIDATION_FAILED', 'body.how_it_went']);
    expect(error(await post({ session_id: id, how_it_went: 6 }))).toEqual([400, 'VALIDATION_FAILED', 'body.how_it_went']);
    expect(error(await post({ session_id: id, how_it_went: 2.5 }))).toEqual([400, 'VALIDATION_FAILED', 'body.how_it_went']);
    expect((error(await post({ session_id: id, how_it_went: 3, skip_reasons: ['bored'] })) as string[])[2]).toMatch(/^body\.skip_reasons/);
    expect(error(await post({ session_id: id, how_it_went: 3, skip_reasons: ['other', 'other'] }))).toEqual([400, 'VALIDATION_FAILED', 'body.skip_reasons']);
    expect(error(await post({ session_id: id, how_it_went: 3, note: 'x'.repeat(501) }))).toEqual([400, 'VALIDATION_FAILED', 'body.note']);
  });
});
