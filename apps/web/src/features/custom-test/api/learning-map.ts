import { type learningMapResponse, type LearningMap } from '@abhyas/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Decoded } from '../../../lib/api-client.ts';
import { customTestKeys, customTestPaths } from './paths.ts';

/**
 * GET /api/content/learning-map?exam=&locale= (learning.md §3 Create-your-own-test): the exam's
 * subjects and their chapters (with `questionCount`), names in `locale`. 404 for an unknown exam.
 */
export async function fetchSyllabus(exam: string, locale: string): Promise<LearningMap> {
  return (await api<Decoded<typeof learningMapResponse>>(customTestPaths.learningMap, { query: { exam, locale } })).data;
}

/** Query options of the syllabus; fresh for an hour (it rarely changes). Same key as the learn homes, so the cache is shared. */
export const syllabusQueryOptions = (exam: string, locale: string) =>
  queryOptions({ queryKey: customTestKeys.learningMap(exam, locale), queryFn: () => fetchSyllabus(exam, locale), staleTime: 60 * 60_000 });

/** The subjects and chapters of `exam` (disabled while `exam` is empty). */
export function useSyllabus(exam: string, locale: string) {
  return useQuery({ ...syllabusQueryOptions(exam, locale), enabled: exam !== '' });
}
