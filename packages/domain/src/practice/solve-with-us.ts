/**
 * Solve-with-us walk-throughs (learning.md §3 Solve-with-us data, §4 Practice;
 * docs/decisions/008-practice-interventions.md "Second tries"): what posting a step does, what is
 * written for it, how a step is shown, and the badge of a finished walk-through.
 */
import { solveWithUsBadge, type SolveWithUsBadge } from '../content/attempt-quality.ts';
import type { SolveStep } from '../content/question-types.ts';
import { STEP_TRIES } from './tries.ts';

/** What posting a step does. */
export type StepOutcome = 'correct' | 'incorrect' | 'revealed' | 'read' | 'retry';

/** A stored step attempt, as far as the rules need it. */
export interface StepRecord {
  stepIndex: number;
  /** A StepOutcome. */
  outcome: string;
  /** The option codes answered. */
  selected: string[];
  /** Tries of the step's check so far. */
  tries: number;
  /** When the step was started on the device, ms since the epoch. */
  startTimeMs: number | null;
}

/**
 * The outcome of posting the current step: `read` for a step without a check, `revealed` when its
 * answer (or the whole solution) is asked for, `correct` for the right option, `retry` for a wrong
 * one while tries are left (STEP_TRIES), `incorrect` for a wrong one after that. `pending` is the
 * step's stored wrong first try, if any.
 */
export function stepOutcome(step: SolveStep, answers: readonly string[], reveal: boolean, pending: Pick<StepRecord, 'tries'> | null): StepOutcome {
  if (!step.check) return 'read';
  if (reveal) return 'revealed';
  if (answers.length === 1 && answers[0] === step.check.answer) return 'correct';
  return (pending?.tries ?? 0) + 1 < STEP_TRIES ? 'retry' : 'incorrect';
}

/** The same option codes, in any order. */
export function sameOptionCodes(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && [...a].sort().join(',') === [...b].sort().join(',');
}

/** What one finished step stores. */
export type StepWrite = Pick<StepRecord, 'stepIndex' | 'outcome' | 'selected' | 'tries' | 'startTimeMs'>;

/**
 * The steps a post finishes, in order (`outcome` is the current step's, not `retry`): the current
 * step, and with `showSolution` every later one too (`revealed` when it has a check, else `read`).
 * The current step keeps the options answered (or those of its pending first try when revealed);
 * tries count the pending first try plus this answer to a check. Only the current step keeps
 * `startTimeMs` (ms).
 */
export function stepWrites(p: {
  steps: readonly SolveStep[];
  current: number;
  outcome: StepOutcome;
  showAnswer: boolean;
  showSolution: boolean;
  answers: string[];
  pending: Pick<StepRecord, 'selected' | 'tries'> | null;
  startTimeMs: number | null;
}): StepWrite[] {
  const reveal = p.showAnswer || p.showSolution;
  const checked = !!p.steps[p.current]?.check;
  const last = p.showSolution ? p.steps.length - 1 : p.current;
  const out: StepWrite[] = [];
  for (let i = p.current; i <= last; i++) {
    const answered = i === p.current && !reveal;
    out.push({
      stepIndex: i,
      outcome: i === p.current ? p.outcome : p.steps[i]!.check ? 'revealed' : 'read',
      selected: answered ? p.answers : i === p.current && p.pending ? p.pending.selected : [],
      tries: (p.pending?.tries ?? 0) + (answered && checked ? 1 : 0),
      startTimeMs: i === p.current ? p.startTimeMs : null,
    });
  }
  return out;
}

/** The badge of a finished walk-through from its stored step attempts (see solveWithUsBadge). */
export function walkThroughBadge(steps: readonly SolveStep[], records: readonly Pick<StepRecord, 'stepIndex' | 'outcome'>[]): SolveWithUsBadge {
  return solveWithUsBadge(
    steps.map((st, i) => {
      const r = records.find((x) => x.stepIndex === i);
      return { checked: !!st.check, correct: r?.outcome === 'correct', revealed: r?.outcome === 'revealed' };
    }),
  );
}

/** One step as shown (the shape of the contracts' solveWithUsStepSchema). */
export interface SolveStepView {
  index: number;
  fibs_text: string;
  fibs: { code: string; body: string }[];
  hint: null;
  badge: 'correct' | 'incorrect' | 'revealed' | null;
  user_attempt: { selected_answers: string[]; start_time: number | null } | null;
  is_complete: boolean;
  correct_answer: string | null;
  retry: boolean;
  tries_left: number;
}

/**
 * One step as shown (learning.md §3 Solve-with-us data): a step with a wrong first try waiting is
 * not complete and keeps its answer back (`retry`, `tries_left`); a complete one shows its answer.
 */
export function stepView(
  step: SolveStep,
  index: number,
  record: Pick<StepRecord, 'outcome' | 'selected' | 'tries' | 'startTimeMs'> | undefined,
): SolveStepView {
  const retry = record?.outcome === 'retry';
  const complete = !!record && !retry;
  return {
    index,
    fibs_text: step.body,
    fibs: step.check?.options ?? [],
    hint: null,
    badge: complete && record.outcome !== 'read' ? (record.outcome as 'correct' | 'incorrect' | 'revealed') : null,
    user_attempt: record ? { selected_answers: record.selected, start_time: record.startTimeMs } : null,
    is_complete: complete,
    correct_answer: complete ? (step.check?.answer ?? null) : null,
    retry,
    tries_left: !step.check || complete ? 0 : STEP_TRIES - (record?.tries ?? 0),
  };
}
