import { describe, expect, it } from 'vitest';
import {
  studyStreak,
  accuracyPercent,
  dayBucket,
  indiaMidnight,
  isCalendarDate,
  isInAppPath,
  nextBefore,
  timelineDays,
  timelineWindow,
  wholeMinutes,
  type TimelineEntry,
} from './timeline.ts';

const item = (id: string, kind: TimelineEntry['kind'], iso: string): TimelineEntry => ({ id, kind, title: id, detail: {}, at: Date.parse(iso), link: null });

describe('indiaMidnight and timelineWindow', () => {
  it('cuts days at midnight in India (18:30 UTC the day before)', () => {
    expect(new Date(indiaMidnight('2026-03-10')).toISOString()).toBe('2026-03-09T18:30:00.000Z');
  });

  it('ends today without `before`: at 00:10 in India the window is still today, though UTC says yesterday', () => {
    const now = Date.parse('2026-03-09T18:40:00Z'); // 00:10 on 10 March in India
    const w = timelineWindow(now, 7);
    expect(w).toMatchObject({ from: '2026-03-04', to: '2026-03-10' });
    expect(w.toMs).toBe(indiaMidnight('2026-03-11'));
    expect(w.fromMs).toBe(indiaMidnight('2026-03-04'));
  });

  it('covers the `days` days before `before`, and takes a future `before` as tomorrow', () => {
    const now = Date.parse('2026-03-10T06:00:00Z');
    expect(timelineWindow(now, 3, '2026-03-05')).toMatchObject({ from: '2026-03-02', to: '2026-03-04' });
    expect(timelineWindow(now, 1, '2030-01-01')).toMatchObject({ from: '2026-03-10', to: '2026-03-10' });
    expect(timelineWindow(now, 2, '2026-03-01')).toMatchObject({ from: '2026-02-27', to: '2026-02-28' });
  });
});

describe('timelineDays', () => {
  const w = { fromMs: indiaMidnight('2026-03-08'), toMs: indiaMidnight('2026-03-11') };

  it('buckets items of every source by India date, newest day and newest item first', () => {
    const videos = [item('v1', 'video', '2026-03-10T04:00:00Z'), item('v2', 'video', '2026-03-08T20:00:00Z')];
    const practice = [item('p1', 'practice', '2026-03-10T05:00:00Z'), item('p2', 'practice', '2026-03-08T10:00:00Z')];
    const days = timelineDays([videos, practice], w);
    // 20:00 UTC on 8 March is 01:30 on 9 March in India.
    expect(days.map((d) => [d.date, d.items.map((i) => i.id)])).toEqual([
      ['2026-03-10', ['p1', 'v1']],
      ['2026-03-09', ['v2']],
      ['2026-03-08', ['p2']],
    ]);
  });

  it('leaves out items outside the window (the end is exclusive) and repeats of an id', () => {
    const days = timelineDays(
      [
        [item('early', 'test', '2026-03-07T18:29:59Z'), item('edge', 'test', '2026-03-07T18:30:00Z'), item('late', 'test', '2026-03-10T18:30:00Z')],
        [item('edge', 'test', '2026-03-07T18:30:00Z')],
      ],
      w,
    );
    expect(days).toEqual([{ date: '2026-03-08', items: [expect.objectContaining({ id: 'edge' })] }]);
  });

  it('orders items at the same time by kind, then id, so a page reads the same every time', () => {
    const at = '2026-03-10T05:00:00Z';
    const days = timelineDays(
      [
        [item('b', 'activity', at), item('z', 'milestone', at)],
        [item('a', 'video', at), item('c', 'activity', at)],
      ],
      w,
    );
    expect(days[0]!.items.map((i) => i.id)).toEqual(['a', 'z', 'b', 'c']);
  });

  it('lists no day for a window without items', () => {
    expect(timelineDays([[], []], w)).toEqual([]);
  });
});

describe('nextBefore', () => {
  it('is the day after the latest earlier item in India, so the next page starts at a day with items', () => {
    expect(nextBefore([null, Date.parse('2026-02-01T10:00:00Z'), Date.parse('2026-02-20T19:00:00Z')])).toBe('2026-02-22');
  });
  it('is null when nothing is earlier', () => {
    expect(nextBefore([null, null])).toBeNull();
    expect(nextBefore([])).toBeNull();
  });
});

describe('dayBucket', () => {
  it('sorts a day into today, yesterday or older (learning.md §4 Tiles), across a month end', () => {
    expect(dayBucket('2026-03-01', '2026-03-01')).toBe('today');
    expect(dayBucket('2026-02-28', '2026-03-01')).toBe('yesterday');
    expect(dayBucket('2026-02-27', '2026-03-01')).toBe('older');
    expect(dayBucket('2026-03-02', '2026-03-01')).toBe('today');
  });
});

describe('figures', () => {
  it('accuracy is whole percent of answered, null without answers', () => {
    expect(accuracyPercent(2, 3)).toBe(67);
    expect(accuracyPercent(0, 4)).toBe(0);
    expect(accuracyPercent(0, 0)).toBeNull();
  });
  it('minutes round, with at least one for any time spent', () => {
    expect(wholeMinutes(0)).toBe(0);
    expect(wholeMinutes(10)).toBe(1);
    expect(wholeMinutes(150)).toBe(3);
  });
  it('calendar dates are real dates in YYYY-MM-DD', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('2024-2-1')).toBe(false);
    expect(isCalendarDate('yesterday')).toBe(false);
  });
  it('links must stay inside the app', () => {
    expect(isInAppPath('/video/summary/abc?x=1')).toBe(true);
    expect(isInAppPath('//evil.example')).toBe(false);
    expect(isInAppPath('/\\evil.example')).toBe(false);
    expect(isInAppPath('javascript:alert(1)')).toBe(false);
    expect(isInAppPath('https://example.com')).toBe(false);
    expect(isInAppPath('/a\nb')).toBe(false);
  });
});

describe('studyStreak', () => {
  it('counts the days in a row ending today, and keeps a run that ended yesterday alive until today is over', () => {
    expect(studyStreak(['2026-11-27', '2026-11-26', '2026-11-25', '2026-11-23'], '2026-11-27')).toBe(3);
    expect(studyStreak(['2026-11-26', '2026-11-25'], '2026-11-27')).toBe(2);
    expect(studyStreak(['2026-11-25'], '2026-11-27')).toBe(0);
    expect(studyStreak([], '2026-11-27')).toBe(0);
  });

  it('crosses a month and a year, and counts a day once', () => {
    expect(studyStreak(['2027-01-01', '2026-12-31', '2026-12-31', '2026-12-30'], '2027-01-01')).toBe(3);
  });
});
