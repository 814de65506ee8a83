import { boolean, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './accounts.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A profile's consent to count in success stories (issue 18 §4; docs/decisions/025-success-stories.md):
 * off by default (no row means off), set by the student on /achieve/achievements. Only opted-in
 * profiles' readiness predictions are aggregated, anonymously, in cohorts of at least 5.
 */
export const successStoryConsents = pgTable('success_story_consents', {
  profileId: uuid('profile_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  optedIn: boolean('opted_in').notNull().default(false),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
