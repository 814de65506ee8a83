import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache.ts';

describe('TtlCache', () => {
  it('answers a value until its TTL is up, and drops the oldest written when full', () => {
    const cache = new TtlCache<string, number>(1_000, 2);
    cache.set('a', 1, 0);
    expect(cache.get('a', 999)).toBe(1);
    expect(cache.get('a', 1_000)).toBeUndefined();
    cache.set('b', 2, 10);
    cache.set('a', 3, 20); // written again: now the newest
    cache.set('c', 4, 30); // full: 'b' is the oldest written
    expect([cache.get('a', 40), cache.get('b', 40), cache.get('c', 40)]).toEqual([3, undefined, 4]);
  });
});
