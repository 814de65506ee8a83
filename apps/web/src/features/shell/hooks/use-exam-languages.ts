import { useQuery } from '@tanstack/react-query';
import { type goalsExamsResponse } from '@abhyas/contracts';
import { api, type Decoded } from '../../../lib/api-client.ts';
import { useCurrentProfile } from '../../auth/index.ts';

/**
 * The languages the current profile's exam is offered in (its `supported_languages`, platform.md
 * §4.3), for the header's language chooser: undefined while signed out, without a profile or
 * while loading (then the chooser offers all twelve). Shares the goals-exams query key of the
 * profile form, so an already fetched list is reused.
 */
export function useExamLanguages(locale: string): readonly string[] | undefined {
  const exam = useCurrentProfile()?.profile_details.primary_exam;
  const goals = useQuery({
    queryKey: ['content', 'goals-exams', locale],
    queryFn: async () => (await api<Decoded<typeof goalsExamsResponse>>('/api/content/goals-exams', { query: { locale }, auth: 'none' })).data.goals,
    staleTime: 60 * 60_000,
    enabled: !!exam,
  });
  if (!exam) return undefined;
  return goals.data?.flatMap((g) => g.exams).find((e) => e.code === exam)?.supported_languages;
}
