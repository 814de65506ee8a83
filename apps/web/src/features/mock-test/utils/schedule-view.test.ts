import { describe, expect, it } from 'vitest';
import { entryState, resultPublishAt, type BundleMeta } from './schedule-view.ts';

const H = 3_600_000;
const T0 = Date.UTC(2026, 11, 1, 4);
const iso = (ms: number) => new Date(ms).toISOString();
const meta = (extra: Partial<BundleMeta['test_time_details']> = {}, available?: boolean): BundleMeta => ({
  code: 'sched',
  name: 'Scheduled',
  isScheduled: true,
  goal_code: null,
  exam_code: 'jee-main',
  ...(available === undefined ? {} : { is_result_available: available }),
  test_time_details: {
    duration: 3 * 3600,
    visibleToStudentsAt: iso(T0 - H),
    studentCanStartAt: iso(T0),
    lockForAttemptAt: iso(T0 + H),
    autoSubmitAt: iso(T0 + 3 * H),
    ...extra,
  },
});

describe('schedule states on the session route (learning.md §4)', () => {
  it('is not live before the start, open in the window, locked after the lock time, over after the end', () => {
    expect(entryState(meta(), T0 - 1)).toEqual({ kind: 'not_begun', opensAt: T0 });
    expect(entryState(meta(), T0 - 2 * H)).toEqual({ kind: 'not_begun', opensAt: T0 });
    expect(entryState(meta(), T0)).toEqual({ kind: 'open' });
    expect(entryState(meta(), T0 + H)).toEqual({ kind: 'locked', lockedAt: T0 + H });
    expect(entryState(meta(), T0 + 3 * H)).toEqual({ kind: 'over', endedAt: T0 + 3 * H });
  });

  it('is always open for a test without a schedule', () => {
    expect(entryState({ isScheduled: false, test_time_details: { duration: 600 } }, T0)).toEqual({ kind: 'open' });
  });

  it('names the time the result is published while it is not available', () => {
    expect(resultPublishAt(meta({ answerKeyPublishAt: iso(T0 + 5 * H) }, false))).toBe(T0 + 5 * H);
    expect(resultPublishAt(meta({}, false))).toBe(T0 + 3 * H);
    expect(resultPublishAt(meta({}, true))).toBeNull();
    expect(resultPublishAt({ isScheduled: false, test_time_details: { duration: 600 }, is_result_available: false })).toBeNull();
  });
});
