import { queryOptions, useQuery } from '@tanstack/react-query';
import { type cheatSheetSchema, type CheatSheet } from '@abhyas/contracts';
import { api, type Decoded } from '../../../lib/api-client.ts';
import { browseKeys, browsePaths } from './keys.ts';

/**
 * GET /api/content/cheat-sheets/{code}?locale=: a cheat sheet whose `body` is Markdown with LaTeX.
 * Throws `ApiError` (404 for an unknown code, 401 when signed out).
 */
export async function fetchCheatSheet(code: string, locale: string): Promise<CheatSheet> {
  return (await api<Decoded<typeof cheatSheetSchema>>(browsePaths.cheatSheet(code), { query: { locale } })).data;
}

/** Query options of {@link fetchCheatSheet}; fresh for 10 minutes. */
export const cheatSheetQueryOptions = (code: string, locale: string) =>
  queryOptions({ queryKey: browseKeys.cheatSheet(code, locale), queryFn: () => fetchCheatSheet(code, locale), staleTime: 10 * 60_000 });

/** {@link fetchCheatSheet} as a query (disabled while `code` is empty). */
export function useCheatSheet(code: string, locale: string) {
  return useQuery({ ...cheatSheetQueryOptions(code, locale), enabled: code !== '' });
}
