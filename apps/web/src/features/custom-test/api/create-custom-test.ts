import { type customTestResponse, type CustomTestBody } from '@abhyas/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, type Decoded } from '../../../lib/api-client.ts';
import { customTestKeys, customTestPaths } from './paths.ts';

export type CreatedTest = z.infer<typeof customTestResponse>;

/**
 * POST /api/v1/test/custom with the profile token (learning.md §3 Create-your-own-test): generates
 * a test from the chosen chapters and returns its `code`, sections and marks. Throws `ApiError`:
 * 400 UNKNOWN_CHAPTER (details name `subjects[i].chapters[j]`), 409 NOT_ENOUGH_QUESTIONS.
 */
export async function createCustomTest(body: CustomTestBody): Promise<CreatedTest> {
  return (await api<Decoded<typeof customTestResponse>>(customTestPaths.custom, { method: 'POST', body, auth: 'child' })).data;
}

/** The create mutation; on success every list of mock tests is refetched (the new test is in it). */
export function useCreateCustomTest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createCustomTest,
    onSuccess: () => client.invalidateQueries({ queryKey: customTestKeys.mocktests }),
  });
}
