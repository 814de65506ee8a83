/**
 * The parent's view of a child's week (issue 21 §2; decision 035): the India calendar week
 * (Monday to Sunday), and the one plain-language line on what would help most next week. Pure:
 * time is passed in.
 */
import { addDays, indiaDate } from '../achieve-target/target-form.ts';
import { indiaMidnight, isCalendarDate } from '../timeline/timeline.ts';

/** Days of study in a week below which the advice is to study on more days. */
export const PARENT_MIN_STUDY_DAYS = 3;
/** Revision cards due or waiting from which the advice is to clear the revision backlog. */
export const PARENT_REVISION_BACKLOG = 20;
/** A subject's mastery (whole percent) from which it no longer counts as weak. */
export const PARENT_STRONG_MASTERY_PCT = 70;

/** The Monday (YYYY-MM-DD) of the India week holding `date` (YYYY-MM-DD). */
export function weekStartOf(date: string): string {
  const dow = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  return addDays(date, -((dow + 6) % 7));
}

/** The Monday of the India week holding the instant `nowMs`. */
export function indiaWeekStart(nowMs: number): string {
  return weekStartOf(indiaDate(nowMs));
}

/** True when `date` is a real calendar date and a Monday. */
export function isWeekStart(date: string): boolean {
  return isCalendarDate(date) && weekStartOf(date) === date;
}

/** A week: its seven dates (Monday first) and its bounds in epoch ms, [fromMs, toMs). */
export interface IndiaWeek {
  start: string;
  end: string;
  days: string[];
  fromMs: number;
  toMs: number;
}

/** The India week starting on Monday `start` (YYYY-MM-DD). */
export function indiaWeek(start: string): IndiaWeek {
  const days = Array.from({ length: 7 }, (_, i) => addDays(start, i));
  return { start, end: days[6]!, days, fromMs: indiaMidnight(start), toMs: indiaMidnight(addDays(start, 7)) };
}

/** What the advice rule looks at. */
export interface WeekAdviceInput {
  /** Days of the week with any study time. */
  daysStudied: number;
  /** Revision cards due today plus those waiting beyond the daily cap. */
  revisionBacklog: number;
  /** The exam's subjects: current mastery (whole percent, null before any practice) and weight (share of the syllabus, any positive scale). */
  subjects: { code: string; name: string; masteryPct: number | null; weight: number }[];
}

/** The advice as data; the web app and the digest word it in the reader's language. */
export type WeekAdvice =
  | { kind: 'more_days'; days_studied: number; target_days: number }
  | { kind: 'revision_backlog'; cards: number }
  | { kind: 'weakest_subject'; subject_code: string; subject_name: string; mastery_pct: number | null }
  | { kind: 'keep_going' };

/**
 * The one thing that would help most next week, first that applies:
 * 1. fewer than PARENT_MIN_STUDY_DAYS days studied → study on more days (regularity first);
 * 2. a revision backlog of PARENT_REVISION_BACKLOG cards or more → clear it;
 * 3. the subject with the largest weight × gap (gap = 100 − mastery, an unpractised subject's
 *    gap 100) among those below PARENT_STRONG_MASTERY_PCT → work on it (ties: syllabus order);
 * 4. else keep going.
 */
export function weekAdvice(input: WeekAdviceInput): WeekAdvice {
  if (input.daysStudied < PARENT_MIN_STUDY_DAYS) return { kind: 'more_days', days_studied: input.daysStudied, target_days: PARENT_MIN_STUDY_DAYS };
  if (input.revisionBacklog >= PARENT_REVISION_BACKLOG) return { kind: 'revision_backlog', cards: input.revisionBacklog };
  let best: { s: WeekAdviceInput['subjects'][number]; need: number } | null = null;
  for (const s of input.subjects) {
    const pct = s.masteryPct ?? 0;
    if (pct >= PARENT_STRONG_MASTERY_PCT || s.weight <= 0) continue;
    const need = s.weight * (100 - pct);
    if (!best || need > best.need) best = { s, need };
  }
  if (best) return { kind: 'weakest_subject', subject_code: best.s.code, subject_name: best.s.name, mastery_pct: best.s.masteryPct };
  return { kind: 'keep_going' };
}

/** Whole minutes of `seconds` for a week's figures: rounded, 0 for none (sums of days may differ from the total by rounding, so totals are summed from seconds). */
export function roundMinutes(seconds: number): number {
  return Math.round(Math.max(0, seconds) / 60);
}
