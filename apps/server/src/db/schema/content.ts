import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Goal: a K12 board, or the PreUG / PrePG groups (platform.md §3 Exam list entry). */
export const goals = pgTable('goals', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  type: text('type').notNull(),
  board: text('board'),
  names: jsonb('names').$type<Record<string, string>>().notNull().default({}),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Exam under a goal; for K12 one per class 6–12. */
export const exams = pgTable('exams', {
  code: text('code').primaryKey(),
  goalCode: text('goal_code')
    .notNull()
    .references(() => goals.code, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  grade: integer('grade'),
  formatReference: text('format_reference').notNull(),
  learnpathName: text('learnpath_name').notNull(),
  supportedLanguages: jsonb('supported_languages').$type<string[]>().notNull(),
  names: jsonb('names').$type<Record<string, string>>().notNull().default({}),
  sortOrder: integer('sort_order').notNull().default(0),
});

/**
 * What the start-up content seed last imported (issue 28, start time): a fingerprint of the content
 * files and the migrations, so a start with unchanged content skips validating and comparing it all.
 */
export const contentSeeds = pgTable('content_seeds', {
  source: text('source').primaryKey(),
  fingerprint: text('fingerprint').notNull(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});
