import { randomBytes } from 'node:crypto';
import type { VideoTrackingEvent } from '@abhyas/domain';
import { AppError } from '../../lib/app-error.ts';
import type { TrackingLinkRow, TrackingRepository } from './tracking.repository.ts';
import type { VideoCatalogue } from './video-catalogue.service.ts';

/**
 * Open-link tracking (learning.md §7 Video tracking flow): tracked links to a video, who opened
 * them, and the desired events each profile did (stored once).
 */
export class TrackingService {
  constructor(
    private readonly repo: TrackingRepository,
    private readonly catalogue: VideoCatalogue,
    private readonly now: () => number,
  ) {}

  /** The tracked link, or 404 TRACKING_NOT_FOUND. */
  private async link(trackingId: string): Promise<TrackingLinkRow> {
    const row = await this.repo.findLink(trackingId);
    if (!row) throw new AppError(404, 'TRACKING_NOT_FOUND', `No tracked link has the id '${trackingId}'.`);
    return row;
  }

  /** Makes a tracked link to a video. 404 unknown video. */
  async create(userId: string, contentId: string, desired: VideoTrackingEvent[]): Promise<{ tracking_id: string; path: string }> {
    await this.catalogue.videoOr404(contentId);
    const id = randomBytes(12).toString('base64url');
    await this.repo.createLink({ id, contentId, desiredEvents: [...new Set(desired)], createdBy: userId, createdAt: new Date(this.now()) });
    return { tracking_id: id, path: `/video/summary/${encodeURIComponent(contentId)}?tracking_id=${id}` };
  }

  /** Records an open (count and times per profile). 404 unknown id. */
  async open(profileId: string, trackingId: string, platform: string) {
    const link = await this.link(trackingId);
    const at = new Date(this.now());
    await this.repo.recordOpen(trackingId, profileId, platform, at);
    return { tracking_id: trackingId, content_id: link.contentId, content_type: 'Video' as const, opened_at: at.toISOString() };
  }

  /** The link's desired events this profile has not posted yet. 404 unknown id. */
  async details(profileId: string, trackingId: string) {
    const link = await this.link(trackingId);
    const done = new Set(await this.repo.doneEvents(trackingId, profileId));
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
    const recorded = await this.repo.recordEvent({ trackingId, profileId, eventId, platform, createdAt: new Date(this.now()) });
    return { tracking_id: trackingId, event_id: eventId, recorded };
  }
}
