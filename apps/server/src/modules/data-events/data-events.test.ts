import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_EVENTS_MAX_BATCH } from '@abhyas/contracts';
import { STORE_BACKENDS, bearer, buildTestApp, json, verifiedStudent, type TestApp } from '../../test/harness.ts';

const DAY = 86_400_000;
type Err = { error: { code: string; message: string; details?: { path: string }[] } };

/** The `pid` / `sub` claims of a token, as the server reads them. */
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string; pid?: string };

const pageView = (path: string, extra: Record<string, unknown> = {}) => ({
  name: 'page_view',
  occurred_at: Date.now(),
  session_id: 'tab-1',
  payload: { path },
  ...extra,
});
const apiError = (feature: string, code: string | number) => ({
  name: 'API_Error',
  occurred_at: Date.now(),
  feature_name: feature,
  payload: { error_code: code, error_type: 'server', error_response: 'Something went wrong' },
});

describe.each(STORE_BACKENDS)('data events on %s', (backend) => {
  let t: TestApp;
  let student: { token: string; parentToken: string };
  beforeAll(async () => {
    t = await buildTestApp(backend);
    student = await verifiedStudent(t.app, 'Kavya Rao');
  });
  afterAll(async () => t?.close());

  const push = (payload: unknown, headers: Record<string, string> = {}, query = '') =>
    t.app.inject({ method: 'POST', url: `/api/data-events/push/v2${query}`, headers, payload: payload as object });
  const stored = async () => {
    await t.services.dataEvents.flush();
    return t.services.dataEvents['repo'].all();
  };

  it('stores a batch with the profile and user of the token, ignoring ids claimed in the body', async () => {
    const before = (await stored()).length;
    const other = crypto.randomUUID();
    const res = await push(
      { events: [pageView('/home', { profile_id: other }), apiError('connected_profiles', 500)], profile_id: other, user_id: other },
      { ...bearer(student.token), 'x-browser-id': 'browser-7' },
      '?namespace=web&topic=clickstream',
    );
    expect(res.statusCode).toBe(202);
    expect(json(res)).toEqual({ data: { accepted: 2 } });
    const rows = (await stored()).slice(before);
    const { sub, pid } = claimsOf(student.token);
    expect(rows.map((r) => [r.name, r.profileId, r.userId, r.browserId, r.topic])).toEqual([
      ['page_view', pid, sub, 'browser-7', 'clickstream'],
      ['API_Error', pid, sub, 'browser-7', 'clickstream'],
    ]);
    expect(rows[0]!.payload).toEqual({ path: '/home' });
    expect(rows[0]!.sessionId).toBe('tab-1');
    expect(rows[1]!.featureName).toBe('connected_profiles');
  });

  it('takes guest events without a token, and a token in the body (sendBeacon) as text/plain', async () => {
    const before = (await stored()).length;
    expect((await push({ events: [pageView('/')] })).statusCode).toBe(202);
    const beacon = await t.app.inject({
      method: 'POST',
      url: '/api/data-events/push/v2',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify({ events: [pageView('/practice')], token: student.token }),
    });
    expect(beacon.statusCode).toBe(202);
    // A forged token records nobody rather than failing the batch.
    expect((await push({ events: [pageView('/x')], token: 'not.a.token' })).statusCode).toBe(202);
    const rows = (await stored()).slice(before);
    expect(rows.map((r) => r.profileId)).toEqual([null, claimsOf(student.token).pid, null]);
  });

  it('answers 400 naming the bad field', async () => {
    const cases: [unknown, string][] = [
      [{ events: [] }, 'body.events'],
      [{ events: [pageView('/'), { ...pageView('/'), name: '' }] }, 'body.events.1.name'],
      [{ events: [{ ...pageView('/'), occurred_at: 'yesterday' }] }, 'body.events.0.occurred_at'],
      [{ events: [{ ...apiError('login', 401), feature_name: undefined }] }, 'body.events.0.feature_name'],
      [{ events: [{ ...apiError('login', 401), payload: { error_type: 'auth' } }] }, 'body.events.0.payload.error_code'],
      [{ events: [pageView('/', { payload: { blob: 'x'.repeat(5000) } })] }, 'body.events.0.payload'],
      [{ events: Array.from({ length: DATA_EVENTS_MAX_BATCH + 1 }, () => pageView('/')) }, 'body.events'],
    ];
    for (const [body, path] of cases) {
      const res = await push(body);
      expect(res.statusCode, path).toBe(400);
      expect(json<Err>(res).error.details?.[0]?.path).toBe(path);
    }
    const badQuery = await push({ events: [pageView('/')] }, {}, '?topic=Click%20Stream');
    expect(badQuery.statusCode).toBe(400);
    expect(json<Err>(badQuery).error.details?.[0]?.path).toBe('querystring.topic');
    const notJson = await t.app.inject({ method: 'POST', url: '/api/data-events/push/v2', headers: { 'content-type': 'text/plain' }, payload: '{"events":' });
    expect(notJson.statusCode).toBe(400);
  });

  it('answers 413 for a body over the cap', async () => {
    const res = await push({ events: [pageView('/')], padding: 'x'.repeat(300 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(json<Err>(res).error).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'Request body is larger than 256 KB.' });
  });

  it('prunes events older than the retention period', async () => {
    await stored();
    const start = t.clock.now;
    try {
      t.clock.now = start - 181 * DAY;
      expect((await push({ events: [pageView('/old')] })).statusCode).toBe(202);
      t.clock.now = start - 179 * DAY;
      expect((await push({ events: [pageView('/recent')] })).statusCode).toBe(202);
      await stored();
    } finally {
      t.clock.now = start;
    }
    const deleted = await t.services.dataEvents.prune();
    expect(deleted).toBeGreaterThanOrEqual(1);
    const paths = (await stored()).map((r) => (r.payload as { path?: string }).path);
    expect(paths).not.toContain('/old');
    expect(paths).toContain('/recent');
  });

  it('counts the top API errors by feature and code', async () => {
    await push({ events: [apiError('login', 401), apiError('login', 401), apiError('login', 500), apiError('add_profile', 'NAME_TAKEN')] });
    await t.services.dataEvents.flush();
    const top = await t.services.dataEvents.topApiErrors(7);
    expect(top.slice(0, 2).map((r) => [r.featureName, r.errorCode, r.events])).toEqual([
      ['login', '401', 2],
      // Ties by feature then code.
      ['add_profile', 'NAME_TAKEN', 1],
    ]);
  });
});

describe('data events: a server stop stores what it accepted', () => {
  it('flushes the buffer on close', async () => {
    const t = await buildTestApp('pglite');
    const repo = t.services.dataEvents['repo'];
    // A slow database: the write takes 200 ms, the 202 does not wait for it.
    const append = repo.append.bind(repo);
    repo.append = async (rows) => {
      await new Promise((r) => setTimeout(r, 200));
      await append(rows);
    };
    const started = Date.now();
    const res = await t.app.inject({ method: 'POST', url: '/api/data-events/push/v2', payload: { events: [pageView('/bye')] } });
    expect(res.statusCode).toBe(202);
    expect(Date.now() - started).toBeLessThan(200);
    expect(await repo.size()).toBe(0);
    await t.app.close();
    expect(await repo.size()).toBe(1);
    await t.services.database.close();
  });
});
