import { boolean, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './accounts.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A practice session (learning.md §3 Practice session) of one profile over a chapter. */
export const practiceSessions = pgTable(
  'practice_sessions',
  {
    id: uuid('id').primaryKey(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    chapterCode: text('chapter_code'),
    title: text('title').notNull().default(''),
    language: text('language').notNull().default('en'),
    learningMap: jsonb('learning_map').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: ts('created_at').notNull().defaultNow(),
    endedAt: ts('ended_at'),
  },
  (t) => [index('practice_sessions_profile_idx').on(t.profileId)],
);

/** One answered question of a session (the answer result of learning.md §3), once per question. */
export const practiceAttempts = pgTable(
  'practice_attempts',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => practiceSessions.id, { onDelete: 'cascade' }),
    questionCode: text('question_code').notNull(),
    conceptCode: text('concept_code'),
    correct: boolean('correct').notNull(),
    correctness: real('correctness').notNull(),
    /** `{ answer }` wrapped: a bare JSON string could come back as a number from some drivers. */
    selectedAnswer: jsonb('selected_answer').$type<{ answer: string[] | string | null }>().notNull(),
    timeSpentS: real('time_spent_s').notNull(),
    idealTimeS: integer('ideal_time_s').notNull(),
    hintUsed: boolean('hint_used').notNull().default(false),
    attemptType: text('attempt_type').notNull(),
    masteryBefore: real('mastery_before'),
    masteryAfter: real('mastery_after'),
    silver: integer('silver').notNull().default(0),
    gold: integer('gold').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.questionCode] })],
);

/** Per profile and concept, the BKT mastery estimate (docs/decisions/007-mastery-bkt.md). */
export const conceptMastery = pgTable(
  'concept_mastery',
  {
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    conceptCode: text('concept_code').notNull(),
    mastery: real('mastery').notNull(),
    attempts: integer('attempts').notNull().default(0),
    correct: integer('correct').notNull().default(0),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.conceptCode] })],
);

/** Every embium award (platform.md §7.4): a balance is always the sum of its rows. */
export const embiumLedger = pgTable(
  'embium_ledger',
  {
    id: uuid('id').primaryKey(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    /** What earned it (e.g. `practice:<session>:<question>`): one award per reason and source. */
    source: text('source').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('embium_ledger_award_idx').on(t.profileId, t.kind, t.reason, t.source), index('embium_ledger_profile_idx').on(t.profileId)],
);
