import { queryOptions, useQuery } from '@tanstack/react-query';
import { type goalsExamsResponse, type GoalEntry } from '@abhyas/contracts';
import { api, type Decoded } from '../../../lib/api-client.ts';

/** GET /api/content/goals-exams?locale= (platform.md §7.5): goals with their exams. */
export async function fetchGoalsExams(locale: string): Promise<GoalEntry[]> {
  return (await api<Decoded<typeof goalsExamsResponse>>('/api/content/goals-exams', { query: { locale }, auth: 'none' })).data.goals;
}

export const goalsExamsQueryOptions = (locale: string) =>
  queryOptions({ queryKey: ['content', 'goals-exams', locale], queryFn: () => fetchGoalsExams(locale), staleTime: 60 * 60_000 });

export function useGoalsExams(locale: string) {
  return useQuery(goalsExamsQueryOptions(locale));
}
