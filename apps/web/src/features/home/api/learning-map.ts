import { queryOptions, useQuery } from '@tanstack/react-query';
import { learningMapResponse, type LearningMap } from '@abhyas/contracts';
import { api } from '../../../lib/api-client.ts';

/** GET /api/content/learning-map?exam=&locale= (issue #3 §1): the exam's subjects and chapters. */
export async function fetchLearningMap(exam: string, locale: string): Promise<LearningMap> {
  return (await api('/api/content/learning-map', { query: { exam, locale }, schema: learningMapResponse, auth: 'none' })).data;
}

export const learningMapQuery = (exam: string, locale: string) =>
  queryOptions({ queryKey: ['content', 'learning-map', exam, locale], queryFn: () => fetchLearningMap(exam, locale), staleTime: 60 * 60_000 });

export const useLearningMap = (exam: string, locale: string) => useQuery(learningMapQuery(exam, locale));
