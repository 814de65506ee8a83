import { type bundleMetaResponse } from '@abhyas/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, type Decoded } from '../../../lib/api-client.ts';
import type { BundleMeta } from '../utils/schedule-view.ts';
import { mockTestKeys, mockTestPaths } from './paths.ts';

/**
 * GET /api/content/mocktest-bundles/meta?mocktest_bundle_code= (learning.md §7 Tests): whether the
 * test is scheduled, its schedule (ISO 8601) and whether its result is available. 404 UNKNOWN_TEST.
 */
export async function fetchBundleMeta(testCode: string): Promise<BundleMeta> {
  return (await api<Decoded<typeof bundleMetaResponse>>(mockTestPaths.meta, { query: { mocktest_bundle_code: testCode }, auth: 'child' })).data.result;
}

/** The bundle meta of `testCode` (re-read at most every 30 s). */
export function useBundleMeta(testCode: string, enabled = true) {
  return useQuery({ queryKey: mockTestKeys.meta(testCode), queryFn: () => fetchBundleMeta(testCode), enabled, staleTime: 30_000, retry: 1 });
}
