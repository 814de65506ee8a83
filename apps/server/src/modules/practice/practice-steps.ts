import type { SolveWithUsStep } from '@abhyas/contracts';
import { STEP_TRIES, type SolveStep } from '@abhyas/domain';
import type { practiceStepAttempts } from '../../db/schema/index.ts';

/** A stored solve-with-us step attempt. */
export type StepRow = typeof practiceStepAttempts.$inferSelect;

/** What posting a step does (decision 008 "Second tries"). */
export type StepOutcome = 'correct' | 'incorrect' | 'revealed' | 'read' | 'retry';

/**
 * The outcome of posting the current step: `read` for a step without a check, `revealed` when its
 * answer (or the whole solution) is asked for, `correct` for the right option, `retry` for a wrong
 * one while tries are left (STEP_TRIES), `incorrect` for a wrong one after that. `pending` is the
 * step's stored wrong first try, if any.
 */
export function stepOutcome(step: SolveStep, answers: readonly string[], reveal: boolean, pending: StepRow | null): StepOutcome {
  if (!step.check) return 'read';
  if (reveal) return 'revealed';
  if (answers.length === 1 && answers[0] === step.check.answer) return 'correct';
  return (pending?.tries ?? 0) + 1 < STEP_TRIES ? 'retry' : 'incorrect';
}

/** The same option codes, in any order. */
export function sameOptions(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && [...a].sort().join(',') === [...b].sort().join(',');
}

/**
 * One step as shown (learning.md §3 Solve-with-us data): a step with a wrong first try waiting is
 * not complete and keeps its answer back (`retry`, `tries_left`); a complete one shows its answer.
 */
export function stepView(step: SolveStep, index: number, row: StepRow | undefined): SolveWithUsStep {
  const retry = row?.outcome === 'retry';
  const complete = !!row && !retry;
  return {
    index,
    fibs_text: step.body,
    fibs: step.check?.options ?? [],
    hint: null,
    badge: complete && row.outcome !== 'read' ? (row.outcome as 'correct' | 'incorrect' | 'revealed') : null,
    user_attempt: row ? { selected_answers: row.selected, start_time: row.startTimeMs } : null,
    is_complete: complete,
    correct_answer: complete ? (step.check?.answer ?? null) : null,
    retry,
    tries_left: !step.check || complete ? 0 : STEP_TRIES - (row?.tries ?? 0),
  };
}
