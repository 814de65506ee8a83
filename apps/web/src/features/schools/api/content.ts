import { useQuery } from '@tanstack/react-query';
import {
  type chapterSummarySchema,
  type goalsExamsResponse,
  type learningMapResponse,
  type mocktestListSchema,
  type ChapterSummary,
  type GoalEntry,
  type LearningMap,
  type MocktestList,
} from '@abhyas/contracts';
import { api, type Decoded } from '../../../lib/api-client.ts';
import { schoolPaths } from './paths.ts';

/**
 * The content a teacher chooses from: the exams (a class's exam), the exam's learning map (a
 * practice assignment's chapter, a live class's chapter) and its tests (a test assignment). The
 * first two share their query keys with the profile and browse screens, so a cached answer is reused.
 */
const HOUR = 60 * 60_000;

/** GET /api/content/goals-exams?locale=: the goals with their exams. */
export function useGoalsExams(locale: string) {
  return useQuery({
    queryKey: ['content', 'goals-exams', locale],
    staleTime: HOUR,
    queryFn: async (): Promise<GoalEntry[]> =>
      (await api<Decoded<typeof goalsExamsResponse>>(schoolPaths.goalsExams, { query: { locale }, auth: 'none' })).data.goals,
  });
}

/** GET /api/content/learning-map?exam=&locale=: the exam's subjects and chapters (disabled while `exam` is empty). */
export function useLearningMap(exam: string, locale: string) {
  return useQuery({
    queryKey: ['content', 'learning-map', exam, locale],
    staleTime: HOUR,
    enabled: exam !== '',
    queryFn: async (): Promise<LearningMap> => (await api<Decoded<typeof learningMapResponse>>(schoolPaths.learningMap, { query: { exam, locale } })).data,
  });
}

/** GET /api/content/mocktests?exam=&locale= with the account token: every test of the exam, no profile's statuses. */
export function useExamTests(exam: string, locale: string) {
  return useQuery({
    queryKey: ['schools', 'content', 'mocktests', exam, locale],
    staleTime: HOUR,
    enabled: exam !== '',
    queryFn: async (): Promise<MocktestList> =>
      (await api<Decoded<typeof mocktestListSchema>>(schoolPaths.mocktests, { query: { exam, locale }, auth: 'parent' })).data,
  });
}

/** GET /api/content/chapters/{code}?locale= with the account token: the chapter's videos and the books that hold it (a video or book assignment's pickers; disabled while `chapter` is empty). */
export function useChapterContent(chapter: string, locale: string) {
  return useQuery({
    queryKey: ['schools', 'content', 'chapter', chapter, locale],
    staleTime: HOUR,
    enabled: chapter !== '',
    queryFn: async (): Promise<ChapterSummary> =>
      (await api<Decoded<typeof chapterSummarySchema>>(schoolPaths.chapter(chapter), { query: { locale }, auth: 'parent' })).data,
  });
}
