import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The learning map below an exam (learning.md §3): books (a subject in a grade), chapters and
 * topics, with display names per locale. `source` names the pack a node came from.
 */
export const learningMapNodes = pgTable(
  'learning_map_nodes',
  {
    code: text('code').primaryKey(),
    level: text('level').notNull(),
    parentCode: text('parent_code'),
    subject: text('subject').notNull(),
    grade: integer('grade'),
    number: integer('number'),
    name: text('name').notNull(),
    names: jsonb('names').$type<Record<string, string>>().notNull().default({}),
    sortOrder: integer('sort_order').notNull().default(0),
    source: text('source').notNull(),
    /** Hash of the pack item for concept nodes imported from content packs (idempotent re-import). */
    contentHash: text('content_hash'),
  },
  (t) => [index('learning_map_parent_idx').on(t.parentCode), index('learning_map_level_grade_idx').on(t.level, t.grade)],
);

/** Which chapters an entrance exam covers, per subject, in syllabus order. */
export const examSyllabus = pgTable(
  'exam_syllabus',
  {
    examCode: text('exam_code').notNull(),
    subject: text('subject').notNull(),
    subjectName: text('subject_name').notNull(),
    chapterCode: text('chapter_code').notNull(),
    sortOrder: integer('sort_order').notNull(),
    source: text('source').notNull(),
  },
  (t) => [primaryKey({ columns: [t.examCode, t.chapterCode] })],
);
