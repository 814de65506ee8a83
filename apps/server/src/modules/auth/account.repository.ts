import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { devOutbox, guestSessions, pushTokens } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';

/** An account's other records: guest sessions, push tokens, and the development outbox. */
export class AccountRepository {
  constructor(private readonly db: Db) {}

  /** A visitor's guest session (POST user/details); returns its id. */
  async createGuestSession(browserId: string | null, source: string | null): Promise<string> {
    const id = newId();
    await this.db.insert(guestSessions).values({ id, browserId, source });
    return id;
  }

  /** Saves a device's push token (one per account and device), its profile and Web Push subscription. */
  async upsertPushToken(
    userId: string,
    deviceId: string,
    token: string,
    platform: string,
    extra: { profileId: string | null; webPush: { endpoint: string; keys: { p256dh: string; auth: string } } | null },
  ): Promise<void> {
    const { profileId, webPush } = extra;
    await this.db
      .insert(pushTokens)
      .values({ id: newId(), userId, deviceId, token, platform, profileId, webPush })
      .onConflictDoUpdate({ target: [pushTokens.userId, pushTokens.deviceId], set: { token, platform, profileId, webPush, createdAt: new Date() } });
  }

  /** Removes a device's push token; false when there was none. */
  async deletePushToken(userId: string, deviceId: string): Promise<boolean> {
    const rows = await this.db
      .delete(pushTokens)
      .where(and(eq(pushTokens.userId, userId), eq(pushTokens.deviceId, deviceId)))
      .returning({ id: pushTokens.id });
    return rows.length > 0;
  }

  /** The development outbox (messages of the development OTP sender), newest first. */
  async outbox(limit = 50) {
    return this.db
      .select()
      .from(devOutbox)
      .orderBy(sql`${devOutbox.createdAt} desc, ${devOutbox.id} desc`)
      .limit(limit);
  }
}
