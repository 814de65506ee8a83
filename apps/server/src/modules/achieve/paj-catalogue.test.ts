import { describe, expect, it } from 'vitest';
import { journeyChapters, type PajCatalogue } from './paj-catalogue.ts';

const cat: PajCatalogue = {
  chapters: [
    { chapter: 'phy-1', subject: 'physics', concepts: ['p1', 'p2'] },
    { chapter: 'che-1', subject: 'chemistry', concepts: ['c1'] },
    { chapter: 'mat-1', subject: 'mathematics', concepts: [] },
  ],
  lessons: [],
  tests: [],
  names: new Map(),
  topicOf: new Map(),
  subjectOf: new Map(),
  chapterTestQuestions: new Map(),
};

describe('journeyChapters (the planner input, decision 024 and 026)', () => {
  it('gives equal weights and the BKT prior without papers or a diagnostic', () => {
    const out = journeyChapters(cat, new Map([['p1', 0.9]]), 0.2);
    expect(out.map((c) => c.weight)).toEqual([1 / 3, 1 / 3, 1 / 3]);
    expect(out[0]!.mastery).toBeCloseTo((0.9 + 0.2) / 2, 6);
    expect(out[2]!.mastery).toBe(0.2);
  });

  it("weighs chapters by the real papers (a chapter never asked at the floor) and starts untouched concepts at their subject's diagnostic prior", () => {
    const out = journeyChapters(cat, new Map([['p1', 0.9]]), 0.2, {
      weights: new Map([
        ['phy-1', 0.6],
        ['che-1', 0.4],
      ]),
      priorOf: new Map([
        ['physics', 0.94],
        ['chemistry', 0.06],
      ]),
    });
    const total = 0.6 + 0.4 + 0.002;
    expect(out.map((c) => c.weight)).toEqual([0.6 / total, 0.4 / total, 0.002 / total]);
    expect(out[0]!.mastery).toBeCloseTo((0.9 + 0.94) / 2, 6);
    expect(out[1]!.mastery).toBeCloseTo(0.06, 6);
    // Mathematics was not in the diagnostic: the BKT prior.
    expect(out[2]!.mastery).toBe(0.2);
  });
});
