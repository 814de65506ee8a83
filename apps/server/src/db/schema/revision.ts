import { boolean, doublePrecision, index, integer, pgTable, primaryKey, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './accounts.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A question's card in a profile's revision queue (issue 19 §2; docs/decisions/027-revision-queue.md):
 * its FSRS state (ts-fsrs), once per profile and question. Enrolled by a mistake, a guess, a hint or
 * far overtime in practice, or in a test once its answer key is published (`visible_from`).
 */
export const revisionCards = pgTable(
  'revision_cards',
  {
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    questionCode: text('question_code').notNull(),
    due: ts('due').notNull(),
    stability: doublePrecision('stability').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    learningSteps: integer('learning_steps').notNull().default(0),
    reps: integer('reps').notNull(),
    lapses: integer('lapses').notNull(),
    /** New, Learning, Review or Relearning. */
    state: text('state').notNull(),
    lastReview: ts('last_review'),
    /** What enrolled it: practice or test. */
    source: text('source').notNull(),
    /** A test's card is hidden until its answer key is published (decision 017). */
    visibleFrom: ts('visible_from').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.questionCode] }), index('revision_cards_due_idx').on(t.profileId, t.due)],
);

/** Each grading of a card: the day's reviews of due cards count against the daily cap. */
export const revisionReviews = pgTable(
  'revision_reviews',
  {
    id: serial('id').primaryKey(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    questionCode: text('question_code').notNull(),
    /** Again, Hard, Good or Easy. */
    grade: text('grade').notNull(),
    /** The card was due (by the end of that India day) when reviewed: only these count against the cap. */
    wasDue: boolean('was_due').notNull(),
    /** practice:<sessionId> or test:<sessionId>: one grading per answer. */
    source: text('source').notNull(),
    reviewedAt: ts('reviewed_at').notNull(),
  },
  (t) => [index('revision_reviews_profile_idx').on(t.profileId, t.reviewedAt)],
);

/**
 * The India days on which the student reviewed every card due that day (within the cap): the day's
 * revision done, which counts for the streak (issue 20 §3; decision 032). Written when a due review
 * empties the day's queue; once per profile and day.
 */
export const revisionDaysDone = pgTable(
  'revision_days_done',
  {
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** YYYY-MM-DD in India. */
    day: text('day').notNull(),
    doneAt: ts('done_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.day] })],
);

/** The student's revision settings: the daily cap (no row: the default, 20) and the reminder's hour. */
export const revisionSettings = pgTable('revision_settings', {
  profileId: uuid('profile_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  dailyCap: integer('daily_cap').notNull(),
  /** Local hour (0–23) of the daily "revision due" reminder (issue 20 §2); null: the default, 18. */
  reminderHour: integer('reminder_hour'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** A named revision list of the student's own (issue 19 §2). */
export const revisionLists = pgTable(
  'revision_lists',
  {
    id: uuid('id').primaryKey(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('revision_lists_profile_idx').on(t.profileId)],
);

/** A question in a named revision list, once. */
export const revisionListItems = pgTable(
  'revision_list_items',
  {
    listId: uuid('list_id')
      .notNull()
      .references(() => revisionLists.id, { onDelete: 'cascade' }),
    questionCode: text('question_code').notNull(),
    /** Insertion order (lists are practised in the order their questions were added). */
    seq: serial('seq').notNull(),
    addedAt: ts('added_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.questionCode] })],
);
