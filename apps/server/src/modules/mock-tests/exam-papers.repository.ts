import { and, asc, count, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mocktestBundles, publishedBundle, questions, type StoredSection, testSessions } from '../../db/schema/index.ts';

/** A published bundle of the exam with its sections (marking per question type). */
export interface PaperRow {
  code: string;
  name: string;
  sections: StoredSection[];
}

/** A question of a paper: its type, subject and chapter. */
export interface PaperQuestionRow {
  code: string;
  type: string;
  subject: string;
  chapterCode: string | null;
}

/** A finished, scored attempt of one of the papers. */
export interface FinishedTestRow {
  id: string;
  bundleCode: string;
  startedAt: Date;
  finishedAt: Date;
  score: number;
}

/**
 * Reads of an exam's published papers and their attempts for other modules (readiness, issue 18
 * §3): the published bundles and their questions' types, subjects and chapters; a profile's
 * finished, scored attempts; every profile's scored attempts (for a score distribution).
 */
export class ExamPapersRepository {
  constructor(private readonly db: Db) {}

  /** Published (not create-your-own) bundles of the exam, by code. */
  papers(examCode: string): Promise<PaperRow[]> {
    return this.db
      .select({ code: mocktestBundles.code, name: mocktestBundles.name, sections: mocktestBundles.sections })
      .from(mocktestBundles)
      .where(and(eq(mocktestBundles.examCode, examCode), publishedBundle()))
      .orderBy(asc(mocktestBundles.code));
  }

  /** The bank's questions with these codes. */
  async questions(codes: string[]): Promise<PaperQuestionRow[]> {
    if (codes.length === 0) return [];
    return this.db
      .select({ code: questions.code, type: questions.type, subject: questions.subject, chapterCode: questions.chapterCode })
      .from(questions)
      .where(inArray(questions.code, codes));
  }

  /** The profile's finished, scored attempts of these bundles, oldest first. */
  async finishedTests(profileId: string, bundleCodes: string[]): Promise<FinishedTestRow[]> {
    if (bundleCodes.length === 0) return [];
    const rows = await this.db
      .select({
        id: testSessions.id,
        bundleCode: testSessions.bundleCode,
        startedAt: testSessions.startedAt,
        finishedAt: testSessions.finishedAt,
        score: testSessions.score,
      })
      .from(testSessions)
      .where(
        and(
          eq(testSessions.profileId, profileId),
          inArray(testSessions.bundleCode, bundleCodes),
          eq(testSessions.status, 'FINISHED'),
          isNotNull(testSessions.score),
        ),
      )
      .orderBy(asc(testSessions.startedAt));
    return rows.flatMap((r) => (r.finishedAt && r.score !== null ? [{ ...r, finishedAt: r.finishedAt, score: r.score }] : []));
  }

  /**
   * Every profile's finished, scored attempts of these bundles, the newest `limit` (profile, paper,
   * start, score): the readiness model's track record (issue 18 §3; decision 023, "Calibration").
   */
  async allFinishedTests(bundleCodes: string[], limit: number): Promise<{ profileId: string; bundleCode: string; startedAt: Date; score: number }[]> {
    if (bundleCodes.length === 0) return [];
    const rows = await this.db
      .select({ profileId: testSessions.profileId, bundleCode: testSessions.bundleCode, startedAt: testSessions.startedAt, score: testSessions.score })
      .from(testSessions)
      .where(and(inArray(testSessions.bundleCode, bundleCodes), eq(testSessions.status, 'FINISHED'), isNotNull(testSessions.score)))
      .orderBy(desc(testSessions.startedAt))
      .limit(limit);
    return rows.map((r) => ({ ...r, score: r.score ?? 0 }));
  }

  /** Every profile's finished, scored attempts of these bundles: how many, and their scores by bundle. */
  async allScores(bundleCodes: string[], limit: number): Promise<{ total: number; rows: { bundleCode: string; score: number }[] }> {
    if (bundleCodes.length === 0) return { total: 0, rows: [] };
    const where = and(inArray(testSessions.bundleCode, bundleCodes), eq(testSessions.status, 'FINISHED'), isNotNull(testSessions.score));
    const [c] = await this.db.select({ n: count() }).from(testSessions).where(where);
    const total = Number(c?.n ?? 0);
    if (total < limit) return { total, rows: [] };
    const rows = await this.db.select({ bundleCode: testSessions.bundleCode, score: testSessions.score }).from(testSessions).where(where);
    return { total, rows: rows.map((r) => ({ bundleCode: r.bundleCode, score: r.score ?? 0 })) };
  }
}
