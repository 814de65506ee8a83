import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  type assignmentReportResponse,
  type classDetailResponse,
  type classesResponse,
  type classMasteryResponse,
  type classTestResponse,
  type classTestsResponse,
  type institutesResponse,
  type instituteMembersResponse,
  type liveClassesResponse,
  type teacherAssignmentsResponse,
  type addStaffBody,
  type ClassDetail,
  type ClassMastery,
  type ClassSummary,
  type ClassTest,
  type createClassTestBody,
  type createAssignmentBody,
  type createClassBody,
  type createInstituteBody,
  type createLiveClassBody,
  type Institute,
  type InstituteMember,
  type LiveClass,
  type TeacherAssignment,
} from '@abhyas/contracts';
import { api, type Decoded } from '../../../lib/api-client.ts';
import { schoolPaths } from './paths.ts';

/**
 * The staff's side of schools (issue 23; decision 041): institutes, staff, classes, assignments,
 * the class's mastery and its live classes. Every call uses the account token (`auth: 'parent'`):
 * staff are accounts, not profiles. A mutation invalidates the lists it changes.
 */
export const staffKeys = {
  all: ['schools', 'staff'] as const,
  institutes: ['schools', 'staff', 'institutes'] as const,
  members: (instituteId: string) => ['schools', 'staff', 'institutes', instituteId, 'members'] as const,
  classes: ['schools', 'staff', 'classes'] as const,
  classDetail: (classId: string) => ['schools', 'staff', 'classes', classId] as const,
  assignments: (classId: string) => ['schools', 'staff', 'classes', classId, 'assignments'] as const,
  tests: (classId: string) => ['schools', 'staff', 'classes', classId, 'tests'] as const,
  report: (assignmentId: string) => ['schools', 'staff', 'report', assignmentId] as const,
  mastery: (classId: string) => ['schools', 'staff', 'classes', classId, 'mastery'] as const,
  liveClasses: (classId: string) => ['schools', 'staff', 'classes', classId, 'live'] as const,
};

const parent = 'parent' as const;

/** GET /api/institutes: the institutes the account is a member of, with its role in each. */
export function useInstitutes() {
  return useQuery({
    queryKey: staffKeys.institutes,
    queryFn: async (): Promise<Institute[]> => (await api<Decoded<typeof institutesResponse>>(schoolPaths.institutes, { auth: parent })).data.data,
  });
}

/** POST /api/institutes: a new institute; the caller becomes its first admin. */
export function useCreateInstitute() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: z.input<typeof createInstituteBody>) => {
      await api(schoolPaths.institutes, { method: 'POST', body, auth: parent });
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: staffKeys.institutes }),
  });
}

/** GET /api/institutes/{id}/staff: the institute's staff (members only). */
export function useMembers(instituteId: string | null) {
  return useQuery({
    queryKey: staffKeys.members(instituteId ?? ''),
    enabled: instituteId !== null,
    queryFn: async (): Promise<InstituteMember[]> =>
      (await api<Decoded<typeof instituteMembersResponse>>(schoolPaths.staff(instituteId!), { auth: parent })).data.data,
  });
}

/** POST /api/institutes/{id}/staff (admins): adds an account by its e-mail or mobile (404 ACCOUNT_NOT_FOUND, 409 ALREADY_MEMBER). */
export function useAddStaff(instituteId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: z.input<typeof addStaffBody>) => {
      await api(schoolPaths.staff(instituteId), { method: 'POST', body, auth: parent });
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: staffKeys.members(instituteId) }),
  });
}

/** DELETE /api/institutes/{id}/staff/{userId} (admins). */
export function useRemoveStaff(instituteId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (userId: string) => {
      await api(schoolPaths.staffMember(instituteId, userId), { method: 'DELETE', auth: parent });
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: staffKeys.members(instituteId) }),
  });
}

/** GET /api/classes: the classes the account teaches, and every class of the institutes it administers. */
export function useClasses() {
  return useQuery({
    queryKey: staffKeys.classes,
    queryFn: async (): Promise<ClassSummary[]> => (await api<Decoded<typeof classesResponse>>(schoolPaths.classes, { auth: parent })).data.data,
  });
}

/** POST /api/institutes/{id}/classes: a class (an admin may name its teacher). */
export function useCreateClass() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ instituteId, body }: { instituteId: string; body: z.input<typeof createClassBody> }) => {
      await api(schoolPaths.instituteClasses(instituteId), { method: 'POST', body, auth: parent });
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: staffKeys.classes }),
  });
}

/** GET /api/classes/{id}: the class with its join code and roster. */
export function useClassDetail(classId: string) {
  return useQuery({
    queryKey: staffKeys.classDetail(classId),
    queryFn: async (): Promise<ClassDetail> => (await api<Decoded<typeof classDetailResponse>>(schoolPaths.classDetail(classId), { auth: parent })).data.data,
  });
}

/** POST /api/classes/{id}/join-code: a new join code (the old one stops working at once). */
export function useNewJoinCode(classId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await api(schoolPaths.joinCode(classId), { method: 'POST', body: {}, auth: parent });
    },
    onSuccess: () =>
      Promise.all([qc.invalidateQueries({ queryKey: staffKeys.classDetail(classId) }), qc.invalidateQueries({ queryKey: staffKeys.classes, exact: true })]),
  });
}

/** DELETE /api/classes/{id}/students/{profileId}: takes a student out of the class. */
export function useRemoveStudent(classId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (profileId: string) => {
      await api(schoolPaths.classStudent(classId, profileId), { method: 'DELETE', auth: parent });
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: staffKeys.classDetail(classId) }),
  });
}

/** GET /api/classes/{id}/assignments: the class's assignments with how many students completed each. */
export function useClassAssignments(classId: string) {
  return useQuery({
    queryKey: staffKeys.assignments(classId),
    queryFn: async (): Promise<TeacherAssignment[]> =>
      (await api<Decoded<typeof teacherAssignmentsResponse>>(schoolPaths.classAssignments(classId), { auth: parent })).data.data,
  });
}

/** POST /api/classes/{id}/assignments (400 DUE_BEFORE_START, SPAN_TOO_LONG, DUE_IN_PAST, UNKNOWN_TARGET). */
export function useCreateAssignment(classId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: z.input<typeof createAssignmentBody>) => {
      await api(schoolPaths.classAssignments(classId), { method: 'POST', body, auth: parent });
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: staffKeys.assignments(classId) }),
  });
}

/** GET /api/classes/{id}/tests: the tests built for the class, newest first (issue 23 §2). */
export function useClassTests(classId: string, enabled = true) {
  return useQuery({
    queryKey: staffKeys.tests(classId),
    enabled,
    queryFn: async (): Promise<ClassTest[]> => (await api<Decoded<typeof classTestsResponse>>(schoolPaths.classTests(classId), { auth: parent })).data.data,
  });
}

/** POST /api/classes/{id}/tests: builds a test for the class from chosen chapters; resolves to the new test (code, name, counts). 400 UNKNOWN_CHAPTER, 409 NOT_ENOUGH_QUESTIONS. */
export function useCreateClassTest(classId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: z.input<typeof createClassTestBody>) =>
      (await api<Decoded<typeof classTestResponse>>(schoolPaths.classTests(classId), { method: 'POST', body, auth: parent })).data.data,
    onSuccess: () => qc.invalidateQueries({ queryKey: staffKeys.tests(classId) }),
  });
}

/** DELETE /api/assignments/{id}. */
export function useDeleteAssignment(classId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (assignmentId: string) => {
      await api(schoolPaths.assignment(assignmentId), { method: 'DELETE', auth: parent });
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: staffKeys.assignments(classId) }),
  });
}

/** GET /api/assignments/{id}/report: each student's status, completion, lateness, score and accuracy. */
export function useAssignmentReport(assignmentId: string) {
  return useQuery({
    queryKey: staffKeys.report(assignmentId),
    queryFn: async () => (await api<Decoded<typeof assignmentReportResponse>>(schoolPaths.assignmentReport(assignmentId), { auth: parent })).data.data,
  });
}

/** GET /api/classes/{id}/mastery: chapter means over the class and the questions it gets wrong most. */
export function useClassMastery(classId: string) {
  return useQuery({
    queryKey: staffKeys.mastery(classId),
    queryFn: async (): Promise<ClassMastery> => (await api<Decoded<typeof classMasteryResponse>>(schoolPaths.mastery(classId), { auth: parent })).data.data,
  });
}

/** GET /api/classes/{id}/live-classes: the class's scheduled live classes. */
export function useClassLiveClasses(classId: string) {
  return useQuery({
    queryKey: staffKeys.liveClasses(classId),
    queryFn: async (): Promise<LiveClass[]> =>
      (await api<Decoded<typeof liveClassesResponse>>(schoolPaths.classLiveClasses(classId), { auth: parent })).data.data,
  });
}

/** POST /api/classes/{id}/live-classes (400 STARTS_IN_PAST). */
export function useCreateLiveClass(classId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: z.input<typeof createLiveClassBody>) => {
      await api(schoolPaths.classLiveClasses(classId), { method: 'POST', body, auth: parent });
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: staffKeys.liveClasses(classId) }),
  });
}

/** DELETE /api/live-classes/{id}: cancels a live class. */
/** PUT /api/live-classes/{id}/recording: the ended class's recording link (https), or null to take it away. 409 LIVE_CLASS_NOT_ENDED. */
export function useSetRecording(classId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ liveClassId, url }: { liveClassId: string; url: string | null }) => {
      await api(schoolPaths.liveClassRecording(liveClassId), { method: 'PUT', body: { recording_url: url }, auth: parent });
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: staffKeys.liveClasses(classId) }),
  });
}

/** DELETE /api/live-classes/{id}: cancels the live class. */
export function useDeleteLiveClass(classId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (liveClassId: string) => {
      await api(schoolPaths.liveClass(liveClassId), { method: 'DELETE', auth: parent });
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: staffKeys.liveClasses(classId) }),
  });
}
