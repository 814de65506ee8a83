import { describe, expect, it } from 'vitest';
import { activeSection, sectionAccess, sectionRemaining, sectionWindows } from './section-lock.ts';

const start = Date.UTC(2026, 0, 1, 9);
const w = sectionWindows(
  [
    { code: 'a', section_time: 600 },
    { code: 'b', section_time: 300 },
    { code: 'c', section_time: 900 },
  ],
  start,
);

describe('section locking windows (learning.md §4: start adds the durations of earlier sections)', () => {
  it('starts each section after the times of the earlier ones', () => {
    expect(w.map((x) => [(x.startMs - start) / 1000, (x.endMs - start) / 1000])).toEqual([
      [0, 600],
      [600, 900],
      [900, 1800],
    ]);
  });

  it('opens one section at a time: earlier ones done, later ones upcoming', () => {
    const now = start + 700_000;
    expect(activeSection(w, now)).toBe('b');
    expect(['a', 'b', 'c'].map((c) => sectionAccess(w, now, c))).toEqual(['done', 'open', 'upcoming']);
    expect(sectionRemaining(w, now)).toBe(200);
  });

  it('keeps the last section open once every time is over', () => {
    expect(activeSection(w, start + 5_000_000)).toBe('c');
    expect(sectionRemaining(w, start + 5_000_000)).toBe(0);
    expect(activeSection(w, start - 1000)).toBe('a');
  });
});
