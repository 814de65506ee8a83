/**
 * Section locking (learning.md §3 section_locking_info, §4 Tests "With section locking, the start
 * time adds the durations of earlier sections"): the sections are taken in order, each in its own
 * time. Section k opens at the test start plus the times of sections 0…k−1 and closes when its own
 * time is over; a closed section cannot be reopened and a later one is locked until its turn.
 * Times in epoch ms; section times in seconds.
 */
import { compensatedSections } from '../accommodations/compensatory-time.ts';
import { isAnswerEvent } from './session-rules.ts';

/** A section's time window. */
export interface SectionWindow {
  code: string;
  startMs: number;
  endMs: number;
}

/** Where a section stands at a moment. */
export type SectionAccess = 'open' | 'done' | 'upcoming';

/** The windows of `sections` (in paper order) for a test started at `startedAtMs`. */
export function sectionWindows(sections: { code: string; section_time?: number }[], startedAtMs: number): SectionWindow[] {
  let at = startedAtMs;
  return sections.map((s) => {
    const startMs = at;
    at += Math.max(0, s.section_time ?? 0) * 1000;
    return { code: s.code, startMs, endMs: at };
  });
}

/** The section open at `nowMs` (the first before the start, the last once all are over). */
export function activeSection(windows: SectionWindow[], nowMs: number): string {
  const open = windows.find((w) => nowMs < w.endMs);
  return (open ?? windows[windows.length - 1])?.code ?? '';
}

/** Whether section `code` is open, done (its time is over) or upcoming at `nowMs`. */
export function sectionAccess(windows: SectionWindow[], nowMs: number, code: string): SectionAccess {
  const active = activeSection(windows, nowMs);
  if (code === active) return 'open';
  const i = windows.findIndex((w) => w.code === code);
  const a = windows.findIndex((w) => w.code === active);
  return i < a ? 'done' : 'upcoming';
}

/** Whole seconds left in the open section at `nowMs` (ceiling, 0 when over). */
export function sectionRemaining(windows: SectionWindow[], nowMs: number): number {
  const w = windows.find((x) => x.code === activeSection(windows, nowMs));
  return w ? Math.max(0, Math.ceil((w.endMs - nowMs) / 1000)) : 0;
}

/** Why the server refuses an answer to a section at a moment: its time is over, or it has not begun. */
export type SectionRefusal = 'SECTION_CLOSED' | 'SECTION_NOT_OPEN';

/**
 * Whether an answer to section `code` arriving at `nowMs` is refused under section locking (issue
 * #4: the server enforces what the screen shows). A section takes answers from its start minus
 * `graceMs` to its end plus `graceMs` (the same grace the test's own deadline has, for a send in
 * flight at the boundary); the last section also up to the end of the test, which the deadline
 * rule already guards. Unknown sections are not refused here. Returns null when accepted.
 */
export function sectionRefusal(windows: SectionWindow[], nowMs: number, code: string, graceMs: number): SectionRefusal | null {
  const i = windows.findIndex((w) => w.code === code);
  if (i < 0) return null;
  const w = windows[i]!;
  if (nowMs < w.startMs - graceMs) return 'SECTION_NOT_OPEN';
  if (i < windows.length - 1 && nowMs > w.endMs + graceMs) return 'SECTION_CLOSED';
  return null;
}

/** A test's section as stored: its code, its own time in seconds (absent: none) and its question codes in paper order. */
export interface LockableSection {
  code: string;
  sectionTimeS?: number;
  questionCodes: readonly string[];
}

/**
 * Whether a test locks its sections (decision 011): when every section has its own time, each
 * section opens in turn and closes when its time is up, on the screen and on the server alike.
 */
export function locksSections(sections: readonly Pick<LockableSection, 'sectionTimeS'>[]): boolean {
  return sections.length > 0 && sections.every((x) => x.sectionTimeS !== undefined);
}

/** An attempt's section lock: the section windows (epoch ms) and the section of each question code. */
export interface SectionLock {
  windows: SectionWindow[];
  sectionOf: Map<string, string>;
}

/**
 * The section lock of an attempt at a test with `sections` started at `startedAtMs`, or null when
 * the test does not lock its sections. With compensatory time (`extraMinutesPerHour`, issue 22 §2)
 * each section's time is stretched by (60 + it) / 60.
 */
export function sectionLockOf(sections: readonly LockableSection[], startedAtMs: number, extraMinutesPerHour = 0): SectionLock | null {
  if (!locksSections(sections)) return null;
  const sectionOf = new Map<string, string>();
  for (const sec of sections) for (const q of sec.questionCodes) sectionOf.set(q, sec.code);
  return {
    windows: sectionWindows(
      compensatedSections(
        sections.map((x) => ({ code: x.code, section_time: x.sectionTimeS })),
        extraMinutesPerHour,
      ),
      startedAtMs,
    ),
    sectionOf,
  };
}

/** An answer event refused by section locking: its eorder, why, and the section it answers. */
export interface RefusedEvent {
  eorder: number;
  code: SectionRefusal;
  section: string;
}

/** What section locking needs of an event: its eorder, type, and the section or question it is about. */
export interface LockedEvent {
  eorder: number;
  event_type: string;
  section?: string | null;
  question_code?: string | null;
}

/**
 * Splits `events` arriving at `nowMs` into those `lock` allows and the answer events it refuses (an
 * answer to a section whose time is over, or whose turn has not come; `sectionRefusal` with
 * `graceMs`). An event's section is its question's when the question is in the paper, else the one
 * it names; events that carry no answer, or name no section, are always allowed. Order is kept.
 */
export function screenSectionEvents<E extends LockedEvent>(
  lock: SectionLock,
  events: readonly E[],
  nowMs: number,
  graceMs: number,
): { allowed: E[]; refused: RefusedEvent[] } {
  const allowed: E[] = [];
  const refused: RefusedEvent[] = [];
  for (const e of events) {
    const section = (e.question_code && lock.sectionOf.get(e.question_code)) || e.section;
    const why = isAnswerEvent(e.event_type) && section ? sectionRefusal(lock.windows, nowMs, section, graceMs) : null;
    if (why) refused.push({ eorder: e.eorder, code: why, section: section! });
    else allowed.push(e);
  }
  return { allowed, refused };
}
