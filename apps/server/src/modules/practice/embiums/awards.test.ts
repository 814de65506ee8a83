import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmbiumHistory } from '@abhyas/contracts';
import { addDays, indiaDate, MILESTONE_GOLD, REVISION_DONE_SILVER, TEST_FINISHED_SILVER } from '@abhyas/domain';
import { practiceAttempts, practiceSessions, revisionDaysDone, testSessions } from '../../../db/schema/index.ts';
import { BACKENDS, bearer, buildTestApp, json, verifiedStudent, type TestApp } from '../../../test/harness.ts';
import { samplePack, sampleMap } from '../../../test/fixtures/sample-pack.ts';
import { importLearningMap } from '../../content/importers/learning-map-import.ts';
import { importPacks } from '../../content/importers/pack-import.ts';

type Award = { data: { total_points: number; awarded_points: number; feature_category: string }; error?: { code: string; details?: { path: string }[] } };
const profileIdOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { pid: string }).pid;

/** Award feedback beyond practice (issue 20 §3): finished tests, a day's revision done, Achieve milestones. */
describe.each(BACKENDS)('embium awards for tests, revision and milestones on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
    await importLearningMap(t.services.database.db, 'map.json', sampleMap());
    await importPacks(t.services.database.db, [{ file: 'pack.json', json: samplePack() }]);
  });
  afterAll(async () => t?.close());

  const award = async (token: string, event: string, object: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/embiums/award?event_id=${event}&object_id=${encodeURIComponent(object)}`,
      headers: bearer(token),
    });
    return { status: res.statusCode, body: json<Award>(res) };
  };
  async function testSession(profileId: string, status: 'STARTED' | 'FINISHED'): Promise<string> {
    const id = crypto.randomUUID();
    const now = t.clock.now;
    await t.services.database.db.insert(testSessions).values({
      id,
      profileId,
      bundleCode: 'test-mock-1',
      examCode: 'cbse-class-10',
      goalCode: 'k12-cbse',
      status,
      startedAt: new Date(now - 600_000),
      deadlineAt: new Date(now + 600_000),
      finishedAt: status === 'FINISHED' ? new Date(now) : null,
      finishReason: status === 'FINISHED' ? 'freeze' : null,
      score: status === 'FINISHED' ? 1 : null,
    });
    return id;
  }

  it('a finished test earns its silver once; a running one is not eligible; another profile’s is 404', async () => {
    const { token } = await verifiedStudent(t.app, 'Ira Bose');
    const pid = profileIdOf(token);
    const running = await testSession(pid, 'STARTED');
    expect((await award(token, 'test_finished', running)).body.error?.code).toBe('NOT_ELIGIBLE');
    const done = await testSession(pid, 'FINISHED');
    const first = await award(token, 'test_finished', done);
    expect(first.body.data).toEqual({
      total_points: TEST_FINISHED_SILVER,
      awarded_points: TEST_FINISHED_SILVER,
      user_message: expect.any(String),
      feature_category: 'Test',
    });
    expect((await award(token, 'test_finished', done)).body.data).toMatchObject({ total_points: TEST_FINISHED_SILVER, awarded_points: 0 });

    const other = await verifiedStudent(t.app, 'Om Sethi');
    expect((await award(other.token, 'test_finished', done)).status).toBe(404);
    const bad = await award(token, 'test_finished', 'not-a-session');
    expect([bad.status, bad.body.error?.details?.[0]?.path]).toEqual([400, 'querystring.object_id']);

    // The history lists it, and the balance matches.
    const history = json<{ data: EmbiumHistory }>(await t.app.inject({ method: 'GET', url: '/api/embiums/history', headers: bearer(token) })).data;
    expect(history.items).toEqual([expect.objectContaining({ amount: TEST_FINISHED_SILVER, event: 'test_finished', object: `test:${done}` })]);
    expect(history.balance.total).toBe(TEST_FINISHED_SILVER);
  });

  it('a day whose revision queue was done earns its silver once; a day not done is not eligible', async () => {
    const { token } = await verifiedStudent(t.app, 'Tara Nair');
    const today = indiaDate(t.clock.now);
    expect((await award(token, 'revision_done', today)).body.error?.code).toBe('NOT_ELIGIBLE');
    await t.services.database.db.insert(revisionDaysDone).values({ profileId: profileIdOf(token), day: today, doneAt: new Date(t.clock.now) });
    expect((await award(token, 'revision_done', today)).body.data).toMatchObject({ awarded_points: REVISION_DONE_SILVER, feature_category: 'Revision' });
    expect((await award(token, 'revision_done', today)).body.data.awarded_points).toBe(0);
    expect((await award(token, 'revision_done', addDays(today, -1))).status).toBe(409);
    expect((await award(token, 'revision_done', '2026-13-45')).status).toBe(400);
  });

  it('an earned milestone earns its gold once; a locked one is not eligible; an exam not the profile’s is 404', async () => {
    const { token } = await verifiedStudent(t.app, 'Kabir Das');
    const pid = profileIdOf(token);
    expect((await award(token, 'milestone', 'cbse-class-10:first_practice')).body.error?.code).toBe('NOT_ELIGIBLE');
    // One practice answer earns `first_practice`.
    const sessionId = crypto.randomUUID();
    await t.services.database.db.insert(practiceSessions).values({ id: sessionId, profileId: pid, kind: 'Normal', startedAt: new Date(t.clock.now - 60_000) });
    await t.services.database.db.insert(practiceAttempts).values({
      sessionId,
      questionCode: 'test-math-q1',
      correct: true,
      correctness: 1,
      selectedAnswer: { answer: 'B' },
      timeSpentS: 30,
      idealTimeS: 60,
      revealed: false,
      attemptType: 'Perfect',
      createdAt: new Date(t.clock.now - 30_000),
    });
    const first = await award(token, 'milestone', 'cbse-class-10:first_practice');
    expect(first.body.data, JSON.stringify(first.body)).toMatchObject({
      awarded_points: MILESTONE_GOLD,
      total_points: MILESTONE_GOLD,
      feature_category: 'Achieve',
    });
    expect((await award(token, 'milestone', 'cbse-class-10:first_practice')).body.data.awarded_points).toBe(0);
    expect((await award(token, 'milestone', 'cbse-class-10:first_full_test')).status).toBe(409);
    expect((await award(token, 'milestone', 'jee-main:first_practice')).status).toBe(404);
    expect((await award(token, 'milestone', 'no-colon')).status).toBe(400);
  });
});
