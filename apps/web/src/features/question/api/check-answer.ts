import { useMutation } from '@tanstack/react-query';
import { type questionCheckResponse, type QuestionCheckResult } from '@abhyas/contracts';
import type { Response } from '@abhyas/domain';
import { api, type Decoded } from '../../../lib/api-client.ts';

/** What the question page sends to be checked. */
export interface CheckAnswerInput {
  response: Response;
  locale: string;
}

/**
 * POST /api/v1/questions/{code}/check with `{ response, locale }`: correctness (1 correct, between
 * 0 and 1 for partly right multi-part answers), `invalid` / `needsReview` flags, then the key, hints,
 * full solution and solve-with-us steps in `locale`. Throws `ApiError` (400 `RESPONSE_DOES_NOT_FIT`
 * when the response kind does not suit the question, 404 for an unknown code, 409
 * `ANSWER_KEY_SEALED` while a test seals it, decision 017).
 */
export async function checkQuestionAnswer(code: string, input: CheckAnswerInput): Promise<QuestionCheckResult> {
  const path = `/api/v1/questions/${encodeURIComponent(code)}/check`;
  return (await api<Decoded<typeof questionCheckResponse>>(path, { method: 'POST', body: input, auth: 'parent' })).data;
}

/** Mutation checking a response to question `code`. */
export function useCheckAnswer(code: string) {
  return useMutation({ mutationFn: (input: CheckAnswerInput) => checkQuestionAnswer(code, input) });
}
