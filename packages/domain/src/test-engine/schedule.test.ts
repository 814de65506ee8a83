import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { attemptDeadline, publication, scheduleOf, scheduleState, testTileStatus, type TestSchedule } from './schedule.ts';

const H = 3_600_000;
const s: TestSchedule = {
  visibleToStudentsAt: 0,
  studentCanStartAt: 2 * H,
  lockForAttemptAt: 3 * H,
  autoSubmitAt: 6 * H,
  answerKeyPublishAt: 7 * H,
  solutionPublishAt: 8 * H,
};

describe('schedule states (learning.md §4)', () => {
  it('moves through hidden, not begun, window, locked, then completed or expired', () => {
    expect(scheduleState({ ...s, visibleToStudentsAt: H }, 0, false)).toBe('HIDDEN');
    expect(scheduleState(s, H, false)).toBe('NOT_BEGUN');
    expect(scheduleState(s, 2 * H, false)).toBe('BEGUN/IN_ATTEMPT_WINDOW');
    expect(scheduleState(s, 3 * H, false)).toBe('BEGUN/ATTEMPT_LOCKED');
    expect(scheduleState({ ...s, lockForAttemptAt: undefined }, 5 * H, false)).toBe('BEGUN/IN_ATTEMPT_WINDOW');
    expect(scheduleState(s, 6 * H, true)).toBe('ELAPSED/COMPLETED');
    expect(scheduleState(s, 6 * H, false)).toBe('ELAPSED/EXPIRED');
  });

  it('ends an attempt at the schedule end when that comes first', () => {
    expect(attemptDeadline(2 * H, 3 * 3600)).toBe(5 * H);
    expect(attemptDeadline(4 * H, 3 * 3600, s)).toBe(6 * H);
    expect(attemptDeadline(2 * H, 3 * 3600, s)).toBe(5 * H);
  });

  it('locks the key and the solutions until their publish times', () => {
    expect(publication(undefined, 0)).toEqual({ answerKey: true, solutions: true });
    expect(publication(s, 6.5 * H)).toEqual({ answerKey: false, solutions: false });
    expect(publication(s, 7 * H)).toEqual({ answerKey: true, solutions: false });
    expect(publication(s, 8 * H)).toEqual({ answerKey: true, solutions: true });
    expect(publication({ ...s, answerKeyPublishAt: undefined, solutionPublishAt: undefined }, 6 * H)).toEqual({ answerKey: true, solutions: true });
  });

  test.prop([fc.integer({ min: -H, max: 10 * H }), fc.boolean()])('never lets an attempt start outside the window', (now, attempted) => {
    const state = scheduleState(s, now, attempted);
    const canStart = state === 'BEGUN/IN_ATTEMPT_WINDOW';
    expect(canStart).toBe(now >= s.studentCanStartAt && now < s.lockForAttemptAt!);
  });
});

describe('test tile status (learning.md §3)', () => {
  it('follows the schedule and the student’s latest session', () => {
    expect(testTileStatus(undefined, 0, null)).toEqual({ status: 'test_live', progress: 'not_started' });
    expect(testTileStatus(undefined, 0, 'FINISHED')).toEqual({ status: 'test_completed', progress: 'finished' });
    expect(testTileStatus(s, H, null)).toEqual({ status: 'not_begun', progress: 'not_started' });
    expect(testTileStatus(s, 2.5 * H, 'STARTED')).toEqual({ status: 'test_live', progress: 'started' });
    expect(testTileStatus(s, 3.5 * H, null)).toEqual({ status: 'test_locked', progress: 'not_started' });
    expect(testTileStatus(s, 3.5 * H, 'STARTED')).toEqual({ status: 'test_live', progress: 'started' });
    expect(testTileStatus(s, 7 * H, null)).toEqual({ status: 'test_never_attended', progress: 'not_started' });
    expect(testTileStatus(s, 7 * H, 'PENDING_EVALUATION')).toEqual({ status: 'test_completed', progress: 'pendingEvaluation' });
  });
});

describe('a stored schedule in epoch ms', () => {
  it('reads the ISO times, with the optional ones only when stored', () => {
    expect(scheduleOf({ schedule: null })).toBeUndefined();
    expect(
      scheduleOf({
        schedule: { visibleToStudentsAt: '2026-01-01T00:00:00Z', studentCanStartAt: '2026-01-01T02:00:00.000Z', autoSubmitAt: '2026-01-01T06:00:00+00:00' },
      }),
    ).toEqual({
      visibleToStudentsAt: Date.UTC(2026, 0, 1),
      studentCanStartAt: Date.UTC(2026, 0, 1) + 2 * H,
      autoSubmitAt: Date.UTC(2026, 0, 1) + 6 * H,
    });
    const full = scheduleOf({
      schedule: {
        visibleToStudentsAt: '2026-01-01T00:00:00Z',
        studentCanStartAt: '2026-01-01T02:00:00Z',
        lockForAttemptAt: '2026-01-01T03:00:00Z',
        autoSubmitAt: '2026-01-01T06:00:00Z',
        answerKeyPublishAt: '2026-01-01T07:00:00Z',
        solutionPublishAt: '2026-01-01T08:00:00+05:30',
      },
    });
    const t0 = Date.UTC(2026, 0, 1);
    expect(full).toEqual({
      visibleToStudentsAt: t0,
      studentCanStartAt: t0 + 2 * H,
      lockForAttemptAt: t0 + 3 * H,
      autoSubmitAt: t0 + 6 * H,
      answerKeyPublishAt: t0 + 7 * H,
      solutionPublishAt: t0 + 2.5 * H,
    });
  });
});
