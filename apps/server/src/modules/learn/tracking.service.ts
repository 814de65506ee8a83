import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { VideoTrackingEvent } from '@abhyas/domain';
import type { Db } from '../../db/client.ts';
import { trackingEvents, trackingLinks, trackingOpens } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { videoOr404 } from './video-catalogue.ts';

/**
 * Open-link tracking (learning.md §7 Video tracking flow): tracked links to a video, who opened
 * them, and the desired events each profile did (stored once).
 */
export class TrackingService {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  private async link(trackingId: string) {
    const [row] = await this.db.select().from(trackingLinks).where(eq(trackingLinks.id, trackingId)).limit(1);
    if (!row) throw new AppError(404, 'TRACKING_NOT_FOUND', `No tracked link has the id '${trackingId}'.`);
    return row;
  }

  /** Makes a tracked link to a video. 404 unknown video. */
  async create(userId: string, contentId: string, desired: VideoTrackingEvent[]): Promise<{ tracking_id: string; path: string }> {
    await videoOr404(this.db, contentId);
    const id = randomBytes(12).toString('base64url');
    await this.db
      .insert(trackingLinks)
      .values({ id, contentId, contentType: 'Video', desiredEvents: [...new Set(desired)], createdBy: userId, createdAt: new Date(this.now()) });
    return { tracking_id: id, path: `/video/summary/${encodeURIComponent(contentId)}?tracking_id=${id}` };
  }

  /** Records an open (count and times per profile). 404 unknown id. */
  async open(profileId: string, trackingId: string, platform: string) {
    const link = await this.link(trackingId);
    const at = new Date(this.now());
    await this.db
      .insert(trackingOpens)
      .values({ trackingId, profileId, platform, firstOpenedAt: at, lastOpenedAt: at })
      .onConflictDoUpdate({
        target: [trackingOpens.trackingId, trackingOpens.profileId],
        set: { opens: sql`${trackingOpens.opens} + 1`, lastOpenedAt: at, platform },
      });
    return { tracking_id: trackingId, content_id: link.contentId, content_type: 'Video' as const, opened_at: at.toISOString() };
  }

  /** The link's desired events this profile has not posted yet. 404 unknown id. */
  async details(profileId: string, trackingId: string) {
    const link = await this.link(trackingId);
    const done = new Set(
      (
        await this.db
          .select({ e: trackingEvents.eventId })
          .from(trackingEvents)
          .where(and(eq(trackingEvents.trackingId, trackingId), eq(trackingEvents.profileId, profileId)))
      ).map((r) => r.e),
    );
    return {
      tracking_id: trackingId,
      payload: {
        content_id: link.contentId,
        content_type: 'Video' as const,
        desired_events: link.desiredEvents.filter((e) => !done.has(e)) as VideoTrackingEvent[],
      },
    };
  }

  /** Stores a desired event once. 400 EVENT_NOT_DESIRED when the link does not ask for it; 404 unknown id. */
  async event(profileId: string, trackingId: string, eventId: VideoTrackingEvent, platform: string) {
    const link = await this.link(trackingId);
    if (!link.desiredEvents.includes(eventId)) {
      throw new AppError(400, 'EVENT_NOT_DESIRED', `This tracked link does not ask for ${eventId}; it asks for ${link.desiredEvents.join(', ')}.`);
    }
    const inserted = await this.db
      .insert(trackingEvents)
      .values({ trackingId, profileId, eventId, platform, createdAt: new Date(this.now()) })
      .onConflictDoNothing()
      .returning({ e: trackingEvents.eventId });
    return { tracking_id: trackingId, event_id: eventId, recorded: inserted.length > 0 };
  }
}
