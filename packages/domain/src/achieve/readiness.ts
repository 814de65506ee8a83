/**
 * Readiness: the score a student would get on the exam's next full paper, with an honest interval
 * (issue 18 §3; learning.md §2 and §9 Achieve). Pure: no I/O, no clock (test ages come in days).
 * The model, its assumptions and its measured accuracy: docs/decisions/023-readiness-model.md and
 * `npm run bench:readiness` (docs/performance.md, "Readiness model").
 */
import type { ChapterWeight } from './chapter-weights.ts';
import { DEFAULT_BKT, type BktParams } from '../practice/mastery.ts';
import { normalQuantile } from './normal.ts';

/** A chapter's mastery: BKT P(known) and the evidence behind it. */
export interface ChapterMastery {
  chapter: string;
  /** P(known), 0..1 (decision 007). */
  mastery: number;
  /** Answers the estimate rests on (diagnostic and practice); 0 means it is only the prior. */
  attempts: number;
}

/** How a paper is marked, and how a student answers what they do not know. */
export interface ReadinessMarking {
  /** Marks for a right answer (JEE Main: 4); must be above 0. */
  right: number;
  /** Marks for a wrong answer, 0 or negative (JEE Main: −1). */
  wrong: number;
  /** Chance that a student who does not know a question still answers it (guesses), 0..1. */
  guessRate: number;
  /** Chance that a guess is right (four options: 0.25; a numerical answer: about 0), 0..1. */
  guessRight: number;
  /** Chance of a wrong answer to a question the student knows (BKT slip), 0..1; default 0.1. */
  slip?: number;
}

/** A recent full test of the exam: its score as a share of its max marks, and how old it is. */
export interface FullTestScore {
  /** Score / max marks (may be below 0 with negative marking). */
  share: number;
  /** Days between the test and now (≥ 0). */
  ageDays: number;
  /**
   * The mastery-only score of the prediction stored just before the test (its
   * `asOf.masteryScore / maxMarks`), when there was one. With it the test corrects the model's error
   * for this student (score − what mastery said then), which learning since the test does not
   * change; without it the test's score itself is taken, drifting with its age.
   */
  masteryShare?: number;
}

/**
 * The model's constants (decision 023). Spreads (`…Sd`) are on the mastery scale (0..1). Strengths
 * say how much evidence weighs as much as the estimate a level is pooled with: for a chapter in
 * answers; for a subject and overall in chapters' worth (a chapter counts k / (k + chapterStrength)).
 */
export interface ReadinessParams {
  /** Mastery of a chapter that is not in the mastery list (DEFAULT_BKT.init). */
  priorMastery: number;
  /** A chapter's estimate is pooled with its subject's, which counts as this many answers. */
  chapterStrength: number;
  /** A subject's estimate is pooled with the student's overall one, counted as this many chapters' worth. */
  subjectStrength: number;
  /** The overall estimate is pooled with `priorMastery`, counted as this many chapters' worth. */
  globalStrength: number;
  /** Spread of a chapter's true mastery around its subject's, before evidence. */
  chapterSd: number;
  /** Spread of a subject's true mastery around the student's overall, before evidence. */
  subjectSd: number;
  /** Spread of the student's overall true mastery, before evidence. */
  globalSd: number;
  /** What evidence never removes: how far BKT P(known) may sit from the share actually known. */
  levelSd: number;
  /** How far a student's expected score drifts per day (learning, forgetting), as a share of max marks per √day. */
  driftPerDay: number;
  /**
   * The BKT parameters behind the mastery given (DEFAULT_BKT). A stored mastery is P(known at the
   * next opportunity): `updateMastery` has already applied the learning transition of the last
   * answer. For a paper sat now the model undoes it: P(known now) = (m − P(T)) / (1 − P(F) − P(T))
   * (decision 023, "From mastery to the share known").
   */
  bkt: BktParams;
}

/** The defaults, tuned on `npm run bench:readiness` (decision 023). */
export const READINESS_PARAMS: Readonly<ReadinessParams> = Object.freeze({
  priorMastery: 0.2,
  chapterStrength: 2,
  subjectStrength: 8,
  globalStrength: 2,
  chapterSd: 0.2,
  subjectSd: 0.15,
  globalSd: 0.2,
  levelSd: 0.05,
  driftPerDay: 0.004,
  bkt: DEFAULT_BKT,
});

/**
 * A population calibration of the mastery-only score (decision 023, "Calibration"; issue 18 §3):
 * the score share a student of this exam gets ≈ `intercept + slope × mastery-only share`, fitted
 * from the product's own track record (every stored mastery-only prediction against the full test
 * taken after it, over all the exam's students) by `fitReadinessCalibration`. BKT's P(known) is
 * compressed toward its prior (weak students read high, strong ones low); the track record
 * measures by how much.
 */
export interface ReadinessCalibration {
  slope: number;
  /** Share of max marks. */
  intercept: number;
  /** How many (prediction, test) pairs it was fitted from. */
  pairs: number;
}

/** A stored mastery-only prediction and the full test taken after it, both as shares of max marks. */
export interface CalibrationPair {
  masteryShare: number;
  share: number;
}

/** Below this many pairs there is no calibration (the identity is used). */
export const CALIBRATION_MIN_PAIRS = 30;

/**
 * Least squares of the test share on the mastery-only share, shrunk toward the identity (slope 1,
 * intercept 0) as if `strength` pairs said so: with few pairs the model is left nearly as it is.
 * Null below `CALIBRATION_MIN_PAIRS` pairs or when the mastery shares do not vary. The slope is
 * kept within [0.5, 2] (a track record outside that is a data problem, not a calibration).
 */
export function fitReadinessCalibration(pairs: readonly CalibrationPair[], strength = 50): ReadinessCalibration | null {
  const n = pairs.length;
  if (n < CALIBRATION_MIN_PAIRS) return null;
  const mx = pairs.reduce((a, p) => a + p.masteryShare, 0) / n;
  const my = pairs.reduce((a, p) => a + p.share, 0) / n;
  const sxx = pairs.reduce((a, p) => a + (p.masteryShare - mx) ** 2, 0);
  if (!(sxx > 1e-12)) return null;
  const sxy = pairs.reduce((a, p) => a + (p.masteryShare - mx) * (p.share - my), 0);
  const w = n / (n + strength);
  const slope = Math.min(2, Math.max(0.5, 1 + (sxy / sxx - 1) * w));
  return { slope, intercept: (my - slope * mx) * w, pairs: n };
}

/** Everything a prediction is made from. */
export interface ReadinessInput {
  /** Per-chapter mastery; chapters not listed count at `priorMastery` with no evidence. */
  mastery: readonly ChapterMastery[];
  /** The exam's chapter weights (`chapterWeights`); only these chapters count. */
  weights: readonly ChapterWeight[];
  marking: ReadinessMarking;
  /** The exam's max marks (JEE Main: 300). */
  maxMarks: number;
  /** Recent full tests of the exam, any order. */
  tests?: readonly FullTestScore[];
  /** Wanted coverage of the interval, strictly between 0 and 1; default 0.8. */
  coverage?: number;
  /** Overrides of `READINESS_PARAMS`. */
  params?: Partial<ReadinessParams>;
  /** The exam's calibration from the track record (`fitReadinessCalibration`); none: the identity. */
  calibration?: ReadinessCalibration | null;
}

/** One chapter's part of a prediction. */
export interface ChapterReadiness {
  chapter: string;
  subject: string;
  weight: number;
  /** Mastery used: the chapter's own pooled with its subject's by evidence, 0..1. */
  mastery: number;
  attempts: number;
  /** Expected marks from the chapter, after the correction toward the tests; they sum to `predicted`. */
  contribution: number;
}

/** One subject's part of a prediction. */
export interface SubjectReadiness {
  subject: string;
  /** Weighted mean of its chapters' `mastery`. */
  mastery: number;
  /** Sum of its chapters' contributions (marks). */
  contribution: number;
  /** Its share of the max marks (marks). */
  maxMarks: number;
}

/** What a prediction was computed from. */
export interface ReadinessBasis {
  chapters: number;
  /** Chapters with at least one answer. */
  chaptersWithEvidence: number;
  attempts: number;
  tests: number;
  newestTestAgeDays: number | null;
  /**
   * The score from mastery alone, before the tests and before the calibration (marks): what is
   * stored with each prediction and read back as a test's `masteryShare`.
   */
  masteryScore: number;
  /** Share of the prediction that came from the tests, 0..1. */
  testWeight: number;
}

/** A prediction (issue 18 §3 `readiness/current`). Marks are the exam's (not shares). */
export interface Readiness {
  predicted: number;
  /** [low, high] marks, holding the next paper's score with probability `coverage`; inside [minMarks, maxMarks]. */
  interval: [number, number];
  coverage: number;
  maxMarks: number;
  /** Lowest possible score (all wrong), ≤ 0. */
  minMarks: number;
  subjects: SubjectReadiness[];
  chapters: ChapterReadiness[];
  asOf: ReadinessBasis;
}

/** Expected marks of one question at mastery m, its derivative in m, and its variance. */
export function questionMarks(m: number, marking: ReadinessMarking): { mean: number; slope: number; variance: number } {
  const slip = marking.slip ?? 0.1;
  const { right: R, wrong: W, guessRate: a, guessRight: g } = marking;
  const pRight = m * (1 - slip) + (1 - m) * a * g;
  const pWrong = m * slip + (1 - m) * a * (1 - g);
  const mean = R * pRight + W * pWrong;
  const slope = (1 - slip) * R + slip * W - a * (g * R + (1 - g) * W);
  return { mean, slope, variance: Math.max(0, R * R * pRight + W * W * pWrong - mean * mean) };
}

function check(ok: boolean, field: string, why: string): void {
  if (!ok) throw new RangeError(`${field} ${why}`);
}
const probability = (p: number) => Number.isFinite(p) && p >= 0 && p <= 1;

/** Validates the input; a RangeError names the first bad field. */
function validate(input: ReadinessInput, coverage: number): void {
  const { marking } = input;
  check(input.weights.length > 0, 'weights', 'must list at least one chapter');
  check(Number.isFinite(input.maxMarks) && input.maxMarks > 0, 'maxMarks', 'must be above 0');
  check(coverage > 0 && coverage < 1, 'coverage', 'must lie strictly between 0 and 1');
  check(Number.isFinite(marking.right) && marking.right > 0, 'marking.right', 'must be above 0');
  check(Number.isFinite(marking.wrong) && marking.wrong <= 0, 'marking.wrong', 'must be 0 or below');
  check(probability(marking.guessRate), 'marking.guessRate', 'must lie in [0, 1]');
  check(probability(marking.guessRight), 'marking.guessRight', 'must lie in [0, 1]');
  check(marking.slip === undefined || probability(marking.slip), 'marking.slip', 'must lie in [0, 1]');
  for (const w of input.weights) check(Number.isFinite(w.weight) && w.weight >= 0, 'weights.weight', 'must be 0 or above');
  for (const m of input.mastery) {
    check(probability(m.mastery), 'mastery.mastery', 'must lie in [0, 1]');
    check(Number.isFinite(m.attempts) && m.attempts >= 0, 'mastery.attempts', 'must be 0 or above');
  }
  for (const t of input.tests ?? []) {
    check(Number.isFinite(t.share) && t.share <= 1, 'tests.share', 'must be a number up to 1');
    check(Number.isFinite(t.ageDays) && t.ageDays >= 0, 'tests.ageDays', 'must be 0 or above');
    check(t.masteryShare === undefined || (Number.isFinite(t.masteryShare) && t.masteryShare <= 1), 'tests.masteryShare', 'must be a number up to 1');
  }
}

/** One chapter inside the model: pooled mastery, questions on the paper and variance weights. */
interface Part {
  chapter: string;
  subject: string;
  weight: number;
  attempts: number;
  mastery: number;
  /** Questions of the chapter on a paper (expected). */
  questions: number;
  /** Share of the pooled mastery taken from the subject's (κc / (k + κc)). */
  fromSubject: number;
  mean: number;
  slope: number;
  variance: number;
}

/**
 * Pools each chapter's mastery with its subject's and the subject's with the student's overall,
 * each level weighted by its evidence (answers) against its strength (decision 023, "Pooling").
 */
function pool(input: ReadinessInput, p: ReadinessParams, questionsOnPaper: number) {
  const own = new Map(input.mastery.map((m) => [m.chapter, m]));
  const now = (m: ChapterMastery): ChapterMastery => {
    if (m.attempts <= 0) return m;
    const { learn, forget } = p.bkt;
    return { ...m, mastery: Math.min(1, Math.max(0, (m.mastery - learn) / (1 - forget - learn))) };
  };
  const rows = input.weights.map((w) => {
    const m = own.get(w.chapter);
    return { w, m: m ? now(m) : { chapter: w.chapter, mastery: p.priorMastery, attempts: 0 } };
  });
  // A chapter counts toward its subject's mean by its reliability k / (k + κc), at most one chapter's
  // worth, so the chapters practised most (and so learnt most) do not stand for the others.
  const reliability = (r: (typeof rows)[number]) => r.m.attempts / (r.m.attempts + p.chapterStrength);
  const evidence = (list: typeof rows) => list.reduce((s, r) => s + reliability(r), 0);
  const weighted = (list: typeof rows) => list.reduce((s, r) => s + reliability(r) * r.m.mastery, 0);
  const total = evidence(rows);
  const attempts = rows.reduce((s, r) => s + r.m.attempts, 0);
  const overall = (weighted(rows) + p.globalStrength * p.priorMastery) / (total + p.globalStrength);
  const subjects = new Map<string, { evidence: number; mean: number; fromOverall: number }>();
  for (const subject of new Set(rows.map((r) => r.w.subject))) {
    const list = rows.filter((r) => r.w.subject === subject);
    const k = evidence(list);
    subjects.set(subject, {
      evidence: k,
      mean: (weighted(list) + p.subjectStrength * overall) / (k + p.subjectStrength),
      fromOverall: p.subjectStrength / (k + p.subjectStrength),
    });
  }
  const parts: Part[] = rows.map(({ w, m }) => {
    const s = subjects.get(w.subject)!;
    const fromSubject = p.chapterStrength / (m.attempts + p.chapterStrength);
    const mastery = (1 - fromSubject) * m.mastery + fromSubject * s.mean;
    const q = questionMarks(mastery, input.marking);
    return {
      chapter: w.chapter,
      subject: w.subject,
      weight: w.weight,
      attempts: m.attempts,
      mastery,
      questions: w.weight * questionsOnPaper,
      fromSubject,
      ...q,
    };
  });
  return { parts, subjects, total, overall, attempts };
}

/**
 * Predicts the student's score on the exam's next full paper (issue 18 §3; decision 023).
 *
 * Mastery: each chapter's BKT P(known) with the last answer's learning transition undone, pooled
 * with its subject's (and the subject's with the student's overall) by reliability. Expected marks:
 * Σ chapters (questions on a paper × expected marks of a question at that mastery under the
 * marking). Variance of that expectation: the uncertainty of each chapter's mastery (independent
 * per chapter, shared per subject, shared overall, wider with less evidence) plus `levelSd`. The
 * recent full tests then correct it: each says how far the student scored from what mastery
 * predicted at the time (or, without that, from what it predicts now), a noisy reading (a paper's
 * question-level variance, plus a drift growing with the test's age) of how far the model sits from
 * this student, combined with the prior 0 by precisions. The interval adds to what remains
 * uncertain the next paper's own variance (each question a right/wrong/blank outcome, and which
 * chapters it asks), takes the normal quantiles at `coverage` and clips them to [minMarks, maxMarks].
 *
 * Errors: RangeError naming the field (no weights, maxMarks ≤ 0, a probability outside [0, 1],
 * coverage outside (0, 1), a test's negative age).
 */
export function predictReadiness(input: ReadinessInput): Readiness {
  const coverage = input.coverage ?? 0.8;
  validate(input, coverage);
  const p: ReadinessParams = { ...READINESS_PARAMS, ...input.params };
  const { maxMarks, marking } = input;
  const weightSum = input.weights.reduce((s, w) => s + w.weight, 0);
  check(weightSum > 0, 'weights', 'must not all be 0');
  const questionsOnPaper = maxMarks / marking.right / weightSum;
  const { parts, subjects, total, overall, attempts } = pool(input, p, questionsOnPaper);

  // Expected score from mastery, and its variance, component by component; then calibrated.
  const rawMasteryScore = parts.reduce((s, c) => s + c.questions * c.mean, 0);
  const slope = input.calibration?.slope ?? 1;
  const calibrate = (marks: number) => (input.calibration ? input.calibration.intercept * maxMarks + slope * marks : marks);
  const masteryScore = calibrate(rawMasteryScore);
  const own = parts.map((c) => (c.questions * c.slope) ** 2 * p.chapterSd ** 2 * c.fromSubject);
  const bySubject = new Map<string, number>();
  for (const c of parts) bySubject.set(c.subject, (bySubject.get(c.subject) ?? 0) + c.questions * c.slope * c.fromSubject);
  const subjectVar = (s: string) => p.subjectSd ** 2 * subjects.get(s)!.fromOverall;
  const overallLoad = parts.reduce((s, c) => s + c.questions * c.slope * c.fromSubject * subjects.get(c.subject)!.fromOverall, 0);
  const overallVar = p.globalSd ** 2 * (p.globalStrength / (total + p.globalStrength));
  const levelLoad = parts.reduce((s, c) => s + c.questions * c.slope, 0);
  // Covariance of each chapter's expected marks with the total: its share of the variance.
  const covariance = parts.map((c, i) => {
    const load = c.questions * c.slope;
    const sub = subjects.get(c.subject)!;
    return (
      slope ** 2 *
      (own[i]! +
        load * c.fromSubject * bySubject.get(c.subject)! * subjectVar(c.subject) +
        load * c.fromSubject * sub.fromOverall * overallLoad * overallVar +
        load * levelLoad * p.levelSd ** 2)
    );
  });
  const masteryVar = Math.max(
    1e-9,
    covariance.reduce((s, v) => s + v, 0),
  );

  // The next paper's own variance: each question's outcome, and which chapters it asks.
  let paperVar = parts.reduce((s, c) => s + c.questions * c.variance, 0);
  for (const subject of subjects.keys()) {
    const list = parts.filter((c) => c.subject === subject);
    const n = list.reduce((s, c) => s + c.questions, 0);
    if (n <= 0) continue;
    const mean = list.reduce((s, c) => s + (c.questions / n) * c.mean, 0);
    paperVar += list.reduce((s, c) => s + c.questions * (c.mean - mean) ** 2, 0);
  }

  // Correction toward the recent full tests: each says how far this student's score sits from what
  // mastery predicts (precision-weighted; older tests drift more; decision 023, "The tests").
  const tests = input.tests ?? [];
  let precision = 1 / masteryVar;
  let weightedSum = 0;
  for (const t of tests) {
    const then = t.masteryShare === undefined ? masteryScore : calibrate(t.masteryShare * maxMarks);
    const v = paperVar + (p.driftPerDay * maxMarks) ** 2 * t.ageDays;
    precision += 1 / v;
    weightedSum += (t.share * maxMarks - then) / v;
  }
  const predictedRaw = masteryScore + weightedSum / precision;
  const testWeight = 1 - 1 / masteryVar / precision;
  const sd = Math.sqrt(1 / precision + paperVar);
  const minMarks = (maxMarks / marking.right) * Math.min(0, marking.wrong);
  const predicted = Math.min(maxMarks, Math.max(minMarks, predictedRaw));
  const z = normalQuantile(0.5 + coverage / 2);
  const clip = (x: number) => Math.min(maxMarks, Math.max(minMarks, x));

  const shift = predictedRaw - masteryScore;
  const chapters: ChapterReadiness[] = parts.map((c, i) => ({
    chapter: c.chapter,
    subject: c.subject,
    weight: c.weight / weightSum,
    mastery: c.mastery,
    attempts: c.attempts,
    // The calibration's intercept is shared by weight; its slope scales each chapter's marks.
    contribution: slope * c.questions * c.mean + (c.weight / weightSum) * (masteryScore - slope * rawMasteryScore) + (shift * covariance[i]!) / masteryVar,
  }));
  const subjectList: SubjectReadiness[] = [...subjects.keys()].map((subject) => {
    const list = chapters.filter((c) => c.subject === subject);
    const w = list.reduce((s, c) => s + c.weight, 0);
    return {
      subject,
      mastery: w > 0 ? list.reduce((s, c) => s + c.weight * c.mastery, 0) / w : overall,
      contribution: list.reduce((s, c) => s + c.contribution, 0),
      maxMarks: w * maxMarks,
    };
  });
  return {
    predicted,
    interval: [clip(predictedRaw - z * sd), clip(predictedRaw + z * sd)],
    coverage,
    maxMarks,
    minMarks,
    subjects: subjectList,
    chapters,
    asOf: {
      chapters: parts.length,
      chaptersWithEvidence: parts.filter((c) => c.attempts > 0).length,
      attempts,
      tests: tests.length,
      newestTestAgeDays: tests.length ? Math.min(...tests.map((t) => t.ageDays)) : null,
      masteryScore: rawMasteryScore,
      testWeight,
    },
  };
}
