import { jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Journey, JourneyChange, JourneyInput } from '@abhyas/domain';
import { profiles } from './accounts.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A profile's personalised achievement journey for one exam (issue 18 §4; learning.md §7 Achieve):
 * the planned journey (`packages/domain/src/achieve-journey`), the input it was planned from (for
 * `extendJourney`), the India day it was last re-planned on and that re-plan's changes. One row per
 * profile and exam; generating again replaces it (and its id).
 */
export const pajJourneys = pgTable(
  'paj_journeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    examCode: text('exam_code').notNull(),
    goalCode: text('goal_code').notNull(),
    journey: jsonb('journey').$type<Journey>().notNull(),
    input: jsonb('input').$type<JourneyInput>().notNull(),
    /** `YYYY-MM-DD` (India): the last day the journey was planned or re-planned for. */
    plannedOn: text('planned_on').notNull(),
    /** What the re-plan of `plannedOn` changed (empty when none). */
    changes: jsonb('changes').$type<JourneyChange[]>().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('paj_journeys_profile_exam').on(t.profileId, t.examCode)],
);
