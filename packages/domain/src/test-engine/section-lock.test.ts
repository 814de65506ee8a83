import { describe, expect, it } from 'vitest';
import {
  activeSection,
  locksSections,
  screenSectionEvents,
  sectionAccess,
  sectionLockOf,
  sectionRefusal,
  sectionRemaining,
  sectionWindows,
} from './section-lock.ts';

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

describe('an attempt under section locking (decision 011)', () => {
  const sections = [
    { code: 'a', sectionTimeS: 600, questionCodes: ['a1', 'a2'] },
    { code: 'b', sectionTimeS: 300, questionCodes: ['b1'] },
    { code: 'c', sectionTimeS: 900, questionCodes: ['c1'] },
  ];

  it('locks only when every section has its own time', () => {
    expect(locksSections(sections)).toBe(true);
    const untimed: { code: string; sectionTimeS?: number; questionCodes: string[] }[] = [...sections, { code: 'd', questionCodes: [] }];
    expect(locksSections(untimed)).toBe(false);
    expect(locksSections([])).toBe(false);
    expect(sectionLockOf([{ code: 'a', questionCodes: ['a1'] }], start)).toBeNull();
  });

  it('knows each question’s section and the windows from the start', () => {
    const lock = sectionLockOf(sections, start)!;
    expect(lock.windows).toEqual(w);
    expect([...lock.sectionOf]).toEqual([
      ['a1', 'a'],
      ['a2', 'a'],
      ['b1', 'b'],
      ['c1', 'c'],
    ]);
  });

  it('refuses answers outside their section’s window by the question’s section, and keeps every other event in order', () => {
    const lock = sectionLockOf(sections, start)!;
    const now = start + 700_000; // b open
    const events = [
      { eorder: 1, event_type: 'select_answer', question_code: 'a1', section: 'b' }, // the question's section counts: a, closed
      { eorder: 2, event_type: 'view_question', question_code: 'c1' }, // no answer: allowed
      { eorder: 3, event_type: 'save_attempt', question_code: 'b1' },
      { eorder: 4, event_type: 'input_answer', question_code: 'zz', section: 'c' }, // unknown question: its named section, upcoming
      { eorder: 5, event_type: 'clear_attempt', question_code: null, section: null }, // no section: allowed
    ];
    const { allowed, refused } = screenSectionEvents(lock, events, now, 30_000);
    expect(allowed.map((e) => e.eorder)).toEqual([2, 3, 5]);
    expect(refused).toEqual([
      { eorder: 1, code: 'SECTION_CLOSED', section: 'a' },
      { eorder: 4, code: 'SECTION_NOT_OPEN', section: 'c' },
    ]);
  });
});
