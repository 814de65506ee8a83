/**
 * How the readiness module turns stored rows into the model's inputs (issue 18 §3; decision 023):
 * the exam's full papers → chapter weights, marking and max marks; concept BKT state → chapter
 * mastery; and which score→percentile distribution applies. No I/O here.
 */
import type { PercentileSource } from '@abhyas/contracts';
import {
  chapterWeights,
  maxMarks as fullMarks,
  percentileFromTable,
  type CalibrationPair,
  type ChapterMastery,
  type ChapterWeight,
  type MarkingScheme,
  type PaperQuestion,
  type PercentilePoint,
  type ReadinessMarking,
} from '@abhyas/domain';
import { MIN_OWN_ATTEMPTS, referenceFor, type PaperQuestionRow, type PaperRow } from '../mock-tests/exam-papers.service.ts';

export { MIN_OWN_ATTEMPTS, referenceFor } from '../mock-tests/exam-papers.service.ts';

/** Question types answered by picking among options: a blind guess is right one time in four. */
const CHOICE_TYPES = new Set(['single_choice', 'multiple_choice', 'assertion_reason', 'matrix_single_choice', 'matrix_match_single_choice', 'single_dropdown']);

/** The exam's papers as the model needs them. */
export interface PaperFacts {
  /** Codes of the full papers used (bundles of the exam with no section cut short). */
  papers: string[];
  /** Max marks per full paper, by bundle code. */
  paperMax: Map<string, number>;
  weights: ChapterWeight[];
  marking: ReadinessMarking;
  /** Mean max marks of the full papers, rounded. */
  maxMarks: number;
}

/**
 * Chapter weights, marking and max marks from the exam's published bundles: a bundle is a full
 * paper unless one of its sections leaves questions of the original out (`paperQuestionCount`).
 * A question's marks are its type's full marks in its section's scheme. Marking: `right` and
 * `wrong` the question-weighted means of the schemes' full and wrong marks; `guessRight` 0.25 for a
 * choice question, 0 otherwise (mean); `guessRate` 0.5 under negative marking, 1 without (nothing
 * to lose). Null when no full paper has a question with a chapter.
 */
export function paperFacts(bundles: PaperRow[], questions: PaperQuestionRow[]): PaperFacts | null {
  const byCode = new Map(questions.map((q) => [q.code, q]));
  const rows: PaperQuestion[] = [];
  const paperMax = new Map<string, number>();
  let n = 0;
  let right = 0;
  let wrong = 0;
  let guessRight = 0;
  for (const b of bundles) {
    if (b.sections.some((s) => s.paperQuestionCount !== undefined)) continue;
    let total = 0;
    for (const section of b.sections) {
      for (const code of section.questionCodes) {
        const q = byCode.get(code);
        const scheme = q ? (section.markingByType[q.type] as MarkingScheme | undefined) : undefined;
        if (!q || !scheme) continue;
        const marks = fullMarks(scheme);
        total += marks;
        n += 1;
        right += marks;
        wrong += scheme.wrong;
        guessRight += CHOICE_TYPES.has(q.type) ? 0.25 : 0;
        if (q.chapterCode) rows.push({ paper: b.code, subject: q.subject, chapter: q.chapterCode, marks });
      }
    }
    if (total > 0) paperMax.set(b.code, total);
  }
  const weights = chapterWeights(rows);
  if (weights.length === 0 || n === 0) return null;
  const maxes = [...paperMax.values()];
  const meanWrong = Math.min(0, wrong / n);
  return {
    papers: [...paperMax.keys()],
    paperMax,
    weights,
    marking: { right: right / n, wrong: meanWrong, guessRate: meanWrong < 0 ? 0.5 : 1, guessRight: guessRight / n },
    maxMarks: Math.round(maxes.reduce((s, x) => s + x, 0) / maxes.length),
  };
}

/** One concept's BKT state. */
export interface ConceptState {
  conceptCode: string;
  mastery: number;
  attempts: number;
}

/**
 * Chapter mastery (decision 023): the mean BKT P(known) over the chapter's answered concepts, with
 * the answers summed; chapters with no answered concept are left out (the model gives them its prior).
 */
export function chapterMastery(states: ConceptState[], chapterOf: Map<string, string>): (ChapterMastery & { concepts: number })[] {
  const acc = new Map<string, { sum: number; concepts: number; attempts: number }>();
  for (const s of states) {
    const chapter = chapterOf.get(s.conceptCode);
    if (!chapter || s.attempts <= 0) continue;
    const a = acc.get(chapter) ?? { sum: 0, concepts: 0, attempts: 0 };
    a.sum += s.mastery;
    a.concepts += 1;
    a.attempts += s.attempts;
    acc.set(chapter, a);
  }
  return [...acc].map(([chapter, a]) => ({ chapter, mastery: Math.min(1, Math.max(0, a.sum / a.concepts)), attempts: a.attempts, concepts: a.concepts }));
}

/** A percentile function in the exam's own marks, and what it is. */
export interface PercentileModel {
  source: PercentileSource;
  /** Percentile of a score in the paper's marks; absent with `kind: "none"`. */
  of?: (score: number) => number;
}

/**
 * Which distribution gives the percentile: with at least MIN_OWN_ATTEMPTS scored attempts of the
 * exam's full papers, our own (each attempt's share of its paper's max marks, in the exam's marks;
 * percentile = share of attempts at or below); else the published reference of the exam, scaled
 * from its max marks to ours; else none.
 */
export function percentileModel(examCode: string, maxMarks: number, own: { total: number; shares: number[] }): PercentileModel {
  const base = { attempts: own.total, min_own_attempts: MIN_OWN_ATTEMPTS };
  if (own.total >= MIN_OWN_ATTEMPTS && own.shares.length > 0) {
    const scores = own.shares.map((s) => s * maxMarks).sort((a, b) => a - b);
    const table: PercentilePoint[] = [];
    scores.forEach((score, i) => {
      if (i + 1 === scores.length || scores[i + 1] !== score) table.push({ score, percentile: (100 * (i + 1)) / scores.length });
    });
    return { source: { kind: 'own', name: null, source: null, ...base }, of: (score) => percentileFromTable(score, table) };
  }
  const ref = referenceFor(examCode);
  if (!ref) return { source: { kind: 'none', name: null, source: null, ...base } };
  return {
    source: { kind: 'reference', name: ref.name, source: ref.tableSource, ...base },
    of: (score) => percentileFromTable((score * ref.maxMarks) / maxMarks, ref.table),
  };
}

/** What a journey plans with: the exam's marking and max marks, and the marks a percentile needs (absent without a distribution). */
export interface PlanningBasis {
  marking: ReadinessMarking;
  maxMarks: number;
  /** Which distribution turns a percentile into marks. */
  percentileSource: 'own' | 'reference' | 'none';
  /** The lowest marks reaching percentile `p` (0..100). */
  marksFor?: (p: number) => number;
}

/** A finished full test of any profile (the track record). */
export interface TrackRecordTest {
  profileId: string;
  bundleCode: string;
  startedAt: Date;
  score: number;
}

/**
 * The track record as calibration pairs (decision 023, "Calibration"): each finished full test with
 * the mastery-only share of the last prediction its profile was shown before the test started, and
 * the test's score as a share of its paper's max marks (at most 1). A test with no prediction before
 * it, or of a paper with no known max, gives no pair.
 */
export function calibrationPairs(
  tests: readonly TrackRecordTest[],
  predictions: readonly { profileId: string; masteryShare: number; createdAt: Date }[],
  paperMax: ReadonlyMap<string, number>,
): CalibrationPair[] {
  const byProfile = new Map<string, { masteryShare: number; at: number }[]>();
  for (const p of predictions) {
    const list = byProfile.get(p.profileId) ?? [];
    list.push({ masteryShare: p.masteryShare, at: p.createdAt.getTime() });
    byProfile.set(p.profileId, list);
  }
  for (const list of byProfile.values()) list.sort((a, b) => a.at - b.at);
  return tests.flatMap((t) => {
    const max = paperMax.get(t.bundleCode);
    const before = (byProfile.get(t.profileId) ?? []).filter((p) => p.at < t.startedAt.getTime()).at(-1);
    return max && before ? [{ masteryShare: before.masteryShare, share: Math.min(1, t.score / max) }] : [];
  });
}
