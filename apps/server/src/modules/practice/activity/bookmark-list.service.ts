import type { BookmarkedQuestion } from '@abhyas/contracts';
import { pageWindow, plainExcerpt } from '@abhyas/domain';
import type { BookmarkFilter, BookmarkListRepository, BookmarkedQuestionRow } from './bookmark-list.repository.ts';

/** A chapter's name in `locale`, else its English one. */
const nameIn = (names: Record<string, string> | null, name: string | null, locale: string) => names?.[locale] ?? name;

/** The body of a question in `locale` when it is translated, else in its own language. */
const bodyIn = (payload: BookmarkedQuestionRow['payload'], locale: string) => payload.translations?.[locale]?.body ?? payload.body ?? '';

/**
 * The profile's bookmarked questions as lists (issue 19 §1; learning.md §3 Question bookmark):
 * pages with an excerpt in the locale, the filter choices, and the codes a bookmark practice draws from.
 */
export class BookmarkListService {
  constructor(private readonly repo: BookmarkListRepository) {}

  /** One page (1-based) of the profile's bookmarked questions, latest bookmark first, and the total with these filters. */
  async page(
    profileId: string,
    f: BookmarkFilter & { page: number; pageSize: number; locale: string },
  ): Promise<{ items: BookmarkedQuestion[]; total: number }> {
    const { offset, limit } = pageWindow(f.page, f.pageSize);
    const { rows, total } = await this.repo.page(profileId, f, offset, limit);
    return {
      total,
      items: rows.map((r) => ({
        content_id: r.code,
        excerpt: plainExcerpt(bodyIn(r.payload, f.locale)),
        type: r.type,
        subject: r.subject,
        chapter_code: r.chapterCode,
        chapter_name: r.chapterCode ? (nameIn(r.chapterNames, r.chapterName, f.locale) ?? r.chapterCode) : null,
        bookmarked_at: r.bookmarkedAt.toISOString(),
        link: `/question/${encodeURIComponent(r.code)}`,
      })),
    };
  }

  /** The subjects and chapters of the profile's bookmarked questions, names in `locale`. */
  async filters(profileId: string, locale: string): Promise<{ subjects: string[]; chapters: { code: string; name: string; subject: string }[] }> {
    const rows = await this.repo.facets(profileId);
    const chapters = new Map<string, { code: string; name: string; subject: string }>();
    for (const r of rows) {
      if (r.chapterCode && !chapters.has(r.chapterCode))
        chapters.set(r.chapterCode, { code: r.chapterCode, name: nameIn(r.chapterNames, r.chapterName, locale) ?? r.chapterCode, subject: r.subject });
    }
    return {
      subjects: [...new Set(rows.map((r) => r.subject))].sort(),
      chapters: [...chapters.values()].sort((a, b) => a.subject.localeCompare(b.subject) || a.name.localeCompare(b.name)),
    };
  }

  /** Codes of the profile's bookmarked questions (the scope of a BookmarkPractice session), latest first. */
  codes(profileId: string, f: BookmarkFilter = {}): Promise<string[]> {
    return this.repo.codes(profileId, f);
  }
}
