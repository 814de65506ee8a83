import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { InAppListPayload } from '@abhyas/contracts';
import { STORE_BACKENDS, bearer, buildTestApp, json, verifiedStudent, type TestApp } from '../test/harness.ts';
import { testScoredNotice } from '../modules/notifications/notifications.service.ts';
import { DELIVER_QUEUE, NOTIFICATION_SWEEP_QUEUE } from './notifications.ts';

describe.each(STORE_BACKENDS)('notification jobs on pg-boss, %s (issue 20 §2; decision 034)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend, { JOBS: 'pgboss' });
  });
  afterAll(async () => t?.close());
  const sql = (text: string, values: unknown[] = []) => t.services.database.executeSql(text, values);

  it('delivers a queued notice by a pg-boss job, once however often it is queued; the sweep is scheduled', async () => {
    const { token } = await verifiedStudent(t.app, 'Gita Sen');
    const profileId = String((await sql(`select id from profiles where first_name = 'Gita'`)).rows[0]!.id);
    const notice = testScoredNotice({ id: 'job-1', bundleCode: 'test-mock-1' }, { score: 1, maxMarks: 3 }, false);
    await t.services.notificationJobs.enqueue(profileId, notice);
    await t.services.notificationJobs.enqueue(profileId, notice);
    const list = async () =>
      json<{ payload: InAppListPayload }>(await t.app.inject({ method: 'GET', url: '/api/notification/in-app', headers: bearer(token) })).payload;
    await vi.waitFor(async () => expect((await list()).totalElements).toBe(1), { timeout: 20_000, interval: 250 });
    expect((await list()).content[0]).toMatchObject({ type: 'test_scored', link: '/mock-test/test-mock-1/analyze?session=job-1' });
    const jobs = (await sql(`select state from pgboss.job where name = $1`, [DELIVER_QUEUE])).rows;
    expect(jobs.length).toBeGreaterThanOrEqual(1);
    await vi.waitFor(
      async () => expect((await sql(`select state from pgboss.job where name = $1 and state <> 'completed'`, [DELIVER_QUEUE])).rows).toEqual([]),
      {
        timeout: 20_000,
        interval: 250,
      },
    );
    expect((await list()).totalElements).toBe(1);
    expect((await sql(`select name from pgboss.schedule where name = $1`, [NOTIFICATION_SWEEP_QUEUE])).rows).toHaveLength(1);
  });
});
