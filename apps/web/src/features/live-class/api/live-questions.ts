import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type liveAnswerResponse,
  type livePerformanceResponse,
  type liveQuestionResponse,
  type liveQuestionsResponse,
  type LivePerformance,
  type LiveQuestion,
} from '@abhyas/contracts';
import type { SelectedAnswer } from '@abhyas/domain';
import { api, currentProfileId, type Decoded } from '../../../lib/api-client.ts';

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
      (await api<Decoded<typeof liveQuestionsResponse>>(liveQuestionPaths.questions(id), { query: { locale }, auth: asTeacher ? 'parent' : 'child' })).data
        .data,
  });
}

/** POST …/questions {question_code, seconds} (staff, account token): 423 outside the window, 400 UNKNOWN_QUESTION, 409 ANSWER_KEY_SEALED. */
export function usePushQuestion(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: { question_code: string; seconds: number }): Promise<LiveQuestion> =>
      (await api<Decoded<typeof liveQuestionResponse>>(liveQuestionPaths.questions(id), { method: 'POST', body, auth: 'parent' })).data.data,
    onSettled: () => qc.invalidateQueries({ queryKey: liveQuestionKeys.questionsAll(id, true) }),
  });
}

/** POST …/questions/{questionId}/answer {selected_answer} (a student, profile token): 409 ALREADY_ANSWERED, 410 QUESTION_CLOSED. */
export function useAnswerQuestion(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ questionId, selected }: { questionId: string; selected: SelectedAnswer }): Promise<LiveAnswer> =>
      (
        await api<Decoded<typeof liveAnswerResponse>>(liveQuestionPaths.answer(id, questionId), {
          method: 'POST',
          body: { selected_answer: selected },

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
      (await api<Decoded<typeof livePerformanceResponse>>(liveQuestionPaths.performance(id), { auth: asTeacher ? 'parent' : 'child' })).data.data,
  });
}

/**
 * What the teacher's question search reads of GET /api/search (the contract's `searchResponse`, of
 * which only the hits' code, title and subtitle): a schema of its own, so this screen's chunk does
 * not share the search page's module (the landing page's chunk lists every shared chunk).
 */
/** A question found by the search (GET /api/search?entity=question). */
export type QuestionHit = { code: string; title: string; subtitle: string };

/** GET /api/search?entity=question (account token): bank questions whose words match, for the teacher to push (disabled under 2 characters). */
export function useQuestionSearch(q: string, locale: string) {
  const words = q.trim();
  return useQuery({
    queryKey: ['live-classes', 'staff', 'question-search', words, locale],
    enabled: words.length >= 2,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
    queryFn: async (): Promise<QuestionHit[]> =>
      (await api<{ results: QuestionHit[] }>(liveQuestionPaths.search, { query: { q: words, entity: 'question', size: 8, locale }, auth: 'parent' })).data
        .results,
  });
}
