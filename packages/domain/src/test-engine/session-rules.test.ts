import { describe, expect, it } from 'vitest';
import { TEST_EVENT_TYPES } from './events.ts';
import { attemptFinishedAt, attemptRemainingS, autoSubmitAlertAt, isAnswerEvent, isPastDeadline } from './session-rules.ts';

const deadline = Date.UTC(2026, 0, 1, 12);
const GRACE = 30_000;

describe('answer events (learning.md §3 Test event)', () => {
  it('names exactly the events that carry or change an answer', () => {
    expect(TEST_EVENT_TYPES.filter(isAnswerEvent)).toEqual([
      'select_answer',
      'deselect_answer',
      'input_answer',
      'save_attempt',
      'review_attempt',
      'clear_attempt',
    ]);
    expect(isAnswerEvent('freeze')).toBe(false);
    expect(isAnswerEvent('unknown')).toBe(false);
  });
});

describe('the deadline on the server clock (issue #4 §1)', () => {
  it('keeps an open attempt until its deadline plus the grace, and then only', () => {
    expect(isPastDeadline({ status: 'STARTED', deadlineMs: deadline }, deadline + GRACE, GRACE)).toBe(false);
    expect(isPastDeadline({ status: 'STARTED', deadlineMs: deadline }, deadline + GRACE + 1, GRACE)).toBe(true);
    expect(isPastDeadline({ status: 'FINISHED', deadlineMs: deadline }, deadline + 10 * GRACE, GRACE)).toBe(false);
  });

  it('dates a late finish at the deadline, an early one when it happens', () => {
    expect(attemptFinishedAt(deadline - 5, deadline)).toBe(deadline - 5);
    expect(attemptFinishedAt(deadline + GRACE, deadline)).toBe(deadline);
  });

  it('counts whole seconds left, rounding up, never below 0', () => {
    expect(attemptRemainingS(deadline, deadline - 1)).toBe(1);
    expect(attemptRemainingS(deadline, deadline - 60_000)).toBe(60);
    expect(attemptRemainingS(deadline, deadline - 60_001)).toBe(61);
    expect(attemptRemainingS(deadline, deadline)).toBe(0);
    expect(attemptRemainingS(deadline, deadline + 5_000)).toBe(0);
  });
});

describe('auto-submit alert (learning.md §4)', () => {
  it('shows 5 minutes before the end, or half-way through a test shorter than 10 minutes', () => {
    expect(autoSubmitAlertAt(3 * 3600)).toBe(300);
    expect(autoSubmitAlertAt(600)).toBe(300);
    expect(autoSubmitAlertAt(301)).toBe(150);
    expect(autoSubmitAlertAt(0)).toBe(0);
  });
});
