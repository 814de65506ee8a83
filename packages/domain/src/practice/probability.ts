/** Clamps a number to a probability in [0, 1] (NaN becomes 0). */
export function clampProbability(p: number): number {
  return Number.isNaN(p) ? 0 : Math.min(1, Math.max(0, p));
}
