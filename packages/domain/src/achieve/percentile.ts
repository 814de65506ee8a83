/**
 * Percentile and all-India rank from a reference score→percentile table (issue 18 §3 "Future
 * success"; decision 023). Pure: the table is data (e.g. NTA's published JEE Main marks vs
 * percentile), passed in.
 */

/** One row of a reference table: a score and the percentile it earned. */
export interface PercentilePoint {
  /** Marks. */
  score: number;
  /** Percentile, 0..100 (NTA's: the share of candidates scoring at or below). */
  percentile: number;
}

/** A rank range: `best` (from the interval's high percentile) to `worst`, 1-based, best ≤ worst. */
export interface RankRange {
  best: number;
  worst: number;
}

/**
 * The percentile of `score` by monotone cubic interpolation of `table` (Fritsch & Carlson 1980,
 * "Monotone piecewise cubic interpolation": the curve passes through every row, never turns back
 * between rows, so a higher score never gets a lower percentile). Below the lowest row: its
 * percentile; above the highest: its percentile. Rows may come in any order; rows with the same
 * score keep the higher percentile. Errors: RangeError when the table is empty, a value is not
 * finite, a percentile is outside 0..100, or percentiles fall as scores rise.
 */
export function percentileFromTable(score: number, table: readonly PercentilePoint[]): number {
  if (table.length === 0) throw new RangeError('table must have at least one row');
  if (!Number.isFinite(score)) throw new RangeError('score must be a finite number');
  const byScore = new Map<number, number>();
  for (const { score: x, percentile: y } of table) {
    if (!Number.isFinite(x) || !Number.isFinite(y) || y < 0 || y > 100) throw new RangeError('table rows need a finite score and a percentile in 0..100');
    byScore.set(x, Math.max(y, byScore.get(x) ?? -Infinity));
  }
  const rows = [...byScore].sort((a, b) => a[0] - b[0]);
  for (let i = 1; i < rows.length; i += 1) if (rows[i]![1] < rows[i - 1]![1]) throw new RangeError('table percentiles must not fall as scores rise');
  const xs = rows.map((r) => r[0]);
  const ys = rows.map((r) => r[1]);
  const n = xs.length;
  if (score <= xs[0]!) return ys[0]!;
  if (score >= xs[n - 1]!) return ys[n - 1]!;
  // Secant slopes, then tangents limited so that each piece stays monotone.
  const d = xs.slice(1).map((x, i) => (ys[i + 1]! - ys[i]!) / (x - xs[i]!));
  const m = xs.map((_, i) => (i === 0 ? d[0]! : i === n - 1 ? d[n - 2]! : d[i - 1]! * d[i]! <= 0 ? 0 : (d[i - 1]! + d[i]!) / 2));
  for (let i = 0; i < n - 1; i += 1) {
    if (d[i] === 0) {
      m[i] = 0;
      m[i + 1] = 0;
      continue;
    }
    const a = m[i]! / d[i]!;
    const b = m[i + 1]! / d[i]!;
    const h = a * a + b * b;
    if (h > 9) {
      const t = 3 / Math.sqrt(h);
      m[i] = t * a * d[i]!;
      m[i + 1] = t * b * d[i]!;
    }
  }
  let k = 0;
  while (score > xs[k + 1]!) k += 1;
  const h = xs[k + 1]! - xs[k]!;
  const t = (score - xs[k]!) / h;
  const t2 = t * t;
  const t3 = t2 * t;
  const y = (2 * t3 - 3 * t2 + 1) * ys[k]! + (t3 - 2 * t2 + t) * h * m[k]! + (-2 * t3 + 3 * t2) * ys[k + 1]! + (t3 - t2) * h * m[k + 1]!;
  return Math.min(Math.max(y, ys[k]!), ys[k + 1]!);
}

/**
 * The all-India rank range of a percentile interval [low, high] among `candidates` (NTA's
 * percentile P means P % of candidates scored at or below, so about (100 − P) % scored above):
 * rank = ⌊(100 − P) / 100 × candidates⌋ + 1, kept within 1..candidates. `best` comes from `high`,
 * `worst` from `low`. Errors: RangeError when `candidates` is not a positive whole number or a
 * percentile is outside 0..100 or low > high.
 */
export function rankRange(percentileInterval: readonly [number, number], candidates: number): RankRange {
  const [low, high] = percentileInterval;
  if (!Number.isInteger(candidates) || candidates < 1) throw new RangeError('candidates must be a positive whole number');
  if (!(low >= 0 && high <= 100 && low <= high)) throw new RangeError('percentileInterval must be [low, high] within 0..100');
  const rank = (p: number) => Math.min(candidates, Math.max(1, Math.floor(((100 - p) / 100) * candidates) + 1));
  return { best: rank(high), worst: rank(low) };
}

/**
 * The lowest score in [minScore, maxScore] whose percentile by `percentileOf` (non-decreasing in the
 * score, e.g. `percentileFromTable` over a reference) reaches `percentile`, to 0.01 marks; `maxScore`
 * when no score reaches it. Used to turn a percentile target into marks (issue 18 §1, §4). Errors:
 * RangeError when `percentile` is outside 0..100 or minScore > maxScore.
 */
export function scoreForPercentile(percentile: number, percentileOf: (score: number) => number, minScore: number, maxScore: number): number {
  if (!(percentile >= 0 && percentile <= 100)) throw new RangeError('percentile must be within 0..100');
  if (!(Number.isFinite(minScore) && Number.isFinite(maxScore) && minScore <= maxScore)) throw new RangeError('minScore must not be above maxScore');
  if (percentileOf(minScore) >= percentile) return minScore;
  if (percentileOf(maxScore) < percentile) return maxScore;
  let lo = minScore;
  let hi = maxScore;
  while (hi - lo > 0.01) {
    const mid = (lo + hi) / 2;
    if (percentileOf(mid) >= percentile) hi = mid;
    else lo = mid;
  }
  return hi;
}
