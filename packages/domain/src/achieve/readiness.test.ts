import { describe, expect, it } from 'vitest';
import type { ChapterWeight } from './chapter-weights.ts';
import { normalQuantile } from './normal.ts';
import {
  fitReadinessCalibration,
  predictReadiness,
  questionMarks,
  READINESS_PARAMS,
  type CalibrationPair,
  type ChapterMastery,
  type ReadinessInput,
} from './readiness.ts';

const marking = { right: 4, wrong: -1, guessRate: 0.5, guessRight: 0.25, slip: 0.1 };
const weights: ChapterWeight[] = [
  { chapter: 'mechanics', subject: 'physics', weight: 0.3, papers: 6 },
  { chapter: 'optics', subject: 'physics', weight: 0.2, papers: 6 },
  { chapter: 'organic', subject: 'chemistry', weight: 0.3, papers: 6 },
  { chapter: 'inorganic', subject: 'chemistry', weight: 0.2, papers: 6 },
];
const all = (mastery: number, attempts: number): ChapterMastery[] => weights.map((w) => ({ chapter: w.chapter, mastery, attempts }));
const input = (over: Partial<ReadinessInput> = {}): ReadinessInput => ({ mastery: all(0.6, 10), weights, marking, maxMarks: 300, ...over });

describe('normalQuantile', () => {
  it('gives the textbook quantiles', () => {
    expect(normalQuantile(0.5)).toBeCloseTo(0, 9);
    expect(normalQuantile(0.9)).toBeCloseTo(1.2815516, 6);
    expect(normalQuantile(0.975)).toBeCloseTo(1.959964, 6);
    expect(normalQuantile(0.001)).toBeCloseTo(-3.090232, 5);
    expect(() => normalQuantile(1)).toThrow(RangeError);
  });
});

describe('questionMarks', () => {
  it('is the expected marks of a question: known → right but for slips; not known → a guess at guessRate', () => {
    // m = 1: 0.9 × 4 + 0.1 × (−1) = 3.5. m = 0: 0.5 × (0.25 × 4 + 0.75 × (−1)) = 0.125.
    expect(questionMarks(1, marking).mean).toBeCloseTo(3.5, 12);
    expect(questionMarks(0, marking).mean).toBeCloseTo(0.125, 12);
    expect(questionMarks(0.5, marking).slope).toBeCloseTo(3.5 - 0.125, 12);
    // m = 0: right 1/8, wrong 3/8 → E[x²] = 2 + 3/8; variance = 2.375 − 0.125².
    expect(questionMarks(0, marking).variance).toBeCloseTo(2.375 - 0.125 ** 2, 12);
  });
});

describe('predictReadiness', () => {
  it('rises with mastery, stays within the marks, and its contributions add up to the prediction', () => {
    const low = predictReadiness(input({ mastery: all(0.3, 20) }));
    const high = predictReadiness(input({ mastery: all(0.9, 20) }));
    expect(high.predicted).toBeGreaterThan(low.predicted + 50);
    for (const r of [low, high]) {
      expect(r.maxMarks).toBe(300);
      expect(r.minMarks).toBe(-75);
      expect(r.coverage).toBe(0.8);
      expect(r.interval[0]).toBeLessThan(r.predicted);
      expect(r.interval[1]).toBeGreaterThan(r.predicted);
      expect(r.interval[0]).toBeGreaterThanOrEqual(-75);
      expect(r.interval[1]).toBeLessThanOrEqual(300);
      expect(r.chapters.reduce((s, c) => s + c.contribution, 0)).toBeCloseTo(r.predicted, 6);
      expect(r.subjects.reduce((s, c) => s + c.contribution, 0)).toBeCloseTo(r.predicted, 6);
      expect(r.subjects.map((s) => s.maxMarks)).toEqual([150, 150]);
    }
  });

  it('is narrower with more evidence, and wider at a higher coverage', () => {
    const width = (r: { interval: [number, number] }) => r.interval[1] - r.interval[0];
    const little = predictReadiness(input({ mastery: all(0.6, 1) }));
    const much = predictReadiness(input({ mastery: all(0.6, 60) }));
    expect(width(much)).toBeLessThan(width(little));
    expect(width(predictReadiness(input({ coverage: 0.95 })))).toBeGreaterThan(width(predictReadiness(input())));
  });

  it('shows a weaker subject as weaker, chapter by chapter', () => {
    const mastery = [
      { chapter: 'mechanics', mastery: 0.9, attempts: 12 },
      { chapter: 'optics', mastery: 0.9, attempts: 12 },
      { chapter: 'organic', mastery: 0.25, attempts: 12 },
      { chapter: 'inorganic', mastery: 0.25, attempts: 12 },
    ];
    const r = predictReadiness(input({ mastery }));
    const [physics, chemistry] = r.subjects;
    expect(physics!.subject).toBe('physics');
    expect(physics!.mastery).toBeGreaterThan(chemistry!.mastery);
    expect(physics!.contribution).toBeGreaterThan(chemistry!.contribution);
  });

  it('moves toward recent full tests, more toward a recent one than an old one', () => {
    const base = predictReadiness(input());
    const share = (base.predicted + 60) / 300;
    const recent = predictReadiness(input({ tests: [{ share, ageDays: 0 }] }));
    const old = predictReadiness(input({ tests: [{ share, ageDays: 120 }] }));
    expect(recent.predicted).toBeGreaterThan(old.predicted);
    expect(old.predicted).toBeGreaterThan(base.predicted);
    expect(recent.predicted).toBeLessThan(base.predicted + 60);
    expect(recent.asOf).toMatchObject({ tests: 1, newestTestAgeDays: 0, masteryScore: base.predicted });
    expect(recent.asOf.testWeight).toBeGreaterThan(old.asOf.testWeight);
    expect(base.asOf).toMatchObject({ tests: 0, newestTestAgeDays: null, testWeight: 0, chapters: 4, chaptersWithEvidence: 4, attempts: 40 });
  });

  it('with the mastery of the time, takes from a test only how far the student sat from it', () => {
    const base = predictReadiness(input());
    // Scored exactly what mastery predicted then: nothing to correct, however long ago and whatever the level.
    const r = predictReadiness(input({ tests: [{ share: 0.2, ageDays: 20, masteryShare: 0.2 }] }));
    expect(r.predicted).toBeCloseTo(base.predicted, 9);
    const above = predictReadiness(input({ tests: [{ share: 0.3, ageDays: 20, masteryShare: 0.2 }] }));
    expect(above.predicted).toBeGreaterThan(base.predicted);
  });

  it('counts an unlisted chapter at the prior, pooled with its subject, with no evidence', () => {
    const r = predictReadiness(input({ mastery: [{ chapter: 'mechanics', mastery: 0.9, attempts: 30 }] }));
    const optics = r.chapters.find((c) => c.chapter === 'optics')!;
    const organic = r.chapters.find((c) => c.chapter === 'organic')!;
    expect(optics.attempts).toBe(0);
    expect(optics.mastery).toBeGreaterThan(organic.mastery);
    expect(r.asOf.chaptersWithEvidence).toBe(1);
  });

  it('refuses bad input, naming the field', () => {
    expect(() => predictReadiness(input({ weights: [] }))).toThrow(/weights/);
    expect(() => predictReadiness(input({ maxMarks: 0 }))).toThrow(/maxMarks/);
    expect(() => predictReadiness(input({ coverage: 1 }))).toThrow(/coverage/);
    expect(() => predictReadiness(input({ mastery: all(1.2, 3) }))).toThrow(/mastery\.mastery/);
    expect(() => predictReadiness(input({ tests: [{ share: 0.5, ageDays: -1 }] }))).toThrow(/tests\.ageDays/);
    expect(() => predictReadiness(input({ marking: { ...marking, wrong: 1 } }))).toThrow(/marking\.wrong/);
  });
});

/** Mulberry32, seeded. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('predictReadiness, honesty on its own assumptions', () => {
  it('holds about 80 % of simulated papers when the student’s shares known are what mastery says', () => {
    // Well-evidenced chapters; each student's true shares known sit off the mastery used by one
    // level error N(0, levelSd) (what evidence never removes); papers drawn question by question.
    const random = rng(18);
    const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
    let covered = 0;
    const runs = 1000;
    for (let i = 0; i < runs; i += 1) {
      const level = 0.2 + 0.6 * random();
      const mastery = weights.map((w) => ({ chapter: w.chapter, mastery: level, attempts: 200 }));
      const r = predictReadiness(input({ mastery }));
      const error = READINESS_PARAMS.levelSd * normal();
      const known = new Map(r.chapters.map((c) => [c.chapter, Math.min(1, Math.max(0, c.mastery + error))]));
      let score = 0;
      for (const w of weights) {
        for (let q = 0; q < w.weight * 75; q += 1) {
          if (random() < known.get(w.chapter)!) score += random() < 0.9 ? 4 : -1;
          else if (random() < 0.5) score += random() < 0.25 ? 4 : -1;
        }
      }
      if (score >= r.interval[0] && score <= r.interval[1]) covered += 1;
    }
    expect(covered / runs).toBeGreaterThan(0.75);
    expect(covered / runs).toBeLessThan(0.86);
  });
});

describe('the calibration from the track record (decision 023, "Calibration")', () => {
  // A track record where students score 1.4 × what mastery said − 0.1, exactly.
  const line = (n: number): CalibrationPair[] =>
    Array.from({ length: n }, (_, i) => ({ masteryShare: 0.1 + (0.6 * i) / n, share: 1.4 * (0.1 + (0.6 * i) / n) - 0.1 }));

  it('finds the line of the track record, shrunk toward the identity by how few pairs it has', () => {
    const many = fitReadinessCalibration(line(5000))!;
    expect(many.slope).toBeCloseTo(1 + 0.4 * (5000 / 5050), 6);
    expect(many.pairs).toBe(5000);
    const few = fitReadinessCalibration(line(50))!;
    expect(few.slope).toBeCloseTo(1.2, 6);
    expect(few.slope).toBeLessThan(many.slope);
    expect(fitReadinessCalibration(line(29))).toBeNull();
    expect(fitReadinessCalibration(Array.from({ length: 40 }, () => ({ masteryShare: 0.3, share: 0.5 })))).toBeNull();
  });

  it('moves a prediction along the line, scales its spread, and its contributions still add up', () => {
    const calibration = { slope: 1.4, intercept: -0.1, pairs: 1000 };
    const plain = predictReadiness(input({ mastery: all(0.3, 20) }));
    const calibrated = predictReadiness(input({ mastery: all(0.3, 20), calibration }));
    expect(calibrated.predicted).toBeCloseTo(-30 + 1.4 * plain.asOf.masteryScore, 6);
    // What is stored (and read back as a test's masteryShare) stays the uncalibrated score.
    expect(calibrated.asOf.masteryScore).toBeCloseTo(plain.asOf.masteryScore, 9);
    expect(calibrated.chapters.reduce((s, c) => s + c.contribution, 0)).toBeCloseTo(calibrated.predicted, 6);
    expect(calibrated.interval[1] - calibrated.interval[0]).toBeGreaterThan(plain.interval[1] - plain.interval[0]);
  });

  it('reads a test against the calibrated mastery of its day', () => {
    const calibration = { slope: 1.4, intercept: -0.1, pairs: 1000 };
    const base = predictReadiness(input({ mastery: all(0.3, 20) }));
    const share = base.asOf.masteryScore / 300;
    // A test scored exactly as the calibrated model said that day moves nothing.
    const test = { share: 1.4 * share - 0.1, ageDays: 0, masteryShare: share };
    const withTest = predictReadiness(input({ mastery: all(0.3, 20), calibration, tests: [test] }));
    expect(withTest.predicted).toBeCloseTo(predictReadiness(input({ mastery: all(0.3, 20), calibration })).predicted, 6);
  });
});
