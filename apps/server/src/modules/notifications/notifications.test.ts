import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InAppListPayload, NotificationPreferences } from '@abhyas/contracts';
import { BACKENDS, bearer, buildTestApp, json, verifiedStudent, type TestApp } from '../../test/harness.ts';

type Err = { error?: { code: string; message: string; details?: { path: string; message: string }[] } };
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** The profile id a child token carries (its `pid` claim). */
const profileIdOf = (token: string): string => (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { pid: string }).pid;

describe.each(BACKENDS)('in-app notifications on %s', (backend) => {
  let t: TestApp;
  let asha: { token: string; profileId: string };
  let ravi: { token: string; profileId: string };
  const ids: string[] = [];

  beforeAll(async () => {
    t = await buildTestApp(backend);
    const a = await verifiedStudent(t.app, 'Asha Rao');
    const r = await verifiedStudent(t.app, 'Ravi Das');
    asha = { token: a.token, profileId: profileIdOf(a.token) };
    ravi = { token: r.token, profileId: profileIdOf(r.token) };
    // Ten notices for Asha, one a minute apart (the last one newest), one for Ravi.
    for (let i = 0; i < 10; i++) {
      t.clock.now += 60_000;
      const rec = await t.services.notifications.notify(asha.profileId, {
        kind: 'test_scored',
        title: `Notice ${i}`,
        dedupeKey: `k${i}`,
        priority: i === 9 ? 'high' : 'medium',
      });
      ids.push(rec!.id);
    }
    await t.services.notifications.notify(ravi.profileId, { kind: 'test_scored', title: 'Ravi', dedupeKey: 'r' });
  });
  afterAll(async () => t?.close());

  const call = async <T>(method: Method, url: string, token: string, payload?: object) => {
    const res = await t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: json<{ payload: T } & Err>(res) };
  };
  const list = async (q: string, token = asha.token) => (await call<InAppListPayload>('GET', `/api/notification/in-app${q}`, token)).body.payload;

  it('is idempotent per dedupe key', async () => {
    const again = await t.services.notifications.notify(asha.profileId, { kind: 'x', title: 'Other', dedupeKey: 'k0' });
    expect(again?.id).toBe(ids[0]);
    expect(again?.title).toBe('Notice 0');
    expect((await list('?status=unread')).totalElements).toBe(10);
  });

  it('pages newest first, 8 a page by default, with last on the final page', async () => {
    const first = await list('');
    expect(first.content.map((r) => r.title)).toEqual([9, 8, 7, 6, 5, 4, 3, 2].map((i) => `Notice ${i}`));
    expect(first).toMatchObject({ page: 0, pageSize: 8, totalElements: 10, last: false });
    expect(first.content[0]).toMatchObject({ priority: 'high', status: 'unread', deleted: false, type: 'test_scored' });
    const second = await list('?page=1&pageSize=8');
    expect(second.content.map((r) => r.title)).toEqual(['Notice 1', 'Notice 0']);
    expect(second.last).toBe(true);
    const one = await list('?page=8&pageSize=1');
    expect(one.content.map((r) => r.title)).toEqual(['Notice 1']);
    expect(one.last).toBe(false);
  });

  it('marks read and unread; the unread count follows', async () => {
    const res = await call<{ documents_affected: number }>('PATCH', '/api/notification/in-app', asha.token, {
      status: 'read',
      in_app_record_ids: [ids[0], ids[1], ids[1]],
    });
    expect(res.status).toBe(200);
    expect(res.body.payload.documents_affected).toBe(2);
    expect((await list('?status=unread')).totalElements).toBe(8);
    expect((await list('?status=read')).content.map((r) => r.id).sort()).toEqual([ids[0], ids[1]].sort());
    const back = await call<{ documents_affected: number }>('PATCH', '/api/notification/in-app', asha.token, { status: 'unread', in_app_record_ids: [ids[1]] });
    expect(back.body.payload.documents_affected).toBe(1);
    expect((await list('?status=unread')).totalElements).toBe(9);
  });

  it('deletes softly and PATCH read restores', async () => {
    const del = await call<{ documents_affected: number }>('DELETE', '/api/notification/in-app', asha.token, { in_app_record_ids: [ids[9]] });
    expect(del.status).toBe(200);
    expect(del.body.payload.documents_affected).toBe(1);
    let all = await list('?pageSize=50');
    expect(all.totalElements).toBe(9);
    expect(all.content.map((r) => r.id)).not.toContain(ids[9]);
    expect((await list('?status=unread')).totalElements).toBe(8);
    const restore = await call<{ documents_affected: number }>('PATCH', '/api/notification/in-app', asha.token, {
      status: 'unread',
      in_app_record_ids: [ids[9]],
    });
    expect(restore.body.payload.documents_affected).toBe(1);
    all = await list('?pageSize=50');
    expect(all.content[0]?.id).toBe(ids[9]);
    expect((await list('?status=unread')).totalElements).toBe(9);
  });

  it("answers 404 naming another family's and unknown ids, and changes nothing", async () => {
    const ravisId = (await list('', ravi.token)).content[0]!.id;
    const res = await call('PATCH', '/api/notification/in-app', asha.token, { status: 'read', in_app_record_ids: [ids[2], ravisId, 'nope'] });
    expect(res.status).toBe(404);
    expect(res.body.error?.code).toBe('NOTIFICATION_NOT_FOUND');
    expect(res.body.error?.message).toContain(ravisId);
    expect(res.body.error?.details?.map((d) => d.message).join(' ')).toContain('nope');
    expect((await list('?status=unread')).totalElements).toBe(9);
    const del = await call('DELETE', '/api/notification/in-app', asha.token, { in_app_record_ids: [ravisId] });
    expect(del.status).toBe(404);
    expect((await list('', ravi.token)).totalElements).toBe(1);
    const other = await call('GET', `/api/notification/in-app?child_id=${ravi.profileId}`, asha.token);
    expect(other.status).toBe(404);
  });

  it('answers 400 naming the field for bad input, 401 without a token', async () => {
    const cases: [Method, string, object | undefined, string][] = [
      ['GET', '/api/notification/in-app?pageSize=0', undefined, 'pageSize'],
      ['GET', '/api/notification/in-app?page=-1', undefined, 'page'],
      ['GET', '/api/notification/in-app?status=gone', undefined, 'status'],
      ['PATCH', '/api/notification/in-app', { status: 'archived', in_app_record_ids: [ids[0]] }, 'status'],
      ['PATCH', '/api/notification/in-app', { status: 'read', in_app_record_ids: [] }, 'in_app_record_ids'],
      ['DELETE', '/api/notification/in-app', { in_app_record_ids: 'x' }, 'in_app_record_ids'],
      ['POST', '/api/notification/preferences', { channel: 'FAX', enable: true }, 'channel'],
    ];
    for (const [method, url, payload, field] of cases) {
      const res = await call(method, url, asha.token, payload);
      expect(res.status, `${method} ${url}`).toBe(400);
      expect(res.body.error?.details?.[0]?.path, `${method} ${url}`).toContain(field);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/notification/in-app' })).statusCode).toBe(401);
  });

  it('reads and writes preferences per channel; IA off stops in-app notices', async () => {
    const read = await call<{ common: NotificationPreferences }>('GET', '/api/notification/preferences', asha.token);
    expect(read.body.payload.common).toEqual({ EM: true, SMS: false, WA: false, PN: true, IA: true });
    const off = await call<{ common: NotificationPreferences }>('POST', '/api/notification/preferences', asha.token, { channel: 'IA', enable: false });
    expect(off.body.payload.common.IA).toBe(false);
    const wa = await call<{ common: NotificationPreferences }>('POST', '/api/notification/preferences', asha.token, { channel: 'WA', enable: true });
    expect(wa.body.payload.common).toEqual({ EM: true, SMS: false, WA: true, PN: true, IA: false });
    expect((await call<{ common: NotificationPreferences }>('GET', '/api/notification/preferences', ravi.token)).body.payload.common.WA).toBe(false);
    expect(await t.services.notifications.notify(asha.profileId, { kind: 'x', title: 'Muted', dedupeKey: 'muted' })).toBeNull();
    expect((await list('?pageSize=50')).content.map((r) => r.title)).not.toContain('Muted');
  });
});
