import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The product's own event stream (platform.md §7.5 data-events push/v2, §8 API_Error events;
 * issue 20 §4; decision 031): append-only, one row per event, never updated. The user and profile
 * come from the sender's verified token (null for guests), never from the body. No foreign keys:
 * the stream outlives the accounts it mentions and is pruned by age (DATA_EVENTS_RETENTION_DAYS).
 */
export const dataEvents = pgTable(
  'data_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    receivedAt: ts('received_at').notNull(),
    occurredAt: ts('occurred_at').notNull(),
    namespace: text('namespace').notNull(),
    topic: text('topic').notNull(),
    name: text('name').notNull(),
    featureName: text('feature_name'),
    userId: uuid('user_id'),
    profileId: uuid('profile_id'),
    sessionId: text('session_id'),
    browserId: text('browser_id'),
    payload: jsonb('payload').notNull(),
  },
  (t) => [index('data_events_received').on(t.receivedAt), index('data_events_name_received').on(t.name, t.receivedAt)],
);
