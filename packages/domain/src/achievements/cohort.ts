/**
 * Success stories (issue 18 §4; learning.md §3 Achieve entities "success story", §7 Achieve;
 * docs/decisions/025-success-stories.md): never a testimonial, only aggregates of the product's own
 * records of students who opted in. Pure: the journeys come in, the aggregate goes out.
 *
 * A journey is one opted-in profile's stored readiness predictions for an exam: where it started
 * (the first prediction, as a share of max marks) and where it is now (the latest), and the weeks
 * between. Only journeys followed at least {@link COHORT_MIN_WEEKS} weeks count. A cohort is the journeys
 * whose start lies within {@link COHORT_BAND} (share of max marks) of a level; it is shown only when it has
 * at least {@link COHORT_K_MIN} students, and then only as rounded medians and a rounded share, so no one
 * student's figures can be read off (k-anonymity with small-cell suppression, the threshold
 * statistics offices use for published counts).
 */

/** The smallest cohort shown (k). Below it: `insufficient`, and not even the count is said. */
export const COHORT_K_MIN = 5;
/** Weeks a journey must have been followed to count. */
export const COHORT_MIN_WEEKS = 2;
/** Half-width of "near your level", as a share of max marks (±10 points). */
export const COHORT_BAND = 0.1;
/** Width of the start-level bands the social list is cut in (share of max marks). */
export const COHORT_SOCIAL_BAND = 0.1;

const WEEK_MS = 7 * 86_400_000;

/** One opted-in profile's journey: start and latest predicted share (0–1 of max marks) and their times (epoch ms). */
export interface CohortJourney {
  startShare: number;
  startAt: number;
  latestShare: number;
  latestAt: number;
}

/** A shown aggregate: whole numbers only. */
export interface CohortFigures {
  /** Students in the cohort (≥ COHORT_K_MIN). */
  students: number;
  /** Start levels covered, whole percent of max marks [low, high]. */
  start_band: [number, number];
  /** Median weeks followed, whole weeks. */
  median_weeks: number;
  /** Median change of the predicted score, whole percentage points of max marks (may be ≤ 0). */
  median_gain_points: number;
  /** Share of the cohort whose predicted score rose, whole percent (rounded to 10). */
  improved_percent: number;
  direction: 'up' | 'down' | 'flat';
}

/** A cohort's figures, or why there are none. */
export type CohortResult = { status: 'ready'; figures: CohortFigures } | { status: 'insufficient' };

/** The median of a non-empty list. */
function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** The journeys that count: followed at least COHORT_MIN_WEEKS weeks, with finite shares. */
export function countedJourneys(journeys: CohortJourney[]): CohortJourney[] {
  return journeys.filter((j) => Number.isFinite(j.startShare) && Number.isFinite(j.latestShare) && (j.latestAt - j.startAt) / WEEK_MS >= COHORT_MIN_WEEKS);
}

/** Aggregates journeys already chosen as one cohort whose start band is [low, high] (shares); insufficient below COHORT_K_MIN. */
export function aggregateCohort(journeys: CohortJourney[], low: number, high: number): CohortResult {
  const counted = countedJourneys(journeys);
  if (counted.length < COHORT_K_MIN) return { status: 'insufficient' };
  const gain = Math.round(median(counted.map((j) => (j.latestShare - j.startShare) * 100)));
  const weeks = Math.round(median(counted.map((j) => (j.latestAt - j.startAt) / WEEK_MS)));
  const improved = counted.filter((j) => j.latestShare > j.startShare).length / counted.length;
  return {
    status: 'ready',
    figures: {
      students: counted.length,
      start_band: [Math.round(Math.max(0, low) * 100), Math.round(Math.min(1, high) * 100)],
      median_weeks: weeks,
      median_gain_points: gain,
      improved_percent: Math.round(improved * 10) * 10,
      direction: gain > 0 ? 'up' : gain < 0 ? 'down' : 'flat',
    },
  };
}

/** The cohort of students who started within ±COHORT_BAND of `level` (a share of max marks 0–1). */
export function cohortNear(level: number, journeys: CohortJourney[]): CohortResult {
  const low = level - COHORT_BAND;
  const high = level + COHORT_BAND;
  return aggregateCohort(
    journeys.filter((j) => j.startShare >= low && j.startShare <= high),
    low,
    high,
  );
}

/**
 * The social list: one aggregate per start band of COHORT_SOCIAL_BAND (0–10 %, 10–20 %, …; a start below 0
 * with negative marking falls in the first, 100 % in the last), only the bands with at least COHORT_K_MIN
 * counted journeys, the most students first (then lower band first).
 */
export function cohortsByBand(journeys: CohortJourney[]): CohortFigures[] {
  const bands = Math.round(1 / COHORT_SOCIAL_BAND);
  const groups: CohortJourney[][] = Array.from({ length: bands }, () => []);
  for (const j of countedJourneys(journeys)) {
    const i = Math.min(bands - 1, Math.max(0, Math.floor(j.startShare / COHORT_SOCIAL_BAND + 1e-9)));
    groups[i]!.push(j);
  }
  const out: CohortFigures[] = [];
  groups.forEach((g, i) => {
    const r = aggregateCohort(g, i * COHORT_SOCIAL_BAND, (i + 1) * COHORT_SOCIAL_BAND);
    if (r.status === 'ready') out.push(r.figures);
  });
  return out.sort((a, b) => b.students - a.students || a.start_band[0] - b.start_band[0]);
}
