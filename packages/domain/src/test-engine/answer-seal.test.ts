import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { answerSeal, keyPublishAt, laterSeal, releaseAt, type AnswerSeal } from './answer-seal.ts';
import { publication, type TestSchedule } from './schedule.ts';

const H = 3_600_000;
const s: TestSchedule = {
  visibleToStudentsAt: 0,
  studentCanStartAt: 2 * H,
  lockForAttemptAt: 3 * H,
  autoSubmitAt: 6 * H,
  answerKeyPublishAt: 7 * H,
  solutionPublishAt: 8 * H,
};
const GRACE = 30_000;

describe('sealed answer keys (issue 14 §1.7)', () => {
  it('seals a scheduled test for everyone until both its key and its solutions are published', () => {
    expect(answerSeal({ schedule: s }, -H)).toEqual({ reason: 'scheduled', until: 8 * H });
    expect(answerSeal({ schedule: s }, 7.5 * H)).toEqual({ reason: 'scheduled', until: 8 * H });
    expect(answerSeal({ schedule: s }, 8 * H)).toBeNull();
    // Without publish times the end releases them; a solution time before the key's counts as the key's.
    expect(answerSeal({ schedule: { ...s, answerKeyPublishAt: undefined, solutionPublishAt: undefined } }, 6 * H - 1)?.until).toBe(6 * H);
    expect(answerSeal({ schedule: { ...s, answerKeyPublishAt: undefined, solutionPublishAt: undefined } }, 6 * H)).toBeNull();
    expect(releaseAt({ ...s, solutionPublishAt: 6.5 * H })).toBe(7 * H);
    expect(keyPublishAt({ ...s, answerKeyPublishAt: undefined })).toBe(6 * H);
  });

  it('seals a test open at any time only while the caller has an attempt open (deadline plus grace)', () => {
    expect(answerSeal({}, 0)).toBeNull();
    expect(answerSeal({ openDeadlineAt: H }, 0.5 * H, GRACE)).toEqual({ reason: 'open_session', until: H });
    expect(answerSeal({ openDeadlineAt: H }, H + GRACE, GRACE)).toEqual({ reason: 'open_session', until: H });
    expect(answerSeal({ openDeadlineAt: H }, H + GRACE + 1, GRACE)).toBeNull();
  });

  it('names the open attempt when both hold, until the later time', () => {
    expect(answerSeal({ schedule: s, openDeadlineAt: 5 * H }, 4 * H, GRACE)).toEqual({ reason: 'open_session', until: 8 * H });
  });

  it('keeps the seal that holds longer, the own attempt on a tie', () => {
    type Named = AnswerSeal & { test: string };
    const a: Named = { reason: 'scheduled', until: 2, test: 'a' };
    const b: Named = { reason: 'open_session', until: 1, test: 'b' };
    expect(laterSeal(undefined, a)).toBe(a);
    expect(laterSeal(a, b)).toBe(a);
    expect(laterSeal(b, a)).toBe(a);
    expect(laterSeal(a, { ...b, until: 2 }).test).toBe('b');
  });

  test.prop([fc.integer({ min: -H, max: 10 * H })])(
    'never releases a question of a scheduled test before its result shows the key and the solutions',
    (now) => {
      const sealed = answerSeal({ schedule: s }, now) !== null;
      expect(sealed).toBe(!publication(s, now).solutions);
    },
  );
});
