import { and, desc, eq, inArray } from 'drizzle-orm';
import { v7 } from 'uuid';
import type {
  ContentStatusResponse,
  ContinueWatchingResponse,
  PackVideo,
  UserActivityResponse,
  VideoContentStatus,
  VideoProgressItem,
  contentStatusBody,
  userActivityBody,
} from '@abhyas/contracts';
import { checkProgressInput, isSelfHostedMedia, mergeProgress, progressPercent, type StoredProgress, type VideoStatus } from '@abhyas/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { userActivities, videoProgress, videos, type VideoContext } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { mediaUrl, youtubeId } from '../content/browse.repository.ts';
import { round2, videoOr404, type CatalogueVideo } from './video-catalogue.ts';

type ProgressRow = typeof videoProgress.$inferSelect;
type ProgressBody = z.output<typeof contentStatusBody>;
type ActivityBody = z.output<typeof userActivityBody>;

const CONTEXT_KEYS = [
  'exam_name',
  'goal',
  'book_id',
  'context',
  'topic_learnpath_name',
  'module',
  'source',
  'locale',
  'homework_id',
  'platform_session_id',
  'school_id',
  'class_id',
] as const satisfies readonly (keyof VideoContext)[];

/** The context strings of a body (goal_name counts as goal). */
function contextOf(body: Partial<Record<(typeof CONTEXT_KEYS)[number] | 'goal_name', string | undefined>>): VideoContext {
  const out: VideoContext = {};
  for (const k of CONTEXT_KEYS) if (body[k] !== undefined) out[k] = body[k];
  if (out.goal === undefined && body.goal_name !== undefined) out.goal = body.goal_name;
  return out;
}

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
    private readonly db: Db,
    private readonly now: () => number,
    /** Turns a stored url into a playable one (self-hosted video files signed, docs/decisions/009). */
    private readonly playable: (url: string) => string = (url) => url,
  ) {}

  private view(profileId: string, contentId: string, row: ProgressRow | undefined, lengthS: number): VideoContentStatus {
    const c = row?.context ?? {};
    const s = (k: keyof VideoContext) => c[k] ?? null;
    return {
      child_id: profileId,
      content_id: contentId,
      content_type: 'Video',
      content_status: (row?.status as VideoStatus | undefined) ?? null,
      length: row?.lengthS ?? lengthS,
      watched_duration: row ? round2(row.watchedS) : 0,
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
    const video = await videoOr404(this.db, contentId);
    const [row] = await this.db
      .select()
      .from(videoProgress)
      .where(and(eq(videoProgress.profileId, profileId), eq(videoProgress.contentId, contentId)))
      .limit(1);
    return { data: this.view(profileId, contentId, row, video.row.lengthS) };
  }

  /**
   * POST content-status: merges one progress record in a transaction (row locked), so concurrent
   * and repeated posts never move the watched duration backwards (unless `restart`).
   */
  async record(profileId: string, body: ProgressBody): Promise<ContentStatusResponse> {
    const video = await videoOr404(this.db, body.content_id);
    const lengthS = checkedLength(video, body.length, body.watched_duration);
    const context = contextOf(body);
    const at = new Date(this.now());
    const row = await this.db.transaction(async (tx) => {
      // Two rounds at most: when a concurrent first post inserted the row between our read and our
      // insert, the insert does nothing and the second round locks and merges into that row.
      for (let round = 0; round < 2; round += 1) {
        const [prev] = await tx
          .select()
          .from(videoProgress)
          .where(and(eq(videoProgress.profileId, profileId), eq(videoProgress.contentId, body.content_id)))
          .for('update')
          .limit(1);
        const before: StoredProgress | null = prev
          ? { lengthS: prev.lengthS, watchedS: prev.watchedS, status: prev.status as VideoStatus, everCompleted: prev.everCompleted }
          : null;
        const next = mergeProgress(before, { lengthS, watchedS: body.watched_duration, completed: body.status === 'COMPLETED', restart: body.restart });
        const values = {
          status: next.status,
          lengthS: next.lengthS,
          watchedS: round2(next.watchedS),
          everCompleted: next.everCompleted,
          context: { ...(prev?.context ?? {}), ...context },
          updatedAt: at,
        };
        const [saved] = prev
          ? await tx
              .update(videoProgress)
              .set(values)
              .where(and(eq(videoProgress.profileId, profileId), eq(videoProgress.contentId, body.content_id)))
              .returning()
          : await tx
              .insert(videoProgress)
              .values({ profileId, contentId: body.content_id, ...values, createdAt: at })
              .onConflictDoNothing()
              .returning();
        if (saved) return saved;
      }
      throw new AppError(409, 'PROGRESS_CONFLICT', 'Progress was being saved twice at once. Send it again.');
    });
    return { data: this.view(profileId, body.content_id, row, lengthS) };
  }

  /** POST useractivity: stores the stop activity once per activity_id. 404 unknown video, 400 absurd numbers. */
  async activity(profileId: string, body: ActivityBody): Promise<UserActivityResponse> {
    const video = await videoOr404(this.db, body.content_id);
    const lengthS = checkedLength(video, body.length, body.watched_duration);
    const id = body.activity_id ?? v7();
    const inserted = await this.db
      .insert(userActivities)
      .values({
        id,
        profileId,
        activityType: body.activity_type,
        contentId: body.content_id,
        contentType: 'Video',
        watchedS: round2(Math.min(body.watched_duration, lengthS)),
        lengthS,
        timeSpentS: round2(body.time_spent),
        context: contextOf(body),
        createdAt: new Date(this.now()),
      })
      .onConflictDoNothing()
      .returning({ id: userActivities.id, profileId: userActivities.profileId });
    if (inserted.length === 0) {
      // A retry of the same activity is fine; an id another profile used is not this profile's to see.
      const [existing] = await this.db.select({ profileId: userActivities.profileId }).from(userActivities).where(eq(userActivities.id, id)).limit(1);
      if (existing && existing.profileId !== profileId) throw new AppError(409, 'ACTIVITY_ID_TAKEN', 'This activity_id is already used. Make a new UUID.');
    }
    return { data: { activity_id: id, recorded: inserted.length > 0 } };
  }

  /** Progress of the given videos for tile bars (only videos this profile started). */
  async progressOf(profileId: string, contentIds: readonly string[]): Promise<VideoProgressItem[]> {
    const rows = await this.db
      .select()
      .from(videoProgress)
      .where(and(eq(videoProgress.profileId, profileId), inArray(videoProgress.contentId, [...contentIds])));
    return rows.map((r) => this.item(r));
  }

  private item(r: ProgressRow): VideoProgressItem {
    return {
      content_id: r.contentId,
      content_status: r.status as VideoStatus,
      length: r.lengthS,
      watched_duration: round2(r.watchedS),
      progress_percent: round2(progressPercent(r.watchedS, r.lengthS)),
      updated_at: r.updatedAt.toISOString(),
    };
  }

  /** The profile's INPROGRESS videos with progress, latest first (continue watching on /learn/home). */
  async continueWatching(profileId: string, locale: string, limit: number): Promise<ContinueWatchingResponse> {
    const rows = await this.db
      .select({ p: videoProgress, v: videos })
      .from(videoProgress)
      .innerJoin(videos, eq(videos.code, videoProgress.contentId))
      .where(and(eq(videoProgress.profileId, profileId), eq(videoProgress.status, 'INPROGRESS')))
      .orderBy(desc(videoProgress.updatedAt), desc(videoProgress.contentId))
      .limit(limit);
    return {
      data: rows.map(({ p, v }) => {
        const item = v.item as unknown as PackVideo;
        const yt = item.sourceType === 'youtube' ? youtubeId(item.url) : null;
        return {
          ...this.item(p),
          title: item.names?.[locale] ?? v.title,
          thumb: item.thumbnail ? mediaUrl(item.thumbnail) : yt ? `https://i.ytimg.com/vi/${yt}/hqdefault.jpg` : null,
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
