import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmbiumHistory } from '@abhyas/contracts';
import { embiumLedger } from '../../../db/schema/index.ts';
import { BACKENDS, bearer, buildTestApp, json, verifiedStudent, type TestApp } from '../../../test/harness.ts';

type Err = { error?: { code: string; details?: { path: string }[] } };
const profileIdOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { pid: string }).pid;

describe.each(BACKENDS)('embium history on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(async () => t?.close());

  const history = async (token: string, query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/embiums/history${query}`, headers: bearer(token) });
    return { status: res.statusCode, body: json<{ data: EmbiumHistory } & Err>(res) };
  };
  const award = (profileId: string, i: number, kind: 'silver' | 'gold', amount: number, reason: string) =>
    t.services.database.db.insert(embiumLedger).values({
      id: crypto.randomUUID(),
      profileId,
      kind,
      amount,
      reason,
      source: `practice:s:q${i}`,
      createdAt: new Date(Date.parse('2026-03-01T10:00:00Z') + i * 60_000),
    });

  it('a new student: zero balance, the award rules, no entries', async () => {
    const { token } = await verifiedStudent(t.app, 'Anu Rao');
    const res = await history(token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ balance: { total: 0, silver: 0, gold: 0 }, items: [], page: 1, page_size: 20, total: 0 });
    expect(res.body.data.rules).toEqual([
      { event: 'practice_answer_correct', kind: 'silver', amount: 1 },
      { event: 'practice_answer_perfect', kind: 'gold', amount: 1 },
      { event: 'practice_session_complete', kind: 'silver', amount: 2 },
      { event: 'test_finished', kind: 'silver', amount: 10 },
      { event: 'revision_done', kind: 'silver', amount: 5 },
      { event: 'milestone', kind: 'gold', amount: 2 },
    ]);
  });

  it('pages the ledger newest first with the balance; another student sees none of it', async () => {
    const { token } = await verifiedStudent(t.app, 'Dev Joshi');
    const other = (await verifiedStudent(t.app, 'Lata Sen')).token;
    const pid = profileIdOf(token);
    await award(pid, 1, 'silver', 1, 'practice_answer');
    await award(pid, 2, 'gold', 1, 'practice_answer');
    await award(pid, 3, 'silver', 2, 'practice_session_complete');

    const first = (await history(token, '?page_size=2')).body.data;
    expect(first.balance).toEqual({ total: 4, silver: 3, gold: 1 });
    expect(first.total).toBe(3);
    expect(first.items).toEqual([
      { amount: 2, kind: 'silver', event: 'practice_session_complete', object: 'practice:s:q3', at: Date.parse('2026-03-01T10:03:00Z') },
      { amount: 1, kind: 'gold', event: 'practice_answer', object: 'practice:s:q2', at: Date.parse('2026-03-01T10:02:00Z') },
    ]);
    const second = (await history(token, '?page=2&page_size=2')).body.data;
    expect(second.items.map((i) => i.object)).toEqual(['practice:s:q1']);
    expect((await history(token, '?page=3&page_size=2')).body.data.items).toEqual([]);

    expect((await history(other)).body.data).toMatchObject({ total: 0, items: [], balance: { total: 0 } });
    // The balance call agrees.
    const balance = await t.app.inject({ method: 'GET', url: '/api/embiums/balance', headers: bearer(token) });
    expect(json<{ data: { current_value: number }[] }>(balance).data[0]!.current_value).toBe(4);
  });

  it('another family’s child_id is 404; bad paging is 400 naming the field; a parent token 403, none 401', async () => {
    const { token, parentToken } = await verifiedStudent(t.app, 'Gita Bose');
    const theirs = profileIdOf((await verifiedStudent(t.app, 'Hari Pal')).token);
    const res = await history(token, `?child_id=${theirs}`);
    expect([res.status, res.body.error?.code]).toEqual([404, 'PROFILE_NOT_FOUND']);
    expect((await history(token, `?child_id=${profileIdOf(token)}`)).status).toBe(200);
    for (const [query, field] of [
      ['?page=0', 'querystring.page'],
      ['?page=x', 'querystring.page'],
      ['?page_size=51', 'querystring.page_size'],
      ['?page_size=1.5', 'querystring.page_size'],
    ] as const) {
      const bad = await history(token, query);
      expect([query, bad.status, bad.body.error?.details?.[0]?.path]).toEqual([query, 400, field]);
    }
    expect((await history(parentToken)).status).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/embiums/history' })).statusCode).toBe(401);
  });
});
