import { customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles, users } from './accounts.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * A child profile's parental consent (issue 21 §3; DPDP Act 2023 s.9; decision 036). One row per
 * profile. `origin` says how the profile came: `parent` (added by the account holder), `student`
 * (a student who signed up alone: only a parent linked by an invite may consent) or `existing`
 * (made before consent was asked; the holder may consent). While `consented_at` is null the
 * profile is pending: its learning records are kept 30 days from `pending_since`, then deleted.
 * The consent records the account that gave it and the exact wording shown: its version, locale
 * and the SHA-256 of its text.
 */
export const profileConsents = pgTable('profile_consents', {
  profileId: uuid('profile_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  origin: text('origin').notNull(),
  pendingSince: ts('pending_since').notNull(),
  consentedAt: ts('consented_at'),
  consentedByUserId: uuid('consented_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  wordingVersion: text('wording_version'),
  wordingLocale: text('wording_locale'),
  wordingHash: text('wording_hash'),
});

/**
 * A parent's export of a child profile's data (issue 21 §3 Export; docs/data-export.md): built by a
 * background job into `archive` (a ZIP), offered for 24 hours at a signed link, then dropped.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** `pending`, `ready` or `failed`. */
    status: text('status').notNull(),
    requestedAt: ts('requested_at').notNull(),
    readyAt: ts('ready_at'),
    expiresAt: ts('expires_at'),
    archive: bytea('archive'),
    sizeBytes: integer('size_bytes'),
  },
  (t) => [index('data_exports_user_idx').on(t.userId, t.requestedAt)],
);

/**
 * A parent's request to erase a child profile (`scope` = `profile`) or the whole account
 * (`account`; `profile_id` null). The data goes at `purge_after` (7 days' grace) unless restored.
 */
export const erasureRequests = pgTable(
  'erasure_requests',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id').references(() => profiles.id, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
    requestedAt: ts('requested_at').notNull(),
    purgeAfter: ts('purge_after').notNull(),
    restoredAt: ts('restored_at'),
  },
  (t) => [index('erasure_requests_due_idx').on(t.purgeAfter)],
);
