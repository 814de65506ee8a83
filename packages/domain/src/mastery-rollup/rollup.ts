/**
 * Explore mastery (issue 18 §4; learning.md §7 Achieve `exploreMastery`): concept mastery rolled up
 * to topics, chapters and subjects. Pure: the BKT estimates come in, the roll-up goes out.
 *
 * The rule (docs/api.md "Explore mastery"):
 * - A node's `mastery` is the mean P(known) (0–1) over its concepts **with evidence** (a concept the
 *   profile has answered at least once, i.e. has a BKT row). Concepts never practised are not
 *   counted as 0 or as the BKT prior: they are reported as `practised` of `total` instead, so a
 *   student who mastered the one concept they practised reads "95 %, 1 of 12 concepts practised".
 * - No evidence at all: `mastery` is null and the state is `not_started`.
 * - States by the mean: `weak` below 0.5, `developing` from 0.5 below {@link MASTERED} (0.95,
 *   Corbett & Anderson's threshold, the one practice uses), `mastered` at or above it.
 * - Higher levels pool concepts, not child means: a chapter's mastery is the mean over all of its
 *   practised concepts (a topic with 5 practised concepts weighs more than one with 1).
 */
import { MASTERED } from '../practice/mastery.ts';

/** The state of a node's roll-up. */
export type MasteryState = 'not_started' | 'weak' | 'developing' | 'mastered';

/** A roll-up of concept mastery over one node (topic, chapter or subject). */
export interface MasteryRollup {
  /** Mean P(known) over the practised concepts, 0–1; null when none is practised. */
  mastery: number | null;
  /** Concepts with evidence (answered at least once). */
  practised: number;
  /** Concepts under the node in the learning map. */
  total: number;
  /** Practised concepts at or above {@link MASTERED}. */
  mastered: number;
  state: MasteryState;
}

/** Below this mean a practised node is `weak`. */
export const WEAK_BELOW = 0.5;

/** The state of a mean mastery (null: not started). */
export function masteryStateOf(mastery: number | null): MasteryState {
  if (mastery === null) return 'not_started';
  if (mastery >= MASTERED) return 'mastered';
  return mastery < WEAK_BELOW ? 'weak' : 'developing';
}

/**
 * Rolls up the concepts `conceptCodes` (duplicates counted once) given the profile's estimates
 * `known` (concept code → P(known); a concept absent from it has no evidence). Values outside 0–1
 * are clamped; a non-finite value counts as no evidence.
 */
export function rollUpMastery(conceptCodes: Iterable<string>, known: ReadonlyMap<string, number>): MasteryRollup {
  const codes = new Set(conceptCodes);
  let sum = 0;
  let practised = 0;
  let mastered = 0;
  for (const code of codes) {
    const p = known.get(code);
    if (p === undefined || !Number.isFinite(p)) continue;
    const clamped = Math.min(1, Math.max(0, p));
    sum += clamped;
    practised += 1;
    if (clamped >= MASTERED) mastered += 1;
  }
  const mastery = practised === 0 ? null : sum / practised;
  return { mastery, practised, total: codes.size, mastered, state: masteryStateOf(mastery) };
}

/** Mastery as a whole percentage 0–100 (null stays null), as shown beside a bar. */
export function masteryPercent(mastery: number | null): number | null {
  return mastery === null ? null : Math.round(mastery * 100);
}

/**
 * The order nodes are listed in (chapters and topics; subjects keep syllabus order): practised nodes
 * first, weakest mastery first (the ones to practise next), ties and not-started nodes in syllabus
 * order (their index in `items`). Returns a new array.
 */
export function sortWeakestFirst<T extends { rollup: Pick<MasteryRollup, 'mastery'> }>(items: readonly T[]): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => {
      const ma = a.item.rollup.mastery;
      const mb = b.item.rollup.mastery;
      if (ma === null && mb === null) return a.index - b.index;
      if (ma === null) return 1;
      if (mb === null) return -1;
      return ma - mb || a.index - b.index;
    })
    .map((x) => x.item);
}
