import { afterEach, describe, expect, it, vi } from 'vitest';

describe('time sync wiring (platform.md §4.6)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('estimates the server clock from GET /api/now', async () => {
    // A fresh module: the clock offset is module state, and another test file may have synced it.
    vi.resetModules();
    const { serverNow, syncNow } = await import('./time-sync.ts');
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ now: Date.now() + 60_000 }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    expect(Math.abs(serverNow() - Date.now())).toBeLessThan(1000); // local clock before the first sync
    await expect(syncNow()).resolves.toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(3); // three samples
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe('/api/now');
    expect(serverNow() - Date.now()).toBeGreaterThan(59_000);
    expect(serverNow() - Date.now()).toBeLessThan(61_000);
  });
});
