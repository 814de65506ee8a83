import { boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
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
    /** Which questions the session draws from (see PracticeScope); null: the chapter in chapter_code. */
    scope: jsonb('scope').$type<PracticeScope>(),
    practiceId: text('practice_id'),
    videoId: text('video_id'),
    conceptCode: text('concept_code'),
    /** The question to start with (AdhocPractice / PAJPractice questionCode, or the question-start call). */
    startQuestionCode: text('start_question_code'),
    /** Guided-journey fields (PAJPractice, PAJNQEPractice), null otherwise. */
    paj: jsonb('paj').$type<Record<string, string | number | null>>(),
    /** Every other field of the creation payload (device, source, school_id, …), as sent. */
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    lastEorder: integer('last_eorder').notNull().default(0),
    startedAt: ts('started_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    endedAt: ts('ended_at'),
    /**
     * The school assignment this practice is for (issue 23 §2; decision 041), checked at creation,
     * with the assignment's institute (`school_id`) and class; null for the student's own practice.
     */
    homeworkId: uuid('homework_id'),
    schoolId: uuid('school_id'),
    classId: uuid('class_id'),
  },
  (t) => [index('practice_sessions_profile_idx').on(t.profileId), index('practice_sessions_homework_idx').on(t.homeworkId)],
);

/**
 * The questions a session draws from: a learning-map node's questions (chapter, topic or concept),
 * the questions of several chapters (a book), or an explicit list (a test, a video's questions).
 */
export type PracticeScope =
  | { kind: 'chapter' | 'topic' | 'concept'; code: string }
  | { kind: 'chapters'; codes: string[] }
  /** `ordered`: served in the listed order (an AdhocPractice list of questionCode), not by mastery. */
  | { kind: 'codes'; codes: string[]; ordered?: boolean };

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
    /** True when the solution was asked for (or solve-with-us used) instead of answering: not evidence of mastery. */
    revealed: boolean('revealed').notNull().default(false),
    attemptType: text('attempt_type').notNull(),
    /** 2 when the answer is a second try after a wrong first one (decision 008 "Second tries"). */
    tries: integer('tries').notNull().default(1),
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

/** Per session and question: when it was served, whether it was skipped, and the solve-with-us walk-through. */
export const practiceQuestionLog = pgTable(
  'practice_question_log',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => practiceSessions.id, { onDelete: 'cascade' }),
    questionCode: text('question_code').notNull(),
    servedAt: ts('served_at').notNull().defaultNow(),
    skipped: boolean('skipped').notNull().default(false),
    /** Index of the solve-with-us step being worked on (null: never opened). */
    swuStep: integer('swu_step'),
    swuBadge: text('swu_badge'),
    /** A wrong first answer waiting for its second try (decision 008 "Second tries"); null otherwise. */
    firstTry: jsonb('first_try').$type<FirstTry>(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.questionCode] })],
);

/** A wrong first answer kept until the second try (no mastery change, no embiums, no key shown). */
export interface FirstTry {
  /** `{ answer }` as in practice_attempts.selected_answer. */
  selected: { answer: string[] | string | null };
  correctness: number;
  timeSpentS: number;
  hintUsed: boolean;
  /** ISO time of the first try. */
  at: string;
}

/**
 * One solve-with-us step answered, revealed or read (learning.md §3 Solve-with-us data). Outcome
 * `retry` is a wrong first try of the step's check, waiting for its second (then updated).
 */
export const practiceStepAttempts = pgTable(
  'practice_step_attempts',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => practiceSessions.id, { onDelete: 'cascade' }),
    questionCode: text('question_code').notNull(),
    stepIndex: integer('step_index').notNull(),
    /** correct | incorrect | revealed | read | retry */
    outcome: text('outcome').notNull(),
    selected: jsonb('selected').$type<string[]>().notNull().default([]),
    /** Tries of the step's check so far (2 after a second try). */
    tries: integer('tries').notNull().default(1),
    startTimeMs: doublePrecision('start_time_ms'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.questionCode, t.stepIndex] }), index('practice_step_attempts_question_idx').on(t.questionCode, t.stepIndex)],
);

/** Practice events (learning.md §3 Practice event), stored once per session and eorder. */
export const practiceEvents = pgTable(
  'practice_events',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => practiceSessions.id, { onDelete: 'cascade' }),
    eorder: integer('eorder').notNull(),
    type: text('type').notNull(),
    questionCode: text('question_code'),
    eventInfo: jsonb('event_info').$type<Record<string, unknown>>().notNull().default({}),
    occurredAt: ts('occurred_at').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.eorder] })],
);

/** Learning interventions served in a session (docs/decisions/008-practice-interventions.md). */
export const practiceInterventions = pgTable(
  'practice_interventions',
  {
    id: uuid('id').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => practiceSessions.id, { onDelete: 'cascade' }),
    conceptCode: text('concept_code').notNull(),
    currentMastery: real('current_mastery').notNull(),
    predictedMastery: real('predicted_mastery').notNull(),
    /** pending | recommended | skipped */
    status: text('status').notNull().default('pending'),
    createdAt: ts('created_at').notNull().defaultNow(),
    resolvedAt: ts('resolved_at'),
  },
  (t) => [
    index('practice_interventions_session_idx').on(t.sessionId),
    // One pending intervention per concept and session, even when two question GETs race.
    uniqueIndex('practice_interventions_pending_idx')
      .on(t.sessionId, t.conceptCode)
      .where(sql`status = 'pending'`),
  ],
);

/** Bookmarks of questions (and videos) per profile (learning.md §3 Question bookmark). */
export const contentBookmarks = pgTable(
  'content_bookmarks',
  {
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    contentId: text('content_id').notNull(),
    bookmarked: boolean('bookmarked').notNull(),
    category: text('category').notNull(),
    /** The rest of the payload (exam_name, goal_name, locale, source …) as last sent. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.contentType, t.contentId] })],
);

/** Error reports sent by the practice screens (learning.md §8 Practice). */
export const practiceErrorReports = pgTable(
  'practice_error_reports',
  {
    id: uuid('id').primaryKey(),
    profileId: uuid('profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    errorCode: text('error_code').notNull(),
    errorType: text('error_type').notNull(),
    label: text('label').notNull(),
    screenName: text('screen_name').notNull(),
    moduleName: text('module_name').notNull(),
    featureName: text('feature_name').notNull(),
    message: text('message'),
    sessionId: text('session_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('practice_error_reports_created_idx').on(t.createdAt)],
);

/** Guided-journey step progress (POST /achieve/update_paj), one row per journey step and object. */
export const pajProgress = pgTable(
  'paj_progress',
  {
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    pajId: text('paj_id').notNull(),
    stepIndex: integer('step_index').notNull(),
    /** '' when not given (part of the key). */
    pathType: text('path_type').notNull().default(''),
    /** -1 when not given (part of the key). */
    pathIndex: integer('path_index').notNull().default(-1),
    objectId: text('object_id').notNull().default(''),
    objectType: text('object_type'),
    status: text('status').notNull(),
    callId: text('call_id'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.pajId, t.stepIndex, t.pathType, t.pathIndex, t.objectId] })],
);

/**
 * BKT parameters fitted per concept from the stored practice attempts (issue 27; decision 007
 * "Fitted parameters"), by the mastery-fit job. A concept without a row uses DEFAULT_BKT.
 */
export const conceptBktParams = pgTable('concept_bkt_params', {
  conceptCode: text('concept_code').primaryKey(),
  init: doublePrecision('init').notNull(),
  learn: doublePrecision('learn').notNull(),
  guess: doublePrecision('guess').notNull(),
  slip: doublePrecision('slip').notNull(),
  forget: doublePrecision('forget').notNull(),
  /** Answers and students the fit was made from. */
  observations: integer('observations').notNull(),
  students: integer('students').notNull(),
  logLikelihood: doublePrecision('log_likelihood').notNull(),
  fittedAt: ts('fitted_at').notNull().defaultNow(),
});
