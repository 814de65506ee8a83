import { eq, inArray } from 'drizzle-orm';
import type { Question } from '@abhyas/domain';
import type { Db } from '../../db/client.ts';
import { learningMapNodes, questions } from '../../db/schema/index.ts';

export type QuestionRow = typeof questions.$inferSelect;

/** A stored question with its key put back, and its chapter's names (for display). */
export interface StoredQuestion {
  row: QuestionRow;
  question: Question;
  chapter: { code: string; name: string; names: Record<string, string> } | null;
}

/** Reads of the question bank (learning.md §3 questions). Writes happen only in the importers. */
export class QuestionsRepository {
  constructor(private readonly db: Db) {}

  /** The question with `code`, or null. */
  async find(code: string): Promise<StoredQuestion | null> {
    const [found] = await this.findMany([code]);
    return found ?? null;
  }

  /** Questions by code, in the order asked; unknown codes are left out. */
  async findMany(codes: string[]): Promise<StoredQuestion[]> {
    if (codes.length === 0) return [];
    const rows = await this.db.select().from(questions).where(inArray(questions.code, codes));
    const chapterCodes = [...new Set(rows.map((r) => r.chapterCode).filter((c): c is string => c !== null))];
    const chapters = chapterCodes.length
      ? await this.db
          .select({ code: learningMapNodes.code, name: learningMapNodes.name, names: learningMapNodes.names })
          .from(learningMapNodes)
          .where(inArray(learningMapNodes.code, chapterCodes))
      : [];
    const byChapter = new Map(chapters.map((c) => [c.code, c]));
    const byCode = new Map(rows.map((r) => [r.code, r]));
    return codes.flatMap((code) => {
      const row = byCode.get(code);
      if (!row) return [];
      const question = { ...row.payload, answer: row.answer } as Question;
      return [{ row, question, chapter: row.chapterCode ? (byChapter.get(row.chapterCode) ?? null) : null }];
    });
  }

  /** True when a question with `code` exists. */
  async exists(code: string): Promise<boolean> {
    const rows = await this.db.select({ code: questions.code }).from(questions).where(eq(questions.code, code)).limit(1);
    return rows.length > 0;
  }
}
