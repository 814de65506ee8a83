import { queryOptions, useQuery } from '@tanstack/react-query';
import { type mocktestListSchema, type MocktestList } from '@abhyas/contracts';
import { api, type Decoded } from '../../../lib/api-client.ts';
import { browseKeys, browsePaths } from './keys.ts';
import { useDeferredQuery } from '../../../lib/deferred-query.ts';

/**
 * GET /api/content/mocktests?exam=&locale= (learning.md §2 Tests, `/test/home`): the exam's mock
 * tests with duration (s), question count, maximum marks, sections and subjects, and — sent with
 * the profile token — each test's status and progress for that profile.
 */
export async function fetchMocktests(exam: string, locale: string): Promise<MocktestList> {
  return (await api<Decoded<typeof mocktestListSchema>>(browsePaths.mocktests, { query: { exam, locale }, auth: 'child' })).data;
}

/** Query options of {@link fetchMocktests}; refetched on every visit, since statuses change with each attempt. */
export const mocktestsQueryOptions = (exam: string, locale: string) =>
  queryOptions({ queryKey: browseKeys.mocktests(exam, locale), queryFn: () => fetchMocktests(exam, locale), staleTime: 0 });

/** The mock tests of `exam` (disabled while `exam` is empty). */
export function useMocktests(exam: string, locale: string) {
  return useDeferredQuery(useQuery({ ...mocktestsQueryOptions(exam, locale), enabled: exam !== '' }));
}
