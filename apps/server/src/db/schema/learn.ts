import { boolean, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles, users } from './accounts.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Context strings carried with video progress and activity (learning.md §3 Video content status). */
export type VideoContext = Partial<
  Record<
    | 'exam_name'
    | 'goal'
    | 'book_id'
    | 'context'
    | 'topic_learnpath_name'
    | 'module'
    | 'source'
    | 'locale'
    | 'homework_id'
    | 'platform_session_id'
    | 'school_id'
    | 'class_id',
    string
  >
>;

/**
 * A profile's watch progress on a video (learning.md §3, §4 Video): one row per profile and
 * video. `watched_s` never goes down except on an explicit restart (docs/decisions/009).
 */
export const videoProgress = pgTable(
  'video_progress',
  {
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    contentId: text('content_id').notNull(),
    status: text('status').notNull(),
    lengthS: integer('length_s').notNull(),
    watchedS: real('watched_s').notNull(),
    everCompleted: boolean('ever_completed').notNull().default(false),
    context: jsonb('context').$type<VideoContext>().notNull().default({}),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.contentId] }), index('video_progress_profile_status_idx').on(t.profileId, t.status, t.updatedAt)],
);

/** Activity records sent when the player stops (learning.md §4 Video "Stop"); `id` from the client makes retries harmless. */
export const userActivities = pgTable(
  'user_activities',
  {
    id: uuid('id').primaryKey(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    activityType: text('activity_type').notNull(),
    contentId: text('content_id').notNull(),
    contentType: text('content_type').notNull(),
    watchedS: real('watched_s').notNull(),
    lengthS: integer('length_s'),
    timeSpentS: real('time_spent_s').notNull().default(0),
    context: jsonb('context').$type<VideoContext>().notNull().default({}),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('user_activities_profile_idx').on(t.profileId, t.createdAt)],
);

/** Like and bookmark flags per profile and content (learning.md §4 Video, §5, §6). */
export const contentReactions = pgTable(
  'content_reactions',
  {
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    contentId: text('content_id').notNull(),
    liked: boolean('liked').notNull().default(false),
    bookmarked: boolean('bookmarked').notNull().default(false),
    likedAt: ts('liked_at'),
    bookmarkedAt: ts('bookmarked_at'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.contentType, t.contentId] })],
);

/** A tracked link to a content (learning.md §7 Video tracking flow) and the events it wants. */
export const trackingLinks = pgTable('tracking_links', {
  id: text('id').primaryKey(),
  contentId: text('content_id').notNull(),
  contentType: text('content_type').notNull(),
  desiredEvents: jsonb('desired_events').$type<string[]>().notNull(),
  createdBy: uuid('created_by')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** Who opened a tracked link (first and last time, count), per profile. */
export const trackingOpens = pgTable(
  'tracking_opens',
  {
    trackingId: text('tracking_id')
      .notNull()
      .references(() => trackingLinks.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    platform: text('platform').notNull(),
    opens: integer('opens').notNull().default(1),
    firstOpenedAt: ts('first_opened_at').notNull().defaultNow(),
    lastOpenedAt: ts('last_opened_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.trackingId, t.profileId] })],
);

/** Desired events that happened, once per link, profile and event. */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    trackingId: text('tracking_id')
      .notNull()
      .references(() => trackingLinks.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    platform: text('platform').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.trackingId, t.profileId, t.eventId] })],
);
