import { date, doublePrecision, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './accounts.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One answer of the plan-your-target questionnaire as sent (learning.md §3 Achieve entities). */
export interface StoredQuestionResponse {
  question_id: string;
  choice_id?: string;
  value?: string | number;
}

/**
 * A profile's target for one exam (issue 18 §1, "plan your target"): what it aims at, by when,
 * minutes a day and the journey's name. One row per profile and exam; saving again replaces it
 * and moves `updated_at`, from which the journey is recomputed.
 */
export const achieveTargets = pgTable(
  'achieve_targets',
  {
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    examCode: text('exam_code').notNull(),
    goalCode: text('goal_code').notNull(),
    /** `score`, `percentile` or `percentage` (a board). */
    targetKind: text('target_kind').notNull(),
    targetValue: doublePrecision('target_value').notNull(),
    examDate: date('exam_date', { mode: 'string' }).notNull(),
    dailyMinutes: integer('daily_minutes').notNull(),
    journeyName: text('journey_name').notNull(),
    questionResponse: jsonb('question_response').$type<StoredQuestionResponse[]>().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.examCode] })],
);
