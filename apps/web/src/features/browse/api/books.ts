import { queryOptions, useQuery } from '@tanstack/react-query';
import { type bookListSchema, type BookList } from '@abhyas/contracts';
import { api, type Decoded } from '../../../lib/api-client.ts';
import { browseKeys, browsePaths } from './keys.ts';
import { useDeferredQuery } from '../../../lib/deferred-query.ts';

export type BookKind = 'book' | 'big_book';

/**
 * GET /api/content/books?exam=&kind=&locale= (learning.md §2 Tiles: book and big-book tiles): books
 * (of an exam when `exam` is given, of one kind when `kind` is given), with their chapter counts.
 */
export async function fetchBooks(exam: string | null, kind: BookKind | null, locale: string): Promise<BookList> {
  return (await api<Decoded<typeof bookListSchema>>(browsePaths.books, { query: { exam, kind, locale } })).data;
}

/** Query options of {@link fetchBooks}; fresh for 10 minutes. */
export const booksQueryOptions = (exam: string | null, kind: BookKind | null, locale: string) =>
  queryOptions({ queryKey: browseKeys.books(exam, kind, locale), queryFn: () => fetchBooks(exam, kind, locale), staleTime: 10 * 60_000 });

/** {@link fetchBooks} as a query. */
export function useBooks(exam: string | null, kind: BookKind | null, locale: string, enabled = true) {
  return useDeferredQuery(useQuery({ ...booksQueryOptions(exam, kind, locale), enabled }));
}
