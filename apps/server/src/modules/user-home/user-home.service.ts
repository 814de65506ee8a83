import type { TestsTakenPage, UserBookmarksPage, WatchlistPage, testsTakenQuery, userBookmarksQuery, watchlistQuery } from '@abhyas/contracts';
import { hasMorePages } from '@abhyas/domain';
import type { z } from 'zod';
import type { WatchlistService } from '../learn/watchlist.service.ts';
import type { MockTestsService } from '../mock-tests/mock-tests.service.ts';
import type { PracticeService } from '../practice/practice.service.ts';

type TestsTakenQuery = z.output<typeof testsTakenQuery>;
type WatchlistQuery = z.output<typeof watchlistQuery>;
type BookmarksQuery = z.output<typeof userBookmarksQuery>;

/**
 * The user-home lists (platform.md §1 user home, §2; issue 19 §1) over the modules that own the
 * data: tests taken (mock-tests), the watchlists and the bookmarked videos (learn), the bookmarked
 * questions (practice). Every list is the caller's profile's only; pages are 1-based.
 */
export class UserHomeService {
  constructor(
    private readonly mockTests: MockTestsService,
    /** The learn module's video lists. */
    private readonly videos: WatchlistService,
    private readonly practice: PracticeService,
  ) {}

  /** GET /api/user-home/tests-taken: one page of the tests the profile started or finished, latest first. */
  testsTaken(profileId: string, q: TestsTakenQuery & { locale: string }): Promise<TestsTakenPage> {
    return this.mockTests.testsTaken(profileId, {
      status: q.status,
      kind: q.kind,
      exam: q.exam,
      subject: q.subject,
      page: q.page,
      pageSize: q.page_size,
      locale: q.locale,
    });
  }

  /** GET /api/user-home/watchlist: one page of videos in progress, watched, or to watch later (bookmarked). */
  async watchlist(profileId: string, q: WatchlistQuery & { locale: string }): Promise<WatchlistPage> {
    const list = q.status === 'later' ? 'bookmarked' : q.status;
    const page = await this.videos.page(profileId, list, { page: q.page, pageSize: q.page_size, locale: q.locale });
    return { status: q.status, items: page.items, page: q.page, page_size: q.page_size, total: page.total, has_more: page.has_more };
  }

  /**
   * GET /api/user-home/bookmarks: one page of bookmarked questions or videos (latest bookmark
   * first), filtered by subject and chapter, with the counts of both kinds and the filter choices.
   */
  async bookmarks(profileId: string, q: BookmarksQuery & { locale: string }): Promise<UserBookmarksPage> {
    const filter = { subject: q.subject, chapter: q.chapter };
    const ask = { ...filter, page: q.page, pageSize: q.page_size, locale: q.locale };
    const [questions, videos] = await Promise.all([
      this.practice.bookmarkList.page(profileId, q.kind === 'question' ? ask : { ...ask, subject: undefined, chapter: undefined, pageSize: 1, page: 1 }),
      this.videos.page(profileId, 'bookmarked', q.kind === 'video' ? ask : { ...ask, subject: undefined, chapter: undefined, pageSize: 1, page: 1 }),
    ]);
    const filters =
      q.kind === 'question' ? await this.practice.bookmarkList.filters(profileId, q.locale) : await this.videos.filters(profileId, 'bookmarked', q.locale);
    const total = q.kind === 'question' ? questions.total : videos.total;
    return {
      kind: q.kind,
      questions: q.kind === 'question' ? questions.items : [],
      videos: q.kind === 'video' ? videos.items : [],
      page: q.page,
      page_size: q.page_size,
      total,
      has_more: hasMorePages(total, q.page, q.page_size),
      counts: await this.counts(profileId, q, questions.total, videos.total),
      filters,
    };
  }

  /** Both kinds' counts without filters: the unfiltered totals already read, else one small read each. */
  private async counts(profileId: string, q: BookmarksQuery & { locale: string }, questionsTotal: number, videosTotal: number) {
    if (!q.subject && !q.chapter) return { questions: questionsTotal, videos: videosTotal };
    const one = { page: 1, pageSize: 1, locale: q.locale };
    return q.kind === 'question'
      ? { questions: (await this.practice.bookmarkList.page(profileId, one)).total, videos: videosTotal }
      : { questions: questionsTotal, videos: (await this.videos.page(profileId, 'bookmarked', one)).total };
  }
}
