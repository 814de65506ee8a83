import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, buildTestApp, type TestApp } from '../test/harness.ts';

let accounts = 0;
/**
 * A sign-in with an account nobody has (a new one each time, so the per-account limit never
 * answers): 401 while the address has budget left, 429 after.
 */
const signIn = (t: TestApp, headers: Record<string, string> = {}, url = '/api/auth/sign-in', remoteAddress = '127.0.0.1') =>
  t.app
    .inject({ method: 'POST', url, headers, remoteAddress, payload: { email: `nobody${++accounts}@example.com`, password: 'Wrong#pass2026' } })
    .then((r) => r.statusCode);

let forwarded = 0;
/** A made-up client address, different on every call (TEST-NET-3, RFC 5737). */
const madeUp = () => `203.0.113.${(forwarded++ % 250) + 1}`;

describe.each(BACKENDS)('per-address rate limits on %s (issue 14 §1.2)', (backend) => {
  describe('without TRUST_PROXY (the default)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp(backend, { RATE_LIMIT_AUTH_PER_15_MIN: '3', RATE_LIMIT_GLOBAL_PER_MIN: '5' });
    });
    afterAll(async () => t?.close());

    it('counts sign-ins per connecting address: a made-up X-Forwarded-For buys no fresh budget', async () => {
      expect([await signIn(t), await signIn(t), await signIn(t)]).toEqual([401, 401, 401]);
      expect(await signIn(t)).toBe(429);
      const attempts: number[] = [];
      for (let i = 0; i < 40; i++) attempts.push(await signIn(t, { 'x-forwarded-for': madeUp() }));
      expect(attempts.filter((s) => s !== 429)).toEqual([]);
      for (const headers of [{ forwarded: `for=${madeUp()}` }, { 'x-real-ip': madeUp() }, { 'x-forwarded-for': `${madeUp()}, ${madeUp()}` }] as Record<
        string,
        string
      >[])
        expect(await signIn(t, headers)).toBe(429);
      // Another address (a real one, not a header) has its own budget.
      expect(await signIn(t, {}, '/api/auth/sign-in', '198.51.100.9')).toBe(401);
    });

    it('counts every spelling of a path that reaches the route: /%61pi/… is /api/…', async () => {
      const from = '198.51.100.20';
      expect(await signIn(t, {}, '/api/auth/sign-in', from)).toBe(401);
      expect(await signIn(t, {}, '/%61pi/auth/sign-in', from)).toBe(401);
      expect(await signIn(t, {}, '/api/auth/sign%2Din', from)).toBe(401);
      expect(await signIn(t, {}, '/%61pi/auth/sign-in', from)).toBe(429);
      expect(await signIn(t, {}, '/api/auth/sign-in', from)).toBe(429);

      const health = (url: string) => t.app.inject({ method: 'GET', url, remoteAddress: '198.51.100.21' }).then((r) => r.statusCode);
      const seen: number[] = [];
      for (const url of ['/api/health', '/%61pi/health', '/%61%70%69/health', '/api/%68ealth', '/api/health?x=1']) seen.push(await health(url));
      expect(seen).toEqual([200, 200, 200, 200, 200]);
      expect(await health('/%61pi/health')).toBe(429);
      expect(await health('/api/health')).toBe(429);
    });
  });

  describe('with TRUST_PROXY naming the proxy', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp(backend, { RATE_LIMIT_AUTH_PER_15_MIN: '2', TRUST_PROXY: '127.0.0.1/32, 10.1.2.3' });
    });
    afterAll(async () => t?.close());

    it("counts per client address the proxy forwards, and only the proxy's header is believed", async () => {
      const client = { 'x-forwarded-for': '203.0.113.50' };
      expect([await signIn(t, client), await signIn(t, client), await signIn(t, client)]).toEqual([401, 401, 429]);
      // Another client behind the same proxy has its own budget.
      expect(await signIn(t, { 'x-forwarded-for': '203.0.113.51' })).toBe(401);
      // A client connecting directly (not through a trusted proxy) cannot name itself someone else.
      const direct = '198.51.100.30';
      expect([await signIn(t, {}, undefined, direct), await signIn(t, {}, undefined, direct)]).toEqual([401, 401]);
      for (let i = 0; i < 10; i++) expect(await signIn(t, { 'x-forwarded-for': madeUp() }, undefined, direct)).toBe(429);
    });
  });

  describe('with TRUST_PROXY as a hop count', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp(backend, { RATE_LIMIT_AUTH_PER_15_MIN: '2', TRUST_PROXY: '1' });
    });
    afterAll(async () => t?.close());

    it('counts the address one hop out, whatever a client prepends to the header', async () => {
      const via = (forged: string) => ({ 'x-forwarded-for': `${forged}, 203.0.113.60` });
      expect([await signIn(t, via(madeUp())), await signIn(t, via(madeUp()))]).toEqual([401, 401]);
      for (let i = 0; i < 5; i++) expect(await signIn(t, via(madeUp()))).toBe(429);
      expect(await signIn(t, { 'x-forwarded-for': '203.0.113.61' })).toBe(401);
    });
  });
});
