import { describe, expect, it } from 'vitest';
import { aggregateCohort, cohortNear, cohortsByBand, COHORT_K_MIN, type CohortJourney } from './cohort.ts';

const W = 7 * 86_400_000;
const j = (start: number, latest: number, weeks = 6): CohortJourney => ({ startShare: start, startAt: 0, latestShare: latest, latestAt: weeks * W });

describe('cohortNear', () => {
  it('says nothing (not even a count) below k = 5 students', () => {
    const four = [j(0.3, 0.4), j(0.32, 0.41), j(0.28, 0.35), j(0.35, 0.5)];
    expect(COHORT_K_MIN).toBe(5);
    expect(cohortNear(0.3, four)).toEqual({ status: 'insufficient' });
  });

  it('aggregates 5 or more near the level as rounded medians', () => {
    const five = [j(0.3, 0.4), j(0.32, 0.41, 4), j(0.28, 0.35, 8), j(0.35, 0.5), j(0.25, 0.24, 5)];
    const r = cohortNear(0.3, [...five, j(0.9, 0.95)]);
    expect(r).toEqual({
      status: 'ready',
      // gains 10, 9, 7, 15, -1 points → median 9; weeks 6, 4, 8, 6, 5 → 6; 4 of 5 rose → 80 %.
      figures: { students: 5, start_band: [20, 40], median_weeks: 6, median_gain_points: 9, improved_percent: 80, direction: 'up' },
    });
  });

  it('leaves out journeys followed less than two weeks and those far from the level', () => {
    const r = cohortNear(0.3, [j(0.3, 0.4), j(0.3, 0.4), j(0.3, 0.4), j(0.3, 0.4), j(0.3, 0.9, 1), j(0.6, 0.7)]);
    expect(r.status).toBe('insufficient');
  });
});

describe('aggregateCohort', () => {
  it('reports a fall honestly as a negative median with direction down', () => {
    // gains −5, −6, −4, −3, +5 points → median −4; 1 of 5 rose.
    const r = aggregateCohort([j(0.5, 0.45), j(0.5, 0.44), j(0.5, 0.46), j(0.5, 0.47), j(0.5, 0.55)], 0.4, 0.6);
    expect(r).toMatchObject({ status: 'ready', figures: { median_gain_points: -4, direction: 'down', improved_percent: 20 } });
  });
});

describe('cohortsByBand', () => {
  it('keeps only bands of at least k, biggest first', () => {
    const low = Array.from({ length: 6 }, () => j(0.15, 0.25));
    const mid = Array.from({ length: 5 }, () => j(0.55, 0.6));
    const few = Array.from({ length: 4 }, () => j(0.85, 0.9));
    const bands = cohortsByBand([...mid, ...few, ...low, j(-0.05, 0.1), j(1, 1)]);
    expect(bands.map((b) => [b.start_band, b.students])).toEqual([
      [[10, 20], 6],
      [[50, 60], 5],
    ]);
  });
});
