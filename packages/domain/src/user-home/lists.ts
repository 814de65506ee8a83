/**
 * Rules of the user-home lists (platform.md §1 user home; §2 `/user-home/test-taken`,
 * `/user-home/my-watchlist`, `/user-home/bookmarks`): paging, what kind of test a session was, the
 * web links of a test taken, and which watchlist a video's progress puts it in. Pure.
 */

/** Items a list page holds when the caller names no size, and the most it may ask for. */
export const LIST_PAGE_SIZE_DEFAULT = 20;
export const LIST_PAGE_SIZE_MAX = 50;

/** The rows of 1-based page `page` of `pageSize` rows: SQL offset and limit. */
export function pageWindow(page: number, pageSize: number): { offset: number; limit: number } {
  return { offset: (Math.max(1, Math.floor(page)) - 1) * pageSize, limit: pageSize };
}

/** Whether rows follow page `page` of `pageSize` when the list has `total` rows. */
export function hasMorePages(total: number, page: number, pageSize: number): boolean {
  return page * pageSize < total;
}

/** The kinds of test a profile takes (issue 19 §1). */
export const TEST_TAKEN_KINDS = ['mock', 'scheduled', 'custom', 'diagnostic'] as const;
export type TestTakenKind = (typeof TEST_TAKEN_KINDS)[number];

/**
 * The kind of a test from its bundle: the Achieve diagnostic (`diagnostic-…`), a create-your-own
 * test (`custom-…`, owned by one profile) or a class test its teacher built the same way
 * (`class-…`, issue 23), a scheduled test (it has a schedule), else a mock test.
 */
export function testTakenKind(bundle: { code: string; scheduled: boolean; ownerProfileId?: string | null; ownerClassId?: string | null }): TestTakenKind {
  if (bundle.code.startsWith('diagnostic-')) return 'diagnostic';
  if (bundle.code.startsWith('custom-') || (bundle.ownerProfileId ?? null) !== null || (bundle.ownerClassId ?? null) !== null) return 'custom';
  return bundle.scheduled ? 'scheduled' : 'mock';
}

/** A session's state as the list shows it: open (resume), finished (analyse), or waiting for its evaluation. */
export type TestTakenStatus = 'in_progress' | 'finished' | 'pending_evaluation';

/**
 * The state of a stored session at `now` (epoch ms): a STARTED session past its deadline is
 * finished (the server finishes it when it is next read, or by the deadline job), so it is offered
 * for analysis, never for resuming.
 */
export function testTakenStatus(status: string, deadlineAt: number, now: number): TestTakenStatus {
  if (status === 'STARTED') return now < deadlineAt ? 'in_progress' : 'finished';
  return status === 'PENDING_EVALUATION' ? 'pending_evaluation' : 'finished';
}

/**
 * The web links of a test taken: resume an open session (`/mock-test/{code}/session`), or analyse a
 * finished one (`/mock-test/{code}/analyze?session={id}`; the diagnostic's own result page).
 */
export function testTakenLinks(s: { code: string; sessionId: string; kind: TestTakenKind; status: TestTakenStatus }): {
  resume: string | null;
  analysis: string | null;
} {
  const code = encodeURIComponent(s.code);
  if (s.status === 'in_progress') return { resume: `/mock-test/${code}/session`, analysis: null };
  if (s.kind === 'diagnostic') return { resume: null, analysis: `/achieve/diagnostic-tests/select-tests/${s.sessionId}` };
  return { resume: null, analysis: `/mock-test/${code}/analyze?session=${s.sessionId}` };
}

/**
 * The watchlists (issue 19 §1; decision 028): `in_progress` — started and stopped before the end
 * (status INPROGRESS, the one the player offers to resume); `watched` — watched to the end at least
 * once (a rewatch under way keeps it there); `later` — bookmarked ("watch later").
 */
export const WATCHLISTS = ['in_progress', 'watched', 'later'] as const;
export type Watchlist = (typeof WATCHLISTS)[number];

/** Whether a video's stored progress puts it in watchlist `list` (`later` depends on the bookmark only). */
export function inWatchlist(list: Exclude<Watchlist, 'later'>, p: { status: string; everCompleted: boolean }): boolean {
  return list === 'watched' ? p.everCompleted : p.status === 'INPROGRESS';
}

/**
 * A short plain-text excerpt of a Markdown text (a question body): images, markup and extra spaces
 * removed, TeX kept as written, at most `max` characters (cut at a word, with an ellipsis).
 */
export function plainExcerpt(markdown: string, max = 160): string {
  const text = markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/gu, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/gu, '$1')
    .replace(/<[^>]+>/gu, ' ')
    .replace(/\{\{\d+\}\}/gu, '___')
    .replace(/[*_`#>|~]+/gu, (m) => (m.includes('_') && m.length >= 3 ? m : ' '))
    .replace(/\s+/gu, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
