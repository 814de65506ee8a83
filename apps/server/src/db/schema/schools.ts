import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { profiles, users } from './accounts.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Schools and coaching institutes (issue 23; docs/decisions/041-schools.md). An institute is a
 * school or a coaching centre; its staff are accounts (`institute_members`), its students profiles
 * (`class_students`). Access is by membership rows, never by `users.org_id`.
 */
export const institutes = pgTable('institutes', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  /** `school` or `coaching`. */
  kind: text('kind').notNull(),
  city: text('city'),
  createdAt: ts('created_at').notNull(),
});

/** An account on an institute's staff: `admin` (staff and every class) or `teacher` (their own classes). */
export const instituteMembers = pgTable(
  'institute_members',
  {
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    addedAt: ts('added_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.instituteId, t.userId] }), index('institute_members_user_idx').on(t.userId)],
);

/**
 * A class (or coaching batch) of an institute, preparing for one exam. Its teacher is a member of
 * the institute; when that account is erased the class stays with the school, teacherless
 * (`teacher_user_id` set null by the foreign key). `join_code`: seven characters of Crockford base
 * 32 (domain `joinCodeFrom`), unique; replacing it stops the old one at once.
 */
export const classes = pgTable(
  'classes',
  {
    id: uuid('id').primaryKey(),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    grade: integer('grade'),
    section: text('section'),
    subject: text('subject'),
    examCode: text('exam_code').notNull(),
    teacherUserId: uuid('teacher_user_id').references(() => users.id, { onDelete: 'set null' }),
    joinCode: text('join_code').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('classes_join_code_key').on(t.joinCode),
    index('classes_institute_idx').on(t.instituteId),
    index('classes_teacher_idx').on(t.teacherUserId),
  ],
);

/** A student (profile) in a class; the class sees the profile's first name only. */
export const classStudents = pgTable(
  'class_students',
  {
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    joinedAt: ts('joined_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.classId, t.profileId] }), index('class_students_profile_idx').on(t.profileId)],
);

/** What an assignment asks for, as stored (contracts `assignmentTarget`). */
export type StoredAssignmentTarget =
  | { kind: 'practice'; chapter_code: string }
  | { kind: 'test'; test_code: string }
  | { kind: 'video'; video_id: string }
  | { kind: 'book'; book_id: string; chapter_code?: string | undefined };

/**
 * Work a class's staff set (issue 23 §2): a chapter practice, a test, a video or a book. Progress
 * is never stored: it is read from the practice and test sessions and the video progress carrying
 * the assignment's id as `homework_id`, and from `assignment_done` for books.
 */
export const assignments = pgTable(
  'assignments',
  {
    id: uuid('id').primaryKey(),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    instructions: text('instructions'),
    kind: text('kind').notNull(),
    target: jsonb('target').$type<StoredAssignmentTarget>().notNull(),
    /** The target's own name (English) when set: the practice link's lm_name, the book's kind. */
    targetName: text('target_name').notNull(),
    startsAt: ts('starts_at').notNull(),
    dueAt: ts('due_at').notNull(),
    lockedUntilStart: boolean('locked_until_start').notNull().default(false),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('assignments_class_idx').on(t.classId, t.createdAt), index('assignments_due_idx').on(t.dueAt)],
);

/** A book assignment the student marked done (the only self-reported completion). */
export const assignmentDone = pgTable(
  'assignment_done',
  {
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    doneAt: ts('done_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.assignmentId, t.profileId] })],
);

/**
 * A scheduled live class of a class (issue 23 §3): a Jitsi room whose name ends in a 20-character
 * random secret, handed only to the class's members in the join call.
 */
export const liveClasses = pgTable(
  'live_classes',
  {
    id: uuid('id').primaryKey(),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    startsAt: ts('starts_at').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    chapterCode: text('chapter_code'),
    roomName: text('room_name').notNull(),
    recordingUrl: text('recording_url'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('live_classes_class_idx').on(t.classId, t.startsAt)],
);

/**
 * A quick question a class's staff pushed during a live class (issue 23 §3): a bank question open
 * for answers until `closes_at`. The institute's, like the live class; who pushed it is cleared
 * when that account is erased (on delete set null).
 */
export const liveClassQuestions = pgTable(
  'live_class_questions',
  {
    id: uuid('id').primaryKey(),
    liveClassId: uuid('live_class_id')
      .notNull()
      .references(() => liveClasses.id, { onDelete: 'cascade' }),
    questionCode: text('question_code').notNull(),
    pushedByUserId: uuid('pushed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    pushedAt: ts('pushed_at').notNull(),
    closesAt: ts('closes_at').notNull(),
  },
  (t) => [index('live_class_questions_class_idx').on(t.liveClassId, t.pushedAt)],
);

/**
 * A student's answer to a pushed question, checked by the bank's checker when it arrived. The
 * primary key (question, profile) makes an answer count once, whichever server instance takes it.
 */
export const liveClassAnswers = pgTable(
  'live_class_answers',
  {
    questionId: uuid('question_id')
      .notNull()
      .references(() => liveClassQuestions.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** `{ answer }` as sent (option codes, a typed answer, or null: a pass), as in practice_attempts.selected_answer. */
    selectedAnswer: jsonb('selected_answer').$type<{ answer: string[] | string | null }>().notNull(),
    correct: boolean('correct').notNull(),
    /** ms from the push to the answer. */
    timeMs: integer('time_ms').notNull(),
    answeredAt: ts('answered_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.profileId] }), index('live_class_answers_profile_idx').on(t.profileId)],
);
