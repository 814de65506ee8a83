import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, type TestApp } from '../../test/harness.ts';

const DAY = 86_400_000;

describe('POST /api/dev/clock (development only): moves the business clock, not the tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite');
  });
  afterAll(async () => t?.close());

  it('moves now() for the services by the offset and back, from loopback only, with a checked body', async () => {
    const before = t.services.now();
    const moved = await t.app.inject({ method: 'POST', url: '/api/dev/clock', payload: { offset_ms: 4 * DAY } });
    expect(moved.statusCode).toBe(200);
    expect(json<{ offset_ms: number }>(moved).offset_ms).toBe(4 * DAY);
    expect(t.services.now() - before).toBeGreaterThanOrEqual(4 * DAY);
    expect(t.services.now() - before).toBeLessThan(4 * DAY + 60_000);

    const far = await t.app.inject({ method: 'POST', url: '/api/dev/clock', payload: { offset_ms: 400 * DAY } });
    expect(far.statusCode).toBe(400);
    const remote = await t.app.inject({ method: 'POST', url: '/api/dev/clock', payload: { offset_ms: 0 }, remoteAddress: '203.0.113.7' });
    expect(remote.statusCode).toBe(403);
    expect(t.services.clock.offsetMs).toBe(4 * DAY);

    await t.app.inject({ method: 'POST', url: '/api/dev/clock', payload: { offset_ms: 0 } });
    expect(Math.abs(t.services.now() - Date.now())).toBeLessThan(60_000);
  });
});
