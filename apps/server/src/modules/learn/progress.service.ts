import { v7 } from 'uuid';
import type {
  ContentStatusResponse,
  ContinueWatchingResponse,
  UserActivityResponse,
  VideoContentStatus,
  VideoProgressItem,
  contentStatusBody,
  userActivityBody,
} from '@abhyas/contracts';
import {
  checkProgressInput,
  isSelfHostedMedia,
  mergeProgress,
  progressPercent,
  roundHundredths,
  videoContextOf,
  type StoredProgress,
  type VideoContextKey,
  type VideoStatus,
} from '@abhyas/domain';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { ProgressRepository, ProgressRow } from './progress.repository.ts';
import { catalogueVideo, mediaUrl, thumbnailOf, type CatalogueVideo, type VideoCatalogue } from './video-catalogue.service.ts';

type ProgressBody = z.output<typeof contentStatusBody>;
type ActivityBody = z.output<typeof userActivityBody>;

/** Refuses absurd numbers with 400 INVALID_PROGRESS; else the length to record (s). */
function checkedLength(video: CatalogueVideo, lengthS: number | undefined, watchedS: number): number {
  // Self-hosted clips have measured lengths; YouTube and Vimeo lengths are typed in and approximate.
  const check = checkProgressInput({ catalogueLengthS: video.row.lengthS, exact: isSelfHostedMedia(video.item.url), lengthS, watchedS });
  if (!check.ok) throw new AppError(400, 'INVALID_PROGRESS', check.message, [{ path: `body.${check.field}`, message: check.message }]);
  return check.lengthS;
}

/**
 * Watch progress and activity (learning.md §3, §4 Video, §7 Video content-status and useractivity;
 * docs/decisions/009). Every read and write is for the profile of the token only.
 */
export class VideoProgressService {
  constructor(
    private readonly repo: ProgressRepository,
    private readonly catalogue: VideoCatalogue,
    private readonly now: () => number,
    /** Turns a stored url into a playable one (self-hosted video files signed, docs/decisions/009). */
    private readonly playable: (url: string) => string = (url) => url,
  ) {}

  private view(profileId: string, contentId: string, row: ProgressRow | undefined, lengthS: number): VideoContentStatus {
    const c = row?.context ?? {};
    const s = (k: VideoContextKey) => c[k] ?? null;
    return {
      child_id: profileId,
      content_id: contentId,
      content_type: 'Video',
      content_status: (row?.status as VideoStatus | undefined) ?? null,
      length: row?.lengthS ?? lengthS,
      watched_duration: row ? roundHundredths(row.watchedS) : 0,
      ever_completed: row?.everCompleted ?? false,
      updated_at: row?.updatedAt.toISOString() ?? null,
      exam_name: s('exam_name'),
      goal: s('goal'),
      book_id: s('book_id'),
      context: s('context'),
      topic_learnpath_name: s('topic_learnpath_name'),
      module: s('module'),
      source: s('source'),
      locale: s('locale'),
      homework_id: s('homework_id'),
      platform_session_id: s('platform_session_id'),
      school_id: s('school_id'),
      class_id: s('class_id'),
    };
  }

  /** GET content-status: the profile's record (content_status null when never started). 404 unknown video. */
  async status(profileId: string, contentId: string): Promise<ContentStatusResponse> {
    const video = await this.catalogue.videoOr404(contentId);
    const row = await this.repo.findProgress(profileId, contentId);
    return { data: this.view(profileId, contentId, row, video.row.lengthS) };
  }

  /**
   * POST content-status: merges one progress record in a transaction (row locked), so concurrent
   * and repeated posts never move the watched duration backwards (unless `restart`). 409
   * PROGRESS_CONFLICT when a concurrent first post keeps it from being saved.
   */
  async record(profileId: string, body: ProgressBody): Promise<ContentStatusResponse> {
    const video = await this.catalogue.videoOr404(body.content_id);
    const lengthS = checkedLength(video, body.length, body.watched_duration);
    const context = videoContextOf(body);
    const at = new Date(this.now());
    const row = await this.repo.transaction(async (tx) => {
      // Two rounds at most: when a concurrent first post inserted the row between our read and our
      // insert, the insert does nothing and the second round locks and merges into that row.
      for (let round = 0; round < 2; round += 1) {
        const prev = await tx.lockProgress(profileId, body.content_id);
        const before: StoredProgress | null = prev
          ? { lengthS: prev.lengthS, watchedS: prev.watchedS, status: prev.status as VideoStatus, everCompleted: prev.everCompleted }
          : null;
        const next = mergeProgress(before, { lengthS, watchedS: body.watched_duration, completed: body.status === 'COMPLETED', restart: body.restart });
        const values = {
          status: next.status,
          lengthS: next.lengthS,
          watchedS: roundHundredths(next.watchedS),
          everCompleted: next.everCompleted,
          context: { ...(prev?.context ?? {}), ...context },
          updatedAt: at,
        };
        const saved = prev
          ? await tx.updateProgress(profileId, body.content_id, values)
          : await tx.insertProgressIfAbsent(profileId, body.content_id, values, at);
        if (saved) return saved;
      }
      throw new AppError(409, 'PROGRESS_CONFLICT', 'Progress was being saved twice at once. Send it again.');
    });
    return { data: this.view(profileId, body.content_id, row, lengthS) };
  }

  /** POST useractivity: stores the stop activity once per activity_id. 404 unknown video, 400 absurd numbers, 409 an id of another profile. */
  async activity(profileId: string, body: ActivityBody): Promise<UserActivityResponse> {
    const video = await this.catalogue.videoOr404(body.content_id);
    const lengthS = checkedLength(video, body.length, body.watched_duration);
    const id = body.activity_id ?? v7();
    const recorded = await this.repo.insertActivity({
      id,
      profileId,
      activityType: body.activity_type,
      contentId: body.content_id,
      contentType: 'Video',
      watchedS: roundHundredths(Math.min(body.watched_duration, lengthS)),
      lengthS,
      timeSpentS: roundHundredths(body.time_spent),
      context: videoContextOf(body),
      createdAt: new Date(this.now()),
    });
    if (!recorded) {
      // A retry of the same activity is fine; an id another profile used is not this profile's to see.
      const owner = await this.repo.activityOwner(id);
      if (owner !== null && owner !== profileId) throw new AppError(409, 'ACTIVITY_ID_TAKEN', 'This activity_id is already used. Make a new UUID.');
    }
    return { data: { activity_id: id, recorded } };
  }

  /** Progress of the given videos for tile bars (only videos this profile started). */
  async progressOf(profileId: string, contentIds: readonly string[]): Promise<VideoProgressItem[]> {
    const rows = await this.repo.findProgressOf(profileId, contentIds);
    return rows.map((r) => this.item(r));
  }

  private item(r: ProgressRow): VideoProgressItem {
    return {
      content_id: r.contentId,
      content_status: r.status as VideoStatus,
      length: r.lengthS,
      watched_duration: roundHundredths(r.watchedS),
      progress_percent: roundHundredths(progressPercent(r.watchedS, r.lengthS)),
      updated_at: r.updatedAt.toISOString(),
    };
  }

  /**
   * The videos the profile watched, by the time of its last progress on each, in [from, to) (from
   * null: any time before `to`), latest first, at most `limit` (the timeline, issue 19 §1). Seconds;
   * the title in `locale` when the pack names it.
   */
  async watchedBetween(
    profileId: string,
    range: { from: Date | null; to: Date; limit: number },
    locale: string,
  ): Promise<{ contentId: string; title: string; status: VideoStatus; watchedS: number; lengthS: number; everCompleted: boolean; at: Date }[]> {
    const rows = await this.repo.watchedBetween(profileId, range.from, range.to, range.limit);
    return rows.map(({ p, v }) => ({
      contentId: p.contentId,
      title: catalogueVideo(v).item.names?.[locale] ?? v.title,
      status: p.status as VideoStatus,
      watchedS: p.watchedS,
      lengthS: p.lengthS,
      everCompleted: p.everCompleted,
      at: p.updatedAt,
    }));
  }

  /** The profile's INPROGRESS videos with progress, latest first (continue watching on /learn/home). */
  async continueWatching(profileId: string, locale: string, limit: number): Promise<ContinueWatchingResponse> {
    const rows = await this.repo.inProgressWithVideos(profileId, limit);
    return {
      data: rows.map(({ p, v }) => {
        const { item } = catalogueVideo(v);
        return {
          ...this.item(p),
          title: item.names?.[locale] ?? v.title,
          thumb: thumbnailOf(item),
          preview_url: item.previewUrl === undefined ? null : this.playable(mediaUrl(item.previewUrl)),
          source_type: item.sourceType,
          owner: item.owner.name,
          chapter_code: v.chapterCode,
          topic_code: v.topicCode,
        };
      }),
    };
  }
}
