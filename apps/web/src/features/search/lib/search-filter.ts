import type { SearchEntity } from '@abhyas/contracts';
import { SEARCH_ENTITIES } from '@abhyas/contracts/constants';

/** The filter tabs of the search page: all results, or one entity's. */
export type SearchFilter = 'all' | SearchEntity;

/** The filter of a `/search/{filter}` segment; anything unknown means `all`. */
export function parseSearchFilter(segment: string | undefined): SearchFilter {
  return (SEARCH_ENTITIES as readonly string[]).includes(segment ?? '') ? (segment as SearchEntity) : 'all';
}
