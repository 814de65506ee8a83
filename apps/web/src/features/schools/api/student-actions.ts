import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { studentClassResponse, StudentClass } from '@abhyas/contracts';
import { api, type Decoded } from '../../../lib/api-client.ts';
import { schoolPaths } from './paths.ts';
import { studentKeys as keys } from './student.ts';

/*
 * The student's actions in schools (issue 23 §1–§2): join and leave a class, mark a book assignment
 * done. Each refreshes the student's classes and assignments. Profile (child) token.
 */

/**
 * POST /api/classes/join {code}: the profile joins the class with this code (404 CLASS_NOT_FOUND,
 * 409 ALREADY_IN_CLASS). Resolves to the class joined, or null when the answer does not name it.
 */
export function useJoinClass() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (code: string): Promise<StudentClass | null> => {
      const { data } = await api<Partial<Decoded<typeof studentClassResponse>> | undefined>(schoolPaths.join, {
        method: 'POST',
        body: { code },
        auth: 'child',
      });
      return data?.data ?? null;
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.all() }),
  });
}

/** DELETE /api/student/classes/{classId}: the profile leaves the class (its assignments go with it). */
export function useLeaveClass() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (classId: string) => {
      await api(schoolPaths.studentClass(classId), { method: 'DELETE', auth: 'child' });
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.all() }),
  });
}

/** POST /api/user-home/assignments/{id}/done: a book assignment marked done by the student. */
export function useMarkDone(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await api(schoolPaths.assignmentDone(id), { method: 'POST', body: {}, auth: 'child' });
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.all() }),
  });
}
