import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  ADJUST_THRESHOLD_MS,
  AMORTISATION_MS_PER_S,
  bestOffset,
  MAX_RETRIES,
  MIN_SYNC_GAP_MS,
  offsetFromSample,
  RESYNC_INTERVAL_MS,
  RETRY_DELAY_MS,
  SAMPLES,
  TimeSync,
} from './time-sync.ts';

/**
 * A fake local clock and a fake server whose clock runs `serverOffset` ms ahead.
 * Each fetch takes `up` ms to reach the server and `down` ms to come back, taken from
 * `delays` in turn; `failures` fetches fail first.
 */
function fakeWorld(opts: { serverOffset: number; delays?: Array<[number, number]>; failures?: number; start?: number }) {
  const world = {
    local: opts.start ?? 1_700_000_000_000,
    serverOffset: opts.serverOffset,
    delays: opts.delays ?? [[0, 0]],
    failuresLeft: opts.failures ?? 0,
    fetches: 0,
    sleeps: [] as number[],
    value: undefined as number | undefined,
  };
  const sync = new TimeSync({
    now: () => world.local,
    fetchServerNow: async () => {
      const [up, down] = world.delays[world.fetches % world.delays.length] ?? [0, 0];
      world.fetches += 1;
      world.local += up;
      if (world.failuresLeft > 0) {
        world.failuresLeft -= 1;
        world.local += down;
        throw new Error('network');
      }
      const serverNow = world.value ?? world.local + world.serverOffset;
      world.local += down;
      return serverNow;
    },
    sleep: async (ms) => {
      world.sleeps.push(ms);
      world.local += ms;
    },
  });
  return { world, sync };
}

describe('offsetFromSample and bestOffset', () => {
  it('computes offset against the midpoint and the round trip', () => {
    expect(offsetFromSample({ sentAt: 1000, receivedAt: 1200, serverNow: 5100 })).toEqual({ offset: 4000, rtt: 200 });
  });

  test.prop([fc.integer({ min: -86_400_000, max: 86_400_000 }), fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 0, max: 5000 })])(
    'errs by at most half the round trip, and not at all when symmetric',
    (trueOffset, up, down) => {
      const sentAt = 1_000_000;
      const estimate = offsetFromSample({ sentAt, receivedAt: sentAt + up + down, serverNow: sentAt + up + trueOffset });
      expect(Math.abs(estimate.offset - trueOffset)).toBeLessThanOrEqual(estimate.rtt / 2);
      expect(offsetFromSample({ sentAt, receivedAt: sentAt + 2 * up, serverNow: sentAt + up + trueOffset }).offset).toBe(trueOffset);
    },
  );

  it('picks the sample with the smallest round trip', () => {
    expect(
      bestOffset([
        { sentAt: 0, receivedAt: 400, serverNow: 700 }, // offset 500, rtt 400
        { sentAt: 1000, receivedAt: 1040, serverNow: 1520 }, // offset 500, rtt 40
        { sentAt: 2000, receivedAt: 2100, serverNow: 2600 }, // offset 550, rtt 100
      ]),
    ).toBe(500);
    expect(
      bestOffset([
        { sentAt: 0, receivedAt: 100, serverNow: 90 }, // offset 40, rtt 100
        { sentAt: 0, receivedAt: 10, serverNow: 25 }, // offset 20, rtt 10
      ]),
    ).toBe(20);
    expect(bestOffset([])).toBeNull();
  });
});

describe('TimeSync.sync', () => {
  it('before any sync, uses the local clock and needs a sync', () => {
    const { world, sync } = fakeWorld({ serverOffset: 5000 });
    expect(sync.serverNow()).toBe(world.local);
    expect(sync.needsResync()).toBe(true);
    expect(sync.lastSyncAt).toBeNull();
  });

  it('takes three samples and keeps the one with the smallest round trip under jitter', async () => {
    // asymmetric slow trips would mislead; the symmetric fast one is exact
    const { world, sync } = fakeWorld({
      serverOffset: -42_000,
      delays: [
        [400, 50],
        [15, 15],
        [10, 200],
      ],
    });
    await expect(sync.sync()).resolves.toBe(true);
    expect(world.fetches).toBe(SAMPLES);
    expect(sync.offset()).toBe(-42_000);
    expect(sync.serverNow()).toBe(world.local - 42_000);
    expect(sync.lastSyncAt).toBe(world.local);
    expect(sync.needsResync()).toBe(false);
  });

  test.prop([
    fc.integer({ min: -10_000_000, max: 10_000_000 }),
    fc.array(fc.tuple(fc.integer({ min: 1, max: 800 }), fc.integer({ min: 1, max: 800 })), {
      minLength: 3,
      maxLength: 3,
    }),
  ])('lands within half the best round trip of the true offset', async (serverOffset, delays) => {
    const { sync } = fakeWorld({ serverOffset, delays });
    await sync.sync();
    const bestRtt = Math.min(...delays.map(([up, down]) => up + down));
    expect(Math.abs(sync.offset() - serverOffset)).toBeLessThanOrEqual(bestRtt / 2);
  });

  it('retries failed fetches, pausing before each retry', async () => {
    const { world, sync } = fakeWorld({ serverOffset: 300, failures: 5 });
    await expect(sync.sync()).resolves.toBe(true);
    expect(world.fetches).toBe(SAMPLES + 5);
    expect(world.sleeps).toEqual(Array(5).fill(RETRY_DELAY_MS));
    expect(sync.offset()).toBe(300);
  });

  it('tolerates exactly MAX_RETRIES failures in one sync', async () => {
    const { world, sync } = fakeWorld({ serverOffset: 300, failures: MAX_RETRIES });
    await expect(sync.sync()).resolves.toBe(true);
    expect(world.fetches).toBe(SAMPLES + MAX_RETRIES);
  });

  it('gives up after MAX_RETRIES + 1 failures and changes nothing', async () => {
    const { world, sync } = fakeWorld({ serverOffset: 300, failures: 1000 });
    await expect(sync.sync()).resolves.toBe(false);
    expect(world.fetches).toBe(MAX_RETRIES + 1);
    expect(sync.offset()).toBe(0);
    expect(sync.lastSyncAt).toBeNull();
    expect(sync.needsResync()).toBe(true);
  });

  it('counts a non-numeric server time as a failure', async () => {
    const { world, sync } = fakeWorld({ serverOffset: 0 });
    world.value = Number.NaN;
    await expect(sync.sync()).resolves.toBe(false);
    expect(world.fetches).toBe(MAX_RETRIES + 1);
  });

  it('refuses, without fetching, a sync started less than 5 s after the previous one', async () => {
    const { world, sync } = fakeWorld({ serverOffset: 100 });
    const firstStart = world.local;
    await sync.sync();
    world.serverOffset = 180;
    world.local = firstStart + MIN_SYNC_GAP_MS - 1;
    const fetches = world.fetches;
    await expect(sync.sync()).resolves.toBe(false);
    expect(world.fetches).toBe(fetches);
    world.local = firstStart + MIN_SYNC_GAP_MS;
    await expect(sync.sync()).resolves.toBe(true);
    expect(world.fetches).toBe(fetches + SAMPLES);
  });

  it('also gates after a failed sync, counting from its start', async () => {
    const { world, sync } = fakeWorld({ serverOffset: 100, failures: 1000 });
    const start = world.local;
    await expect(sync.sync()).resolves.toBe(false);
    world.failuresLeft = 0;
    world.local = start + MIN_SYNC_GAP_MS - 1;
    const fetches = world.fetches;
    await expect(sync.sync()).resolves.toBe(false);
    expect(world.fetches).toBe(fetches);
    world.local = start + MIN_SYNC_GAP_MS;
    await expect(sync.sync()).resolves.toBe(true);
    expect(world.fetches).toBe(fetches + SAMPLES);
  });

  it('refuses a second sync while one is running', async () => {
    const { world, sync } = fakeWorld({ serverOffset: 100 });
    const first = sync.sync();
    const second = sync.sync();
    await expect(second).resolves.toBe(false);
    await expect(first).resolves.toBe(true);
    expect(world.fetches).toBe(SAMPLES);
  });

  it('needs a re-sync one hour after the last sync', async () => {
    const { world, sync } = fakeWorld({ serverOffset: 100 });
    await sync.sync();
    const at = world.local;
    world.local = at + RESYNC_INTERVAL_MS - 1;
    expect(sync.needsResync()).toBe(false);
    world.local = at + RESYNC_INTERVAL_MS;
    expect(sync.needsResync()).toBe(true);
  });
});

describe('TimeSync amortisation', () => {
  async function syncedAt(offset: number) {
    const fake = fakeWorld({ serverOffset: offset });
    await fake.sync.sync();
    fake.world.local += MIN_SYNC_GAP_MS;
    return fake;
  }

  it('applies the first offset at once', async () => {
    const { sync } = await syncedAt(2);
    expect(sync.offset()).toBe(2);
  });

  it('moves towards a small change at 25 ms per second of local time', async () => {
    const { world, sync } = await syncedAt(1000);
    world.serverOffset = 1080; // +80 ms, within the threshold
    await sync.sync();
    const t0 = world.local;
    expect(sync.targetOffset).toBe(1080);
    expect(sync.offset()).toBe(1000);
    world.local = t0 + 1000;
    expect(sync.offset()).toBe(1000 + AMORTISATION_MS_PER_S);
    world.local = t0 + 2000;
    expect(sync.offset()).toBe(1050);
    world.local = t0 + 3000;
    expect(sync.offset()).toBe(1075);
    world.local = t0 + 3200;
    expect(sync.offset()).toBe(1080);
    world.local = t0 + 60_000;
    expect(sync.offset()).toBe(1080);
  });

  it('moves backwards too, and server time never runs backwards meanwhile', async () => {
    const { world, sync } = await syncedAt(500);
    world.serverOffset = 500 - ADJUST_THRESHOLD_MS; // exactly the threshold: still gradual
    await sync.sync();
    const t0 = world.local;
    expect(sync.offset()).toBe(500);
    let previous = sync.serverNow();
    for (let ms = 100; ms <= 5000; ms += 100) {
      world.local = t0 + ms;
      const now = sync.serverNow();
      expect(now).toBeGreaterThan(previous);
      previous = now;
    }
    expect(sync.offset()).toBe(400);
  });

  it('applies a change larger than 100 ms at once', async () => {
    const { world, sync } = await syncedAt(1000);
    world.serverOffset = 1000 + ADJUST_THRESHOLD_MS + 1;
    await sync.sync();
    expect(sync.offset()).toBe(1101);
    world.local += MIN_SYNC_GAP_MS;
    world.serverOffset = -5000;
    await sync.sync();
    expect(sync.offset()).toBe(-5000);
  });

  it('a new measurement during amortisation starts from the offset then applied', async () => {
    const { world, sync } = await syncedAt(0);
    // this sync takes 3 s (three failed fetches, 1 s pause each), so the next may start
    // 2 s after its offset was taken, half-way through the slew
    world.serverOffset = 100;
    world.failuresLeft = 3;
    await sync.sync();
    world.local += 2000;
    expect(sync.offset()).toBe(50);
    world.serverOffset = 0; // 50 below the applied offset: gradual, from 50
    await expect(sync.sync()).resolves.toBe(true);
    const t0 = world.local;
    expect(sync.offset()).toBe(50);
    world.local = t0 + 1000;
    expect(sync.offset()).toBe(25);
    world.local = t0 + 10_000;
    expect(sync.offset()).toBe(0);
  });

  it('does not move if the local clock goes backwards', async () => {
    const { world, sync } = await syncedAt(0);
    world.serverOffset = 60;
    await sync.sync();
    world.local -= 10_000;
    expect(sync.offset()).toBe(0);
  });
});
