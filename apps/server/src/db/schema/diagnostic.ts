import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './accounts.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A subject's state in a diagnostic: its questions so far and why it stopped (domain `SubjectStop`). */
export interface DiagnosticSubjectState {
  code: string;
  name: string;
  stop: 'open' | 'settled' | 'max_questions' | 'bank_exhausted';
}

/**
 * An Achieve diagnostic test of a profile (issue 18 §2; decision 026): the adaptive test's bundle
 * (a profile-owned mock-test bundle whose sections grow one question at a time), the subjects it
 * covers and, once its session is scored, the result per subject and when its answers seeded the
 * profile's concept mastery (`seeded_at`, set once, in the transaction that writes the mastery).
 * Retakable: each diagnostic is a row; earlier ones are kept.
 */
export const diagnosticTests = pgTable(
  'diagnostic_tests',
  {
    id: uuid('id').primaryKey(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    examCode: text('exam_code').notNull(),
    bundleCode: text('bundle_code').notNull(),
    subjects: jsonb('subjects').$type<DiagnosticSubjectState[]>().notNull(),
    /** The scored result per subject (contract `diagnosticSubjectResult[]`), once finished. */
    result: jsonb('result').$type<Record<string, unknown>[]>(),
    finishedAt: ts('finished_at'),
    seededAt: ts('seeded_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('diagnostic_tests_bundle').on(t.bundleCode), index('diagnostic_tests_profile_exam').on(t.profileId, t.examCode)],
);
