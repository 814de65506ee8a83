import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type studentAssignmentResponse,
  type studentAssignmentsResponse,
  type studentClassesResponse,
  type studentClassResponse,
  type StudentAssignment,
  type StudentClass,
} from '@abhyas/contracts';
import { api, currentProfileId, type Decoded } from '../../../lib/api-client.ts';
import { schoolPaths } from './paths.ts';

/**
 * The student's side of schools (issue 23 §1–§2): the classes the profile joined and the work they
 * set. Every call uses the profile (child) token: the family's adults act through the child's
 * profile too (decision 041 "Parents' consent").
 */
const keys = {
  all: () => ['schools', 'student', currentProfileId()] as const,
  classes: () => ['schools', 'student', currentProfileId(), 'classes'] as const,
  assignments: () => ['schools', 'student', currentProfileId(), 'assignments'] as const,
  assignment: (id: string) => ['schools', 'student', currentProfileId(), 'assignments', id] as const,
};

/** GET /api/student/classes: the classes the profile joined. */
export async function fetchStudentClasses(): Promise<StudentClass[]> {
  return (await api<Decoded<typeof studentClassesResponse>>(schoolPaths.studentClasses, { auth: 'child' })).data.data;
}

export function useStudentClasses() {
  return useQuery({ queryKey: keys.classes(), queryFn: fetchStudentClasses });
}

/** GET /api/user-home/assignments: the profile's assignments, newest first, each with its state, due text and link. */
export function useStudentAssignments() {
  return useQuery({
    queryKey: keys.assignments(),
    queryFn: async (): Promise<StudentAssignment[]> =>
      (await api<Decoded<typeof studentAssignmentsResponse>>(schoolPaths.studentAssignments, { auth: 'child' })).data.data,
  });
}

/** GET /api/user-home/assignments/{id}: one assignment (404 when it is not the profile's). */
export function useStudentAssignment(id: string) {
  return useQuery({
    queryKey: keys.assignment(id),
    queryFn: async (): Promise<StudentAssignment> =>
      (await api<Decoded<typeof studentAssignmentResponse>>(schoolPaths.studentAssignment(id), { auth: 'child' })).data.data,
  });
}

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
