import { and, count, desc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inAppNotifications, notificationPreferences } from '../../db/schema/index.ts';

/** A stored in-app record. */
export type InAppRow = typeof inAppNotifications.$inferSelect;
/** What `insert` stores (id, status and times are the table's defaults unless given). */
export type NewInAppRow = typeof inAppNotifications.$inferInsert;

/**
 * The notifications module's SQL (issue 20 §1): in-app records per profile (soft-deleted ones
 * have `deleted_at`) and the preference per profile and channel.
 */
export class NotificationsRepository {
  constructor(private readonly db: Db) {}

  /** Stores a record unless the profile already has one with its dedupe key; returns the stored one either way. */
  async insert(row: NewInAppRow): Promise<InAppRow> {
    const [created] = await this.db.insert(inAppNotifications).values(row).onConflictDoNothing().returning();
    if (created) return created;
    const [existing] = await this.db
      .select()
      .from(inAppNotifications)
      .where(and(eq(inAppNotifications.profileId, row.profileId), eq(inAppNotifications.dedupeKey, row.dedupeKey)))
      .limit(1);
    return existing!;
  }

  /** A page of the profile's records that are not deleted, newest first, and how many match over all pages. */
  async page(profileId: string, status: 'unread' | 'read' | undefined, offset: number, limit: number): Promise<{ rows: InAppRow[]; total: number }> {
    const where = and(
      eq(inAppNotifications.profileId, profileId),
      isNull(inAppNotifications.deletedAt),
      status ? eq(inAppNotifications.status, status) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(inAppNotifications)
        .where(where)
        .orderBy(desc(inAppNotifications.createdAt), desc(inAppNotifications.id))
        .offset(offset)
        .limit(limit),
      this.db.select({ n: count() }).from(inAppNotifications).where(where),
    ]);
    return { rows, total: Number(total?.n ?? 0) };
  }

  /** Which of `ids` are the profile's records (deleted ones included). */
  async ownedIds(profileId: string, ids: string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select({ id: inAppNotifications.id })
      .from(inAppNotifications)
      .where(and(eq(inAppNotifications.profileId, profileId), inArray(inAppNotifications.id, ids)));
    return rows.map((r) => r.id);
  }

  /** Sets the status of the profile's records `ids` and restores deleted ones; returns how many changed. */
  async setStatus(profileId: string, ids: string[], status: 'unread' | 'read'): Promise<number> {
    const rows = await this.db
      .update(inAppNotifications)
      .set({ status, deletedAt: null })
      .where(
        and(
          eq(inAppNotifications.profileId, profileId),
          inArray(inAppNotifications.id, ids),
          sql`(${ne(inAppNotifications.status, status)} or ${isNotNull(inAppNotifications.deletedAt)})`,
        ),
      )
      .returning({ id: inAppNotifications.id });
    return rows.length;
  }

  /** Soft-deletes the profile's records `ids` not yet deleted (at `at`); returns how many changed. */
  async softDelete(profileId: string, ids: string[], at: Date): Promise<number> {
    const rows = await this.db
      .update(inAppNotifications)
      .set({ deletedAt: at })
      .where(and(eq(inAppNotifications.profileId, profileId), inArray(inAppNotifications.id, ids), isNull(inAppNotifications.deletedAt)))
      .returning({ id: inAppNotifications.id });
    return rows.length;
  }

  /** The profile's stored channel choices. */
  async preferences(profileId: string): Promise<{ channel: string; enabled: boolean }[]> {
    return this.db
      .select({ channel: notificationPreferences.channel, enabled: notificationPreferences.enabled })
      .from(notificationPreferences)
      .where(eq(notificationPreferences.profileId, profileId));
  }

  /** Stores one channel's choice in one statement. */
  async setPreference(profileId: string, channel: string, enabled: boolean, at: Date): Promise<void> {
    await this.db
      .insert(notificationPreferences)
      .values({ profileId, channel, enabled, updatedAt: at })
      .onConflictDoUpdate({ target: [notificationPreferences.profileId, notificationPreferences.channel], set: { enabled, updatedAt: at } });
  }
}
