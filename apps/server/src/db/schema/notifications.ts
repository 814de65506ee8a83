import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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

/**
 * A profile's delivery settings (issue 20 §2; decision 034): its time zone (IANA; quiet hours and
 * daily reminders are local) and whether pushes may come during the quiet hours (22:00–07:00). No
 * row: Asia/Kolkata, no pushes at night.
 */
export const notificationSettings = pgTable('notification_settings', {
  profileId: uuid('profile_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  timeZone: text('time_zone').notNull().default('Asia/Kolkata'),
  pushAtNight: boolean('push_at_night').notNull().default(false),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** What a delivery row carries: the rendered message, kept so that a held push can go out later. */
export interface DeliveryPayload {
  title: string;
  body: string;
  url: string | null;
}

/**
 * One delivery of one event to one profile on one channel (issue 20 §2; decision 034): the unique
 * (event_key, profile_id, channel) makes delivery idempotent. `status`: `sending` (claimed and
 * committed before the send: a crash leaves it, and it is never sent again), `sent`, `failed` (the
 * send threw; a retry may claim it again), `held` (a push in quiet hours, due at `not_before`),
 * `dropped` (held, then its channel was turned off).
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventKey: text('event_key').notNull(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** EM, SMS, WA, PN or IA. */
    channel: text('channel').notNull(),
    status: text('status').$type<'sending' | 'sent' | 'failed' | 'held' | 'dropped'>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    notBefore: ts('not_before'),
    payload: jsonb('payload').$type<DeliveryPayload>().notNull(),
    /** Where it went: the e-mail address, or how many push subscriptions took it. */
    detail: text('detail'),
    error: text('error'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('notification_deliveries_key').on(t.eventKey, t.profileId, t.channel), index('notification_deliveries_held').on(t.status, t.notBefore)],
);
