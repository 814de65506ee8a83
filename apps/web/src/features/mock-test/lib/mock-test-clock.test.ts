import { describe, expect, it } from 'vitest';
import { createSteadyClock } from './mock-test-clock.ts';

/** A device whose wall clock can be moved, with a monotonic clock that cannot, and a sync stamp. */
function device() {
  const d = { mono: 1_000, wall: 1_700_000_000_000, offset: 5_000, stamp: null as number | null };
  const clock = createSteadyClock({ serverNow: () => d.wall + d.offset, monotonic: () => d.mono, syncStamp: () => d.stamp });
  const pass = (ms: number) => {
    d.mono += ms;
    d.wall += ms;
  };
  return { d, clock, pass };
}

describe('the steady test clock', () => {
  it('follows the server estimate while the device clock runs normally', () => {
    const { d, clock, pass } = device();
    const start = clock();
    expect(start).toBe(d.wall + d.offset);
    pass(61_500);
    expect(clock()).toBe(start + 61_500);
  });

  it('ignores the device clock moving forward or back until the next sync', () => {
    const { d, clock, pass } = device();
    const start = clock();
    d.wall += 4 * 3_600_000;
    pass(2_000);
    expect(clock()).toBe(start + 2_000);
    d.wall -= 6 * 3_600_000;
    pass(1_000);
    expect(clock()).toBe(start + 3_000);
  });

  it('re-anchors on the estimate when a new sync was taken', () => {
    const { d, clock, pass } = device();
    const start = clock();
    d.wall += 2 * 3_600_000; // the device clock jumps …
    d.offset -= 2 * 3_600_000; // … and the next sync measures the new offset
    d.stamp = d.wall;
    pass(1_000);
    expect(clock()).toBe(start + 1_000);
    d.offset += 250; // a later sync corrects the estimate
    d.stamp = d.wall + 1;
    expect(clock()).toBe(start + 1_250);
  });
});
