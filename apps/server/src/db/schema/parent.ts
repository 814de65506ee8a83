import { boolean, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A parent account's weekly digest e-mail setting (issue 21 §2; decision 035); no row: on. */
export const parentDigestSettings = pgTable('parent_digest_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  weeklyDigest: boolean('weekly_digest').notNull().default(true),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** One row per (account, India week) whose digest was sent: the job's idempotency key. */
export const parentDigestSends = pgTable(
  'parent_digest_sends',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The Monday (YYYY-MM-DD) of the week the digest covers. */
    weekStart: text('week_start').notNull(),
    sentAt: ts('sent_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.weekStart] })],
);
