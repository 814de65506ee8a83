import type { ExamPapersRepository, FinishedTestRow, PaperQuestionRow, PaperRow } from './exam-papers.repository.ts';

export type { FinishedTestRow, PaperQuestionRow, PaperRow } from './exam-papers.repository.ts';
export { MIN_OWN_ATTEMPTS, referenceFor, type ReferenceEntry } from './results/standing.ts';

/**
 * An exam's published mock-test papers and their attempts, for other modules (readiness, issue 18
 * §3; docs/api.md "Readiness and future success"). Read-only.
 */
export class ExamPapersService {
  constructor(private readonly repo: ExamPapersRepository) {}

  /** The exam's published (not create-your-own) bundles by code, with the questions they list (type, subject, chapter). */
  async publishedPapers(examCode: string): Promise<{ bundles: PaperRow[]; questions: PaperQuestionRow[] }> {
    const bundles = await this.repo.papers(examCode);
    const questions = await this.repo.questions([...new Set(bundles.flatMap((b) => b.sections.flatMap((s) => s.questionCodes)))]);
    return { bundles, questions };
  }

  /** The profile's finished, scored attempts of these bundles, oldest first (score in the paper's marks). */
  finishedAttempts(profileId: string, bundleCodes: string[]): Promise<FinishedTestRow[]> {
    return this.repo.finishedTests(profileId, bundleCodes);
  }

  /** Every profile's finished, scored attempts of these bundles, newest first, at most `limit` (the readiness track record). */
  allFinishedAttempts(bundleCodes: string[], limit: number): Promise<{ profileId: string; bundleCode: string; startedAt: Date; score: number }[]> {
    return this.repo.allFinishedTests(bundleCodes, limit);
  }

  /** How many scored attempts of these bundles exist (all profiles); their scores only when at least `minimum`. */
  scoredAttempts(bundleCodes: string[], minimum: number): Promise<{ total: number; rows: { bundleCode: string; score: number }[] }> {
    return this.repo.allScores(bundleCodes, minimum);
  }
}
