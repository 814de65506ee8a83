import { describe, expect, it } from 'vitest';
import { bktLogLikelihood, fitBkt, type BktObservation } from './bkt-fit.ts';
import { answerLikelihoods, DEFAULT_BKT, predictCorrect, updateMastery, type BktParams } from './mastery.ts';

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

/** `students` sequences of `length` answers drawn from BKT with forgetting under `truth`. */
function simulate(truth: BktParams, students: number, length: number, seed: number): BktObservation[][] {
  const random = rng(seed);
  return Array.from({ length: students }, () => {
    let known = random() < truth.init;
    return Array.from({ length }, (_, i) => {
      const difficulty = 1 + ((i * 7) % 10);
      const l = answerLikelihoods(truth, difficulty);
      const correct = random() < (known ? l.known : l.unknown);
      known = known ? random() >= truth.forget : random() < truth.learn;
      return { correct, difficulty };
    });
  });
}

describe('fitBkt (EM for BKT with forgetting and difficulty)', () => {
  it('recovers the generating parameters within 0.05 from 1,500 students of 10 answers', () => {
    const truth = { init: 0.3, learn: 0.2, guess: 0.15, slip: 0.1, forget: 0.03 };
    const fit = fitBkt(simulate(truth, 1500, 10, 7));
    for (const k of ['init', 'learn', 'guess', 'slip', 'forget'] as const) expect(Math.abs(fit.params[k] - truth[k]), k).toBeLessThan(0.05);
    expect(fit.observations).toBe(15_000);
    // About 2 s of CPU on its own: room for a busy machine.
  }, 30_000);

  it('never lowers the likelihood below the start’s, and keeps guess and slip under one half', () => {
    const data = simulate({ init: 0.6, learn: 0.1, guess: 0.3, slip: 0.2, forget: 0.05 }, 200, 6, 11);
    const fit = fitBkt(data);
    expect(fit.logLikelihood).toBeGreaterThanOrEqual(bktLogLikelihood(data, DEFAULT_BKT));
    expect(fit.params.guess).toBeLessThan(0.5);
    expect(fit.params.slip).toBeLessThan(0.5);
  });

  it('returns the start when there is nothing to fit', () => {
    expect(fitBkt([[], []]).params).toEqual(DEFAULT_BKT);
  });
});

describe('difficulty in the mastery model (decision 007)', () => {
  it('predicts a hard question right less often than an easy one, and the middle exactly as plain BKT', () => {
    expect(predictCorrect(0.5, DEFAULT_BKT, 10)).toBeLessThan(predictCorrect(0.5, DEFAULT_BKT, 1));
    expect(predictCorrect(0.5, DEFAULT_BKT, 5.5)).toBeCloseTo(predictCorrect(0.5), 10);
  });
  it('takes a right answer to a hard question as stronger evidence than one to an easy question', () => {
    expect(updateMastery(0.3, true, DEFAULT_BKT, false, 9)).toBeGreaterThan(updateMastery(0.3, true, DEFAULT_BKT, false, 2));
    expect(updateMastery(0.3, false, DEFAULT_BKT, false, 2)).toBeLessThan(updateMastery(0.3, false, DEFAULT_BKT, false, 9));
  });
});
