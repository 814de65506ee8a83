/**
 * The Achieve diagnostic test (issue 18 §2; learning.md §2 Achieve): a short adaptive test per
 * subject of the exam. One ability θ per subject is estimated (a three-parameter logistic item
 * model, EAP on a grid with a standard normal prior); questions are chosen to cover the exam's
 * chapters in proportion to their weight in the real papers, each the most informative at the
 * current estimate; a subject stops when its estimate is settled (at least MIN_PER_SKILL answers,
 * Oppia's diagnostic rule, and a posterior SD at most SETTLED_SD) or after MAX_PER_SUBJECT
 * questions. See docs/decisions/026-diagnostic-test.md. Pure.
 */

import { DEFAULT_BKT, updateMastery, type BktParams } from '../practice/mastery.ts';

/** Oppia's diagnostic rule: at least this many questions per estimated skill (here a subject's ability). */
export const MIN_PER_SKILL = 3;
/** A subject stops after this many questions whatever its estimate (issue 18 §2). */
export const MAX_PER_SUBJECT = 25;
/** A subject's ability estimate is settled once its posterior SD (logits) is at most this. */
export const SETTLED_SD = 0.6;

/**
 * The question types a diagnostic asks: one answer each, a minute or two to answer, marked right or
 * wrong (multi-correct, matrix, blanks and subjective questions take longer and mark partly, which a
 * short test of one ability per subject does not need).
 */
export const DIAGNOSTIC_TYPES: ReadonlySet<string> = new Set([
  'single_choice',
  'true_false',
  'assertion_reason',
  'integer',
  'subjective_numerical',
  'numerical_operations',
]);

/** Question types answered by picking among options: a blind guess is right about one time in four. */
const CHOICE_TYPES = new Set(['single_choice', 'multiple_choice', 'assertion_reason', 'matrix_single_choice', 'matrix_match_single_choice', 'single_dropdown']);

/** A question's item parameters: difficulty `b` (logits) and the chance `c` of a right blind guess. */
export interface ItemParams {
  b: number;
  c: number;
}

/**
 * Item parameters from the bank's difficulty (1 easiest … 10 hardest) and type: b = (d − 5.5) / 1.5
 * (so the scale spans −3 … +3 logits, the range of a school cohort), c = 0.25 for choice types and 0
 * for typed answers (discrimination is 1 for all: the bank has no calibrated slopes yet).
 */
export function itemParams(difficulty: number, type: string): ItemParams {
  const d = Number.isFinite(difficulty) ? Math.min(10, Math.max(1, difficulty)) : 5.5;
  return { b: (d - 5.5) / 1.5, c: CHOICE_TYPES.has(type) ? 0.25 : 0 };
}

/** P(right | θ) under the three-parameter logistic model with unit slope. */
export function pCorrect(theta: number, item: ItemParams): number {
  return item.c + (1 - item.c) / (1 + Math.exp(-(theta - item.b)));
}

/** Fisher information of an item at θ (3PL, unit slope). */
export function itemInformation(theta: number, item: ItemParams): number {
  const p = pCorrect(theta, item);
  const q = 1 - p;
  const pStar = (p - item.c) / (1 - item.c);
  return p <= 0 || q <= 0 ? 0 : (q / p) * pStar * pStar;
}

/** An answered diagnostic question. */
export interface DiagnosticResponse extends ItemParams {
  correct: boolean;
}

/** A subject's ability estimate: posterior mean and SD of θ (logits). */
export interface AbilityEstimate {
  theta: number;
  sd: number;
}

const GRID: number[] = Array.from({ length: 161 }, (_, i) => -4 + i * 0.05);

/**
 * The EAP estimate of θ from `responses` with a standard normal prior, on a grid from −4 to 4 in
 * steps of 0.05. With no responses: θ 0, SD 1 (the prior).
 */
export function estimateAbility(responses: readonly DiagnosticResponse[]): AbilityEstimate {
  let logs = GRID.map((t) => -0.5 * t * t);
  for (const r of responses) {
    logs = logs.map((l, i) => {
      const p = pCorrect(GRID[i]!, r);
      return l + Math.log(r.correct ? p : 1 - p);
    });
  }
  const top = Math.max(...logs);
  const w = logs.map((l) => Math.exp(l - top));
  const total = w.reduce((s, x) => s + x, 0);
  const mean = w.reduce((s, x, i) => s + x * GRID[i]!, 0) / total;
  const variance = w.reduce((s, x, i) => s + x * (GRID[i]! - mean) ** 2, 0) / total;
  return { theta: mean, sd: Math.sqrt(variance) };
}

/** Why a subject's diagnostic stopped, or `open` while it goes on. */
export type SubjectStop = 'open' | 'settled' | 'max_questions' | 'bank_exhausted';

/**
 * Whether a subject with `answered` answers and estimate `estimate` stops: `settled` once at least
 * MIN_PER_SKILL answers and SD ≤ SETTLED_SD; `max_questions` at MAX_PER_SUBJECT; `bank_exhausted`
 * when `left` (questions not yet asked) is 0; else `open`.
 */
export function subjectStop(answered: number, estimate: AbilityEstimate, left: number): SubjectStop {
  if (answered >= MIN_PER_SKILL && estimate.sd <= SETTLED_SD) return 'settled';
  if (answered >= MAX_PER_SUBJECT) return 'max_questions';
  if (left <= 0) return 'bank_exhausted';
  return 'open';
}

/** A question the diagnostic may ask. */
export interface DiagnosticCandidate extends ItemParams {
  code: string;
  chapter: string;
}

/**
 * The next question of a subject: the chapter furthest behind its share (D'Hondt: the highest
 * weight / (questions asked from it + 1), among chapters with questions left; a chapter without a
 * weight counts at `floorWeight`, so chapters the papers never asked still get their turn after the
 * weighty ones), then in that chapter the question of highest information at θ (ties: the lower
 * code). Null when no question is left.
 */
export function nextDiagnosticQuestion(
  candidates: readonly DiagnosticCandidate[],
  asked: readonly { code: string; chapter: string }[],
  weights: ReadonlyMap<string, number>,
  theta: number,
  floorWeight = 0.002,
): DiagnosticCandidate | null {
  const askedCodes = new Set(asked.map((a) => a.code));
  const perChapter = new Map<string, number>();
  for (const a of asked) perChapter.set(a.chapter, (perChapter.get(a.chapter) ?? 0) + 1);
  const open = candidates.filter((c) => !askedCodes.has(c.code));
  if (open.length === 0) return null;
  const chapters = [...new Set(open.map((c) => c.chapter))].sort();
  let best = chapters[0]!;
  let bestScore = -1;
  for (const chapter of chapters) {
    const score = Math.max(weights.get(chapter) ?? 0, floorWeight) / ((perChapter.get(chapter) ?? 0) + 1);
    if (score > bestScore) {
      best = chapter;
      bestScore = score;
    }
  }
  const inChapter = open
    .filter((c) => c.chapter === best)
    .sort((a, b) => itemInformation(theta, b) - itemInformation(theta, a) || a.code.localeCompare(b.code));
  return inChapter[0]!;
}

/** How a subject's ability reads to a student. */
export type AbilityBand = 'strong' | 'developing' | 'needs_work';

/** θ ≥ 0.5: strong; θ ≤ −0.5: needs work; in between: developing (logits; the cohort mean is 0). */
export function abilityBand(theta: number): AbilityBand {
  if (theta >= 0.5) return 'strong';
  if (theta <= -0.5) return 'needs_work';
  return 'developing';
}

/** One answered diagnostic question as BKT evidence. */
export interface DiagnosticEvidence {
  concept: string;
  correct: boolean;
  /** 1–10, as the bank files it. */
  difficulty: number;
}

/**
 * The concept masteries after the diagnostic's answers (issue 18 §2: "its result seeds the BKT
 * mastery of the chapters and concepts it touched"): each answer is one BKT observation on its
 * concept (`updateMastery`, with the question's difficulty), from the concept's current mastery or
 * the prior `init`. Returns only the touched concepts, with how many answers and right answers each
 * got. Chapter mastery follows from its concepts (decision 023).
 */
export function seedMastery(
  current: ReadonlyMap<string, number>,
  evidence: readonly DiagnosticEvidence[],
  params: BktParams = DEFAULT_BKT,
): Map<string, { mastery: number; answers: number; correct: number }> {
  const out = new Map<string, { mastery: number; answers: number; correct: number }>();
  for (const e of evidence) {
    const before = out.get(e.concept)?.mastery ?? current.get(e.concept) ?? params.init;
    const prev = out.get(e.concept) ?? { mastery: before, answers: 0, correct: 0 };
    out.set(e.concept, {
      mastery: updateMastery(before, e.correct, params, false, e.difficulty),
      answers: prev.answers + 1,
      correct: prev.correct + (e.correct ? 1 : 0),
    });
  }
  return out;
}
