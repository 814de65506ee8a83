import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conceptMastery, diagnosticTests, questions, type DiagnosticSubjectState } from '../../db/schema/index.ts';

export type { DiagnosticSubjectState };

/** A diagnostic as stored. */
export type DiagnosticRow = typeof diagnosticTests.$inferSelect;

/** A question of the bank the diagnostic may ask or has asked. */
export interface BankQuestion {
  code: string;
  subject: string;
  chapter: string;
  type: string;
  difficulty: number;
  concept: string | null;
}

/** One concept's mastery to write when a diagnostic seeds the profile's BKT state. */
export interface SeededConcept {
  concept: string;
  mastery: number;
  answers: number;
  correct: number;
}

/**
 * SQL of the Achieve diagnostic (issue 18 §2): its rows, the bank's questions of the exam's
 * chapters, and the seeding of concept mastery. The seeding writes `concept_mastery` (the practice
 * engine's BKT state, the same upsert as a practice answer) in the transaction that marks the
 * diagnostic seeded, so a retried or concurrent finish seeds once.
 */
export class DiagnosticRepository {
  constructor(private readonly db: Db) {}

  async insert(row: typeof diagnosticTests.$inferInsert): Promise<void> {
    await this.db.insert(diagnosticTests).values(row);
  }

  /** The profile's diagnostics of the exam, newest first. */
  async listFor(profileId: string, examCode: string): Promise<DiagnosticRow[]> {
    return this.db
      .select()
      .from(diagnosticTests)
      .where(and(eq(diagnosticTests.profileId, profileId), eq(diagnosticTests.examCode, examCode)))
      .orderBy(desc(diagnosticTests.createdAt))
      .limit(50);
  }

  async findById(id: string): Promise<DiagnosticRow | undefined> {
    const [row] = await this.db.select().from(diagnosticTests).where(eq(diagnosticTests.id, id)).limit(1);
    return row;
  }

  async findByBundle(bundleCode: string): Promise<DiagnosticRow | undefined> {
    const [row] = await this.db.select().from(diagnosticTests).where(eq(diagnosticTests.bundleCode, bundleCode)).limit(1);
    return row;
  }

  /** Stores the subjects' stop states. */
  async saveSubjects(id: string, subjects: DiagnosticSubjectState[]): Promise<void> {
    await this.db.update(diagnosticTests).set({ subjects }).where(eq(diagnosticTests.id, id));
  }

  /** The bank's questions of `chapterCodes` (any subject). */
  async questionsOfChapters(chapterCodes: string[]): Promise<BankQuestion[]> {
    if (chapterCodes.length === 0) return [];
    const rows = await this.db
      .select({
        code: questions.code,
        subject: questions.subject,
        chapter: questions.chapterCode,
        type: questions.type,
        difficulty: questions.difficulty,
        concept: questions.primaryConcept,
      })
      .from(questions)
      .where(inArray(questions.chapterCode, chapterCodes));
    return rows.map((r) => ({ ...r, chapter: r.chapter! }));
  }

  /** The profile's current mastery of `concepts` (absent: never answered). */
  async masteryOf(profileId: string, concepts: string[]): Promise<Map<string, number>> {
    if (concepts.length === 0) return new Map();
    const rows = await this.db
      .select({ concept: conceptMastery.conceptCode, mastery: conceptMastery.mastery })
      .from(conceptMastery)
      .where(and(eq(conceptMastery.profileId, profileId), inArray(conceptMastery.conceptCode, concepts)));
    return new Map(rows.map((r) => [r.concept, r.mastery]));
  }

  /**
   * Once only (the row is locked, then checked unseeded): reads the profile's current mastery of
   * `concepts`, lets `build` work out the seeded masteries and the result from it, writes both and
   * marks the diagnostic finished and seeded, in one transaction. False when it was seeded before.
   */
  async finishAndSeed(
    id: string,
    profileId: string,
    finishedAt: Date,
    concepts: string[],
    build: (current: Map<string, number>) => { seeds: SeededConcept[]; result: Record<string, unknown>[] },
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.select({ seededAt: diagnosticTests.seededAt }).from(diagnosticTests).where(eq(diagnosticTests.id, id)).for('update');
      if (!row || row.seededAt) return false;
      const current =
        concepts.length === 0
          ? new Map<string, number>()
          : new Map(
              (
                await tx
                  .select({ concept: conceptMastery.conceptCode, mastery: conceptMastery.mastery })
                  .from(conceptMastery)
                  .where(and(eq(conceptMastery.profileId, profileId), inArray(conceptMastery.conceptCode, concepts)))
              ).map((r) => [r.concept, r.mastery]),
            );
      const { seeds, result } = build(current);
      for (const s of seeds) {
        await tx
          .insert(conceptMastery)
          .values({ profileId, conceptCode: s.concept, mastery: s.mastery, attempts: s.answers, correct: s.correct })
          .onConflictDoUpdate({
            target: [conceptMastery.profileId, conceptMastery.conceptCode],
            set: {
              mastery: s.mastery,
              attempts: sql`${conceptMastery.attempts} + ${s.answers}`,
              correct: sql`${conceptMastery.correct} + ${s.correct}`,
              updatedAt: sql`now()`,
            },
          });
      }
      await tx
        .update(diagnosticTests)
        .set({ result, finishedAt, seededAt: sql`now()` })
        .where(eq(diagnosticTests.id, id));
      return true;
    });
  }
}
