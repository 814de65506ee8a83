import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { trackingEvents, trackingLinks, trackingOpens } from '../../db/schema/index.ts';

/** A tracked link to a video and the events it wants to hear about. */
export type TrackingLinkRow = typeof trackingLinks.$inferSelect;

/** Tracked links, their opens and the desired events done (learning.md §7 Video tracking flow). */
export class TrackingRepository {
  constructor(private readonly db: Db) {}

  /** The tracked link with this id, or undefined. */
  async findLink(trackingId: string): Promise<TrackingLinkRow | undefined> {
    const [row] = await this.db.select().from(trackingLinks).where(eq(trackingLinks.id, trackingId)).limit(1);
    return row;
  }

  /** Stores a new tracked link to a Video. */
  async createLink(link: { id: string; contentId: string; desiredEvents: string[]; createdBy: string; createdAt: Date }): Promise<void> {
    await this.db.insert(trackingLinks).values({ ...link, contentType: 'Video' });
  }

  /** Records an open of a link by a profile: the first makes the row, later ones count up and move the last time and platform. */
  async recordOpen(trackingId: string, profileId: string, platform: string, at: Date): Promise<void> {
    await this.db
      .insert(trackingOpens)
      .values({ trackingId, profileId, platform, firstOpenedAt: at, lastOpenedAt: at })
      .onConflictDoUpdate({
        target: [trackingOpens.trackingId, trackingOpens.profileId],
        set: { opens: sql`${trackingOpens.opens} + 1`, lastOpenedAt: at, platform },
      });
  }

  /** The event ids a profile has posted on a link. */
  async doneEvents(trackingId: string, profileId: string): Promise<string[]> {
    const rows = await this.db
      .select({ e: trackingEvents.eventId })
      .from(trackingEvents)
      .where(and(eq(trackingEvents.trackingId, trackingId), eq(trackingEvents.profileId, profileId)));
    return rows.map((r) => r.e);
  }

  /** Stores an event of a profile on a link once; true when stored now, false when it was already there. */
  async recordEvent(event: { trackingId: string; profileId: string; eventId: string; platform: string; createdAt: Date }): Promise<boolean> {
    const inserted = await this.db.insert(trackingEvents).values(event).onConflictDoNothing().returning({ e: trackingEvents.eventId });
    return inserted.length > 0;
  }
}
