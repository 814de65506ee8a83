import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './accounts.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Activities a client posted to the timeline (platform.md §7.5 Timeline "POST activity (only when
 * source_reference is present)"; issue 19 §1; decision 029): one row per profile and
 * `source_reference` (a repeat of the reference returns the stored row). Everything else on the
 * timeline is read from the other modules' records, not copied here.
 */
export const timelineActivities = pgTable(
  'timeline_activities',
  {
    id: uuid('id').primaryKey(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    sourceReference: text('source_reference').notNull(),
    activityType: text('activity_type').notNull(),
    title: text('title').notNull(),
    /** A web path inside the app, or null. */
    link: text('link'),
    occurredAt: ts('occurred_at').notNull(),
    durationS: integer('duration_s'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('timeline_activities_profile_reference').on(t.profileId, t.sourceReference),
    index('timeline_activities_profile_occurred').on(t.profileId, t.occurredAt),
  ],
);
