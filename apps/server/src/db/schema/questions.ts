import { and, isNull, type SQL } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AnswerKey, Question } from '@abhyas/domain';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The question bank (learning.md §3). `payload` is the question without its answer key; the key
 * lives in its own column so no query that serves a question can leak it by accident.
 */
export const questions = pgTable(
  'questions',
  {
    code: text('code').primaryKey(),
    type: text('type').notNull(),
    language: text('language').notNull().default('en'),
    subject: text('subject').notNull(),
    chapterCode: text('chapter_code'),
    topicCode: text('topic_code'),
    primaryConcept: text('primary_concept'),
    /** Locales the question is written in (its language plus its translations). */
    languages: jsonb('languages').$type<string[]>().notNull().default(['en']),
    payload: jsonb('payload').$type<Omit<Question, 'answer'>>().notNull(),
    answer: jsonb('answer').$type<AnswerKey>().notNull(),
    source: text('source'),
    difficulty: integer('difficulty').notNull(),
    idealTimeS: integer('ideal_time_s').notNull(),
    /** SHA-256 of the imported item, so a re-import can tell unchanged from updated. */
    contentHash: text('content_hash').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('questions_subject_idx').on(t.subject),
    index('questions_chapter_idx').on(t.chapterCode),
    index('questions_topic_idx').on(t.topicCode),
    index('questions_concept_idx').on(t.primaryConcept),
  ],
);

/** A mock-test section as stored: its questions in order and the marking scheme per question type. */
export interface StoredSection {
  code: string;
  name: string;
  questionCodes: string[];
  markingByType: Record<string, unknown>;
  /** With section locking: the section's own time (s); every section of the bundle then has one (learning.md §3 section_time). */
  sectionTimeS?: number;
  /** Questions of the section that must be answered (learning.md §3 compulsaryQuestionCount); absent when all are optional. */
  compulsoryCount?: number;
  /** The section's name per locale (pack `names`); `name` is the English one. */
  names?: Record<string, string>;
  /** The section's questions in the original paper when some are left out (pack `paperQuestionCount`). */
  paperQuestionCount?: number;
}

/** Mock-test bundles (learning.md §3 Test entities), e.g. `jee-adv-2016-p1`. */
export const mocktestBundles = pgTable('mocktest_bundles', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  examCode: text('exam_code').notNull(),
  durationS: integer('duration_s').notNull(),
  sections: jsonb('sections').$type<StoredSection[]>().notNull(),
  names: jsonb('names').$type<Record<string, string>>().notNull().default({}),
  /** General instructions per locale (Markdown). */
  instructions: jsonb('instructions').$type<Record<string, string>>().notNull().default({}),
  /** A scheduled test's times (pack `schedule`, ISO 8601), or null for a test open at any time. */
  schedule: jsonb('schedule').$type<Record<string, string>>(),
  /** argon2id hash of the test password (learning.md §2 Tests password modal), or null for a test without one. */
  passwordHash: text('password_hash'),
  source: text('source'),
  /** The source line per locale (pack `sourceNames`); `source` is the English one. */
  sourceNames: jsonb('source_names').$type<Record<string, string>>().notNull().default({}),
  /** Set for a create-your-own-test: only this profile sees and takes it. Null for published tests. */
  ownerProfileId: uuid('owner_profile_id'),
  /**
   * Set for a class test a teacher built (issue 23 §2; decision 043): only the class's students
   * take it. Null for published tests. No foreign key: a class that goes leaves its tests (and the
   * students' results on them) in place, open to no one.
   */
  ownerClassId: uuid('owner_class_id'),
  contentHash: text('content_hash').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** The condition of a published test: neither a profile's create-your-own test nor a class test. */
export function publishedBundle(): SQL {
  return and(isNull(mocktestBundles.ownerProfileId), isNull(mocktestBundles.ownerClassId))!;
}

/**
 * Videos (learning.md §3 video fields). `item` is the whole pack item as imported (source type,
 * urls, owner, annotations, …); the columns are what pages and search filter on.
 */
export const videos = pgTable(
  'videos',
  {
    code: text('code').primaryKey(),
    title: text('title').notNull(),
    subject: text('subject').notNull(),
    chapterCode: text('chapter_code').notNull(),
    topicCode: text('topic_code'),
    lengthS: integer('length_s').notNull(),
    item: jsonb('item').$type<Record<string, unknown>>().notNull(),
    contentHash: text('content_hash').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('videos_chapter_idx').on(t.chapterCode)],
);

/** Books and big books with their tables of contents (`/booktoc`, `/bigbooktoc`). */
export const books = pgTable('books', {
  code: text('code').primaryKey(),
  kind: text('kind').notNull(),
  title: text('title').notNull(),
  subject: text('subject').notNull(),
  grade: integer('grade'),
  item: jsonb('item').$type<Record<string, unknown>>().notNull(),
  contentHash: text('content_hash').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * Chapter notes (issue #16 §4): a chapter's lesson as text — key ideas, formulas, worked examples,
 * common mistakes — with translations per locale, as in the pack (`packNote`).
 */
export const chapterNotes = pgTable(
  'chapter_notes',
  {
    code: text('code').primaryKey(),
    chapterCode: text('chapter_code').notNull(),
    title: text('title').notNull(),
    item: jsonb('item').$type<Record<string, unknown>>().notNull(),
    contentHash: text('content_hash').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('chapter_notes_chapter_idx').on(t.chapterCode)],
);

/** Chapter cheat sheets (formulas and facts on one page). */
export const cheatSheets = pgTable(
  'cheat_sheets',
  {
    code: text('code').primaryKey(),
    chapterCode: text('chapter_code').notNull(),
    title: text('title').notNull(),
    item: jsonb('item').$type<Record<string, unknown>>().notNull(),
    contentHash: text('content_hash').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('cheat_sheets_chapter_idx').on(t.chapterCode)],
);
