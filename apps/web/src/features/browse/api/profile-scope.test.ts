import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/render-with-app.tsx';
import { useAuthStore } from '../../auth/stores/auth-store.ts';
import { fetchSearchResults } from '../../search/api/search.ts';
import { fetchSearchSuggestions } from '../../search/api/suggestions.ts';
import { fetchChapterSummary } from './chapter-summary.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.getState().reset();
});

const CHAPTER = {
  chapter: { code: 'c', name: 'C', number: 1, grade: 11, subject: 'physics', subjectName: 'Physics' },
  book: null,
  topics: [],
  videos: [],
  practice: { questionCount: 0, byType: {} },
  tests: [],
  books: [],
  cheatSheets: [],
  notes: null,
};

/** The bearer token of every call made while `run` runs. */
async function tokensOf(run: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(new Headers(init?.headers).get('authorization') ?? '');
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/api/search') return jsonResponse(200, { query: 'x', entity: null, page: 0, size: 20, total: 0, groups: [], results: [] });
      if (path === '/api/search/suggestions') return jsonResponse(200, { query: 'x', suggestions: [] });
      return jsonResponse(200, CHAPTER);
    }),
  );
  await run().catch(() => undefined);
  return seen;
}

// Issue 15 Major 4: search and chapter pages must not link to tests the profile cannot open; the
// server leaves them out for the profile's token, so these reads send it while a profile is chosen.
describe('reads that narrow to what the profile may open', () => {
  // The search page asks with the profile's token whenever a profile is chosen (`asProfile`).
  const asProfile = () => useAuthStore.getState().currentProfileId !== null;
  const calls = () =>
    Promise.all([
      fetchChapterSummary('c', 'en'),
      fetchSearchResults('jee advanced', null, 0, { scope: 'all', exact: false, locale: 'en', asProfile: asProfile() }),
      fetchSearchSuggestions('jee advanced', asProfile()),
    ]);

  it("send the chosen profile's token", async () => {
    useAuthStore.setState({ parentToken: 'parent-token', childToken: 'profile-token', currentProfileId: 'p1' });
    expect(await tokensOf(calls)).toEqual(['Bearer profile-token', 'Bearer profile-token', 'Bearer profile-token']);
  });

  it("send the parent's token while no profile is chosen", async () => {
    useAuthStore.setState({ parentToken: 'parent-token', childToken: null, currentProfileId: null });
    expect(await tokensOf(calls)).toEqual(['Bearer parent-token', 'Bearer parent-token', 'Bearer parent-token']);
  });
});
