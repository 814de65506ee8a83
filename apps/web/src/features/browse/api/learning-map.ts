import { queryOptions, useQuery } from '@tanstack/react-query';
import { type learningMapResponse, type LearningMap } from '@abhyas/contracts';
import { api, type Decoded } from '../../../lib/api-client.ts';
import { browseKeys, browsePaths } from './keys.ts';
import { useDeferredQuery } from '../../../lib/deferred-query.ts';

/**
 * GET /api/content/learning-map?exam=&locale= (learning.md §2 homes): the exam's subjects, their
 * chapters (with `videoCount` and `questionCount`) and topics, names in `locale`. 404 for an unknown exam.
 */
export async function fetchLearningMap(exam: string, locale: string): Promise<LearningMap> {
  return (await api<Decoded<typeof learningMapResponse>>(browsePaths.learningMap, { query: { exam, locale } })).data;
}

/** Query options of an exam's learning map; fresh for an hour (the syllabus rarely changes). */
export const learningMapQueryOptions = (exam: string, locale: string) =>
  queryOptions({ queryKey: browseKeys.learningMap(exam, locale), queryFn: () => fetchLearningMap(exam, locale), staleTime: 60 * 60_000 });

/** The learning map of `exam` (disabled while `exam` is empty). */
export function useLearningMap(exam: string, locale: string) {
  return useDeferredQuery(useQuery({ ...learningMapQueryOptions(exam, locale), enabled: exam !== '' }));
}
