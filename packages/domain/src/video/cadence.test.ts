import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { cadenceStep, initialCadence, type CadenceEvent, type CadencePost, type CadenceState } from './cadence.ts';

/** Runs events at times; returns the posts with their times. */
function run(events: [number, CadenceEvent, number?][], start: CadenceState = initialCadence()) {
  let state = start;
  const posts: (CadencePost & { at: number })[] = [];
  for (const [at, e, pos = 5] of events) {
    const r = cadenceStep(state, e, at, pos);
    state = r.state;
    if (r.post) posts.push({ ...r.post, at });
  }
  return { state, posts };
}
const tick = (playing = true): CadenceEvent => ({ kind: 'tick', playing });

describe('progress post cadence (learning.md §4 Video, §9 10 s)', () => {
  it('posts STARTED once on the first start, then every 10 s while playing', () => {
    const events: [number, CadenceEvent, number?][] = [[0, { kind: 'start' }, 0]];
    for (let t = 1000; t <= 35_000; t += 1000) events.push([t, tick(), t / 1000]);
    const { posts } = run(events);
    expect(posts.map((p) => [p.reason, p.at])).toEqual([
      ['start', 0],
      ['periodic', 10_000],
      ['periodic', 20_000],
      ['periodic', 30_000],
    ]);
  });

  it('does not post periodically at time 0 or while paused', () => {
    const { posts } = run([
      [0, { kind: 'start' }, 0],
      [11_000, tick(), 0],
      [12_000, tick(false), 4],
    ]);
    expect(posts.map((p) => p.reason)).toEqual(['start']);
  });

  it('posts on pause and seek, and a burst of seeks only once, the last position by a later tick', () => {
    const { posts } = run([
      [0, { kind: 'start' }, 0],
      [3000, { kind: 'pause' }, 3],
      [4000, { kind: 'seek' }, 8],
      [4200, { kind: 'seek' }, 12],
      [4400, { kind: 'seek' }, 20],
      [4500, tick(false), 20],
      [5000, tick(false), 20],
      [6000, tick(false), 20],
    ]);
    expect(posts.map((p) => [p.reason, p.at])).toEqual([
      ['start', 0],
      ['pause', 3000],
      ['seek', 5000],
    ]);
  });

  it('posts COMPLETED at the end once, then the stop, and nothing after the stop', () => {
    const { posts } = run([
      [0, { kind: 'start' }, 0],
      [1000, { kind: 'ended' }, 30],
      [1100, { kind: 'ended' }, 30],
      [20_000, tick(true), 30],
      [21_000, { kind: 'stop' }, 30],
      [22_000, { kind: 'pause' }, 30],
      [40_000, tick(), 30],
    ]);
    expect(posts.map((p) => [p.reason, p.ended])).toEqual([
      ['start', false],
      ['ended', true],
      ['stop', false],
    ]);
  });

  it('marks the first post after a restart with restart, and only that one', () => {
    const first = run([
      [0, { kind: 'start' }, 0],
      [10_000, tick(), 10],
      [11_000, { kind: 'restart' }, 0],
      [11_500, { kind: 'start' }, 0],
      [22_000, tick(), 10],
    ]);
    expect(first.posts.map((p) => [p.reason, p.restart])).toEqual([
      ['start', false],
      ['periodic', false],
      ['start', true],
      ['periodic', false],
    ]);
    // "No" on the resume prompt: the cadence begins with the restart flag set.
    expect(run([[0, { kind: 'start' }, 0]], initialCadence(true)).posts[0]!.restart).toBe(true);
  });

  it('never posts for a resize and nothing before a start', () => {
    expect(
      run([
        [0, { kind: 'resize' }],
        [500, { kind: 'pause' }],
        [20_000, tick()],
        [21_000, { kind: 'stop' }],
      ]).posts,
    ).toEqual([]);
  });

  const step = fc.oneof(
    fc.constant<CadenceEvent>({ kind: 'tick', playing: true }),
    fc.constant<CadenceEvent>({ kind: 'tick', playing: false }),
    fc.constant<CadenceEvent>({ kind: 'pause' }),
    fc.constant<CadenceEvent>({ kind: 'seek' }),
    fc.constant<CadenceEvent>({ kind: 'resize' }),
    fc.constant<CadenceEvent>({ kind: 'start' }),
    fc.constant<CadenceEvent>({ kind: 'ended' }),
  );
  const timeline = fc.array(fc.tuple(fc.integer({ min: 0, max: 4000 }), step, fc.double({ min: 0, max: 600, noNaN: true })), { maxLength: 300 });

  test.prop([timeline])('periodic posts come 10 s or more after any post; pause and seek posts 2 s or more', (steps) => {
    let now = 0;
    const events: [number, CadenceEvent, number][] = [[0, { kind: 'start' }, 0]];
    for (const [dt, e, pos] of steps) events.push([(now += dt), e, pos]);
    const { posts } = run(events);
    for (let i = 1; i < posts.length; i += 1) {
      const gap = posts[i]!.at - posts[i - 1]!.at;
      if (posts[i]!.reason === 'periodic') expect(gap).toBeGreaterThanOrEqual(10_000);
      if (posts[i]!.reason === 'pause' || posts[i]!.reason === 'seek') expect(gap).toBeGreaterThanOrEqual(2000);
    }
    expect(posts.filter((p) => p.reason === 'start')).toHaveLength(1);
    // Two COMPLETED posts need playback in between (a seek back or a play after the end).
    const endedAt = posts.filter((p) => p.reason === 'ended').map((p) => p.at);
    for (let i = 1; i < endedAt.length; i += 1) {
      const between = events.filter(([at, e]) => at >= endedAt[i - 1]! && at <= endedAt[i]! && (e.kind === 'seek' || e.kind === 'start'));
      expect(between.length).toBeGreaterThan(0);
    }
  });

  test.prop([fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 200 }), fc.array(fc.integer({ min: 0, max: 1000 }), { maxLength: 200 })])(
    'seeks and resizes never add posts beyond one per 2 s, and playing with 1 s ticks posts at least every 11 s',
    (seekOffsets, resizeOffsets) => {
      const events: [number, CadenceEvent, number][] = [[0, { kind: 'start' }, 0]];
      const horizon = 120_000;
      for (let t = 1000; t <= horizon; t += 1000) events.push([t, tick(), t / 1000]);
      for (const o of seekOffsets) events.push([o * 120, { kind: 'seek' }, 10]);
      for (const o of resizeOffsets) events.push([o * 120, { kind: 'resize' }, 10]);
      events.sort((a, b) => a[0] - b[0]);
      const { posts } = run(events);
      // At most one post per 2 s window overall (start aside).
      for (let i = 2; i < posts.length; i += 1) expect(posts[i]!.at - posts[i - 1]!.at).toBeGreaterThanOrEqual(2000);
      // No silence above 11 s while playing (10 s cadence, 1 s ticks).
      for (let i = 1; i < posts.length; i += 1) expect(posts[i]!.at - posts[i - 1]!.at).toBeLessThanOrEqual(11_000);
      expect(horizon - posts.at(-1)!.at).toBeLessThanOrEqual(11_000);
    },
  );
});
