import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles, users } from './accounts.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Display settings of a profile (issue 22 §2), as stored; see `displaySettings` in packages/contracts. */
export type StoredDisplaySettings = {
  text_scale: number;
  high_contrast: boolean;
  reduced_motion: 'system' | 'reduce' | 'no-preference';
  dyslexia_font: boolean;
};

/**
 * A profile's accommodations (issue 22 §2; docs/decisions/038): compensatory time for tests
 * (minutes per hour of a paper's duration, set by the account holder or an administrator with the
 * basis noted) and the display settings. One row per profile; no row = none and the defaults.
 */
export const profileAccommodations = pgTable('profile_accommodations', {
  profileId: uuid('profile_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  /** Minutes added per hour of a test (0–60; the NTA rule for a benchmark disability is 20). */
  extraMinutesPerHour: integer('extra_minutes_per_hour').notNull().default(0),
  /** Whether a benchmark disability (RPwD Act 2016) was declared. */
  benchmarkDisability: boolean('benchmark_disability').notNull().default(false),
  /** The basis of the compensatory time (e.g. the certificate), as the setter wrote it. */
  basis: text('basis').notNull().default(''),
  /** Who set the compensatory time: `account_holder` or `administrator`; null while never set. */
  setByRole: text('set_by_role'),
  /** The account that set it (null for an administrator through the CLI). */
  setByUserId: uuid('set_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  compensatorySetAt: ts('compensatory_set_at'),
  display: jsonb('display').$type<StoredDisplaySettings>(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
