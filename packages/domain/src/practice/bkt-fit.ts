/**
 * Fitting a concept's BKT parameters from its answer sequences (issue 27; decision 007 "Fitted
 * parameters"): expectation–maximisation (Baum–Welch) for the two-state hidden Markov model of
 * Bayesian Knowledge Tracing with forgetting, with each answer's probabilities moved by its
 * question's difficulty (`answerLikelihoods`). pyBKT (Badrinath, Wang & Pardos 2021) fits the same
 * model the same way; the forgetting transition is Khajah, Lindsey & Mozer's (2016).
 *
 * E step: forward–backward with scaling over every sequence. M step: P(L0), P(T) and P(F) in closed
 * form from the expected states and transitions; G and S by Newton's method on the expected
 * log-likelihood (closed form too when no question carries a difficulty). Answers given with a hint
 * count in the E step (their guess is raised, as in the product) but not in the M step for G.
 */
import { answerLikelihoods, DEFAULT_BKT, difficultyShift, type BktParams } from './mastery.ts';

/** One answer of a student to a question of a concept, in the order given. */
export interface BktObservation {
  correct: boolean;
  /** The question's difficulty, 1–10 (undefined: not known, no shift). */
  difficulty?: number | null;
  hintUsed?: boolean;
}

/** Options of `fitBkt`. */
export interface BktFitOptions {
  /** Where EM starts (default DEFAULT_BKT). */
  start?: BktParams;
  /** At most this many EM iterations (default 200). */
  iterations?: number;
  /** Stop when the log-likelihood improves by less than this (default 1e-6 per observation). */
  tolerance?: number;
  /** Fit P(F) too (default true); false keeps the start's. */
  fitForget?: boolean;
}

/** A fit: the parameters, the log-likelihood of the sequences under them, the iterations run. */
export interface BktFit {
  params: BktParams;
  logLikelihood: number;
  iterations: number;
  observations: number;
}

/** Bounds that keep the model identifiable (guess and slip below one half: a known concept is answered right more often than an unknown one). */
const BOUNDS = { init: [0.001, 0.999], learn: [0.0005, 0.8], forget: [0, 0.5], guess: [0.001, 0.49], slip: [0.001, 0.49] } as const;
const bound = (name: keyof typeof BOUNDS, v: number) => Math.min(BOUNDS[name][1], Math.max(BOUNDS[name][0], Number.isFinite(v) ? v : BOUNDS[name][0]));
const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));
const logit = (p: number) => Math.log(p / (1 - p));

/** The log-likelihood of `sequences` under `params` (natural log; the forward pass only). */
export function bktLogLikelihood(sequences: readonly (readonly BktObservation[])[], params: BktParams): number {
  let ll = 0;
  for (const seq of sequences) {
    let known = params.init;
    for (const o of seq) {
      const e = answerLikelihoods(params, o.difficulty, o.hintUsed);
      const pk = o.correct ? e.known : 1 - e.known;
      const pu = o.correct ? e.unknown : 1 - e.unknown;
      const p = known * pk + (1 - known) * pu;
      ll += Math.log(Math.max(p, 1e-300));
      const post = (known * pk) / (p || 1);
      known = post * (1 - params.forget) + (1 - post) * params.learn;
    }
  }
  return ll;
}

/**
 * The maximum of Σ wᵢ·log P(yᵢ) over a, where P(yᵢ = right) = σ(a + sᵢ), by Newton's method from
 * `a0`: the M step for logit(G) (sᵢ the difficulty shifts) and for logit(1 − S).
 */
function newtonLogit(items: { w: number; y: number; s: number }[], a0: number): number {
  let a = a0;
  for (let i = 0; i < 30; i += 1) {
    let grad = 0;
    let hess = 0;
    for (const it of items) {
      const p = sigmoid(a + it.s);
      grad += it.w * (it.y - p);
      hess -= it.w * p * (1 - p);
    }
    if (hess > -1e-12) break;
    const step = grad / hess;
    a -= Math.max(-2, Math.min(2, step));
    if (Math.abs(step) < 1e-9) break;
  }
  return a;
}

/**
 * Fits one concept's BKT parameters to its students' answer sequences by EM (see the module
 * comment). Sequences are per student, in answer order; empty ones are ignored. With no answers at
 * all it returns the start. Throws nothing.
 */
export function fitBkt(sequences: readonly (readonly BktObservation[])[], options: BktFitOptions = {}): BktFit {
  const data = sequences.filter((s) => s.length > 0);
  let params: BktParams = { ...(options.start ?? DEFAULT_BKT) };
  const observations = data.reduce((n, s) => n + s.length, 0);
  if (observations === 0) return { params, logLikelihood: 0, iterations: 0, observations };
  const maxIterations = options.iterations ?? 200;
  const tolerance = (options.tolerance ?? 1e-6) * observations;
  const fitForget = options.fitForget ?? true;
  let previous = -Infinity;
  let iterations = 0;
  let ll = -Infinity;
  for (; iterations < maxIterations; iterations += 1) {
    let initSum = 0;
    let stayUnknown = 0;
    let learnt = 0;
    let stayKnown = 0;
    let forgot = 0;
    const guessItems: { w: number; y: number; s: number }[] = [];
    const knownItems: { w: number; y: number; s: number }[] = [];
    ll = 0;
    for (const seq of data) {
      const n = seq.length;
      // Emission probabilities e[t] = [P(y_t | unknown), P(y_t | known)].
      const e = seq.map((o) => {
        const l = answerLikelihoods(params, o.difficulty, o.hintUsed);
        return o.correct ? [l.unknown, l.known] : [1 - l.unknown, 1 - l.known];
      });
      const A = [
        [1 - params.learn, params.learn],
        [params.forget, 1 - params.forget],
      ];
      const alpha: number[][] = [];
      const scale: number[] = [];
      for (let t = 0; t < n; t += 1) {
        const a =
          t === 0
            ? [(1 - params.init) * e[0]![0]!, params.init * e[0]![1]!]
            : [0, 1].map((s) => (alpha[t - 1]![0]! * A[0]![s]! + alpha[t - 1]![1]! * A[1]![s]!) * e[t]![s]!);
        const c = a[0]! + a[1]! || 1e-300;
        scale.push(c);
        alpha.push([a[0]! / c, a[1]! / c]);
        ll += Math.log(c);
      }
      const beta: number[][] = Array.from({ length: n }, () => [1, 1]);
      for (let t = n - 2; t >= 0; t -= 1) {
        for (const r of [0, 1]) {
          beta[t]![r] = (A[r]![0]! * e[t + 1]![0]! * beta[t + 1]![0]! + A[r]![1]! * e[t + 1]![1]! * beta[t + 1]![1]!) / scale[t + 1]!;
        }
      }
      for (let t = 0; t < n; t += 1) {
        const g0 = alpha[t]![0]! * beta[t]![0]!;
        const g1 = alpha[t]![1]! * beta[t]![1]!;
        const norm = g0 + g1 || 1;
        const known = g1 / norm;
        if (t === 0) initSum += known;
        const o = seq[t]!;
        const s = difficultyShift(o.difficulty);
        const y = o.correct ? 1 : 0;
        if (!o.hintUsed) guessItems.push({ w: 1 - known, y, s });
        knownItems.push({ w: known, y, s });
        if (t < n - 1) {
          // ξ_t(r, s) ∝ α_t(r) A(r, s) e_{t+1}(s) β_{t+1}(s) / c_{t+1}.
          const xi = [0, 1].map((r) => [0, 1].map((q) => (alpha[t]![r]! * A[r]![q]! * e[t + 1]![q]! * beta[t + 1]![q]!) / scale[t + 1]!));
          const total = xi[0]![0]! + xi[0]![1]! + xi[1]![0]! + xi[1]![1]! || 1;
          stayUnknown += xi[0]![0]! / total;
          learnt += xi[0]![1]! / total;
          forgot += xi[1]![0]! / total;
          stayKnown += xi[1]![1]! / total;
        }
      }
    }
    if (ll - previous < tolerance && iterations > 0) break;
    previous = ll;
    const guess = sigmoid(newtonLogit(guessItems, logit(Math.min(0.49, Math.max(0.01, params.guess)))));
    const notSlip = sigmoid(newtonLogit(knownItems, logit(Math.min(0.99, Math.max(0.51, 1 - params.slip)))));
    params = {
      init: bound('init', initSum / data.length),
      learn: bound('learn', learnt / (learnt + stayUnknown || 1)),
      forget: fitForget ? bound('forget', forgot / (forgot + stayKnown || 1)) : params.forget,
      guess: bound('guess', guess),
      slip: bound('slip', 1 - notSlip),
    };
  }
  return { params, logLikelihood: bktLogLikelihood(data, params), iterations, observations };
}
