// `npm run bench:mastery` (issue 27): how well the mastery model (decision 007) predicts answers and
// tracks what a student knows, on 1,000 simulated students whose mastery is known.
//
// The generating model (printed in the header, recorded in docs/performance.md): six concepts of a
// chapter, each with its own BKT parameters drawn once (P(L0) 0.10–0.50, P(T) 0.05–0.30, G 0.10–0.30,
// S 0.05–0.15, P(F) 0.01–0.05); 12 questions per concept of difficulties spread over 1–10, each
// answer's probability moved by its difficulty on the logit scale (DIFFICULTY_SLOPE, as the product
// assumes). A student starts knowing each concept with probability P(L0); after each answer to a
// concept, a known concept is forgotten with P(F), an unknown one learnt with P(T). Each student
// answers 40 questions chosen by the product's own rule (`chooseNextQuestion` on the model's
// current estimates).
//
// Students 1–500 practise with the default parameters, as a new deployment's would; their answers
// are the stored attempts from which the parameters of each concept are fitted by EM (`fitBkt`,
// what the server's mastery-fit job does every MASTERY_FIT_INTERVAL_MS). Students 501–1,000 then practise with the fitted
// parameters, as the product's do once the job has run; every figure is measured on them (also with
// the default parameters, what a concept runs before it has 200 answers), against:
//   - running accuracy: (rights + 1) / (answers + 2) of the student so far;
//   - PFA (Pavlik, Cen & Koedinger 2009): logit P = β_k + γ_k·(rights on k) + ρ_k·(wrongs on k),
//     fitted by logistic regression on students 1–500.
// MAE: |estimated mastery − hidden state (0 or 1)| for every concept a student practised, after
// their last answer. ECE: 10 equal-width bins. Fixed seed (BENCH_SEED, default 20261127).
//
// The last line is exactly: mastery AUC <model> baseline <running-accuracy> pfa <pfa> MAE <mae> ECE <ece>
import {
  answerLikelihoods,
  auc,
  chooseNextQuestion,
  DEFAULT_BKT,
  expectedCalibrationError,
  fitBkt,
  predictCorrect,
  updateMastery,
  type BktObservation,
  type BktParams,
  type PracticeCandidate,
  type Prediction,
} from '@abhyas/domain';

const SEED = Number(process.env.BENCH_SEED ?? 20261127);
const STUDENTS = 1000;
const ANSWERS = 40;
const CONCEPTS = 6;
const QUESTIONS_PER_CONCEPT = 12;

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
const fixed = (x: number) => x.toFixed(3);

// ---- the world -----------------------------------------------------------------------------
const concepts = Array.from({ length: CONCEPTS }, (_, i) => `c${i + 1}`);
const truth = new Map<string, BktParams>(
  concepts.map((c) => [
    c,
    { init: between(0.1, 0.5), learn: between(0.05, 0.3), guess: between(0.1, 0.3), slip: between(0.05, 0.15), forget: between(0.01, 0.05) },
  ]),
);
const questions: PracticeCandidate[] = concepts.flatMap((c) =>
  Array.from({ length: QUESTIONS_PER_CONCEPT }, (_, i) => ({
    code: `${c}-q${i + 1}`,
    concept: c,
    difficulty: 1 + Math.round((9 * i) / (QUESTIONS_PER_CONCEPT - 1)),
  })),
);

interface Answer {
  student: number;
  concept: string;
  difficulty: number;
  correct: boolean;
  /** Predictions made before the answer. */
  model: number;
  running: number;
  /** The student's rights and wrongs on the concept before this answer (PFA's features). */
  rights: number;
  wrongs: number;
}

/**
 * One student's 40 answers: questions chosen by the product's rule from the model's estimates
 * under `params` (per concept), answered by the hidden model. Returns the answers and, per concept
 * practised, the final estimate and the hidden state.
 */
function simulate(student: number, params: (c: string) => BktParams, useDifficulty = true) {
  const seenDifficulty = (d: number) => (useDifficulty ? d : undefined);
  const known = new Map(concepts.map((c) => [c, random() < truth.get(c)!.init]));
  const estimate = new Map<string, number>();
  const seen = new Set<string>();
  const counts = new Map(concepts.map((c) => [c, { rights: 0, wrongs: 0 }]));
  const answers: Answer[] = [];
  let rights = 0;
  for (let n = 0; n < ANSWERS; n += 1) {
    const q = chooseNextQuestion(
      questions,
      new Map(concepts.filter((c) => estimate.has(c)).map((c) => [c, estimate.get(c)!])),
      seen,
      // An unseen concept counts at its prior: the fitted one where fitted.
      params(concepts[0]!).init,
    );
    if (!q) break;
    seen.add(q.code);
    const c = q.concept!;
    const p = params(c);
    const before = estimate.get(c) ?? p.init;
    const t = truth.get(c)!;
    const l = answerLikelihoods(t, q.difficulty);
    const correct = random() < (known.get(c) ? l.known : l.unknown);
    const count = counts.get(c)!;
    answers.push({
      student,
      concept: c,
      difficulty: q.difficulty,
      correct,
      model: predictCorrect(before, p, seenDifficulty(q.difficulty)),
      running: (rights + 1) / (n + 2),
      ...count,
    });
    if (correct) {
      rights += 1;
      count.rights += 1;
    } else count.wrongs += 1;
    estimate.set(c, updateMastery(before, correct, p, false, seenDifficulty(q.difficulty)));
    // The hidden transition after the opportunity.
    known.set(c, known.get(c) ? random() >= t.forget : random() < t.learn);
  }
  const finals = [...estimate].map(([c, est]) => ({ concept: c, estimate: est, hidden: known.get(c) ? 1 : 0 }));
  return { answers, finals };
}

// ---- students 1–500: default parameters; fit from their answers -----------------------------
const t0 = performance.now();
const training = Array.from({ length: STUDENTS / 2 }, (_, i) => simulate(i, () => DEFAULT_BKT));
const sequences = new Map<string, BktObservation[][]>(concepts.map((c) => [c, []]));
for (const { answers } of training) {
  for (const c of concepts) {
    const seq = answers.filter((a) => a.concept === c).map((a) => ({ correct: a.correct, difficulty: a.difficulty }));
    if (seq.length) sequences.get(c)!.push(seq);
  }
}
const fitted = new Map(concepts.map((c) => [c, fitBkt(sequences.get(c)!)]));
const fitMs = performance.now() - t0;

// ---- PFA on students 1–500 ------------------------------------------------------------------
/** PFA's features of an answer: one-hot β_k, then γ_k·rights and ρ_k·wrongs (3 per concept). */
const pfaFeatures = (a: Answer) => {
  const x = new Array<number>(3 * CONCEPTS).fill(0);
  const k = concepts.indexOf(a.concept);
  x[3 * k] = 1;
  x[3 * k + 1] = a.rights;
  x[3 * k + 2] = a.wrongs;
  return x;
};
/** Logistic regression by Newton–Raphson (IRLS) with a small ridge (1e-4) for stability. */
function fitLogistic(rows: { x: number[]; y: number }[], iterations = 25): number[] {
  const d = rows[0]!.x.length;
  let w = new Array<number>(d).fill(0);
  for (let it = 0; it < iterations; it += 1) {
    const grad = new Array<number>(d).fill(0);
    const hess = Array.from({ length: d }, (_, i) => Array.from({ length: d }, (_, j) => (i === j ? 1e-4 : 0)));
    for (const { x, y } of rows) {
      const p = 1 / (1 + Math.exp(-x.reduce((s, v, i) => s + v * w[i]!, 0)));
      for (let i = 0; i < d; i += 1) {
        if (x[i] === 0) continue;
        grad[i]! += (y - p) * x[i]!;
        for (let j = 0; j < d; j += 1) if (x[j] !== 0) hess[i]![j]! += p * (1 - p) * x[i]! * x[j]!;
      }
    }
    for (let i = 0; i < d; i += 1) grad[i]! -= 1e-4 * w[i]!;
    const step = solve(hess, grad);
    w = w.map((v, i) => v + step[i]!);
    if (Math.max(...step.map(Math.abs)) < 1e-8) break;
  }
  return w;
}
/** Solves A·x = b by Gaussian elimination with partial pivoting (A symmetric positive definite here). */
function solve(A: number[][], b: number[]): number[] {
  const n = b.length;
  const m = A.map((row, i) => [...row, b[i]!]);
  for (let c = 0; c < n; c += 1) {
    let pivot = c;
    for (let r = c + 1; r < n; r += 1) if (Math.abs(m[r]![c]!) > Math.abs(m[pivot]![c]!)) pivot = r;
    [m[c], m[pivot]] = [m[pivot]!, m[c]!];
    for (let r = c + 1; r < n; r += 1) {
      const f = m[r]![c]! / m[c]![c]!;
      for (let k = c; k <= n; k += 1) m[r]![k]! -= f * m[c]![k]!;
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let r = n - 1; r >= 0; r -= 1) {
    let s = m[r]![n]!;
    for (let k = r + 1; k < n; k += 1) s -= m[r]![k]! * x[k]!;
    x[r] = s / m[r]![r]!;
  }
  return x;
}
const pfa = fitLogistic(training.flatMap(({ answers }) => answers.map((a) => ({ x: pfaFeatures(a), y: a.correct ? 1 : 0 }))));
const pfaPredict = (a: Answer) => 1 / (1 + Math.exp(-pfaFeatures(a).reduce((s, v, i) => s + v * pfa[i]!, 0)));

// ---- students 501–1,000: fitted parameters; measure -------------------------------------------
const testing = Array.from({ length: STUDENTS / 2 }, (_, i) => simulate(STUDENTS / 2 + i, (c) => fitted.get(c)!.params));
const answers = testing.flatMap((s) => s.answers);
const as = (pick: (a: Answer) => number): Prediction[] => answers.map((a) => ({ p: pick(a), correct: a.correct }));
const model = as((a) => a.model);
const finals = testing.flatMap((s) => s.finals);
const mae = finals.reduce((s, f) => s + Math.abs(f.estimate - f.hidden), 0) / finals.length;

// The same students with the default parameters (what the model gives before any fitting).
const untuned = Array.from({ length: STUDENTS / 2 }, (_, i) => simulate(STUDENTS / 2 + i, () => DEFAULT_BKT));
const untunedPredictions: Prediction[] = untuned.flatMap((s) => s.answers.map((a) => ({ p: a.model, correct: a.correct })));
const untunedMae = untuned.flatMap((s) => s.finals).reduce((s, f, _, all) => s + Math.abs(f.estimate - f.hidden) / all.length, 0);
// And as decision 007 first had it: default parameters, questions' difficulty ignored.
const first = Array.from({ length: STUDENTS / 2 }, (_, i) => simulate(STUDENTS / 2 + i, () => DEFAULT_BKT, false));
const firstPredictions: Prediction[] = first.flatMap((s) => s.answers.map((a) => ({ p: a.model, correct: a.correct })));
const firstMae = first.flatMap((s) => s.finals).reduce((s, f, _, all) => s + Math.abs(f.estimate - f.hidden) / all.length, 0);

console.log(`bench:mastery — ${STUDENTS} simulated students × ${ANSWERS} answers, ${CONCEPTS} concepts × ${QUESTIONS_PER_CONCEPT} questions, seed ${SEED}`);
console.log('\nGenerating vs fitted parameters (fitted by EM on students 1–500):');
console.log('concept  param   true   fitted  |diff|');
let worst = 0;
for (const c of concepts) {
  const t = truth.get(c)!;
  const f = fitted.get(c)!;
  for (const k of ['init', 'learn', 'guess', 'slip', 'forget'] as const) {
    const diff = Math.abs(t[k] - f.params[k]);
    worst = Math.max(worst, diff);
    console.log(`${c.padEnd(8)} ${k.padEnd(7)} ${fixed(t[k])}  ${fixed(f.params[k])}   ${fixed(diff)}${diff > 0.05 ? '  > 0.05' : ''}`);
  }
  console.log(`${' '.repeat(8)} (${f.observations} answers, ${f.iterations} EM iterations)`);
}
console.log(`largest |fitted − generating|: ${fixed(worst)} (target ≤ 0.050) ${worst <= 0.05 ? 'met' : 'MISSED'}`);
console.log(`fit time: ${(fitMs / 1000).toFixed(1)} s for 500 students' simulation and ${CONCEPTS} fits`);

// The product's model: fitted per concept once the job has run (the last line and the targets);
// the default parameters, which a concept uses until it has enough answers, beside it.
const productAuc = auc(model);
const productEce = expectedCalibrationError(model);
const baseAuc = auc(as((a) => a.running));
const pfaAuc = auc(as(pfaPredict));
console.log('\nOn students 501–1,000 (' + answers.length + ' answers):');
console.log(
  `  model, parameters fitted by EM on students 1–500 (the product after a refit)  AUC ${fixed(productAuc)}  ECE ${fixed(productEce)}  MAE ${fixed(mae)}`,
);
console.log(
  `  model, default parameters (a concept before 200 answers)                     AUC ${fixed(auc(untunedPredictions))}  ECE ${fixed(expectedCalibrationError(untunedPredictions))}  MAE ${fixed(untunedMae)}`,
);
console.log(
  `  model as decision 007 first had it (defaults, difficulty ignored)            AUC ${fixed(auc(firstPredictions))}  ECE ${fixed(expectedCalibrationError(firstPredictions))}  MAE ${fixed(firstMae)}`,
);
console.log(
  `  running accuracy                                                             AUC ${fixed(baseAuc)}  ECE ${fixed(expectedCalibrationError(as((a) => a.running)))}`,
);
console.log(
  `  PFA                                                                          AUC ${fixed(pfaAuc)}  ECE ${fixed(expectedCalibrationError(as(pfaPredict)))}`,
);
console.log('\nTargets (the fitted model):');
console.log(`  AUC ≥ running accuracy + 0.05: ${fixed(productAuc)} vs ${fixed(baseAuc + 0.05)} ${productAuc >= baseAuc + 0.05 ? 'met' : 'MISSED'}`);
console.log(`  AUC ≥ PFA: ${fixed(productAuc)} vs ${fixed(pfaAuc)} ${productAuc >= pfaAuc ? 'met' : 'MISSED'}`);
console.log(`  ECE ≤ 0.05: ${fixed(productEce)} ${productEce <= 0.05 ? 'met' : 'MISSED'}`);
console.log(`\nmastery AUC ${fixed(productAuc)} baseline ${fixed(baseAuc)} pfa ${fixed(pfaAuc)} MAE ${fixed(mae)} ECE ${fixed(productEce)}`);
