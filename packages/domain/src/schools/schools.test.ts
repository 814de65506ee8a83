import { describe, expect, it } from 'vitest';
import { assignmentDatesProblem, assignmentState, dueText, groupByDay } from './assignments.ts';
import { JOIN_CODE_ALPHABET, joinCodeFrom, normaliseJoinCode } from './join-code.ts';
import { canJoinLiveClass, liveClassOpensAt, liveClassRoomName, liveClassState } from './live-class.ts';

// 2026-11-27 10:00 India (04:30 UTC).
const NOW = Date.parse('2026-11-27T04:30:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('assignment tiles (learning.md §4 Tiles)', () => {
  const base = { startsAt: NOW - DAY, dueAt: NOW + 3 * DAY, lockedUntilStart: false, completedAt: null };

  it('is locked only before the start of a locked assignment, and completed wins', () => {
    expect(assignmentState({ ...base, startsAt: NOW + HOUR, lockedUntilStart: true }, NOW)).toBe('locked');
    expect(assignmentState({ ...base, startsAt: NOW + HOUR, lockedUntilStart: false }, NOW)).toBe('due');
    expect(assignmentState({ ...base, startsAt: NOW - 1, lockedUntilStart: true }, NOW)).toBe('due');
    expect(assignmentState({ ...base, startsAt: NOW + HOUR, lockedUntilStart: true, completedAt: NOW }, NOW)).toBe('completed');
  });

  it('says completed, delayed, due today, due tomorrow, or the date, by India days', () => {
    expect(dueText({ dueAt: NOW - DAY, completedAt: NOW - 2 * DAY }, NOW)).toEqual({ kind: 'completed' });
    expect(dueText({ dueAt: NOW - DAY, completedAt: null }, NOW)).toEqual({ kind: 'delayed' });
    // 23:59 India today is still today; 00:10 India tomorrow (18:40 UTC today) is tomorrow.
    expect(dueText({ dueAt: Date.parse('2026-11-27T18:29:00Z'), completedAt: null }, NOW)).toEqual({ kind: 'due_today' });
    expect(dueText({ dueAt: Date.parse('2026-11-27T18:40:00Z'), completedAt: null }, NOW)).toEqual({ kind: 'due_tomorrow' });
    expect(dueText({ dueAt: Date.parse('2026-11-29T06:00:00Z'), completedAt: null }, NOW)).toEqual({ kind: 'date', date: '2026-11-29' });
    // Earlier today (past the time, same day) is due today, not delayed.
    expect(dueText({ dueAt: NOW - HOUR, completedAt: null }, NOW)).toEqual({ kind: 'due_today' });
  });

  it('groups by the day of creation in India: today, yesterday, older, empty groups left out', () => {
    const bucket = (at: number) => groupByDay([at], (x) => x, NOW)[0]!.bucket;
    expect(bucket(Date.parse('2026-11-26T18:35:00Z'))).toBe('today'); // 00:05 India on the 27th
    expect(bucket(Date.parse('2026-11-26T18:25:00Z'))).toBe('yesterday');
    expect(bucket(NOW - 3 * DAY)).toBe('older');
    const groups = groupByDay([{ at: NOW - 3 * DAY }, { at: NOW }, { at: NOW - 4 * DAY }], (x) => x.at, NOW);
    expect(groups.map((g) => [g.bucket, g.items.length])).toEqual([
      ['today', 1],
      ['older', 2],
    ]);
  });

  it('refuses a due time before the start, too far after it, or already past', () => {
    expect(assignmentDatesProblem(NOW, NOW, NOW - 1)).toBe('due_before_start');
    expect(assignmentDatesProblem(NOW, NOW + 181 * DAY, NOW)).toBe('span_too_long');
    expect(assignmentDatesProblem(NOW - 2 * DAY, NOW - DAY, NOW)).toBe('due_in_past');
    expect(assignmentDatesProblem(NOW, NOW + DAY, NOW)).toBeNull();
  });
});

describe('class join codes', () => {
  it('makes a seven-character code from the alphabet, and reads it back typed loosely', () => {
    const code = joinCodeFrom(new Uint8Array([0, 31, 32, 255, 10, 20, 30]));
    expect(code).toBe('0Z0ZAMY');
    expect([...code].every((c) => JOIN_CODE_ALPHABET.includes(c))).toBe(true);
    expect(normaliseJoinCode(' 0z0-zam y ')).toBe('0Z0ZAMY');
    expect(normaliseJoinCode('ozozamy')).toBe('0Z0ZAMY');
    expect(normaliseJoinCode('lI23456')).toBe('1123456');
  });

  it('refuses the wrong length and characters outside the alphabet', () => {
    expect(normaliseJoinCode('ABC')).toBeNull();
    expect(normaliseJoinCode('ABCDEFGH')).toBeNull();
    expect(normaliseJoinCode('ABCDEFU')).toBeNull();
    expect(normaliseJoinCode('ABC!EFG')).toBeNull();
    expect(() => joinCodeFrom(new Uint8Array(3))).toThrow(RangeError);
  });
});

describe('live classes', () => {
  const start = NOW;
  it('moves from upcoming to open 10 minutes before, live, ending for 15 minutes, then ended', () => {
    expect(liveClassState(start, 60, start - 11 * 60_000)).toBe('upcoming');
    expect(liveClassState(start, 60, start - 10 * 60_000)).toBe('open');
    expect(liveClassState(start, 60, start)).toBe('live');
    expect(liveClassState(start, 60, start + 60 * 60_000)).toBe('ending');
    expect(liveClassState(start, 60, start + 75 * 60_000)).toBe('ended');
    expect(liveClassOpensAt(start)).toBe(start - 10 * 60_000);
  });

  it('lets a student in only in the window, the teacher at any time before the end', () => {
    expect(canJoinLiveClass('upcoming', false)).toBe(false);
    expect(canJoinLiveClass('open', false)).toBe(true);
    expect(canJoinLiveClass('ending', false)).toBe(true);
    expect(canJoinLiveClass('ended', false)).toBe(false);
    expect(canJoinLiveClass('upcoming', true)).toBe(true);
    expect(canJoinLiveClass('ended', true)).toBe(false);
  });

  it('names the room with the namespace, a readable slug and the secret', () => {
    expect(liveClassRoomName('abhyas', 'Electrostatics: doubts & revision!', 'k3x9q2m7p1z8w4v6')).toBe(
      'abhyas-electrostatics-doubts-revision-k3x9q2m7p1z8w4v6',
    );
    expect(liveClassRoomName('abhyas', 'गति', 'k3x9q2m7p1z8w4v6')).toBe('abhyas-k3x9q2m7p1z8w4v6');
    expect(() => liveClassRoomName('abhyas', 'x', 'short')).toThrow(RangeError);
    expect(() => liveClassRoomName('Bad NS', 'x', 'k3x9q2m7p1z8w4v6')).toThrow(RangeError);
  });
});
