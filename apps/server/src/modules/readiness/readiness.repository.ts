import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { readinessPredictions, type StoredReadinessBasis } from '../../db/schema/index.ts';

/** A stored prediction. */
export type PredictionRow = typeof readinessPredictions.$inferSelect;

/**
 * The readiness module's SQL (issue 18 §3): the stored predictions (table readiness_predictions).
 * Papers and attempts come from the mock-tests service (ExamPapersService), concept mastery from the
 * practice service.
 */
export class ReadinessRepository {
  constructor(private readonly db: Db) {}

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

  /** These profiles' predictions for the exam (id, value, max marks, time), oldest first; none for no profiles. */
  async predictionsOf(profileIds: string[], examCode: string): Promise<Pick<PredictionRow, 'profileId' | 'predicted' | 'maxMarks' | 'createdAt'>[]> {
    if (profileIds.length === 0) return [];
    return this.db
      .select({
        profileId: readinessPredictions.profileId,
        predicted: readinessPredictions.predicted,
        maxMarks: readinessPredictions.maxMarks,
        createdAt: readinessPredictions.createdAt,
      })
      .from(readinessPredictions)
      .where(and(inArray(readinessPredictions.profileId, profileIds), eq(readinessPredictions.examCode, examCode)))
      .orderBy(asc(readinessPredictions.createdAt));
  }

  /** These profiles' stored mastery-only shares for the exam (the calibration's track record), oldest first; none for no profiles. */
  async masterySharesOf(profileIds: string[], examCode: string): Promise<{ profileId: string; masteryShare: number; createdAt: Date }[]> {
    if (profileIds.length === 0) return [];
    return this.db
      .select({ profileId: readinessPredictions.profileId, masteryShare: readinessPredictions.masteryShare, createdAt: readinessPredictions.createdAt })
      .from(readinessPredictions)
      .where(and(inArray(readinessPredictions.profileId, profileIds), eq(readinessPredictions.examCode, examCode)))
      .orderBy(asc(readinessPredictions.createdAt));
  }
}
