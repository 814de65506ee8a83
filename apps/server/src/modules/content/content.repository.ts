import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { exams, goals } from '../../db/schema/index.ts';
import { TAXONOMY } from './taxonomy.ts';

export type GoalRow = typeof goals.$inferSelect;
export type ExamRow = typeof exams.$inferSelect;

/** Goals and exams (the only place that reads or writes those tables). */
export class ContentRepository {
  /** The taxonomy changes only through upsertTaxonomy, so it is read once and kept in memory. */
  private cached: Promise<{ goal: GoalRow; exams: ExamRow[] }[]> | undefined;

  constructor(private readonly db: Db) {}

  /** Every goal with its exams, in taxonomy order (read once, then kept). */
  listGoalsWithExams(): Promise<{ goal: GoalRow; exams: ExamRow[] }[]> {
    this.cached ??= this.readGoalsWithExams().catch((err: unknown) => {
      this.cached = undefined;
      throw err;
    });
    return this.cached;
  }

  private async readGoalsWithExams(): Promise<{ goal: GoalRow; exams: ExamRow[] }[]> {
    const [g, e] = await Promise.all([this.db.select().from(goals).orderBy(asc(goals.sortOrder)), this.db.select().from(exams).orderBy(asc(exams.sortOrder))]);
    return g.map((goal) => ({ goal, exams: e.filter((x) => x.goalCode === goal.code) }));
  }

  /** The exam `code` with its goal, or null. */
  async findExam(code: string): Promise<{ exam: ExamRow; goal: GoalRow } | null> {
    const rows = await this.db.select().from(exams).innerJoin(goals, eq(goals.code, exams.goalCode)).where(eq(exams.code, code)).limit(1);
    const row = rows[0];
    return row ? { exam: row.exams, goal: row.goals } : null;
  }

  /** Inserts or updates the built-in taxonomy; safe to run at every start. */
  async upsertTaxonomy(): Promise<void> {
    this.cached = undefined;
    await this.db.transaction(async (tx) => {
      let goalOrder = 0;
      let examOrder = 0;
      for (const g of TAXONOMY) {
        const goalValues = { code: g.code, name: g.name, type: g.type, board: g.board, names: g.names ?? {}, sortOrder: goalOrder++ };
        await tx.insert(goals).values(goalValues).onConflictDoUpdate({ target: goals.code, set: goalValues });
        for (const e of g.exams) {
          const values = {
            code: e.code,
            goalCode: g.code,
            name: e.name,
            slug: e.slug,
            grade: e.grade,
            formatReference: e.formatReference,
            learnpathName: e.learnpathName,
            supportedLanguages: e.supportedLanguages,
            names: e.names ?? {},
            sortOrder: examOrder++,
          };
          await tx.insert(exams).values(values).onConflictDoUpdate({ target: exams.code, set: values });
        }
      }
    });
  }
}
