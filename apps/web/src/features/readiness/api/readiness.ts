import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type futureSuccessResponse,
  type readinessHistoryResponse,
  type readinessResponse,
  type FutureSuccess,
  type ReadinessHistory,
  type ReadinessView,
} from '@abhyas/contracts';
import { api, currentProfileId, type Decoded } from '../../../lib/api-client.ts';

/** API paths of readiness (learning.md §7 Achieve; docs/api.md "Readiness and future success"). */
export const readinessPaths = {
  current: '/api/achieve/readiness/current',
  history: '/api/achieve/readiness/history',
  futureSuccess: '/api/futureSuccess',
};

/** The exam a readiness call is about (the active profile's). */
export interface ReadinessExam {
  examCode: string;
  goalCode: string;
  locale: string;
}

const keys = {
  current: (e: ReadinessExam) => ['readiness', 'current', currentProfileId(), e.examCode, e.goalCode, e.locale] as const,
  history: (e: ReadinessExam) => ['readiness', 'history', currentProfileId(), e.examCode, e.goalCode] as const,
  future: (e: ReadinessExam) => ['readiness', 'future', currentProfileId(), e.examCode, e.goalCode, e.locale] as const,
};
const FRESH_MS = 60_000;

/** GET /api/achieve/readiness/current: the predicted score, its interval and parts. Child token. */
export async function fetchReadiness(e: ReadinessExam): Promise<ReadinessView> {
  return (
    await api<Decoded<typeof readinessResponse>>(readinessPaths.current, {
      query: { exam_code: e.examCode, goal_code: e.goalCode, locale: e.locale },
      auth: 'child',
    })
  ).data;
}

/** GET /api/achieve/readiness/history: the track record. Child token. */
export async function fetchReadinessHistory(e: ReadinessExam): Promise<ReadinessHistory> {
  return (
    await api<Decoded<typeof readinessHistoryResponse>>(readinessPaths.history, { query: { exam_code: e.examCode, goal_code: e.goalCode }, auth: 'child' })
  ).data;
}

/** GET /api/futureSuccess: rank range and the three what-if chapters. Child token. */
export async function fetchFutureSuccess(e: ReadinessExam): Promise<FutureSuccess> {
  return (
    await api<Decoded<typeof futureSuccessResponse>>(readinessPaths.futureSuccess, {
      query: { exam_name: e.examCode, goal_name: e.goalCode, locale: e.locale },

      auth: 'child',
    })
  ).data;
}

/** The prediction (disabled without an exam). */
export function useReadiness(e: ReadinessExam) {
  return useQuery(queryOptions({ queryKey: keys.current(e), queryFn: () => fetchReadiness(e), staleTime: FRESH_MS, enabled: e.examCode !== '' }));
}

/** The track record (disabled without an exam). */
export function useReadinessHistory(e: ReadinessExam) {
  return useQuery(queryOptions({ queryKey: keys.history(e), queryFn: () => fetchReadinessHistory(e), staleTime: FRESH_MS, enabled: e.examCode !== '' }));
}

/** Future success (disabled without an exam). */
export function useFutureSuccess(e: ReadinessExam) {
  return useQuery(queryOptions({ queryKey: keys.future(e), queryFn: () => fetchFutureSuccess(e), staleTime: FRESH_MS, enabled: e.examCode !== '' }));
}
