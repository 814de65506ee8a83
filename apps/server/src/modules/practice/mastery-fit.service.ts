import { fitBkt, type BktParams } from '@abhyas/domain';
import type { Db } from '../../db/client.ts';
import { MasteryFitRepository } from './mastery-fit.repository.ts';

/** What one run of the job did: the concepts fitted, with their answers and EM iterations. */
export interface MasteryFitRun {
  fitted: { conceptCode: string; answers: number; students: number; iterations: number; params: BktParams }[];
  ms: number;
}

/**
 * Fits each concept's BKT parameters from the stored practice attempts by EM (issue 27; decision
 * 007 "Fitted parameters"): every concept with at least `minAnswers` answers (default 200, fewer
 * would fit noise), refitted from all of its answers on every run. The practice engine then updates
 * mastery with the concept's fitted parameters (`paramsFor`). Run by the server every
 * MASTERY_FIT_INTERVAL_MS and by `node dist/cli.js fit-mastery`.
 */
export class MasteryFitService {
  readonly repo: MasteryFitRepository;
  constructor(db: Db) {
    this.repo = new MasteryFitRepository(db);
  }

  /** One run over every concept with enough answers; returns what was fitted. */
  async fitAll(minAnswers = 200): Promise<MasteryFitRun> {
    const t0 = performance.now();
    const fitted: MasteryFitRun['fitted'] = [];
    for (const { conceptCode, answers } of await this.repo.conceptsWithAnswers(minAnswers)) {
      const sequences = await this.repo.sequences(conceptCode);
      const fit = fitBkt(sequences);
      await this.repo.save({ conceptCode, params: fit.params, observations: fit.observations, students: sequences.length, logLikelihood: fit.logLikelihood });
      fitted.push({ conceptCode, answers, students: sequences.length, iterations: fit.iterations, params: fit.params });
      // Each concept's fit is CPU work on the event loop: give requests their turn between concepts.
      await new Promise((r) => setImmediate(r));
    }
    return { fitted, ms: performance.now() - t0 };
  }
}
