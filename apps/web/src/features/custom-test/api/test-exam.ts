import { type bundleMetaResponse } from '@abhyas/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, isApiError, type Decoded } from '../../../lib/api-client.ts';
import { customTestPaths } from './paths.ts';

/**
 * GET /api/content/mocktest-bundles/meta?mocktest_bundle_code= with the profile token: the exam of
 * test `code`, whose list of tests holds it (a JEE Main profile opens JEE Advanced papers too; issue
 * 15 Major 4). 404 UNKNOWN_TEST for an unknown code, 404 TEST_NOT_FOR_PROFILE for a test of an
 * exam outside the profile's goal.
 */
export async function fetchTestExam(code: string): Promise<string> {
  return (await api<Decoded<typeof bundleMetaResponse>>(customTestPaths.meta, { query: { mocktest_bundle_code: code }, auth: 'child' })).data.result.exam_code;
}

/** The exam of test `code` (kept 5 minutes; a 404 is not retried). */
export function useTestExam(code: string) {
  return useQuery({
    queryKey: ['content', 'mocktest-exam', code] as const,
    queryFn: () => fetchTestExam(code),
    enabled: code !== '',
    staleTime: 300_000,
    retry: (failures, error) => !(isApiError(error) && error.status === 404) && failures < 1,
  });
}
