import type { ListVideo } from '@abhyas/contracts';
import { hasMorePages, pageWindow, progressPercent, roundHundredths, type VideoStatus } from '@abhyas/domain';
import { catalogueVideo, thumbnailOf } from './video-catalogue.service.ts';
import type { VideoList, VideoListFilter, VideoListRow, WatchlistRepository } from './watchlist.repository.ts';

export type { VideoList, VideoListFilter } from './watchlist.repository.ts';

/** What a video list is asked for: page 1-based, titles and chapter names in `locale`. */
export interface VideoListAsk extends VideoListFilter {
  page: number;
  pageSize: number;
  locale: string;
}

const nameIn = (names: Record<string, string> | null, name: string | null, locale: string) => names?.[locale] ?? name;

/**
 * The user-home video lists (issue 19 §1 `/user-home/my-watchlist`, the videos of
 * `/user-home/bookmarks`; decision 028): videos in progress, watched, or bookmarked ("watch later"),
 * each with the profile's progress bar (domain `progressPercent`) and bookmark.
 */
export class WatchlistService {
  constructor(private readonly repo: WatchlistRepository) {}

  private item(r: VideoListRow, locale: string): ListVideo {
    const { item } = catalogueVideo(r.v);
    const p = r.p;
    return {
      content_id: r.v.code,
      title: item.names?.[locale] ?? r.v.title,
      thumb: thumbnailOf(item),
      subject: r.v.subject,
      chapter_code: r.v.chapterCode,
      chapter_name: nameIn(r.chapterNames, r.chapterName, locale) ?? r.v.chapterCode,
      length: p?.lengthS ?? r.v.lengthS,
      watched_duration: p ? roundHundredths(p.watchedS) : 0,
      progress_percent: p ? roundHundredths(progressPercent(p.watchedS, p.lengthS)) : 0,
      content_status: (p?.status as VideoStatus | undefined) ?? null,
      ever_completed: p?.everCompleted ?? false,
      bookmarked: r.bookmarkedAt !== null,
      bookmarked_at: r.bookmarkedAt?.toISOString() ?? null,
      updated_at: (p?.updatedAt ?? r.bookmarkedAt)?.toISOString() ?? null,
      link: `/video/summary/${encodeURIComponent(r.v.code)}`,
    };
  }

  /** One page of list `list` of the profile, with the total and whether more follow. */
  async page(profileId: string, list: VideoList, ask: VideoListAsk): Promise<{ items: ListVideo[]; total: number; has_more: boolean }> {
    const { offset, limit } = pageWindow(ask.page, ask.pageSize);
    const { rows, total } = await this.repo.page(profileId, list, ask, offset, limit);
    return { items: rows.map((r) => this.item(r, ask.locale)), total, has_more: hasMorePages(total, ask.page, ask.pageSize) };
  }

  /** The subjects and chapters of list `list` (filter choices), chapter names in `locale`. */
  async filters(
    profileId: string,
    list: VideoList,
    locale: string,
  ): Promise<{ subjects: string[]; chapters: { code: string; name: string; subject: string }[] }> {
    const rows = await this.repo.facets(profileId, list);
    const chapters = new Map(
      rows.map((r) => [r.chapterCode, { code: r.chapterCode, name: nameIn(r.chapterNames, r.chapterName, locale) ?? r.chapterCode, subject: r.subject }]),
    );
    return {
      subjects: [...new Set(rows.map((r) => r.subject))].sort(),
      chapters: [...chapters.values()].sort((a, b) => a.subject.localeCompare(b.subject) || a.name.localeCompare(b.name)),
    };
  }
}
