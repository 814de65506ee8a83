import { describe, expect, it } from 'vitest';
import { GroupCommit } from './group-commit.ts';

/** A flush that resolves when the test says so, recording what each flush carried. */
function gate() {
  const flushes: { batch: { key: string; n: number }[]; release: () => void; fail: (e: Error) => void }[] = [];
  const run = (batch: { key: string; n: number }[]) =>
    new Promise<number[]>((resolve, reject) => {
      flushes.push({ batch, release: () => resolve(batch.map((r) => r.n * 10)), fail: reject });
    });
  return { flushes, run };
}
const tick = () => new Promise((r) => setImmediate(r));

describe('GroupCommit (decision 013: event posts coalesced into one statement)', () => {
  it('flushes a lone call at once, and the calls that arrive meanwhile together in the next flush', async () => {
    const { flushes, run } = gate();
    const gc = new GroupCommit({ run, keyOf: (r) => r.key, maxInFlight: 1 });
    const first = gc.submit({ key: 'a', n: 1 });
    await tick();
    expect(flushes).toHaveLength(1);
    const later = [gc.submit({ key: 'b', n: 2 }), gc.submit({ key: 'c', n: 3 }), gc.submit({ key: 'd', n: 4 })];
    await tick();
    expect(flushes).toHaveLength(1);
    flushes[0]!.release();
    expect(await first).toBe(10);
    await tick();
    expect(flushes).toHaveLength(2);
    expect(flushes[1]!.batch.map((r) => r.key)).toEqual(['b', 'c', 'd']);
    flushes[1]!.release();
    expect(await Promise.all(later)).toEqual([20, 30, 40]);
    expect(gc.stats).toEqual({ flushes: 2, calls: 4, largest: 3 });
  });

  it('never puts two calls with one key in a flush, and keeps their order of arrival', async () => {
    const seen: string[][] = [];
    const gc = new GroupCommit<{ key: string; n: number }, number>({
      keyOf: (r) => r.key,
      maxInFlight: 1,
      run: async (batch) => {
        seen.push(batch.map((r) => `${r.key}${r.n}`));
        await tick();
        return batch.map((r) => r.n * 10);
      },
    });
    const all = [gc.submit({ key: 'a', n: 1 }), gc.submit({ key: 'a', n: 2 }), gc.submit({ key: 'b', n: 3 }), gc.submit({ key: 'a', n: 4 })];
    expect(await Promise.all(all)).toEqual([10, 20, 30, 40]);
    expect(seen).toEqual([['a1'], ['a2', 'b3'], ['a4']]);
  });

  it('runs at most maxInFlight flushes and at most maxBatch calls in each', async () => {
    const { flushes, run } = gate();
    const gc = new GroupCommit({ run, keyOf: (r) => r.key, maxInFlight: 2, maxBatch: 3 });
    const all = Array.from({ length: 10 }, (_, i) => gc.submit({ key: `k${i}`, n: i }));
    await tick();
    // The first two go out at once, alone; the other eight wait for a free flush.
    expect(flushes.map((f) => f.batch.length)).toEqual([1, 1]);
    flushes[0]!.release();
    await tick();
    expect(flushes.map((f) => f.batch.length)).toEqual([1, 1, 3]);
    flushes[1]!.release();
    flushes[2]!.release();
    await tick();
    expect(flushes.map((f) => f.batch.length)).toEqual([1, 1, 3, 3, 2]);
    flushes[3]!.release();
    flushes[4]!.release();
    expect(await Promise.all(all)).toEqual(Array.from({ length: 10 }, (_, i) => i * 10));
    expect(gc.stats).toEqual({ flushes: 5, calls: 10, largest: 3 });
  });

  it('when a flush fails, retries each call alone so only the bad one fails', async () => {
    const seen: string[][] = [];
    const gc = new GroupCommit<{ key: string; n: number }, number>({
      keyOf: (r) => r.key,
      maxInFlight: 1,
      run: async (batch) => {
        seen.push(batch.map((r) => r.key));
        await tick();
        if (batch.some((r) => r.n < 0)) throw new Error('bad row');
        return batch.map((r) => r.n);
      },
    });
    const first = gc.submit({ key: 'x', n: 0 });
    const rest = [gc.submit({ key: 'a', n: 1 }), gc.submit({ key: 'bad', n: -1 }), gc.submit({ key: 'c', n: 3 })].map((p) =>
      p.then(
        (v) => ({ ok: v }),
        (e: Error) => ({ err: e.message }),
      ),
    );
    expect(await first).toBe(0);
    expect(await Promise.all(rest)).toEqual([{ ok: 1 }, { err: 'bad row' }, { ok: 3 }]);
    expect(seen[1]).toEqual(['a', 'bad', 'c']);
  });

  it('refuses a flush that answers the wrong number of results', async () => {
    const gc = new GroupCommit<string, number>({ keyOf: (r) => r, run: async () => [] });
    await expect(gc.submit('a')).rejects.toThrow(/answered 0 results/);
  });
});
