import {
  type achieveFormResponse,
  type achieveTargetResponse,
  type examUserMetadataResponse,
  type AchieveForm,
  type AchieveTarget,
  type AchieveTargetBody,
  type ExamUserMetadata,
} from '@abhyas/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Decoded } from '../../../lib/api-client.ts';
import { achieveKeys, achievePaths } from './paths.ts';

/**
 * GET /api/achieve/form/diagnostic with the profile token: the plan-your-target questions for the
 * exam (with the stored answers). Throws `ApiError` (404 EXAM_NOT_FOR_PROFILE, 400 naming a field).
 */
export async function fetchTargetForm(goal: string, exam: string, locale: string): Promise<AchieveForm> {
  return (await api<Decoded<typeof achieveFormResponse>>(achievePaths.form, { query: { goal_code: goal, exam_code: exam, locale }, auth: 'child' })).data.data;
}

/** The questionnaire of the profile's exam (disabled while the exam is unknown). */
export function useTargetForm(goal: string, exam: string, locale: string) {
  return useQuery({ queryKey: achieveKeys.form(goal, exam, locale), queryFn: () => fetchTargetForm(goal, exam, locale), enabled: exam !== '' && goal !== '' });
}

/** GET /api/achieve/exam-user-metadata with the profile token: the exam's name and the stored target, if any. */
export async function fetchExamUserMetadata(goal: string, exam: string, locale: string): Promise<ExamUserMetadata> {
  return (
    await api<Decoded<typeof examUserMetadataResponse>>(achievePaths.examUserMetadata, { query: { goal_code: goal, exam_code: exam, locale }, auth: 'child' })
  ).data.data;
}

/** The exam's metadata and target for the landing page (disabled while the exam is unknown). */
export function useExamUserMetadata(goal: string, exam: string, locale: string) {
  return useQuery({
    queryKey: achieveKeys.metadata(goal, exam, locale),
    queryFn: () => fetchExamUserMetadata(goal, exam, locale),
    enabled: exam !== '' && goal !== '',
  });
}

/** PUT /api/achieve/target with the profile token: stores the answers as the target. 400 names the wrong answer in `details[0].path`. */
export async function saveTarget(body: AchieveTargetBody): Promise<AchieveTarget> {
  const saved = (await api<Decoded<typeof achieveTargetResponse>>(achievePaths.target, { method: 'PUT', body, auth: 'child' })).data.data;
  if (!saved) throw new Error('The server answered no target.');
  return saved;
}

/** The save mutation; on success every Achieve query is refetched (the landing shows the new target). */
export function useSaveTarget() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveTarget, onSuccess: () => client.invalidateQueries({ queryKey: achieveKeys.all }) });
}
