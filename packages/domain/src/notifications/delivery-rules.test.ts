import { describe, expect, it } from 'vitest';
import { isQuietHour, isTimeZone, localClock, pushTiming, quietHoursEnd, reminderDue } from './delivery-rules.ts';

// 2026-11-27 16:30 UTC = 22:00 in India (+05:30).
const at = (iso: string) => Date.parse(iso);

describe('quiet hours (issue 20 §2)', () => {
  it('reads the local clock of a time zone, India at +05:30', () => {
    expect(localClock(at('2026-11-27T16:30:00Z'), 'Asia/Kolkata')).toEqual({ date: '2026-11-27', hour: 22, minute: 0 });
    expect(localClock(at('2026-11-27T18:31:00Z'), 'Asia/Kolkata')).toEqual({ date: '2026-11-28', hour: 0, minute: 1 });
    expect(localClock(at('2026-11-27T18:31:00Z'), 'UTC')).toEqual({ date: '2026-11-27', hour: 18, minute: 31 });
  });

  it('is quiet from 22:00 up to 07:00, wrapping midnight', () => {
    expect([21, 22, 23, 0, 6, 7, 12].map((h) => isQuietHour(h))).toEqual([false, true, true, true, true, false, false]);
    expect(isQuietHour(3, { start: 1, end: 5 })).toBe(true);
    expect(isQuietHour(5, { start: 1, end: 5 })).toBe(false);
    expect(isQuietHour(3, { start: 4, end: 4 })).toBe(false);
  });

  it('sends a push at 21:59 and holds one at 22:00 until 07:00 the next morning, local time', () => {
    expect(pushTiming(at('2026-11-27T16:29:00Z'), 'Asia/Kolkata', false)).toEqual({ send: true });
    expect(pushTiming(at('2026-11-27T16:30:00Z'), 'Asia/Kolkata', false)).toEqual({ send: false, at: at('2026-11-28T01:30:00Z') });
    // After midnight it is held to the same morning.
    expect(pushTiming(at('2026-11-27T20:00:00Z'), 'Asia/Kolkata', false)).toEqual({ send: false, at: at('2026-11-28T01:30:00Z') });
    // 06:59:30 → 07:00 thirty seconds later.
    expect(quietHoursEnd(at('2026-11-28T01:29:30Z'), 'Asia/Kolkata')).toBe(at('2026-11-28T01:30:00Z'));
    expect(pushTiming(at('2026-11-28T01:30:00Z'), 'Asia/Kolkata', false)).toEqual({ send: true });
  });

  it('sends at night when the student opted in', () => {
    expect(pushTiming(at('2026-11-27T20:00:00Z'), 'Asia/Kolkata', true)).toEqual({ send: true });
  });

  it('honours other time zones, daylight saving included', () => {
    // 23:00 in New York on the night clocks go back (2026-11-01 02:00 EDT → 01:00 EST): 07:00 EST is 12:00 UTC.
    expect(pushTiming(at('2026-11-01T03:00:00Z'), 'America/New_York', false)).toEqual({ send: false, at: at('2026-11-01T12:00:00Z') });
    expect(pushTiming(at('2026-11-27T16:30:00Z'), 'Europe/London', false)).toEqual({ send: true });
  });

  it('knows IANA time zones and refuses made-up ones', () => {
    expect(isTimeZone('Asia/Kolkata')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });

  it('makes a daily reminder due from its local hour to the end of that day', () => {
    expect(reminderDue(at('2026-11-27T12:29:00Z'), 'Asia/Kolkata', 18)).toBe(false); // 17:59
    expect(reminderDue(at('2026-11-27T12:30:00Z'), 'Asia/Kolkata', 18)).toBe(true); // 18:00
    expect(reminderDue(at('2026-11-27T18:29:00Z'), 'Asia/Kolkata', 18)).toBe(true); // 23:59
    expect(reminderDue(at('2026-11-27T18:30:00Z'), 'Asia/Kolkata', 18)).toBe(false); // 00:00 next day
  });
});
