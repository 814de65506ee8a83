import { queryOptions, useQuery } from '@tanstack/react-query';
import { type bookDetailSchema, type BookDetail } from '@abhyas/contracts';
import { api, type Decoded } from '../../../lib/api-client.ts';
import { browseKeys, browsePaths } from './keys.ts';

/**
 * GET /api/content/books/{code}?locale= (`/booktoc`, `/bigbooktoc` with `book_id`): the book and its nested table of contents.
 * Throws `ApiError` (404 for an unknown code, 401 when signed out).
 */
export async function fetchBookDetail(code: string, locale: string): Promise<BookDetail> {
  return (await api<Decoded<typeof bookDetailSchema>>(browsePaths.book(code), { query: { locale } })).data;
}

/** Query options of {@link fetchBookDetail}; fresh for 10 minutes. */
export const bookDetailQueryOptions = (code: string, locale: string) =>
  queryOptions({ queryKey: browseKeys.book(code, locale), queryFn: () => fetchBookDetail(code, locale), staleTime: 10 * 60_000 });

/** {@link fetchBookDetail} as a query (disabled while `code` is empty). */
export function useBookDetail(code: string, locale: string) {
  return useQuery({ ...bookDetailQueryOptions(code, locale), enabled: code !== '' });
}
