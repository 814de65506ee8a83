import { queryOptions, useQuery } from '@tanstack/react-query';
import { type chapterNoteSchema, type ChapterNote } from '@abhyas/contracts';
import { api, type Decoded } from '../../../lib/api-client.ts';
import { browseKeys, browsePaths } from './keys.ts';

/**
 * GET /api/content/notes/{code}?locale=: a chapter's notes (issue #16 §4) — key ideas, formulas,
 * worked examples and common mistakes as Markdown with LaTeX, in the locale when translated.
 * Throws `ApiError` (404 for an unknown code, 401 when signed out).
 */
export async function fetchChapterNote(code: string, locale: string): Promise<ChapterNote> {
  return (await api<Decoded<typeof chapterNoteSchema>>(browsePaths.note(code), { query: { locale } })).data;
}

/** Query options of {@link fetchChapterNote}; fresh for 10 minutes. */
export const chapterNoteQueryOptions = (code: string, locale: string) =>
  queryOptions({ queryKey: browseKeys.note(code, locale), queryFn: () => fetchChapterNote(code, locale), staleTime: 10 * 60_000 });

/** {@link fetchChapterNote} as a query (disabled while `code` is empty). */
export function useChapterNote(code: string, locale: string) {
  return useQuery({ ...chapterNoteQueryOptions(code, locale), enabled: code !== '' });
}
