/**
 * Where a finished attempt stands among others: its percentile and rank, and what they are taken
 * from (issue 18 §3 "Percentile while few students have taken a test"; decision 050). Pure.
 */
import { percentileFromTable, rankRange, type PercentilePoint } from '../achieve/percentile.ts';
import { percentileAndRank } from './scoring.ts';

/** A published score→percentile table of a real exam, with the candidates who sat it. */
export interface StandingReference {
  /** e.g. "JEE Main 2024 marks vs percentile (Paper 1, B.E./B.Tech.)". */
  name: string;
  /** Max marks of the exam's paper the table is in. */
  maxMarks: number;
  table: readonly PercentilePoint[];
  /** Candidates who sat the exam that year (the all-India rank's denominator). */
  candidates: number;
}

/**
 * What the figures come from: `attempts`, every finished attempt of the test on the platform (NTA
 * percentile, rank among them); `reference`, the exam's published table (rank = estimated
 * all-India rank among its candidates); `few`, too few attempts and no reference; `not_shared`, a
 * test of one's own or a class's, compared with no one.
 */
export type StandingKind = 'attempts' | 'reference' | 'few' | 'not_shared';

/** A finished attempt's percentile and rank; both null with kinds `few` and `not_shared`. */
export interface TestStanding {
  kind: StandingKind;
  /** 0..100, to 7 decimals as NTA publishes. */
  percentile: number | null;
  /** 1-based: among the attempts, or the estimated all-India rank with a reference. */
  rank: number | null;
  /** Finished attempts of the test on the platform, this one included. */
  attempts: number;
  /** The reference's candidates with `kind: "reference"`, else null. */
  candidates: number | null;
}

/** What `testStanding` weighs. Marks are the paper's own. */
export interface StandingInput {
  score: number;
  maxMarks: number;
  /** The scores of every finished attempt of the test, this one included. */
  scores: readonly number[];
  /** False for a test of one's own or a class's: it is not compared with anyone. */
  shared: boolean;
  /** The exam's published table, if there is one. */
  reference?: StandingReference | null;
  /** Attempts before a percentile among them is shown (without a reference). */
  minAttempts: number;
  /** Attempts before they replace the reference for a full paper of the exam. */
  minOwnAttempts: number;
}

const round7 = (x: number) => Math.round(x * 1e7) / 1e7;

/**
 * The standing of an attempt. A test that is not shared has none. A full paper of an exam with a
 * reference (its max marks are the reference's) uses the reference until `minOwnAttempts` attempts
 * exist; otherwise the attempts give it from `minAttempts` on, and below that there is none: one
 * student alone is not "100 percentile, rank 1 of 1". Errors: RangeError when `minAttempts` or
 * `minOwnAttempts` is below 1 (from `percentileFromTable` for a malformed table).
 */
export function testStanding(input: StandingInput): TestStanding {
  const { score, maxMarks, scores, shared, reference, minAttempts, minOwnAttempts } = input;
  if (!(minAttempts >= 1 && minOwnAttempts >= 1)) throw new RangeError('minAttempts and minOwnAttempts must be at least 1');
  const attempts = scores.length;
  if (!shared) return { kind: 'not_shared', percentile: null, rank: null, attempts, candidates: null };
  if (reference && reference.maxMarks === maxMarks && attempts < minOwnAttempts) {
    const percentile = round7(percentileFromTable(score, reference.table));
    return { kind: 'reference', percentile, rank: rankRange([percentile, percentile], reference.candidates).best, attempts, candidates: reference.candidates };
  }
  if (attempts < minAttempts) return { kind: 'few', percentile: null, rank: null, attempts, candidates: null };
  const { percentile, rank } = percentileAndRank(score, scores);
  return { kind: 'attempts', percentile, rank, attempts, candidates: null };
}
