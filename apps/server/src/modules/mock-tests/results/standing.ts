/**
 * Where a finished attempt stands (issue 18 §3; decision 050): the exams' published score→percentile
 * references and the thresholds that decide between them and the platform's own attempts. Used by
 * the result, the tests-taken list (and through it the parent's week) and the readiness module.
 */
import { testStanding, type PercentilePoint, type TestStanding, type TestTakenKind } from '@abhyas/domain';
import reference from '../../../../../../content/reference/exam-percentiles.json' with { type: 'json' };

/** Finished attempts a test needs before its percentile among them is shown (one student alone would be "100 percentile"). */
export const PERCENTILE_MIN_ATTEMPTS = 10;

/** Attempts of an exam's real full papers in our own data before their distribution replaces the published reference. */
export const MIN_OWN_ATTEMPTS = 1000;

/** One exam's entry of content/reference/exam-percentiles.json. */
export interface ReferenceEntry {
  name: string;
  maxMarks: number;
  table: PercentilePoint[];
  tableSource: string;
  candidates: { count: number; year: number; source: string };
}

/** The published reference of an exam (content/reference/exam-percentiles.json), or null. */
export function referenceFor(examCode: string): ReferenceEntry | null {
  return (reference.exams as Record<string, ReferenceEntry | undefined>)[examCode] ?? null;
}

/**
 * The standing of a finished attempt at a test of `examCode` (see `testStanding`): the reference
 * for a full paper of an exam that has one until MIN_OWN_ATTEMPTS attempts of the test, else the
 * attempts from PERCENTILE_MIN_ATTEMPTS; none for a test that is not shared (only published mocks
 * and scheduled tests are: `kind` as the tests-taken list names it).
 */
export function standingOf(examCode: string, attempt: { score: number; maxMarks: number }, scores: readonly number[], kind: TestTakenKind): TestStanding {
  return standingWith(referenceFor(examCode), attempt, scores, kind);
}

/** The result call's `percentile`, `rank`, `attempts` and `standing` (docs/api.md; see `standingOf`). */
export function resultStanding(examCode: string, attempt: { score: number; maxMarks: number }, scores: readonly number[], kind: TestTakenKind) {
  const ref = referenceFor(examCode);
  const standing = standingWith(ref, attempt, scores, kind);
  const fromReference = standing.kind === 'reference' && ref !== null;
  return {
    percentile: standing.percentile,
    rank: standing.rank,
    attempts: standing.attempts,
    standing: {
      kind: standing.kind,
      name: fromReference ? ref.name : null,
      source: fromReference ? ref.tableSource : null,
      candidates: standing.candidates,
      min_attempts: PERCENTILE_MIN_ATTEMPTS,
      min_own_attempts: MIN_OWN_ATTEMPTS,
    },
  };
}

function standingWith(ref: ReferenceEntry | null, attempt: { score: number; maxMarks: number }, scores: readonly number[], kind: TestTakenKind): TestStanding {
  return testStanding({
    ...attempt,
    scores,
    shared: kind === 'mock' || kind === 'scheduled',
    reference: ref ? { name: ref.name, maxMarks: ref.maxMarks, table: ref.table, candidates: ref.candidates.count } : null,
    minAttempts: PERCENTILE_MIN_ATTEMPTS,
    minOwnAttempts: MIN_OWN_ATTEMPTS,
  });
}
