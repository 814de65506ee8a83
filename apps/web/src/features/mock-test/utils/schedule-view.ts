/**
 * What the session route shows for a scheduled test (learning.md §3 Test schedule, §4 Tests
 * "Schedule states", "Session flow"), from the bundle meta. Times are ISO 8601 in the meta and
 * epoch ms here.
 */
import type { bundleMetaResponse } from '@abhyas/contracts';
import { scheduleState, type TestSchedule } from '@abhyas/domain';
import type { z } from 'zod';

export type BundleMeta = z.infer<typeof bundleMetaResponse>['result'];

/** How a student without an open session may enter the test. */
export type EntryState = { kind: 'open' } | { kind: 'not_begun'; opensAt: number } | { kind: 'locked'; lockedAt: number } | { kind: 'over'; endedAt: number };

/** The schedule of a meta in epoch ms, or null for a test open at any time (or a malformed schedule). */
export function scheduleOfMeta(meta: Pick<BundleMeta, 'isScheduled' | 'test_time_details'>): TestSchedule | null {
  const d = meta.test_time_details;
  if (!meta.isScheduled || !d.studentCanStartAt || !d.autoSubmitAt) return null;
  const ms = (v: string | undefined) => (v ? Date.parse(v) : undefined);
  return {
    visibleToStudentsAt: ms(d.visibleToStudentsAt) ?? ms(d.studentCanStartAt)!,
    studentCanStartAt: ms(d.studentCanStartAt)!,
    autoSubmitAt: ms(d.autoSubmitAt)!,
    ...(d.lockForAttemptAt ? { lockForAttemptAt: ms(d.lockForAttemptAt)! } : {}),
    ...(d.answerKeyPublishAt ? { answerKeyPublishAt: ms(d.answerKeyPublishAt)! } : {}),
    ...(d.solutionPublishAt ? { solutionPublishAt: ms(d.solutionPublishAt)! } : {}),
  };
}

/** Whether a new attempt can start at `now` (§4 schedule states), and if not, why and since/until when. */
export function entryState(meta: Pick<BundleMeta, 'isScheduled' | 'test_time_details'>, now: number): EntryState {
  const s = scheduleOfMeta(meta);
  if (!s) return { kind: 'open' };
  const state = scheduleState(s, now, false);
  if (state === 'HIDDEN' || state === 'NOT_BEGUN') return { kind: 'not_begun', opensAt: s.studentCanStartAt };
  if (state === 'BEGUN/ATTEMPT_LOCKED') return { kind: 'locked', lockedAt: s.lockForAttemptAt ?? s.autoSubmitAt };
  if (state === 'BEGUN/IN_ATTEMPT_WINDOW') return { kind: 'open' };
  return { kind: 'over', endedAt: s.autoSubmitAt };
}

/**
 * When the final result of a finished scheduled test is published (the answer key's publish time,
 * or the end of the test), or null when it is available now (§4 Session flow: "if the test is
 * scheduled and results are not yet available, show the submit modal, else go to feedback").
 */
export function resultPublishAt(meta: Pick<BundleMeta, 'isScheduled' | 'test_time_details' | 'is_result_available'>): number | null {
  const s = scheduleOfMeta(meta);
  if (!s || meta.is_result_available !== false) return null;
  return s.answerKeyPublishAt ?? s.autoSubmitAt;
}
