import { describe, expect, it } from 'vitest';
import { alertAtRemaining, clockJumped, crossedAnnouncement, elapsedSeconds, formatHms, remainingSeconds, spokenDuration } from './clock.ts';

describe('test clock', () => {
  const deadline = Date.parse('2026-11-23T12:00:00Z');

  it('counts down from the server deadline: ceil((deadline − serverNow) / 1000), never negative', () => {
    expect(remainingSeconds(deadline, deadline - 10_800_000)).toBe(10_800);
    expect(remainingSeconds(deadline, deadline - 1_500)).toBe(2);
    expect(remainingSeconds(deadline, deadline - 1)).toBe(1);
    expect(remainingSeconds(deadline, deadline)).toBe(0);
    expect(remainingSeconds(deadline, deadline + 5_000)).toBe(0);
  });

  it('formats hh:mm:ss', () => {
    expect(formatHms(10_800)).toBe('03:00:00');
    expect(formatHms(3_599)).toBe('00:59:59');
    expect(formatHms(-3)).toBe('00:00:00');
  });

  it('caps elapsed time at the duration', () => {
    expect(elapsedSeconds(1_000, 61_000, 3600)).toBe(60);
    expect(elapsedSeconds(1_000, 10_000_000, 3600)).toBe(3600);
    expect(elapsedSeconds(5_000, 1_000, 3600)).toBe(0);
  });

  it('shows the auto-submit alert auto_submit_alert_at_in_sec before the end', () => {
    expect(alertAtRemaining(10_800, 300)).toBe(300);
    expect(alertAtRemaining(200, 300)).toBe(200);
  });

  it('flags a local clock jump of more than 60 s against the monotonic clock', () => {
    expect(clockJumped({ wall: 0, mono: 0 }, { wall: 3_000, mono: 3_000 })).toBe(false);
    expect(clockJumped({ wall: 0, mono: 0 }, { wall: 63_000, mono: 3_000 })).toBe(false);
    expect(clockJumped({ wall: 0, mono: 0 }, { wall: 64_000, mono: 3_000 })).toBe(true);
    expect(clockJumped({ wall: 0, mono: 0 }, { wall: -120_000, mono: 3_000 })).toBe(true);
  });
});

describe('screen-reader time announcements (issue 22 §1)', () => {
  it('fires once at 30, 10 and 5 minutes left, not every second, and not for thresholds already passed', () => {
    expect(crossedAnnouncement(1801, 1800)).toBe(1800);
    expect(crossedAnnouncement(1800, 1799)).toBeNull();
    expect(crossedAnnouncement(601, 600)).toBe(600);
    expect(crossedAnnouncement(305, 299)).toBe(300);
    expect(crossedAnnouncement(4000, 3999)).toBeNull();
    // Resumed at 20 minutes left: nothing until 10.
    let fired = 0;
    for (let s = 1200; s > 0; s -= 1) if (crossedAnnouncement(s, s - 1) !== null) fired += 1;
    expect(fired).toBe(2);
  });

  it('speaks the time left in words, in the interface language', () => {
    expect(spokenDuration(10_500, 'en')).toBe('2 hours 55 minutes');
    expect(spokenDuration(3600, 'en')).toBe('1 hour');
    expect(spokenDuration(300, 'en')).toBe('5 minutes');
    expect(spokenDuration(42, 'en')).toBe('42 seconds');
    expect(spokenDuration(600, 'hi')).toMatch(/10 मिनट/);
  });
});
