import { type mocktestListSchema, type MocktestList } from '@abhyas/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Decoded } from '../../../lib/api-client.ts';
import { customTestKeys, customTestPaths } from './paths.ts';

/**
 * GET /api/content/mocktests?exam=&locale= with the profile token (learning.md §2 `/test/summary`):
 * the exam's tests, the profile's own custom tests among them, each with the profile's `status`,
 * `progress` and latest `sessionId`.
 */
export async function fetchProfileMocktests(exam: string, locale: string): Promise<MocktestList> {
  return (await api<Decoded<typeof mocktestListSchema>>(customTestPaths.mocktests, { query: { exam, locale }, auth: 'child' })).data;
}

/** Query options of {@link fetchProfileMocktests}; fresh for a minute (progress changes as tests are taken). */
export const profileMocktestsQueryOptions = (exam: string, locale: string) =>
  queryOptions({ queryKey: customTestKeys.profileMocktests(exam, locale), queryFn: () => fetchProfileMocktests(exam, locale), staleTime: 60_000 });

/** The profile's view of the mock tests of `exam` (disabled while `exam` is empty). */
export function useProfileMocktests(exam: string, locale: string) {
  return useQuery({ ...profileMocktestsQueryOptions(exam, locale), enabled: exam !== '' });
}
