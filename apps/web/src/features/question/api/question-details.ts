import { queryOptions, useQuery } from '@tanstack/react-query';
import { type publicQuestionSchema, type PublicQuestion } from '@abhyas/contracts';
import { api, type Decoded } from '../../../lib/api-client.ts';
import { answerSealOf } from '../../../lib/answer-seal.ts';

/** TanStack Query keys of the question calls. */
export const questionKeys = {
  all: ['questions'] as const,
  details: (code: string, locale: string) => ['questions', 'details', code, locale] as const,
};

/**
 * GET /api/v1/questions/{code}/details?locale= (learning.md §7 Tests): the question as the student
 * sees it before answering (`PublicQuestion`: no key, hints or solution), in `locale` when written
 * in it. Throws `ApiError` (404 `QUESTION_NOT_FOUND` for an unknown code, 401 when signed out, 409
 * `ANSWER_KEY_SEALED` while a test seals it, decision 017).
 */
export async function fetchQuestionDetails(code: string, locale: string): Promise<PublicQuestion> {
  const path = `/api/v1/questions/${encodeURIComponent(code)}/details`;
  return (await api<Decoded<typeof publicQuestionSchema>>(path, { query: { locale }, auth: 'parent' })).data;
}

/** Query options of a question's details; kept fresh for 10 minutes (questions rarely change); a sealed one is not retried. */
export const questionDetailsQueryOptions = (code: string, locale: string) =>
  queryOptions({
    queryKey: questionKeys.details(code, locale),
    queryFn: () => fetchQuestionDetails(code, locale),
    staleTime: 10 * 60_000,
    retry: (count, error) => !answerSealOf(error) && count < 1,
  });

/** The question `code` in `locale`. */
export function useQuestionDetails(code: string, locale: string) {
  return useQuery(questionDetailsQueryOptions(code, locale));
}
