import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type diagnosticCreateResponse,
  type diagnosticGetResponse,
  type diagnosticListResponse,
  type DiagnosticList,
  type DiagnosticSummary,
} from '@abhyas/contracts';
import { api, currentProfileId, type Decoded } from '../../../lib/api-client.ts';

/** API paths of the diagnostic test (learning.md §7 Achieve; docs/api.md "Diagnostic test"). */
export const diagnosticPaths = {
  list: '/api/diagnostic-tests',
  one: (id: string) => `/api/diagnostic-tests/${encodeURIComponent(id)}`,
};

/** The exam a diagnostic call is about (the active profile's). */
export interface DiagnosticExam {
  examCode: string;
  goalCode: string;
  locale: string;
}

const keys = {
  list: (e: DiagnosticExam) => ['diagnostic', 'list', currentProfileId(), e.examCode, e.goalCode, e.locale] as const,
  one: (id: string, locale: string) => ['diagnostic', 'one', currentProfileId(), id, locale] as const,
};

/** GET /api/diagnostic-tests: subjects, rules and the profile's diagnostics (newest first). Child token. */
export async function fetchDiagnostics(e: DiagnosticExam): Promise<DiagnosticList> {
  return (
    await api<Decoded<typeof diagnosticListResponse>>(diagnosticPaths.list, { query: { exam: e.examCode, goal: e.goalCode, locale: e.locale }, auth: 'child' })
  ).data.data;
}

/** GET /api/diagnostic-tests/{id}: one diagnostic by its id or its test session's id (404 DIAGNOSTIC_NOT_FOUND). Child token. */
export async function fetchDiagnostic(id: string, locale: string): Promise<DiagnosticSummary> {
  return (await api<Decoded<typeof diagnosticGetResponse>>(diagnosticPaths.one(id), { query: { locale }, auth: 'child' })).data.data;
}

/** POST /api/diagnostic-tests: a new diagnostic of the chosen subjects (or the open one). Child token. */
export async function createDiagnostic(e: DiagnosticExam, subjects: string[]): Promise<DiagnosticSummary> {
  return (
    await api<Decoded<typeof diagnosticCreateResponse>>(diagnosticPaths.list, {
      method: 'POST',
      body: { exam_code: e.examCode, goal_code: e.goalCode, subjects, locale: e.locale },

      auth: 'child',
    })
  ).data.data;
}

/** The exam's diagnostics (disabled without an exam). */
export function useDiagnostics(e: DiagnosticExam) {
  return useQuery(queryOptions({ queryKey: keys.list(e), queryFn: () => fetchDiagnostics(e), enabled: e.examCode !== '' }));
}

/** One diagnostic; while it is being scored (finished without a result) it is asked again every 2 s. */
export function useDiagnostic(id: string, locale: string) {
  return useQuery(
    queryOptions({
      queryKey: keys.one(id, locale),
      queryFn: () => fetchDiagnostic(id, locale),
      refetchInterval: (q) => (q.state.data && q.state.data.status === 'FINISHED' && q.state.data.subjects.length === 0 ? 2000 : false),
    }),
  );
}

/** Starts a diagnostic; the list is fetched again after. */
export function useCreateDiagnostic(e: DiagnosticExam) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (subjects: string[]) => createDiagnostic(e, subjects),
    onSettled: () => client.invalidateQueries({ queryKey: ['diagnostic'] }),
  });
}
