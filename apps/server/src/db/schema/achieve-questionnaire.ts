import { integer, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './accounts.ts';
import { testSessions } from './tests.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The achieve-test questionnaire (learning.md §2 Tests, §4 Session flow; issue 18 §4): after a test
 * taken from the journey, how it went (1–5) and why questions were skipped. One row per test
 * session (its primary key); sending again replaces the answer and moves `updated_at`.
 */
export const achieveQuestionnaires = pgTable('achieve_questionnaires', {
  sessionId: uuid('session_id')
    .primaryKey()
    .references(() => testSessions.id, { onDelete: 'cascade' }),
  profileId: uuid('profile_id')
    .notNull()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  testCode: text('test_code').notNull(),
  /** 1 (very badly) … 5 (very well). */
  howItWent: smallint('how_it_went').notNull(),
  /** The reasons chosen (contract `skipReason`), in the order shown. */
  skipReasons: jsonb('skip_reasons').$type<string[]>().notNull(),
  note: text('note'),
  /** Questions left without an answer when the answer was sent. */
  skipped: integer('skipped').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
