import { describe, expect, it } from 'vitest';
import { activeSection, sectionAccess, sectionRefusal, sectionRemaining, sectionWindows } from './section-lock.ts';

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

describe('sectionRefusal (the server refuses answers outside the section window)', () => {
  const grace = 30_000;
  it('accepts answers to the open section and refuses a closed or upcoming one', () => {
    const now = start + 700_000; // b open
    expect(sectionRefusal(w, now, 'a', grace)).toBe('SECTION_CLOSED');
    expect(sectionRefusal(w, now, 'b', grace)).toBeNull();
    expect(sectionRefusal(w, now, 'c', grace)).toBe('SECTION_NOT_OPEN');
  });

  it('allows the grace on both sides of a boundary', () => {
    expect(sectionRefusal(w, start + 600_000 + grace, 'a', grace)).toBeNull();
    expect(sectionRefusal(w, start + 600_001 + grace, 'a', grace)).toBe('SECTION_CLOSED');
    expect(sectionRefusal(w, start + 600_000 - grace, 'b', grace)).toBeNull();
    expect(sectionRefusal(w, start + 599_999 - grace, 'b', grace)).toBe('SECTION_NOT_OPEN');
  });

  it('never closes the last section itself (the test deadline does) and ignores unknown sections', () => {
    expect(sectionRefusal(w, start + 5_000_000, 'c', grace)).toBeNull();
    expect(sectionRefusal(w, start + 5_000_000, 'zz', grace)).toBeNull();
  });
});
