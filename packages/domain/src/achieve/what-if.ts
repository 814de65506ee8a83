/**
 * "What if": the chapters whose study would raise the predicted score most per hour (issue 18 §3
 * "Future success"; decision 023, "What if").
 */
import { predictReadiness, questionMarks, READINESS_PARAMS, type ReadinessInput } from './readiness.ts';

/**
 * How fast practice teaches (the learning-rate assumption). An hour of practice on a chapter is
 * `questionsPerHour` answers spread evenly over its concepts; each answer to a concept not yet known
 * teaches it with BKT's P(T) (`learn`, decision 007). So after h hours the share of the chapter not
 * known is multiplied by (1 − learn)^(questionsPerHour × h / conceptsPerChapter).
 */
export interface LearningRate {
  /** Answers an hour (default 12: five minutes a JEE question, its solution read). */
  questionsPerHour: number;
  /** P(T) per answer (default DEFAULT_BKT.learn, 0.15). */
  learn: number;
  /** Concepts of a chapter (default 4). */
  conceptsPerChapter: number;
}

/** The default learning rate (see `LearningRate`). */
export const LEARNING_RATE: Readonly<LearningRate> = Object.freeze({
  questionsPerHour: 12,
  learn: READINESS_PARAMS.bkt.learn,
  conceptsPerChapter: 4,
});

/** One chapter's "what if". */
export interface WhatIfGain {
  chapter: string;
  subject: string;
  /** Mastery now (as `predictReadiness` uses it) and after `hours` of study, 0..1. */
  mastery: number;
  masteryAfter: number;
  /** Expected marks gained on a paper per hour of study. */
  marksPerHour: number;
}

/**
 * The `limit` chapters (default 3) whose `hours` of study (default 1) would raise the expected score
 * of the next paper most, per hour, under `rate` (default `LEARNING_RATE`). The gain is the
 * chapter's questions on a paper × the rise of a question's expected marks under the marking, from
 * the mastery `predictReadiness` uses to the mastery after study; the correction toward the tests is
 * left out (learning raises the paper's score itself, not only the model's estimate of it). Ties by
 * chapter code; chapters with no gain are left out. Errors: those of `predictReadiness`; RangeError
 * when `hours` is not above 0.
 */
export function whatIfGains(input: ReadinessInput, options: { hours?: number; limit?: number; rate?: Partial<LearningRate> } = {}): WhatIfGain[] {
  const hours = options.hours ?? 1;
  if (!(hours > 0 && Number.isFinite(hours))) throw new RangeError('hours must be above 0');
  const rate = { ...LEARNING_RATE, ...options.rate };
  const readiness = predictReadiness(input);
  const questionsOnPaper = input.maxMarks / input.marking.right;
  const kept = Math.pow(1 - rate.learn, (rate.questionsPerHour * hours) / rate.conceptsPerChapter);
  return readiness.chapters
    .map((c) => {
      const masteryAfter = 1 - (1 - c.mastery) * kept;
      const gain = c.weight * questionsOnPaper * (questionMarks(masteryAfter, input.marking).mean - questionMarks(c.mastery, input.marking).mean);
      return { chapter: c.chapter, subject: c.subject, mastery: c.mastery, masteryAfter, marksPerHour: gain / hours };
    })
    .filter((g) => g.marksPerHour > 0)
    .sort((a, b) => b.marksPerHour - a.marksPerHour || a.chapter.localeCompare(b.chapter))
    .slice(0, options.limit ?? 3);
}
