import { index, jsonb, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './accounts.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** What a stored prediction was made from (the `as_of` of the readiness answer, docs/api.md "Readiness"). */
export interface StoredReadinessBasis {
  conceptsPractised: number;
  attempts: number;
  chapters: number;
  chaptersWithEvidence: number;
  tests: number;
  papers: number;
  lastPracticeAt: string | null;
  lastTestAt: string | null;
}

/**
 * Every readiness prediction served (issue 18 §3): the score the model gave for the exam's next
 * full paper, its 80 % interval, and the mastery-only share (the model's `asOf.masteryScore /
 * maxMarks`) that a later full test corrects against (decision 023, "The tests"). Marks are the
 * exam's. A full mock test of the exam is compared with the last row made before it started.
 */
export const readinessPredictions = pgTable(
  'readiness_predictions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    examCode: text('exam_code').notNull(),
    predicted: real('predicted').notNull(),
    low: real('low').notNull(),
    high: real('high').notNull(),
    maxMarks: real('max_marks').notNull(),
    /** Mastery-only score / max marks (may be below 0 with negative marking). */
    masteryShare: real('mastery_share').notNull(),
    asOf: jsonb('as_of').$type<StoredReadinessBasis>().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('readiness_predictions_profile_exam_idx').on(t.profileId, t.examCode, t.createdAt)],
);
