import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
  (t) => [index('questions_subject_idx').on(t.subject), index('questions_chapter_idx').on(t.chapterCode)],
);

/** A mock-test section as stored: its questions in order and the marking scheme per question type. */
export interface StoredSection {
  code: string;
  name: string;
  questionCodes: string[];
  markingByType: Record<string, unknown>;
}

/** Mock-test bundles (learning.md §3 Test entities), e.g. `jee-adv-2016-p1`. */
export const mocktestBundles = pgTable('mocktest_bundles', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  examCode: text('exam_code').notNull(),
  durationS: integer('duration_s').notNull(),
  sections: jsonb('sections').$type<StoredSection[]>().notNull(),
  source: text('source'),
  contentHash: text('content_hash').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
