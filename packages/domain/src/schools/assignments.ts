/**
 * School assignments (issue 23 §2; learning.md §4 Tiles): the state a student's assignment tile is
 * in, its due text, and the today / yesterday / older grouping. Pure: `now` comes in, epoch ms.
 * Days are cut in India time (Asia/Kolkata), as every date the product shows.
 */
import { addDays, indiaDate } from '../achieve-target/target-form.ts';
import { dayBucket, type DayBucket } from '../timeline/timeline.ts';

/** What a teacher can assign (issue 23 §2). */
export const ASSIGNMENT_KINDS = ['practice', 'test', 'video', 'book'] as const;
export type AssignmentKind = (typeof ASSIGNMENT_KINDS)[number];

/** The most days between an assignment's start and its due date. */
export const ASSIGNMENT_MAX_SPAN_DAYS = 180;

/** A tile's state (learning.md §4 Tiles): locked before a locked assignment starts; completed; otherwise due. */
export type AssignmentState = 'locked' | 'completed' | 'due';

/**
 * The due text (learning.md §4 Tiles): `completed` at 100 %; `delayed` when the due day is before
 * today; `due_today`; `due_tomorrow`; otherwise `date` with the due day (YYYY-MM-DD, India), which a
 * screen writes day-month-year in en-IN (or the reader's Indian locale).
 */
export type DueText = { kind: 'completed' | 'delayed' | 'due_today' | 'due_tomorrow' } | { kind: 'date'; date: string };

/** The facts a tile's state rests on; times in epoch ms. */
export interface AssignmentTiming {
  startsAt: number;
  dueAt: number;
  /** A locked assignment cannot be opened before `startsAt`. */
  lockedUntilStart: boolean;
  /** When the student completed it; null while not complete. */
  completedAt: number | null;
}

/** The tile's state at `now`: completed wins over locked; locked only before the start. */
export function assignmentState(a: AssignmentTiming, now: number): AssignmentState {
  if (a.completedAt !== null) return 'completed';
  if (a.lockedUntilStart && now < a.startsAt) return 'locked';
  return 'due';
}

/** The due text at `now` (learning.md §4 Tiles), days in India time. */
export function dueText(a: Pick<AssignmentTiming, 'dueAt' | 'completedAt'>, now: number): DueText {
  if (a.completedAt !== null) return { kind: 'completed' };
  const today = indiaDate(now);
  const due = indiaDate(a.dueAt);
  if (due < today) return { kind: 'delayed' };
  if (due === today) return { kind: 'due_today' };
  if (due === addDays(today, 1)) return { kind: 'due_tomorrow' };
  return { kind: 'date', date: due };
}

/** Items grouped into today, yesterday and older by the India day of `createdAt` (epoch ms; learning.md §4 Tiles "Home grouping") (each keeps the order given); empty groups left out. */
export function groupByDay<T>(items: readonly T[], createdAt: (t: T) => number, now: number): { bucket: DayBucket; items: T[] }[] {
  const groups = new Map<DayBucket, T[]>([
    ['today', []],
    ['yesterday', []],
    ['older', []],
  ]);
  const today = indiaDate(now);
  for (const item of items) groups.get(dayBucket(indiaDate(createdAt(item)), today))!.push(item);
  return [...groups].filter(([, list]) => list.length > 0).map(([bucket, list]) => ({ bucket, items: list }));
}

/**
 * Checks an assignment's dates (epoch ms): the due time after the start, at most
 * `ASSIGNMENT_MAX_SPAN_DAYS` apart, and not already past at `now`. Returns the problem, or null.
 */
export function assignmentDatesProblem(startsAt: number, dueAt: number, now: number): 'due_before_start' | 'span_too_long' | 'due_in_past' | null {
  if (dueAt <= startsAt) return 'due_before_start';
  if (dueAt - startsAt > ASSIGNMENT_MAX_SPAN_DAYS * 86_400_000) return 'span_too_long';
  if (dueAt <= now) return 'due_in_past';
  return null;
}
