import { useDeferredValue } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';

/**
 * The query, with its data handed to the page in a transition (issue 25 §3). A query's answer
 * arrives through a store React must render at once, in one task; a home page's rows of tiles were
 * one task of 600 ms on a phone (Lighthouse at 4× CPU throttling). Deferred, React renders them in
 * slices and lets the browser answer taps between slices. Until the deferred render is done the
 * query still reads as pending, so the page keeps its skeleton instead of flashing empty.
 */
export function useDeferredQuery<R extends UseQueryResult<unknown, unknown>>(query: R): R {
  const data = useDeferredValue(query.data);
  if (data === query.data) return query;
  if (data !== undefined) return { ...query, data } as R;
  return { ...query, data, isPending: true, isSuccess: false, isError: false, status: 'pending' } as R;
}
