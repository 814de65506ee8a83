import { describe, expect, it } from 'vitest';
import { createProgressTracker, type ProgressPost } from './progress-tracker.ts';

/** A tracker on a fake clock; `play(s)` ticks once a second while playing, as the overlay does. */
function setup(lengthS = 40, rewatch = false) {
  let now = 0;
  let position = 0;
  const posts: (ProgressPost & { at: number })[] = [];
  const tracker = createProgressTracker({ now: () => now, lengthS: () => lengthS, post: (r) => posts.push({ ...r, at: now }), rewatch });
  return {
    tracker,
    posts,
    play(seconds: number) {
      for (let i = 0; i < seconds; i += 1) {
        now += 1000;
        position += 1;
        tracker.event('tick', position, true);
      }
    },
    at(s: number) {
      position = s;
    },
    wait(ms: number) {
      now += ms;
    },
    get position() {
      return position;
    },
  };
}

describe('progress posts of the player (learning.md §4 Video, §9)', () => {
  it('posts STARTED on the first start, then one record every 10 s while playing', () => {
    const s = setup();
    s.tracker.event('start', 0);
    s.play(35);
    expect(s.posts.map((p) => [p.reason, p.status, p.watchedDuration])).toEqual([
      ['start', 'STARTED', 0],
      ['periodic', 'INPROGRESS', 10],
      ['periodic', 'INPROGRESS', 20],
      ['periodic', 'INPROGRESS', 30],
    ]);
  });

  it('does not burst on a scrub or a resize: the first seek posts, the rest of the burst once, with its last position', () => {
    const s = setup();
    s.tracker.event('start', 0);
    s.play(5);
    for (const t of [12, 18, 3, 25, 27]) s.tracker.event('seek', t);
    s.tracker.event('resize', 27);
    s.tracker.event('resize', 27);
    s.at(27);
    s.play(12);
    const seeks = s.posts.filter((p) => p.reason === 'seek');
    expect(seeks).toHaveLength(2);
    expect(seeks[1]?.watchedDuration).toBeGreaterThanOrEqual(27);
    expect(s.posts.filter((p) => p.reason === ('resize' as never))).toHaveLength(0);
    // Never two posts closer than 2 s, whatever happened in between.
    const gaps = s.posts.slice(1).map((p, i) => p.at - s.posts[i]!.at);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(2000);
  });

  it('posts COMPLETED at the end with the whole length, and the stop record stays COMPLETED', () => {
    const s = setup(38.4);
    s.tracker.event('start', 0);
    s.play(3);
    s.tracker.event('ended', 38.4);
    expect(s.posts.at(-1)).toMatchObject({ reason: 'ended', status: 'COMPLETED', length: 39, watchedDuration: 39 });
    s.wait(5000);
    s.tracker.event('stop', 38.4);
    expect(s.posts.at(-1)).toMatchObject({ reason: 'stop', status: 'COMPLETED', watchedDuration: 39 });
  });

  it('rounds the length up, floors and caps the watched time, and marks the start after a restart', () => {
    const s = setup(37.2);
    s.tracker.event('start', 0);
    s.wait(3000);
    s.tracker.event('pause', 12.9);
    expect(s.posts.at(-1)).toMatchObject({ reason: 'pause', length: 38, watchedDuration: 12, status: 'INPROGRESS', restart: false });
    s.tracker.event('restart', 0);
    s.tracker.event('start', 0);
    expect(s.posts.at(-1)).toMatchObject({ reason: 'start', status: 'STARTED', watchedDuration: 0, restart: true });
  });

  it('sends nothing before the first start and one stop record on close', () => {
    const s = setup();
    s.tracker.event('pause', 5);
    s.tracker.event('seek', 9);
    expect(s.posts).toHaveLength(0);
    s.tracker.event('start', 9);
    s.wait(500);
    s.tracker.event('stop', 9.6);
    s.tracker.event('stop', 9.6);
    expect(s.posts.map((p) => p.reason)).toEqual(['start', 'stop']);
  });

  it('re-watching a completed video starts over: the first post restarts, so a close at 0:23 is where it resumes (issue 15)', () => {
    const s = setup(39, true);
    s.tracker.event('start', 0);
    expect(s.posts[0]).toMatchObject({ reason: 'start', status: 'STARTED', watchedDuration: 0, restart: true });
    s.play(23);
    s.tracker.event('stop', s.position);
    expect(s.posts.at(-1)).toMatchObject({ reason: 'stop', status: 'INPROGRESS', watchedDuration: 23, restart: false });
    expect(s.posts.filter((p) => p.restart)).toHaveLength(1);
  });
});
