import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Feedback sent from `/feedback` (issue 24 §5; docs/decisions/040-shell-rules.md): one row per
 * message, never updated. User and profile come from the sender's token (null for guests). No
 * foreign keys: feedback stays readable after an account is deleted (it holds no more than what
 * the sender typed).
 */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    category: text('category').notNull(),
    message: text('message').notNull(),
    contact: text('contact'),
    page: text('page'),
    locale: text('locale'),
    userId: uuid('user_id'),
    profileId: uuid('profile_id'),
    browserId: text('browser_id'),
  },
  (t) => [index('feedback_created').on(t.createdAt)],
);
