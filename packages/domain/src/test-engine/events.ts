/**
 * The test event log and what it means (learning.md §3 Test event, §4 Tests; issue #4 §1): events
 * are replayed in `eorder` (each eorder counts once however often it arrived) into each question's
 * final palette status and saved answer, the time spent on it, and whether the test was frozen.
 * The server scores from this replay, never from anything else the browser says.
 */
import type { Question, Response } from '../content/question-types.ts';
import { nextStatus, type PaletteStatus } from './palette.ts';

/** Event types of learning.md §3, plus `view_question` (the "view question" action of §4). */
export const TEST_EVENT_TYPES = [
  'load_paper',
  'view_paper',
  'view_instructions',
  'view_question',
  'select_answer',
  'deselect_answer',
  'input_answer',
  'save_attempt',
  'review_attempt',
  'clear_attempt',
  'change_section',
  'freeze',
  'auto_submit',
  'user_active',
  'user_inactive',
  'ping_event',
  'resume',
  'time_tampered',
] as const;
export type TestEventType = (typeof TEST_EVENT_TYPES)[number];

/**
 * How often the CBT records `ping_event` while a test is on screen and the page visible (ms): once
 * a minute, so the log shows when the candidate was there (learning.md §3 event types; the spec
 * gives no interval: docs/decisions/042-cbt-presence-events.md). `user_inactive` and `user_active`
 * mark the page being hidden and shown again.
 */
export const TEST_PING_INTERVAL_MS = 60_000;

/** Answer as carried in `event_info.selected_answer`: option/item codes for choice, sequencing, blanks (one string per blank) and matrix (`"P:2"` pairs) types; a string for integer, numerical and text types. */
export type SelectedAnswer = string[] | string | null;

/** One event (learning.md §3 Test event). `t` is seconds since the test started. */
export interface TestEvent {
  eorder: number;
  event_type: TestEventType;
  question_code?: string | null;
  section?: string | null;
  t: number;
  event_info?: { selected_answer?: SelectedAnswer } | null;
}

/** A question's state after the replay. */
export interface ReplayedQuestion {
  status: PaletteStatus;
  /** The saved answer (null when none or cleared). */
  answer: SelectedAnswer;
  /** Seconds spent with the question on screen. */
  timeSpentS: number;
}

export interface Replay {
  questions: Map<string, ReplayedQuestion>;
  /** The eorder of the freeze or auto-submit event, or null while the session is open. */
  frozenAt: number | null;
}

/** True when a selected answer holds something (a non-empty list or non-blank string). */
export function hasAnswer(answer: SelectedAnswer | undefined): boolean {
  if (answer === null || answer === undefined) return false;
  if (typeof answer === 'string') return answer.trim() !== '';
  return answer.some((a) => a.trim() !== '');
}

/** Events in eorder, one per eorder (the first stored copy wins). */
export function orderEvents(events: readonly TestEvent[]): TestEvent[] {
  const seen = new Set<number>();
  return [...events]
    .sort((a, b) => a.eorder - b.eorder)
    .filter((e) => {
      if (seen.has(e.eorder)) return false;
      seen.add(e.eorder);
      return true;
    });
}

/**
 * Replays `events` over the questions of a paper (all start Not Visited). view_question marks a
 * question visited; save_attempt applies the §4 save rule with the event's selected answer and
 * stores it (an empty one stores none); review_attempt (Mark for Review & Next) saves likewise and
 * leaves the question marked (Answered and Marked for Review with an answer, else Marked for Review); clear_attempt clears; a
 * freeze or auto_submit ends the replay (later events are ignored). Events for codes not in the
 * paper are ignored. Time on a question runs from the event that put it on screen to the next event
 * that shows another question or ends the test.
 */
export function replayEvents(questionCodes: readonly string[], events: readonly TestEvent[]): Replay {
  const questions = new Map<string, ReplayedQuestion>(questionCodes.map((c) => [c, { status: 'NOT_VISITED', answer: null, timeSpentS: 0 }]));
  let current: string | null = null;
  let since = 0;
  let frozenAt: number | null = null;
  const leave = (t: number) => {
    const q = current ? questions.get(current) : undefined;
    if (q) q.timeSpentS += Math.max(0, t - since);
  };
  for (const e of orderEvents(events)) {
    if (e.event_type === 'freeze' || e.event_type === 'auto_submit') {
      leave(e.t);
      frozenAt = e.eorder;
      break;
    }
    const code = e.question_code ?? null;
    const q = code ? questions.get(code) : undefined;
    if (q && code !== current) {
      leave(e.t);
      current = code;
      since = e.t;
    }
    if (!q) continue;
    const selected = e.event_info?.selected_answer ?? null;
    switch (e.event_type) {
      case 'view_question':
        q.status = nextStatus(q.status, 'view', hasAnswer(q.answer));
        break;
      case 'save_attempt':
        q.status = nextStatus(nextStatus(q.status, 'view', false), 'save', hasAnswer(selected));
        q.answer = hasAnswer(selected) ? selected : null;
        break;
      case 'review_attempt': {
        // NTA "Mark for Review & Next": saves the selected answer (if any) and leaves the question marked.
        const saved = nextStatus(nextStatus(q.status, 'view', false), 'save', hasAnswer(selected));
        q.status =
          saved === 'MARKED_FOR_REVIEW' || saved === 'ANSWERED_AND_MARKED_FOR_REVIEW' ? saved : nextStatus(saved, 'toggle_review', hasAnswer(selected));
        q.answer = hasAnswer(selected) ? selected : null;
        break;
      }
      case 'clear_attempt':
        q.status = nextStatus(q.status, 'clear', false);
        q.answer = null;
        break;
      default:
        break;
    }
  }
  return { questions, frozenAt };
}

/**
 * A saved answer as the domain Response of `question` (for checkAnswer), or null when it does not
 * fit the question's type: choice codes for choice types, text for integer/numerical/subjective,
 * one string per blank for blank types, `"P:2"` pairs for matrices, codes in order for sequencing.
 */
export function toResponse(question: Pick<Question, 'answer'>, answer: SelectedAnswer): Response | null {
  if (answer === null) return null;
  const list = typeof answer === 'string' ? null : answer;
  switch (question.answer.kind) {
    case 'choice':
      return list ? { kind: 'choice', options: list } : null;
    case 'integer':
    case 'numeric':
    case 'subjective':
      return typeof answer === 'string' ? { kind: 'text', value: answer } : null;
    case 'blanks':
      return list ? { kind: 'blanks', values: list } : null;
    case 'sequence':
      return list ? { kind: 'sequence', order: list } : null;
    case 'matrix': {
      if (!list) return null;
      const pairs: Record<string, string[]> = {};
      for (const pair of list) {
        const [row, col] = pair.split(':');
        if (!row || !col) return null;
        (pairs[row] ??= []).push(col);
      }
      return { kind: 'matrix', pairs };
    }
  }
}
