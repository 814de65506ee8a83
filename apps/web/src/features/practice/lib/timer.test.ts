import { describe, expect, it } from 'vitest';
import { clockTampered, formatClock, hintTaken, pauseTimer, resumeTimer, secondsLeft, secondsSpent, startTimer, timerColor } from './timer.ts';

describe('practice timer (learning.md §4 Practice "Timer")', () => {
  it('counts whole seconds on the monotonic clock and stops while paused', () => {
    let t = startTimer(1000);
    expect(secondsSpent(t, 3999)).toBe(2);
    t = pauseTimer(t, 11_000);
    expect(secondsSpent(t, 60_000)).toBe(10);
    t = resumeTimer(t, 60_000);
    expect(secondsSpent(t, 65_500)).toBe(15);
    expect(pauseTimer(pauseTimer(t, 70_000), 80_000)).toEqual(pauseTimer(t, 70_000));
  });

  it('turns red only once the time spent exceeds the ideal time', () => {
    expect(timerColor(60, 60)).toBe('blue');
    expect(timerColor(61, 60)).toBe('red');
    expect(timerColor(500, 0)).toBe('blue');
  });

  it('flags a clock jump over 60 s or a backwards clock only while offline', () => {
    const a = { wall: 1_000_000, mono: 10_000 };
    expect(clockTampered(a, { wall: a.wall + 1000 + 61_000, mono: 11_000 }, false)).toBe(true);
    expect(clockTampered(a, { wall: a.wall + 1000 + 59_000, mono: 11_000 }, false)).toBe(false);
    expect(clockTampered(a, { wall: a.wall - 5, mono: 11_000 }, false)).toBe(true);
    expect(clockTampered(a, { wall: a.wall + 500_000, mono: 11_000 }, true)).toBe(false);
  });

  it('formats clocks and hint_taken', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(75)).toBe('1:15');
    expect(formatClock(3725)).toBe('1:02:05');
    expect(hintTaken(0)).toBe('n');
    expect(hintTaken(2)).toBe('y');
  });
});

describe('secondsLeft (the countdown of learning.md §4)', () => {
  it('counts the ideal time down to zero and never below; no countdown without an ideal time', () => {
    expect([secondsLeft(0, 90), secondsLeft(89, 90), secondsLeft(90, 90), secondsLeft(200, 90)]).toEqual([90, 1, 0, 0]);
    expect(secondsLeft(10, 0)).toBeNull();
  });
});
