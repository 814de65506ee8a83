import { type questionnaireResponse, type Questionnaire, type QuestionnaireBody } from '@abhyas/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, currentProfileId, type Decoded } from '../../../lib/api-client.ts';

/** API path of the achieve-test questionnaire (learning.md §4 Session flow; docs/api.md "Achieve-test questionnaire"). */
export const questionnairePath = '/api/achieve/questionnaire';

/** The query key of one session's questionnaire. */
export const questionnaireKey = (sessionId: string) => ['journey', 'questionnaire', currentProfileId(), sessionId] as const;

/** GET /api/achieve/questionnaire: the finished session's facts (skipped questions) and the stored answer. 404 UNKNOWN_SESSION, 409 TEST_NOT_FINISHED. */
export async function fetchQuestionnaire(sessionId: string): Promise<Questionnaire> {
  return (await api<Decoded<typeof questionnaireResponse>>(questionnairePath, { query: { session_id: sessionId }, auth: 'child' })).data.data;
}

/** POST /api/achieve/questionnaire: stores (or replaces) the answer. 400 naming the field. */
export async function saveQuestionnaire(body: QuestionnaireBody): Promise<Questionnaire> {
  return (await api<Decoded<typeof questionnaireResponse>>(questionnairePath, { method: 'POST', body, auth: 'child' })).data.data;
}

/** The session's questionnaire (disabled without a session id); not retried on a 4xx. */
export function useQuestionnaire(sessionId: string) {
  return useQuery({
    queryKey: questionnaireKey(sessionId),
    queryFn: () => fetchQuestionnaire(sessionId),
    enabled: sessionId !== '',
    retry: (count, error) => count < 2 && !(error as { status?: number }).status?.toString().startsWith('4'),
  });
}

/** Save as a mutation; the answer is put in the query's cache. */
export function useSaveQuestionnaire() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveQuestionnaire,
    onSuccess: (data) => client.setQueryData(questionnaireKey(data.session_id), data),
  });
}
