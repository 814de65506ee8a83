import { type testResultResponse, type TestResult } from '@abhyas/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError, type Decoded } from '../../../lib/api-client.ts';
import { answerSealOf } from '../../../lib/answer-seal.ts';
import { mockTestKeys, mockTestPaths } from './paths.ts';

/**
 * GET /api/v1/test/{sessionId}/result?locale= (learning.md §7 Tests): score, sections, questions
 * with key and solution, percentile and rank. 409 RESULT_NOT_READY while the test is open; 409
 * ANSWER_KEY_SEALED before a scheduled test's key is published (decision 017).
 */
export async function fetchResult(sessionId: string, locale: string): Promise<TestResult> {
  return (await api<Decoded<typeof testResultResponse>>(mockTestPaths.result(sessionId), { query: { locale }, auth: 'child' })).data;
}

/** True for the 409 RESULT_NOT_READY answer. */
export function isResultNotReady(error: unknown): boolean {
  return isApiError(error) && error.status === 409 && error.code === 'RESULT_NOT_READY';
}

/** Query options of a result; not retried when it is not ready yet or sealed. */
export const resultQueryOptions = (sessionId: string, locale: string) =>
  queryOptions({
    queryKey: mockTestKeys.result(sessionId, locale),
    queryFn: () => fetchResult(sessionId, locale),
    retry: (count, error) => !isResultNotReady(error) && !answerSealOf(error) && count < 1,
  });

/** The result of `sessionId`; polled every 10 s while it is being evaluated. */
export function useResult(sessionId: string, locale: string) {
  return useQuery({
    ...resultQueryOptions(sessionId, locale),
    enabled: sessionId !== '',
    refetchInterval: (query) => (isResultNotReady(query.state.error) ? 10_000 : false),
  });
}
