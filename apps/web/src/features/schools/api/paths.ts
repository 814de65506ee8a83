/** API paths of schools and coaching institutes (issue 23; docs/decisions/041-schools.md); ids URL-encoded here, never by callers. */
const enc = encodeURIComponent;

export const schoolPaths = {
  institutes: '/api/institutes',
  staff: (instituteId: string) => `/api/institutes/${enc(instituteId)}/staff`,
  staffMember: (instituteId: string, userId: string) => `/api/institutes/${enc(instituteId)}/staff/${enc(userId)}`,
  instituteClasses: (instituteId: string) => `/api/institutes/${enc(instituteId)}/classes`,
  classes: '/api/classes',
  classDetail: (classId: string) => `/api/classes/${enc(classId)}`,
  joinCode: (classId: string) => `/api/classes/${enc(classId)}/join-code`,
  classStudent: (classId: string, profileId: string) => `/api/classes/${enc(classId)}/students/${enc(profileId)}`,
  join: '/api/classes/join',
  studentClasses: '/api/student/classes',
  studentClass: (classId: string) => `/api/student/classes/${enc(classId)}`,
  classTests: (classId: string) => `/api/classes/${enc(classId)}/tests`,
  classAssignments: (classId: string) => `/api/classes/${enc(classId)}/assignments`,
  assignment: (assignmentId: string) => `/api/assignments/${enc(assignmentId)}`,
  assignmentReport: (assignmentId: string) => `/api/assignments/${enc(assignmentId)}/report`,
  studentAssignments: '/api/user-home/assignments',
  studentAssignment: (assignmentId: string) => `/api/user-home/assignments/${enc(assignmentId)}`,
  assignmentDone: (assignmentId: string) => `/api/user-home/assignments/${enc(assignmentId)}/done`,
  mastery: (classId: string) => `/api/classes/${enc(classId)}/mastery`,
  classLiveClasses: (classId: string) => `/api/classes/${enc(classId)}/live-classes`,
  liveClass: (liveClassId: string) => `/api/live-classes/${enc(liveClassId)}`,
  liveClassRecording: (liveClassId: string) => `/api/live-classes/${enc(liveClassId)}/recording`,
  /** Content the staff forms choose from (the same calls, and query keys, as the browse and profile screens). */
  goalsExams: '/api/content/goals-exams',
  learningMap: '/api/content/learning-map',
  mocktests: '/api/content/mocktests',
  chapter: (chapterCode: string) => `/api/content/chapters/${enc(chapterCode)}`,
};
