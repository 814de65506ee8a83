/**
 * Mastery by Bayesian Knowledge Tracing (issue #5 §2; Corbett & Anderson 1995, "Knowledge tracing:
 * modeling the acquisition of procedural knowledge"), with forgetting as in Khajah, Lindsey & Mozer
 * 2016 ("How deep is knowledge tracing?", BKT+Forgets). One estimate per student and concept: the
 * probability that the concept is known. See docs/decisions/007-mastery-bkt.md.
 */

/** BKT parameters of a concept (probabilities in [0, 1]). */
export interface BktParams {
  /** P(L0): known before any practice. */
  init: number;
  /** P(T): learnt at an opportunity (after answering). */
  learn: number;
  /** P(G): answered right without knowing it. */
  guess: number;
  /** P(S): answered wrong although known. */
  slip: number;
  /** P(F): forgotten at an opportunity. */
  forget: number;
}

/** Defaults for a concept without fitted parameters (typical fitted values for school mathematics). */
export const DEFAULT_BKT: Readonly<BktParams> = Object.freeze({ init: 0.2, learn: 0.15, guess: 0.2, slip: 0.1, forget: 0.02 });

/** Mastery at or above which a concept counts as mastered (Corbett & Anderson's 0.95). */
export const MASTERED = 0.95;

/** Guess probability used for an answer reached with a hint: a hint makes a right answer weaker evidence. */
export const HINT_GUESS = 0.5;

const clamp = (p: number) => Math.min(1, Math.max(0, p));

/**
 * How much a question's difficulty moves the chance of a right answer, in logits per half of the
 * 1–10 scale (decision 007, "Difficulty"): a difficulty-10 question shifts both P(right | known)
 * and P(right | not known) by −DIFFICULTY_SLOPE logits, a difficulty-1 one by +DIFFICULTY_SLOPE,
 * the middle (5.5) not at all. Fitted on the simulated students of `npm run bench:mastery`.
 */
export const DIFFICULTY_SLOPE = 1;

const logit = (p: number) => Math.log(p / (1 - p));
const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));
/** A probability kept off 0 and 1, so its logit is finite. */
const inner = (p: number) => Math.min(1 - 1e-9, Math.max(1e-9, p));

/** The logit shift of a question of `difficulty` (1–10; undefined: none). */
export function difficultyShift(difficulty?: number | null): number {
  if (difficulty === undefined || difficulty === null || Number.isNaN(difficulty)) return 0;
  const z = (Math.min(10, Math.max(1, difficulty)) - 5.5) / 4.5;
  return -DIFFICULTY_SLOPE * z;
}

/**
 * P(right answer | known) and P(right answer | not known) for a question: 1 − S and G (G raised to
 * HINT_GUESS when a hint was used), each moved on the logit scale by the question's difficulty.
 * Without a difficulty these are exactly 1 − S and G (BKT as Corbett & Anderson wrote it).
 */
export function answerLikelihoods(params: BktParams, difficulty?: number | null, hintUsed = false): { known: number; unknown: number } {
  const guess = hintUsed ? Math.max(params.guess, HINT_GUESS) : params.guess;
  const shift = difficultyShift(difficulty);
  if (shift === 0) return { known: 1 - params.slip, unknown: guess };
  return { known: sigmoid(logit(inner(1 - params.slip)) + shift), unknown: sigmoid(logit(inner(guess)) + shift) };
}

/**
 * Probability of a correct answer given mastery `p`: P(L)·P(right | known) + (1 − P(L))·P(right |
 * not known), for a question of `difficulty` (1–10) when given (see `answerLikelihoods`).
 */
export function predictCorrect(p: number, params: BktParams = DEFAULT_BKT, difficulty?: number | null): number {
  const { known, unknown } = answerLikelihoods(params, difficulty);
  return clamp(p * known + (1 - p) * unknown);
}

/**
 * Mastery after one answer: the Bayesian posterior given the observation, then the learning and
 * forgetting transition: P(L') = P(L|obs)(1 − F) + (1 − P(L|obs))T. A right answer reached with a
 * hint uses guess = max(G, HINT_GUESS); a question's `difficulty` (1–10), when given, moves both
 * answer probabilities (`answerLikelihoods`), so a right answer to a hard question is stronger
 * evidence than one to an easy question. Returns a probability in [0, 1].
 */
export function updateMastery(p: number, correct: boolean, params: BktParams = DEFAULT_BKT, hintUsed = false, difficulty?: number | null): number {
  const { known, unknown } = answerLikelihoods(params, difficulty, hintUsed);
  const prior = clamp(p);
  const posterior = correct
    ? (prior * known) / (prior * known + (1 - prior) * unknown || 1)
    : (prior * (1 - known)) / (prior * (1 - known) + (1 - prior) * (1 - unknown) || 1);
  return clamp(posterior * (1 - params.forget) + (1 - posterior) * params.learn);
}

/** A question the practice engine may serve. */
export interface PracticeCandidate {
  code: string;
  /** The question's primary concept (null: untagged, served when nothing else fits). */
  concept: string | null;
  /** 1 (easiest) … 10. */
  difficulty: number;
}

/**
 * The difficulty (1–10) pitched at the edge of what a learner with mastery `p` can do: a little
 * above the level the mastery suggests, so a question is answered right about two times in three.
 */
export function targetDifficulty(p: number): number {
  return Math.min(10, Math.max(1, 1.5 + 8 * clamp(p)));
}

/**
 * The next question for a learner (issue #5 §2): among concepts that still have unseen questions,
 * the one most in need (lowest mastery; unmastered first; concepts never practised count at their
 * prior), then within it the question whose difficulty is nearest the learner's target, never one
 * in `seen`. Ties go to the lower difficulty, then the code. Null when every question was seen.
 */
export function chooseNextQuestion(
  candidates: readonly PracticeCandidate[],
  mastery: ReadonlyMap<string, number>,
  seen: ReadonlySet<string>,
  prior = DEFAULT_BKT.init,
): PracticeCandidate | null {
  const open = candidates.filter((c) => !seen.has(c.code));
  if (open.length === 0) return null;
  const masteryOf = (concept: string | null) => (concept === null ? 1 : (mastery.get(concept) ?? prior));
  const concepts = [...new Set(open.map((c) => c.concept))];
  concepts.sort((a, b) => masteryOf(a) - masteryOf(b) || String(a).localeCompare(String(b)));
  const neediest = concepts.find((c) => c !== null && masteryOf(c) < MASTERED) ?? concepts[0]!;
  const target = targetDifficulty(masteryOf(neediest));
  const pool = open.filter((c) => c.concept === neediest);
  pool.sort((a, b) => Math.abs(a.difficulty - target) - Math.abs(b.difficulty - target) || a.difficulty - b.difficulty || a.code.localeCompare(b.code));
  return pool[0]!;
}
