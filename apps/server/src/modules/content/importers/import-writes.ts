/** Writes shared by the pack and JEEBench importers, inside their one import transaction. */
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { questions } from '../../../db/schema/index.ts';
import type { QuestionInsert } from './import-rows.ts';

/** The transaction an import runs in. */
export type ImportTx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Inserts or updates question rows (created and updated ones), in batches. */
export async function writeQuestionRows(tx: ImportTx, rows: QuestionInsert[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 100) {
    await tx
      .insert(questions)
      .values(rows.slice(i, i + 100))
      .onConflictDoUpdate({
        target: questions.code,
        set: {
          type: sql`excluded.type`,
          language: sql`excluded.language`,
          subject: sql`excluded.subject`,
          chapterCode: sql`excluded.chapter_code`,
          topicCode: sql`excluded.topic_code`,
          primaryConcept: sql`excluded.primary_concept`,
          languages: sql`excluded.languages`,
          payload: sql`excluded.payload`,
          answer: sql`excluded.answer`,
          source: sql`excluded.source`,
          difficulty: sql`excluded.difficulty`,
          idealTimeS: sql`excluded.ideal_time_s`,
          contentHash: sql`excluded.content_hash`,
          updatedAt: sql`now()`,
        },
      });
  }
}
