import { and, asc, count, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mocktestBundles, questions, readinessPredictions, testSessions, type StoredReadinessBasis, type StoredSection } from '../../db/schema/index.ts';

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

/** A stored prediction. */
export type PredictionRow = typeof readinessPredictions.$inferSelect;

/**
 * The readiness module's SQL (issue 18 §3): the exam's published full papers and their questions,
 * finished attempts of the papers, and the stored predictions (table readiness_predictions). Concept
 * mastery comes from the practice service.
 */
export class ReadinessRepository {
  constructor(private readonly db: Db) {}

  /** Published (not create-your-own) bundles of the exam, by code. */
  papers(examCode: string): Promise<PaperRow[]> {
    return this.db
      .select({ code: mocktestBundles.code, name: mocktestBundles.name, sections: mocktestBundles.sections })
      .from(mocktestBundles)
      .where(and(eq(mocktestBundles.examCode, examCode), isNull(mocktestBundles.ownerProfileId)))
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

  /** Stores a served prediction; returns its row. */
  async insertPrediction(row: {
    profileId: string;
    examCode: string;
    predicted: number;
    low: number;
    high: number;
    maxMarks: number;
    masteryShare: number;
    asOf: StoredReadinessBasis;
    createdAt: Date;
  }): Promise<PredictionRow> {
    const [stored] = await this.db.insert(readinessPredictions).values(row).returning();
    return stored!;
  }

  /** The profile's predictions for the exam, newest first (at most `limit`). */
  predictions(profileId: string, examCode: string, limit = 500): Promise<PredictionRow[]> {
    return this.db
      .select()
      .from(readinessPredictions)
      .where(and(eq(readinessPredictions.profileId, profileId), eq(readinessPredictions.examCode, examCode)))
      .orderBy(desc(readinessPredictions.createdAt))
      .limit(limit);
  }
}
