import { describe, expect, it } from 'vitest';
import type { ReadinessInput } from './readiness.ts';
import { LEARNING_RATE, whatIfGains } from './what-if.ts';

const input: ReadinessInput = {
  weights: [
    { chapter: 'heavy-weak', subject: 'physics', weight: 0.4, papers: 6 },
    { chapter: 'light-weak', subject: 'physics', weight: 0.1, papers: 6 },
    { chapter: 'heavy-strong', subject: 'chemistry', weight: 0.4, papers: 6 },
    { chapter: 'light-strong', subject: 'chemistry', weight: 0.1, papers: 6 },
  ],
  mastery: [
    { chapter: 'heavy-weak', mastery: 0.3, attempts: 40 },
    { chapter: 'light-weak', mastery: 0.3, attempts: 40 },
    { chapter: 'heavy-strong', mastery: 0.95, attempts: 40 },
    { chapter: 'light-strong', mastery: 0.95, attempts: 40 },
  ],
  marking: { right: 4, wrong: -1, guessRate: 0.5, guessRight: 0.25 },
  maxMarks: 300,
};

describe('whatIfGains', () => {
  it('ranks a heavy weak chapter first, and a mastered light one last', () => {
    const gains = whatIfGains(input, { limit: 4 });
    expect(gains.map((g) => g.chapter)).toEqual(['heavy-weak', 'light-weak', 'heavy-strong', 'light-strong']);
    expect(gains[0]!.masteryAfter).toBeGreaterThan(gains[0]!.mastery);
    expect(gains[0]!.marksPerHour).toBeGreaterThan(0);
  });

  it('keeps three by default and follows the learning rate: the not-known share shrinks by (1 − T)^(q·h / concepts)', () => {
    const [first] = whatIfGains(input);
    expect(whatIfGains(input)).toHaveLength(3);
    const kept = (1 - LEARNING_RATE.learn) ** (LEARNING_RATE.questionsPerHour / LEARNING_RATE.conceptsPerChapter);
    expect(1 - first!.masteryAfter).toBeCloseTo((1 - first!.mastery) * kept, 12);
    const slower = whatIfGains(input, { rate: { questionsPerHour: 6 } })[0]!;
    expect(slower.marksPerHour).toBeLessThan(first!.marksPerHour);
  });

  it('gives less per hour over longer study (diminishing returns), and refuses hours ≤ 0', () => {
    expect(whatIfGains(input, { hours: 5 })[0]!.marksPerHour).toBeLessThan(whatIfGains(input)[0]!.marksPerHour);
    expect(() => whatIfGains(input, { hours: 0 })).toThrow(RangeError);
  });
});
