import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_GRACE_S, type TestResult } from '@abhyas/contracts';
import { STORE_BACKENDS, bearer, buildTestApp, json, verifiedStudent, type TestApp } from '../test/harness.ts';
import { samplePack, sampleMap } from '../test/fixtures/sample-pack.ts';
import { importLearningMap } from '../modules/content/importers/learning-map-import.ts';
import { importPacks } from '../modules/content/importers/pack-import.ts';
import { DEADLINE_QUEUE } from './test-deadlines.ts';

// Issue #4 §1: a session whose deadline passes while the browser is away is finished and scored by
// a background job (pg-boss), with no read of the session by anyone.
describe.each(STORE_BACKENDS)('background test-deadline jobs on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend, { JOBS: 'pgboss' });
    await importLearningMap(t.services.database.db, 'map.json', sampleMap());
    await importPacks(t.services.database.db, [{ file: 'pack.json', json: samplePack() }]);
  });
  afterAll(async () => t?.close());

  const sql = (text: string, values?: unknown[]) => t.services.database.executeSql(text, values);
  const status = async (id: string) => (await sql('select status, finish_reason, score from test_sessions where id = $1', [id])).rows[0];

  it('schedules one job per session at its deadline plus grace, and the job finishes and scores it', async () => {
    const child = (await verifiedStudent(t.app, 'Ishaan Verma')).token;
    const start = await t.app.inject({ method: 'POST', url: '/api/v1/test/test-mock-1/session', headers: bearer(child), payload: {} });
    const id = json<{ id: string }>(start).id;
    const save = await t.app.inject({
      method: 'POST',
      url: `/api/v1/test/${id}/events`,
      headers: bearer(child),
      payload: {
        events: [{ eorder: 1, event_type: 'save_attempt', question_code: 'test-math-q1', section: 'section-a', t: 5, event_info: { selected_answer: ['B'] } }],
      },
    });
    expect(save.statusCode).toBe(200);

    // One job, keyed by the session, due at the deadline plus the grace (+1 s).
    const jobs = (await sql(`select start_after, singleton_key from pgboss.job where name = $1 and singleton_key = $2`, [DEADLINE_QUEUE, id])).rows;
    expect(jobs).toHaveLength(1);
    const deadline = (await sql('select deadline_at from test_sessions where id = $1', [id])).rows[0]!.deadline_at as Date;
    expect(new Date(jobs[0]!.start_after as string).getTime() - new Date(deadline).getTime()).toBe((TEST_GRACE_S + 1) * 1000);
    expect(await t.services.jobs!.pending()).toBeGreaterThanOrEqual(1);

    // A second POST of the session (the browser retrying) reuses the session and adds no job.
    await t.app.inject({ method: 'POST', url: '/api/v1/test/test-mock-1/session', headers: bearer(child), payload: {} });
    expect((await sql(`select count(*)::int as n from pgboss.job where name = $1 and singleton_key = $2`, [DEADLINE_QUEUE, id])).rows[0]!.n).toBe(1);

    // Time runs out while the browser is away: the server clock passes the deadline and the job
    // becomes due (the database's clock is real, so the job is brought forward to now).
    t.clock.now += 600_000 + (TEST_GRACE_S + 5) * 1000;
    expect(await status(id)).toMatchObject({ status: 'STARTED' });
    await sql(`update pgboss.job set start_after = now() where name = $1 and singleton_key = $2`, [DEADLINE_QUEUE, id]);

    // No one reads the session; the worker finishes and scores it from the saved answer.
    const deadlineBy = Date.now() + 15_000;
    while ((await status(id))!.status !== 'FINISHED' && Date.now() < deadlineBy) await new Promise((r) => setTimeout(r, 250));
    expect(await status(id)).toMatchObject({ status: 'FINISHED', finish_reason: 'deadline', score: 1 });

    // The student comes back later: the result is there.
    const result = await t.app.inject({ method: 'GET', url: `/api/v1/test/${id}/result`, headers: bearer(child) });
    expect(json<TestResult>(result)).toMatchObject({ status: 'FINISHED', finish_reason: 'deadline', score: 1 });
  });

  it('answers a submit at once and scores it in the background; the sweep or the result scores one a restart left unscored', async () => {
    const child = (await verifiedStudent(t.app, 'Sana Qureshi')).token;
    const submitOnce = async () => {
      const id = json<{ id: string }>(await t.app.inject({ method: 'POST', url: '/api/v1/test/test-mock-1/session', headers: bearer(child), payload: {} })).id;
      const events = [
        { eorder: 1, event_type: 'save_attempt', question_code: 'test-math-q1', section: 'section-a', t: 5, event_info: { selected_answer: ['B'] } },
        { eorder: 2, event_type: 'freeze', t: 9 },
      ];
      const res = await t.app.inject({ method: 'POST', url: `/api/v1/test/${id}/events`, headers: bearer(child), payload: { events } });
      expect(json(res)).toMatchObject({ status: 'FINISHED', accepted: 2 });
      return id;
    };
    const first = await submitOnce();
    await t.services.mockTests.scoringSettled();
    expect(await status(first)).toMatchObject({ status: 'FINISHED', finish_reason: 'freeze', score: 1 });

    // A restart between the submit and its scoring: the sweep scores it.
    const second = await submitOnce();
    await t.services.mockTests.scoringSettled();
    await sql('update test_sessions set score = null, result = null where id = $1', [second]);
    await t.services.mockTests.finishExpired();
    expect(await status(second)).toMatchObject({ status: 'FINISHED', score: 1 });

    // …or the result call does, before answering.
    await sql('update test_sessions set score = null, result = null where id = $1', [second]);
    const result = await t.app.inject({ method: 'GET', url: `/api/v1/test/${second}/result`, headers: bearer(child) });
    expect(json<TestResult>(result)).toMatchObject({ status: 'FINISHED', finish_reason: 'freeze', score: 1 });
  });

  it('finishes a session once however many ways reach it (job, sweep, read)', async () => {
    expect(await t.services.mockTests.finishIfExpired('00000000-0000-7000-8000-000000000000')).toBe(false);
    expect(await t.services.mockTests.finishExpired()).toBe(0);
  });
});
