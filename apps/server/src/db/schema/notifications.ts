import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './accounts.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A profile's in-app notification records (issue 20 §1; platform.md §3 Notification, §4.4):
 * status unread/read, a soft-delete time (deleted records are hidden, and restorable), priority
 * high/medium. `dedupe_key` makes `notify` idempotent per profile.
 */
export const inAppNotifications = pgTable(
  'in_app_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    priority: text('priority').$type<'high' | 'medium'>().notNull().default('medium'),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    link: text('link'),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    status: text('status').$type<'unread' | 'read'>().notNull().default('unread'),
    deletedAt: ts('deleted_at'),
    dedupeKey: text('dedupe_key').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('in_app_notifications_dedupe').on(t.profileId, t.dedupeKey), index('in_app_notifications_profile_created').on(t.profileId, t.createdAt)],
);

/** A profile's choice per notification channel (EM, SMS, WA, PN, IA); no row: the channel's default. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.channel] })],
);
