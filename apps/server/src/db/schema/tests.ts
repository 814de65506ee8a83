import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './accounts.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A profile's attempt at a mock test (learning.md §3 Test session (server); issue #4 §1). The server
 * owns the clock: `deadlineAt` = start + duration; answers after it (plus a grace) are refused, and a
 * session past its deadline is finished and scored whether or not the browser comes back.
 */
export const testSessions = pgTable(
  'test_sessions',
  {
    id: uuid('id').primaryKey(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    bundleCode: text('bundle_code').notNull(),
    examCode: text('exam_code').notNull(),
    goalCode: text('goal_code').notNull(),
    /** STARTED, FINISHED or PENDING_EVALUATION. */
    status: text('status').notNull(),
    uiStyle: text('ui_style').notNull().default('dark'),
    startedAt: ts('started_at').notNull(),
    deadlineAt: ts('deadline_at').notNull(),
    finishedAt: ts('finished_at'),
    /** How it ended: freeze (submitted), auto_submit (the browser at zero) or deadline (the server). */
    finishReason: text('finish_reason'),
    lastEorder: integer('last_eorder').notNull().default(0),
    /**
     * Compensatory time the profile had when the session started, in minutes per hour of the
     * paper (issue 22 §2; decision 038). The deadline and the section windows were stretched by
     * (60 + this) / 60; kept so the section windows can be rebuilt after a restart.
     */
    extraMinutesPerHour: integer('extra_minutes_per_hour').notNull().default(0),
    score: real('score'),
    /** The scored attempt (domain AttemptScore) once finished. */
    result: jsonb('result').$type<Record<string, unknown>>(),
    createdAt: ts('created_at').notNull().defaultNow(),
    /**
     * The school assignment this attempt is for (issue 23 §2; decision 041), checked at the start,
     * with the assignment's institute (`school_id`) and class; null otherwise.
     */
    homeworkId: uuid('homework_id'),
    schoolId: uuid('school_id'),
    classId: uuid('class_id'),
  },
  (t) => [
    index('test_sessions_profile_bundle_idx').on(t.profileId, t.bundleCode),
    index('test_sessions_homework_idx').on(t.homeworkId),
    index('test_sessions_open_deadline_idx').on(t.status, t.deadlineAt),
    // At most one open attempt per profile and test: two starts at once (a double tap, two tabs)
    // meet here, and a start is one INSERT … ON CONFLICT DO NOTHING.
    uniqueIndex('test_sessions_one_open_idx')
      .on(t.profileId, t.bundleCode)
      .where(sql`status = 'STARTED'`),
  ],
);

/** The event log of a session (learning.md §3 Test event): one row per eorder, however often it arrives. */
export const testEvents = pgTable(
  'test_events',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => testSessions.id, { onDelete: 'cascade' }),
    eorder: integer('eorder').notNull(),
    id: text('id'),
    eventType: text('event_type').notNull(),
    section: text('section'),
    questionCode: text('question_code'),
    /** Seconds since the test started, as the browser measured it. */
    t: real('t').notNull(),
    eventInfo: jsonb('event_info').$type<Record<string, unknown>>(),
    receivedAt: ts('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.eorder] })],
);
