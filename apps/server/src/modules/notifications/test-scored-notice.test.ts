import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { InAppListPayload } from '@abhyas/contracts';
import { BACKENDS, bearer, buildTestApp, json, verifiedStudent, type TestApp } from '../../test/harness.ts';
import { samplePack, sampleMap } from '../../test/fixtures/sample-pack.ts';
import { importLearningMap } from '../content/importers/learning-map-import.ts';
import { importPacks } from '../content/importers/pack-import.ts';

describe.each(BACKENDS)('the test-scored notification on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
    await importLearningMap(t.services.database.db, 'map.json', sampleMap());
    await importPacks(t.services.database.db, [{ file: 'pack.json', json: samplePack() }]);
  });
  afterAll(async () => t?.close());

  const call = async <T>(method: 'GET' | 'POST', url: string, token: string, payload?: object) => {
    const res = await t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: json<T>(res) };
  };

  it('tells the student once when a submitted test is scored, linking to its analysis', async () => {
    const { token } = await verifiedStudent(t.app, 'Nila Das');
    const start = await call<{ id: string }>('POST', '/api/v1/test/test-mock-1/session', token, { goal_code: 'k12-cbse', exam_code: 'cbse-class-10' });
    const id = start.body.id;
    const events = [
      { eorder: 1, event_type: 'view_question', question_code: 'test-math-q1', section: 'section-a', t: 1 },
      { eorder: 2, event_type: 'save_attempt', question_code: 'test-math-q1', section: 'section-a', t: 20, event_info: { selected_answer: ['A'] } },
      { eorder: 3, event_type: 'freeze', question_code: null, section: 'section-a', t: 30 },
    ];
    expect((await call('POST', `/api/v1/test/${id}/events`, token, { events })).status).toBe(200);
    expect((await call('GET', `/api/v1/test/${id}/result`, token)).status).toBe(200);

    const list = async () => (await call<{ payload: InAppListPayload }>('GET', '/api/notification/in-app', token)).body.payload;
    await vi.waitFor(async () => expect((await list()).totalElements).toBe(1), { timeout: 5000 });
    const [notice] = (await list()).content;
    expect(notice).toMatchObject({
      type: 'test_scored',
      priority: 'high',
      status: 'unread',
      link: `/mock-test/test-mock-1/analyze?session=${id}`,
      params: { max_marks: 3 },
    });
    // Reading the result again does not tell twice.
    await call('GET', `/api/v1/test/${id}/result`, token);
    expect((await list()).totalElements).toBe(1);
  });
});
