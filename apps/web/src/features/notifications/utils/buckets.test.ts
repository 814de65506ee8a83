import { describe, expect, it } from 'vitest';
import { bucketOf } from './buckets.ts';

describe('bucketOf (platform.md §3 Notification date buckets)', () => {
  const now = new Date(2026, 10, 27, 0, 30).getTime();
  it('splits at local midnights', () => {
    expect(bucketOf(new Date(2026, 10, 27, 0, 0).getTime(), now)).toBe('today');
    expect(bucketOf(new Date(2026, 10, 26, 23, 59).getTime(), now)).toBe('yesterday');
    expect(bucketOf(new Date(2026, 10, 26, 0, 0).getTime(), now)).toBe('yesterday');
    expect(bucketOf(new Date(2026, 10, 25, 23, 59).getTime(), now)).toBe('older');
  });
});
