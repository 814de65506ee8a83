// `npm run bench:readiness` (issue 18 §3): how close the readiness model (decision 023) comes to
// the score of a full paper a simulated learner has not yet taken, and whether its 80 % interval
// really holds 80 % of those scores.
//
// The world (every constant below; seed BENCH_SEED, default 20261127, so runs repeat):
//   - An exam shaped like JEE Main: 3 subjects × 25 questions (20 four-option MCQ, 5 numerical),
//     +4 right, −1 wrong, 0 blank, 300 max marks. 12 chapters a subject; each chapter's true share
//     of its subject's questions is the `share` of CHAPTERS (roughly the counts analyses of JEE Main
//     2019–2024 papers report), and a paper draws each question's chapter from those shares.
//   - The model does not see those shares: it gets `chapterWeights` of 12 past papers drawn the same way.
//   - Each chapter has 4 concepts and a difficulty b_c ~ N(0, 0.5) shared by everyone.
//   - A learner: ability θ ~ N(−2, 1) (BENCH_THETA), a subject offset ~ N(0, 0.5) per subject, a chapter offset
//     ~ N(0, 0.6) per chapter; each concept is known at the start with P = σ(θ + subject + chapter − b_c)
//     (a 2-level IRT model on concepts). Slip S ~ U(0.05, 0.15); in a test, an unknown question is
//     answered (guessed) with the learner's propensity a ~ U(0.2, 0.8), otherwise left blank.
//   - An answer to a question of difficulty d (1–10, uniform) on a concept: known → right with
//     σ(logit(1 − S) + s(d)); unknown → right with σ(logit(0.25) + s(d)) (MCQ) or 0.02 (numerical),
//     s(d) the product's difficulty shift (decision 007). Practice answers every question.
//   - Learning: a practice answer on an unknown concept teaches it with the learner's P(T) ~
//     U(0.05, 0.25); every day, outside the product (school, coaching), each unknown concept is
//     learnt with u ~ U(0, 0.006) and each known one forgotten with 0.002.
//   - Timeline: day 0 a diagnostic of 25 questions a subject, spread over the chapters by weight
//     (largest remainder); days 1–30 practice sessions of 10 questions on one chapter (0–40 sessions,
//     chapter by weight); 0, 1 or 2 full tests (25 / 40 / 35 %) on days 3–29; on day 30 the model
//     predicts and the learner sits a held-out full paper.
//   - What the model gets, as the server will: each chapter's mastery, the mean of the product's BKT
//     P(known) (`updateMastery`, default parameters, difficulty weighed) over the chapter's concepts
//     answered in the diagnostic and practice, with the count of those answers; the full tests'
//     scores and ages, each with the mastery-only score of the prediction made just before it (the
//     product stores every prediction shown); the marking with the population's mean guessing
//     (guessRate 0.5, guessRight 0.8 × 0.25 + 0.2 × 0.02). Test answers do not feed the mastery.
//   - 10,000 learners (BENCH_LEARNERS); figures: MAE of the predicted vs the held-out score as a
//     share of max marks, the share of held-out scores inside the 80 % interval, its mean width in
//     marks; the "floor" row predicts with the learner's true expected score (hidden state on day
//     30), the error no model can go below: the paper's own luck. The "floor coverage" column is
//     that perfect model's own 80 % interval (true expected score ± 1.2816 × the paper's exact sd
//     for the learner), the coverage an honest interval can reach in each group. Score bands three
//     ways: by the held-out score (selects lucky and unlucky papers, so even the floor under-covers
//     the extremes), by the true expected score, and by the prediction (what the model knows).
//
// The last line is exactly: readiness MAE <share %> coverage <share> width <marks>
import {
  chapterWeights,
  DEFAULT_BKT,
  difficultyShift,
  fitReadinessCalibration,
  predictReadiness,
  updateMastery,
  type CalibrationPair,
  type ChapterMastery,
  type FullTestScore,
  type PaperQuestion,
  type Readiness,
  type ReadinessCalibration,
  type ReadinessMarking,
} from '@abhyas/domain';

const SEED = Number(process.env.BENCH_SEED ?? 20261127);
const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 10000);
const PER_SUBJECT = 25;
const NUMERICAL_PER_SUBJECT = 5;
const CONCEPTS_PER_CHAPTER = 4;
const DAYS = 30;
const PAST_PAPERS = 12;
const MAX_MARKS = 300;
const THETA_MEAN = Number(process.env.BENCH_THETA ?? -2);

/** Mulberry32: a small seeded generator of uniform numbers in [0, 1). */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = rng(SEED);
const between = (lo: number, hi: number) => lo + (hi - lo) * random();
const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));
const logit = (p: number) => Math.log(p / (1 - p));
const pick = <T>(items: readonly T[], weight: (t: T) => number): T => {
  let r = random() * items.reduce((s, t) => s + weight(t), 0);
  for (const t of items) if ((r -= weight(t)) < 0) return t;
  return items[items.length - 1]!;
};

// ---- the exam ---------------------------------------------------------------------------------
const CHAPTERS: Record<string, [string, number][]> = {
  physics: [
    ['kinematics-laws-of-motion', 2.5],
    ['work-energy-power', 1.5],
    ['rotational-motion', 2],
    ['gravitation', 1.2],
    ['properties-of-matter', 1.5],
    ['thermodynamics-kinetic-theory', 2.5],
    ['oscillations-waves', 2],
    ['electrostatics', 2.5],
    ['current-electricity', 2.2],
    ['magnetism-emi-ac', 3],
    ['optics', 2.3],
    ['modern-physics-semiconductors', 2.8],
  ],
  chemistry: [
    ['mole-concept-stoichiometry', 1.2],
    ['atomic-structure', 1.5],
    ['chemical-bonding', 2.2],
    ['thermodynamics-equilibrium', 2.3],
    ['electrochemistry-kinetics', 2.2],
    ['solutions-surface', 1.3],
    ['periodic-table-p-block', 2.5],
    ['d-f-block-coordination', 3],
    ['goc-hydrocarbons', 2.5],
    ['organic-oxygen-nitrogen', 3],
    ['biomolecules-polymers', 1.5],
    ['practical-chemistry', 1],
  ],
  mathematics: [
    ['sets-relations-functions', 1.5],
    ['complex-quadratic', 2],
    ['sequences-series', 1.5],
    ['permutations-binomial', 2],
    ['matrices-determinants', 2.2],
    ['limits-continuity-differentiability', 2],
    ['integral-calculus', 3],
    ['differential-equations', 1.3],
    ['coordinate-geometry', 3.5],
    ['vectors-3d', 3],
    ['statistics-probability', 2.3],
    ['trigonometry', 1.2],
  ],
};
interface Chapter {
  code: string;
  subject: string;
  /** True share of its subject's questions. */
  share: number;
  difficulty: number;
}
const chapters: Chapter[] = Object.entries(CHAPTERS).flatMap(([subject, list]) => {
  const sum = list.reduce((s, [, w]) => s + w, 0);
  return list.map(([code, w]) => ({ code, subject, share: w / sum, difficulty: 0.5 * normal() }));
});
const subjects = Object.keys(CHAPTERS);
const bySubject = new Map(subjects.map((s) => [s, chapters.filter((c) => c.subject === s)]));

interface Question {
  chapter: Chapter;
  concept: number;
  difficulty: number;
  numerical: boolean;
}
const question = (chapter: Chapter, numerical = false): Question => ({
  chapter,
  concept: Math.floor(random() * CONCEPTS_PER_CHAPTER),
  difficulty: 1 + Math.floor(random() * 10),
  numerical,
});
/** A full paper: per subject 20 MCQ then 5 numerical, each question's chapter drawn by the true shares. */
const paper = (): Question[] =>
  subjects.flatMap((s) =>
    Array.from({ length: PER_SUBJECT }, (_, i) =>
      question(
        pick(bySubject.get(s)!, (c) => c.share),
        i >= PER_SUBJECT - NUMERICAL_PER_SUBJECT,
      ),
    ),
  );

// Past papers → the weights the model gets.
const past: PaperQuestion[] = Array.from({ length: PAST_PAPERS }, (_, p) =>
  paper().map((q) => ({ paper: `p${p}`, subject: q.chapter.subject, chapter: q.chapter.code, marks: 4 })),
).flat();
const weights = chapterWeights(past);

const marking: ReadinessMarking = { right: 4, wrong: -1, guessRate: 0.5, guessRight: 0.8 * 0.25 + 0.2 * 0.02, slip: 0.1 };

// ---- a learner ----------------------------------------------------------------------------------
interface Learner {
  known: Map<Chapter, boolean[]>;
  slip: number;
  guessRate: number;
  learn: number;
  outside: number;
}
function learner(): Learner {
  const theta = THETA_MEAN + normal();
  const subjectOffset = new Map(subjects.map((s) => [s, 0.5 * normal()]));
  const known = new Map(
    chapters.map((c) => {
      const p = sigmoid(theta + subjectOffset.get(c.subject)! + 0.6 * normal() - c.difficulty);
      return [c, Array.from({ length: CONCEPTS_PER_CHAPTER }, () => random() < p)];
    }),
  );
  return { known, slip: between(0.05, 0.15), guessRate: between(0.2, 0.8), learn: between(0.05, 0.25), outside: between(0, 0.006) };
}
/** One answer: 'right', 'wrong' or 'blank' (a test's unknown question may be left blank). */
function answer(l: Learner, q: Question, inTest: boolean): 'right' | 'wrong' | 'blank' {
  const s = difficultyShift(q.difficulty);
  if (l.known.get(q.chapter)![q.concept]) return random() < sigmoid(logit(1 - l.slip) + s) ? 'right' : 'wrong';
  if (inTest && random() >= l.guessRate) return 'blank';
  const p = q.numerical ? 0.02 : sigmoid(logit(0.25) + s);
  return random() < p ? 'right' : 'wrong';
}
const marks = (a: 'right' | 'wrong' | 'blank') => (a === 'right' ? 4 : a === 'wrong' ? -1 : 0);
/**
 * The learner's expected score on a fresh paper (over chapters, concepts, difficulties and question
 * kinds): what a perfect model would predict; and the paper's variance for this learner, exact: within
 * a subject, its 20 MCQ are independent draws of one distribution and its 5 numerical of another.
 */
function expected(l: Learner): { mean: number; variance: number } {
  let mean = 0;
  let variance = 0;
  for (const subject of subjects) {
    for (const numerical of [false, true]) {
      const count = numerical ? NUMERICAL_PER_SUBJECT : PER_SUBJECT - NUMERICAL_PER_SUBJECT;
      let m1 = 0;
      let m2 = 0;
      for (const c of bySubject.get(subject)!) {
        const k = l.known.get(c)!;
        for (const known of k) {
          for (let d = 1; d <= 10; d += 1) {
            const s = difficultyShift(d);
            const w = c.share / 10 / k.length;
            // P(right), P(wrong) of one question; the rest is blank.
            const right = known ? sigmoid(logit(1 - l.slip) + s) : l.guessRate * (numerical ? 0.02 : sigmoid(logit(0.25) + s));
            const wrong = known ? 1 - right : l.guessRate - right;
            m1 += w * (4 * right - wrong);
            m2 += w * (16 * right + wrong);
          }
        }
      }
      mean += count * m1;
      variance += count * (m2 - m1 * m1);
    }
  }
  return { mean, variance };
}
const sit = (l: Learner) => paper().reduce((s, q) => s + marks(answer(l, q, true)), 0);

/** Splits `total` over the chapters of a subject by their weight (largest remainder). */
function allocate(list: Chapter[], total: number): Map<Chapter, number> {
  const w = new Map(weights.map((x) => [x.chapter, x.weight]));
  const sum = list.reduce((s, c) => s + (w.get(c.code) ?? 0), 0);
  const exact = list.map((c) => ({ c, x: (total * (w.get(c.code) ?? 0)) / sum }));
  const out = new Map(exact.map(({ c, x }) => [c, Math.floor(x)]));
  let left = total - [...out.values()].reduce((s, n) => s + n, 0);
  for (const { c } of [...exact].sort((a, b) => (b.x % 1) - (a.x % 1))) if (left-- > 0) out.set(c, out.get(c)! + 1);
  return out;
}
const diagnosticPlan = new Map(subjects.flatMap((s) => [...allocate(bySubject.get(s)!, PER_SUBJECT)]));

interface Outcome {
  readiness: Readiness;
  actual: number;
  tests: number;
  lastTest: number | null;
  /** The learner's true expected score on the held-out paper (hidden state on day 30). */
  oracle: number;
  /** The held-out paper's variance for this learner (marks²). */
  oracleVar: number;
}
function simulate(calibration: ReadinessCalibration | null = null, pairs: CalibrationPair[] | null = null): Outcome {
  const l = learner();
  // The product's BKT per concept (decision 007); a chapter's mastery is the mean over the concepts answered.
  const estimate = new Map(chapters.map((c) => [c.code, { mastery: new Array<number | null>(CONCEPTS_PER_CHAPTER).fill(null), attempts: 0 }]));
  const practise = (q: Question, learns: boolean) => {
    const correct = answer(l, q, false) === 'right';
    const e = estimate.get(q.chapter.code)!;
    e.mastery[q.concept] = updateMastery(e.mastery[q.concept] ?? DEFAULT_BKT.init, correct, DEFAULT_BKT, false, q.difficulty);
    e.attempts += 1;
    const k = l.known.get(q.chapter)!;
    if (learns && !k[q.concept] && random() < l.learn) k[q.concept] = true;
  };
  const mastery = (): ChapterMastery[] =>
    [...estimate].map(([chapter, e]) => {
      const seen = e.mastery.filter((m): m is number => m !== null);
      return { chapter, mastery: seen.length ? seen.reduce((s, m) => s + m, 0) / seen.length : DEFAULT_BKT.init, attempts: e.attempts };
    });
  // Day 0: the diagnostic (no teaching).
  for (const [c, n] of diagnosticPlan) for (let i = 0; i < n; i += 1) practise(question(c), false);
  // Days 1–30: practice sessions and full tests.
  const sessions = new Map<number, number>();
  for (let i = 0, n = Math.floor(random() * 41); i < n; i += 1) {
    const day = 1 + Math.floor(random() * DAYS);
    sessions.set(day, (sessions.get(day) ?? 0) + 1);
  }
  const r = random();
  const testCount = r < 0.25 ? 0 : r < 0.65 ? 1 : 2;
  const testDays = Array.from({ length: testCount }, () => 3 + Math.floor(random() * 27));
  const tests: FullTestScore[] = [];
  let lastTest: number | null = null;
  for (let day = 1; day <= DAYS; day += 1) {
    for (const k of l.known.values()) for (let i = 0; i < k.length; i += 1) k[i] = k[i] ? random() >= 0.002 : random() < l.outside;
    for (let s = sessions.get(day) ?? 0; s > 0; s -= 1) {
      const c = pick(chapters, (x) => x.share);
      for (let i = 0; i < 10; i += 1) practise(question(c), true);
    }
    for (const d of testDays) {
      if (d !== day) continue;
      // The prediction the product shows (and stores) just before the test.
      const before = predictReadiness({ mastery: mastery(), weights, marking, maxMarks: MAX_MARKS, calibration });
      const score = sit(l);
      tests.push({ share: score / MAX_MARKS, ageDays: DAYS - day, masteryShare: before.asOf.masteryScore / MAX_MARKS });
      pairs?.push({ masteryShare: before.asOf.masteryScore / MAX_MARKS, share: score / MAX_MARKS });
      lastTest = score;
    }
  }
  const readiness = predictReadiness({ mastery: mastery(), weights, marking, maxMarks: MAX_MARKS, tests, calibration });
  const truth = expected(l);
  return { readiness, oracle: truth.mean, oracleVar: truth.variance, actual: sit(l), tests: testCount, lastTest };
}

// ---- run and measure ------------------------------------------------------------------------------
const t0 = performance.now();
// The track record: earlier students of the same exam (CALIBRATION_LEARNERS, default 2,000), whose
// stored mastery-only predictions and the full tests taken after them calibrate the model for the
// learners measured (decision 023, "Calibration"). BENCH_CALIBRATION=off measures without it.
const CALIBRATION_LEARNERS = Number(process.env.CALIBRATION_LEARNERS ?? 2000);
const trackRecord: CalibrationPair[] = [];
for (let i = 0; process.env.BENCH_CALIBRATION !== 'off' && i < CALIBRATION_LEARNERS; i += 1) simulate(null, trackRecord);
const calibration = fitReadinessCalibration(trackRecord);
const outcomes = Array.from({ length: LEARNERS }, () => simulate(calibration));
const ms = performance.now() - t0;

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
function summary(list: Outcome[]) {
  const n = list.length || 1;
  const mae = list.reduce((s, o) => s + Math.abs(o.readiness.predicted - o.actual), 0) / n / MAX_MARKS;
  const bias = list.reduce((s, o) => s + o.readiness.predicted - o.actual, 0) / n;
  const covered = list.filter((o) => o.actual >= o.readiness.interval[0] && o.actual <= o.readiness.interval[1]).length / n;
  const below = list.filter((o) => o.actual < o.readiness.interval[0]).length / n;
  const width = list.reduce((s, o) => s + o.readiness.interval[1] - o.readiness.interval[0], 0) / n;
  const masteryOnly = list.reduce((s, o) => s + Math.abs(o.readiness.asOf.masteryScore - o.actual), 0) / n / MAX_MARKS;
  // The floor's own 80 % interval (true expected score ± 1.2816 × the paper's true sd): what an
  // honest interval covers in this group when nothing about the learner is uncertain.
  const floorCovered = list.filter((o) => Math.abs(o.actual - o.oracle) <= 1.2816 * Math.sqrt(o.oracleVar)).length / n;
  return { mae, bias, covered, below, width, masteryOnly, floorCovered };
}
const actuals = outcomes.map((o) => o.actual).sort((a, b) => a - b);
const q = (p: number) => actuals[Math.min(actuals.length - 1, Math.floor(p * actuals.length))]!;

console.log(`bench:readiness — ${LEARNERS} simulated learners, JEE Main-like paper (75 questions, +4/−1, ${MAX_MARKS} marks), seed ${SEED}`);
console.log(
  calibration
    ? `calibration from ${calibration.pairs} (prediction, test) pairs of ${CALIBRATION_LEARNERS} earlier learners: share ≈ ${calibration.intercept.toFixed(3)} + ${calibration.slope.toFixed(3)} × mastery-only share`
    : 'no calibration',
);
console.log(`chapter weights from ${PAST_PAPERS} simulated past papers: ${weights.length} chapters; simulation and predictions in ${(ms / 1000).toFixed(1)} s`);
console.log(`held-out scores: mean ${(actuals.reduce((s, x) => s + x, 0) / actuals.length).toFixed(1)}, 10/50/90th ${q(0.1)} / ${q(0.5)} / ${q(0.9)}`);
console.log('\nlearners            n     MAE    mastery-only MAE  bias    coverage  below  mean width  floor coverage');
const row = (label: string, list: Outcome[]) => {
  const s = summary(list);
  console.log(
    `${label.padEnd(18)} ${String(list.length).padStart(5)}  ${pct(s.mae).padStart(6)}  ${pct(s.masteryOnly).padStart(16)}  ${s.bias.toFixed(1).padStart(6)}  ${s.covered.toFixed(3).padStart(8)}  ${s.below.toFixed(3).padStart(5)}  ${s.width.toFixed(1).padStart(10)}  ${s.floorCovered.toFixed(3).padStart(14)}`,
  );
};
row('all', outcomes);
for (const n of [0, 1, 2])
  row(
    `${n} full test${n === 1 ? '' : 's'}`,
    outcomes.filter((o) => o.tests === n),
  );
// Score bands three ways. By the held-out score: conditioning on the outcome selects each band's
// lucky or unlucky papers, so even the floor's interval covers the extreme bands less (its column).
// By the true expected score (who the learner really is) and by the prediction (what the model
// says): there an honest interval should hold about 80 % in every band.
const bands = [
  ['< 30', -Infinity, 30],
  ['30–89', 30, 90],
  ['≥ 90', 90, Infinity],
] as const;
for (const [by, value] of [
  ['score', (o: Outcome) => o.actual],
  ['true exp.', (o: Outcome) => o.oracle],
  ['predicted', (o: Outcome) => o.readiness.predicted],
] as const)
  for (const [label, lo, hi] of bands)
    row(
      `${by} ${label}`,
      outcomes.filter((o) => value(o) >= lo && value(o) < hi),
    );
const withTest = outcomes.filter((o) => o.lastTest !== null);
console.log(
  `\nfloor, the true expected score as the prediction (no model can do better on average): MAE ${pct(outcomes.reduce((s, o) => s + Math.abs(o.oracle - o.actual), 0) / LEARNERS / MAX_MARKS)}`,
);
console.log(
  `baseline, last full test's score as the prediction (${withTest.length} learners): MAE ${pct(withTest.reduce((s, o) => s + Math.abs(o.lastTest! - o.actual), 0) / withTest.length / MAX_MARKS)}`,
);

const all = summary(outcomes);
console.log('\nTargets:');
console.log(`  MAE < 6 % of max marks: ${pct(all.mae)} ${all.mae < 0.06 ? 'met' : 'MISSED'}`);
console.log(`  coverage of the 80 % interval within 0.75–0.85: ${all.covered.toFixed(3)} ${all.covered >= 0.75 && all.covered <= 0.85 ? 'met' : 'MISSED'}`);
console.log(`\nreadiness MAE ${pct(all.mae)} coverage ${all.covered.toFixed(2)} width ${Math.round(all.width)}`);
