import { useQuery } from '@tanstack/react-query';
import {
  type studentAssignmentResponse,
  type studentAssignmentsResponse,
  type studentClassesResponse,
  type StudentAssignment,
  type StudentClass,
} from '@abhyas/contracts';
import { api, currentProfileId, type Decoded } from '../../../lib/api-client.ts';
import { schoolPaths } from './paths.ts';

/**
 * The student's side of schools (issue 23 §1–§2): the classes the profile joined and the work they
 * set (reads; joining, leaving and marking done are in student-actions.ts, so the exam homes'
 * assignment tiles carry no mutation code). Every call uses the profile (child) token: the family's
 * adults act through the child's profile too (decision 041 "Parents' consent").
 */
export const studentKeys = {
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
  return useQuery({ queryKey: studentKeys.classes(), queryFn: fetchStudentClasses });
}

/** GET /api/user-home/assignments: the profile's assignments, newest first, each with its state, due text and link. */
export function useStudentAssignments() {
  return useQuery({
    queryKey: studentKeys.assignments(),
    queryFn: async (): Promise<StudentAssignment[]> =>
      (await api<Decoded<typeof studentAssignmentsResponse>>(schoolPaths.studentAssignments, { auth: 'child' })).data.data,
  });
}

/** GET /api/user-home/assignments/{id}: one assignment (404 when it is not the profile's). */
export function useStudentAssignment(id: string) {
  return useQuery({
    queryKey: studentKeys.assignment(id),
    queryFn: async (): Promise<StudentAssignment> =>
      (await api<Decoded<typeof studentAssignmentResponse>>(schoolPaths.studentAssignment(id), { auth: 'child' })).data.data,
  });
}
