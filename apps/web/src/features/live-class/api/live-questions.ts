import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  liveAnswerResponse,
  livePerformanceResponse,
  liveQuestionResponse,
  liveQuestionsResponse,
  type LivePerformance,
  type LiveQuestion,
} from '@abhyas/contracts';
import type { SelectedAnswer } from '@abhyas/domain';
import { z } from 'zod';
import { api, currentProfileId } from '../../../lib/api-client.ts';

/** A student's answer to a pushed question (right or not, and how long it took). */
export type LiveAnswer = NonNullable<LiveQuestion['mine']>;

const enc = encodeURIComponent;

/** API paths of a live class's quick questions (issue 23 §3; decision 041). */
export const liveQuestionPaths = {
  questions: (id: string) => `/api/live-classes/${enc(id)}/questions`,
  answer: (id: string, questionId: string) => `/api/live-classes/${enc(id)}/questions/${enc(questionId)}/answer`,
  events: (id: string) => `/api/live-classes/${enc(id)}/events`,
  performance: (id: string) => `/api/live-classes/${enc(id)}/performance`,
  search: '/api/search',
};

/** Staff (the account) and each student (the profile) see different answers: their cache entries stay apart. */
const who = (asTeacher: boolean) => (asTeacher ? 'staff' : currentProfileId());

export const liveQuestionKeys = {
  questions: (id: string, asTeacher: boolean, locale: string) => ['live-classes', who(asTeacher), 'questions', id, locale] as const,
  /** Every language of the questions (what an event makes stale). */
  questionsAll: (id: string, asTeacher: boolean) => ['live-classes', who(asTeacher), 'questions', id] as const,
  performance: (id: string, asTeacher: boolean) => ['live-classes', who(asTeacher), 'performance', id] as const,
};

/**
 * GET /api/live-classes/{id}/questions?locale=: newest first. A student's carry `mine` (their answer),
 * the staff's the counts; `answer_key` once a question has closed. Kept fresh by the events stream.
 */
export function useLiveQuestions(id: string, asTeacher: boolean, locale: string, enabled = true) {
  return useQuery({
    queryKey: liveQuestionKeys.questions(id, asTeacher, locale),
    enabled: enabled && id !== '',
    placeholderData: keepPreviousData,
    queryFn: async (): Promise<LiveQuestion[]> =>
      (await api(liveQuestionPaths.questions(id), { query: { locale }, schema: liveQuestionsResponse, auth: asTeacher ? 'parent' : 'child' })).data.data,
  });
}

/** POST …/questions {question_code, seconds} (staff, account token): 423 outside the window, 400 UNKNOWN_QUESTION, 409 ANSWER_KEY_SEALED. */
export function usePushQuestion(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: { question_code: string; seconds: number }): Promise<LiveQuestion> =>
      (await api(liveQuestionPaths.questions(id), { method: 'POST', body, schema: liveQuestionResponse, auth: 'parent' })).data.data,
    onSettled: () => qc.invalidateQueries({ queryKey: liveQuestionKeys.questionsAll(id, true) }),
  });
}

/** POST …/questions/{questionId}/answer {selected_answer} (a student, profile token): 409 ALREADY_ANSWERED, 410 QUESTION_CLOSED. */
export function useAnswerQuestion(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ questionId, selected }: { questionId: string; selected: SelectedAnswer }): Promise<LiveAnswer> =>
      (
        await api(liveQuestionPaths.answer(id, questionId), {
          method: 'POST',
          body: { selected_answer: selected },
          schema: liveAnswerResponse,
          auth: 'child',
        })
      ).data.data,
    onSettled: () => qc.invalidateQueries({ queryKey: liveQuestionKeys.questionsAll(id, false) }),
  });
}

/** GET /api/live-classes/{id}/performance: a student's own answers, or (staff) a row per student. */
export function useLivePerformance(id: string, asTeacher: boolean) {
  return useQuery({
    queryKey: liveQuestionKeys.performance(id, asTeacher),
    enabled: id !== '',
    queryFn: async (): Promise<LivePerformance> =>
      (await api(liveQuestionPaths.performance(id), { schema: livePerformanceResponse, auth: asTeacher ? 'parent' : 'child' })).data.data,
  });
}

/**
 * What the teacher's question search reads of GET /api/search (the contract's `searchResponse`, of
 * which only the hits' code, title and subtitle): a schema of its own, so this screen's chunk does
 * not share the search page's module (the landing page's chunk lists every shared chunk).
 */
const questionHits = z.object({ results: z.array(z.object({ code: z.string(), title: z.string(), subtitle: z.string() })) });
export type QuestionHit = z.infer<typeof questionHits>['results'][number];

/** GET /api/search?entity=question (account token): bank questions whose words match, for the teacher to push (disabled under 2 characters). */
export function useQuestionSearch(q: string, locale: string) {
  const words = q.trim();
  return useQuery({
    queryKey: ['live-classes', 'staff', 'question-search', words, locale],
    enabled: words.length >= 2,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
    queryFn: async (): Promise<QuestionHit[]> =>
      (await api(liveQuestionPaths.search, { query: { q: words, entity: 'question', size: 8, locale }, schema: questionHits, auth: 'parent' })).data.results,
  });
}
