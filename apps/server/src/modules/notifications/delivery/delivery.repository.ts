import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  inAppNotifications,
  notificationDeliveries,
  notificationSettings,
  profiles,
  pushTokens,
  users,
  type DeliveryPayload,
} from '../../../db/schema/index.ts';

/** Who a profile's notifications reach: its language, the account's verified addresses, its delivery settings. */
export interface Recipient {
  profileId: string;
  userId: string;
  locale: string;
  /** The account's e-mail when verified, else null. */
  email: string | null;
  /** The account's mobile (10 digits) when verified, else null. */
  mobile: string | null;
  timeZone: string;
  pushAtNight: boolean;
}

/** A browser's Web Push subscription as stored by the push-token call. */
export interface WebPushTarget {
  id: string;
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
}

export type DeliveryRow = typeof notificationDeliveries.$inferSelect;
export type { DeliveryPayload };

/**
 * The delivery pipeline's SQL (issue 20 §2; decision 034): the delivery rows (unique per event key,
 * profile and channel), recipients, push subscriptions and the per-profile delivery settings.
 */
export class DeliveryRepository {
  constructor(private readonly db: Db) {}

  /** The profile's recipient facts, or null when the profile no longer exists. */
  async recipient(profileId: string): Promise<Recipient | null> {
    const [row] = await this.db
      .select({
        profileId: profiles.id,
        userId: profiles.userId,
        locale: profiles.locale,
        email: users.email,
        emailVerified: users.emailVerified,
        mobile: users.mobile,
        mobileVerified: users.mobileVerified,
        timeZone: notificationSettings.timeZone,
        pushAtNight: notificationSettings.pushAtNight,
      })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .leftJoin(notificationSettings, eq(notificationSettings.profileId, profiles.id))
      .where(eq(profiles.id, profileId));
    if (!row) return null;
    return {
      profileId: row.profileId,
      userId: row.userId,
      locale: row.locale,
      email: row.email && row.emailVerified ? row.email : null,
      mobile: row.mobile && row.mobileVerified ? row.mobile : null,
      timeZone: row.timeZone ?? 'Asia/Kolkata',
      pushAtNight: row.pushAtNight ?? false,
    };
  }

  /** The profile's delivery settings (no row: India, no pushes at night). */
  async settings(profileId: string): Promise<{ timeZone: string; pushAtNight: boolean }> {
    const [row] = await this.db
      .select({ timeZone: notificationSettings.timeZone, pushAtNight: notificationSettings.pushAtNight })
      .from(notificationSettings)
      .where(eq(notificationSettings.profileId, profileId));
    return row ?? { timeZone: 'Asia/Kolkata', pushAtNight: false };
  }

  /** Stores the profile's delivery settings (both values). */
  async setSettings(profileId: string, s: { timeZone: string; pushAtNight: boolean }, at: Date): Promise<void> {
    await this.db
      .insert(notificationSettings)
      .values({ profileId, ...s, updatedAt: at })
      .onConflictDoUpdate({ target: notificationSettings.profileId, set: { ...s, updatedAt: at } });
  }

  /** Time zones of `profileIds` that chose one (others: India). */
  async timeZones(profileIds: string[]): Promise<Map<string, string>> {
    if (profileIds.length === 0) return new Map();
    const rows = await this.db
      .select({ profileId: notificationSettings.profileId, timeZone: notificationSettings.timeZone })
      .from(notificationSettings)
      .where(inArray(notificationSettings.profileId, profileIds));
    return new Map(rows.map((r) => [r.profileId, r.timeZone]));
  }

  /** The Web Push subscriptions a profile's pushes go to: its own devices', and those its parent's token registered. */
  async webPushTargets(r: Pick<Recipient, 'profileId' | 'userId'>): Promise<WebPushTarget[]> {
    const rows = await this.db
      .select({ id: pushTokens.id, webPush: pushTokens.webPush })
      .from(pushTokens)
      .where(
        and(eq(pushTokens.userId, r.userId), sql`${pushTokens.webPush} is not null`, or(eq(pushTokens.profileId, r.profileId), isNull(pushTokens.profileId))),
      );
    return rows.flatMap((x) => (x.webPush ? [{ id: x.id, subscription: x.webPush }] : []));
  }

  /** Forgets a subscription the push service says is gone (404/410). */
  async dropPushToken(id: string): Promise<void> {
    await this.db.delete(pushTokens).where(eq(pushTokens.id, id));
  }

  /**
   * Claims the delivery of (`eventKey`, `profileId`, `channel`) for sending now, committed before
   * the send: a new row in `sending`, or a `failed` row (a send that threw) or a `held` row whose
   * time came, moved to `sending`. Null when it is sent, being sent, crashed mid-send, or held.
   */
  async claim(eventKey: string, profileId: string, channel: string, payload: DeliveryPayload, at: Date): Promise<DeliveryRow | null> {
    const [row] = await this.db
      .insert(notificationDeliveries)
      .values({ eventKey, profileId, channel, status: 'sending', attempts: 1, payload, createdAt: at, updatedAt: at })
      .onConflictDoUpdate({
        target: [notificationDeliveries.eventKey, notificationDeliveries.profileId, notificationDeliveries.channel],
        set: { status: 'sending', attempts: sql`${notificationDeliveries.attempts} + 1`, updatedAt: at, error: null },
        setWhere: sql`${notificationDeliveries.status} = 'failed' or (${notificationDeliveries.status} = 'held' and ${notificationDeliveries.notBefore} <= ${at})`,
      })
      .returning();
    return row ?? null;
  }

  /** Holds a push until `notBefore` (quiet hours), unless the event was already delivered or held on that channel. */
  async hold(eventKey: string, profileId: string, channel: string, payload: DeliveryPayload, notBefore: Date, at: Date): Promise<boolean> {
    const rows = await this.db
      .insert(notificationDeliveries)
      .values({ eventKey, profileId, channel, status: 'held', notBefore, payload, createdAt: at, updatedAt: at })
      .onConflictDoNothing()
      .returning({ id: notificationDeliveries.id });
    return rows.length > 0;
  }

  /** Records a successful send. */
  async markSent(id: string, detail: string | null, at: Date): Promise<void> {
    await this.db.update(notificationDeliveries).set({ status: 'sent', detail, updatedAt: at }).where(eq(notificationDeliveries.id, id));
  }

  /** Records a send that threw (a retry may claim it again). */
  async markFailed(id: string, error: string, at: Date): Promise<void> {
    await this.db
      .update(notificationDeliveries)
      .set({ status: 'failed', error: error.slice(0, 500), updatedAt: at })
      .where(eq(notificationDeliveries.id, id));
  }

  /** Drops a held delivery that must not go out any more (its channel was turned off). */
  async markDropped(id: string, reason: string, at: Date): Promise<void> {
    await this.db
      .update(notificationDeliveries)
      .set({ status: 'dropped', error: reason, updatedAt: at })
      .where(and(eq(notificationDeliveries.id, id), eq(notificationDeliveries.status, 'held')));
  }

  /** Held deliveries whose time came (oldest first, at most `limit`). */
  async dueHeld(at: Date, limit: number): Promise<DeliveryRow[]> {
    return this.db
      .select()
      .from(notificationDeliveries)
      .where(and(eq(notificationDeliveries.status, 'held'), lte(notificationDeliveries.notBefore, at)))
      .orderBy(notificationDeliveries.notBefore)
      .limit(limit);
  }

  /** The profile's delivery rows for an event (tests, diagnostics). */
  async ofEvent(eventKey: string, profileId: string): Promise<DeliveryRow[]> {
    return this.db
      .select()
      .from(notificationDeliveries)
      .where(and(eq(notificationDeliveries.eventKey, eventKey), eq(notificationDeliveries.profileId, profileId)));
  }

  /** Which of the (profile, event key) pairs were already told (an in-app record or a delivery row exists). */
  async told(pairs: { profileId: string; key: string }[]): Promise<Set<string>> {
    if (pairs.length === 0) return new Set();
    const ids = [...new Set(pairs.map((p) => p.profileId))];
    const keys = [...new Set(pairs.map((p) => p.key))];
    const [a, b] = await Promise.all([
      this.db
        .select({ profileId: inAppNotifications.profileId, key: inAppNotifications.dedupeKey })
        .from(inAppNotifications)
        .where(and(inArray(inAppNotifications.profileId, ids), inArray(inAppNotifications.dedupeKey, keys))),
      this.db
        .select({ profileId: notificationDeliveries.profileId, key: notificationDeliveries.eventKey })
        .from(notificationDeliveries)
        .where(and(inArray(notificationDeliveries.profileId, ids), inArray(notificationDeliveries.eventKey, keys))),
    ]);
    return new Set([...a, ...b].map((r) => `${r.profileId} ${r.key}`));
  }
}
