/**
 * Compensatory time (issue 22 §2; docs/decisions/038): a candidate with a benchmark disability gets
 * extra time in proportion to the paper's length. NTA's rule is "at least 20 minutes per hour"
 * (a 3-hour paper becomes 4 hours). Durations in seconds, times in epoch ms.
 */
import type { TestSchedule } from '../test-engine/schedule.ts';

/** NTA's compensatory time for a declared benchmark disability: minutes per hour of the paper. */
export const NTA_COMPENSATORY_MINUTES_PER_HOUR = 20;
/** The most compensatory time a profile may be given: minutes per hour (doubles the paper). */
export const MAX_COMPENSATORY_MINUTES_PER_HOUR = 60;

/** A paper of `durationS` seconds with `minutesPerHour` compensatory minutes per hour: seconds, rounded. */
export function compensatedDurationS(durationS: number, minutesPerHour: number): number {
  const m = Math.max(0, Math.min(MAX_COMPENSATORY_MINUTES_PER_HOUR, minutesPerHour));
  return Math.round((durationS * (60 + m)) / 60);
}

/**
 * Sections with their times (s) stretched by the same rule, so a locked section keeps its share of
 * the longer test (section k still opens after sections 0…k−1 are over).
 */
export function compensatedSections<S extends { section_time?: number }>(sections: readonly S[], minutesPerHour: number): S[] {
  if (minutesPerHour <= 0) return [...sections];
  return sections.map((s) => (s.section_time === undefined ? s : { ...s, section_time: compensatedDurationS(s.section_time, minutesPerHour) }));
}

/**
 * The schedule as a candidate with compensatory time sees it: the common end (`autoSubmitAt`) moves
 * later by the extra time of the whole paper, so a student who starts on time gets every extra
 * minute. Other times are unchanged; undefined stays undefined.
 */
export function compensatedSchedule(schedule: TestSchedule | undefined, durationS: number, minutesPerHour: number): TestSchedule | undefined {
  if (!schedule || minutesPerHour <= 0) return schedule;
  const extraMs = (compensatedDurationS(durationS, minutesPerHour) - durationS) * 1000;
  return { ...schedule, autoSubmitAt: schedule.autoSubmitAt + extraMs };
}

/**
 * The compensatory minutes per hour a declaration gives: the explicit figure when one is set,
 * else NTA's 20 for a declared benchmark disability, else 0.
 */
export function compensatoryMinutesFor(declaration: { benchmarkDisability: boolean; minutesPerHour?: number | null }): number {
  if (declaration.minutesPerHour !== undefined && declaration.minutesPerHour !== null) return declaration.minutesPerHour;
  return declaration.benchmarkDisability ? NTA_COMPENSATORY_MINUTES_PER_HOUR : 0;
}
