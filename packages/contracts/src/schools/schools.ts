import { z } from 'zod';
import { ASSIGNMENT_KINDS, LIVE_CLASS_MAX_MINUTES, LIVE_CLASS_MIN_MINUTES } from '@abhyas/domain';
import { publicQuestionSchema } from '../content/questions.ts';
import { customTestBody, customTestResponse } from '../tests/test-session.ts';
import { LIVE_QUESTION_SECONDS } from '../constants.ts';

/**
 * Schools and coaching institutes (issue 23; platform.md §1, §2 user home and live class, §3
 * institute user; learning.md §2–§6 assignments; docs/decisions/041-schools.md). Staff calls take
 * the account token (`x-auth-token` of a signed-in account that is a member of the institute);
 * student calls take the profile (child) token, or the account token with `child_id` for a parent.
 * Every object is checked against the caller: an institute's staff, a class's teacher or its
 * institute's admins, a class's students. Anything else is 404 (not 403), so ids cannot be probed.
 */

const uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'must be a UUID');
const name = (max: number, what: string) => z.string().trim().min(1, `${what} must not be empty`).max(max, `${what} must be at most ${max} characters`);
/** Epoch ms. */
const epochMs = z.number().int().nonnegative();

export const instituteKindSchema = z.enum(['school', 'coaching']);
export type InstituteKind = z.infer<typeof instituteKindSchema>;
/** A member's role: admins manage staff and every class; teachers their own classes. */
export const instituteRoleSchema = z.enum(['admin', 'teacher']);
export type InstituteRole = z.infer<typeof instituteRoleSchema>;

export const instituteParams = z.object({ instituteId: uuid });
export const instituteMemberParams = z.object({ instituteId: uuid, userId: uuid });
export const classParams = z.object({ classId: uuid });
export const classStudentParams = z.object({ classId: uuid, profileId: uuid });
export const assignmentParams = z.object({ assignmentId: uuid });
export const liveClassParams = z.object({ liveClassId: uuid });

/** POST /api/institutes: a new institute; the caller becomes its first admin. */
export const createInstituteBody = z.object({
  name: name(120, 'name'),
  kind: instituteKindSchema,
  city: name(80, 'city').optional(),
});

/** An institute as one of its members sees it. */
export const institute = z.object({
  id: z.string(),
  name: z.string(),
  kind: instituteKindSchema,
  city: z.string().nullable(),
  /** The caller's role in it. */
  role: instituteRoleSchema,
  created_at: epochMs,
});
export type Institute = z.infer<typeof institute>;
export const instituteResponse = z.object({ status: z.number().int(), data: institute });
export const institutesResponse = z.object({ status: z.number().int(), data: z.array(institute) });

/** A member of an institute's staff. */
export const instituteMember = z.object({
  user_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: instituteRoleSchema,
  added_at: epochMs,
});
export type InstituteMember = z.infer<typeof instituteMember>;
export const instituteMembersResponse = z.object({ status: z.number().int(), data: z.array(instituteMember) });
export const instituteMemberResponse = z.object({ status: z.number().int(), data: instituteMember });

/**
 * POST /api/institutes/{instituteId}/staff (admin): adds an existing account, found by its verified
 * e-mail or mobile (exactly one), as a teacher or an admin. 404 ACCOUNT_NOT_FOUND; 409 ALREADY_MEMBER.
 */
export const addStaffBody = z
  .object({
    email: z.string().trim().toLowerCase().email('email must be an e-mail address').max(254).optional(),
    mobile: z
      .string()
      .trim()
      .regex(/^[6-9]\d{9}$/, 'mobile must be a 10-digit Indian mobile number')
      .optional(),
    role: instituteRoleSchema.default('teacher'),
  })
  .refine((b) => (b.email === undefined) !== (b.mobile === undefined), { message: 'give exactly one of email or mobile', path: ['email'] });

/** Who teaches a class. */
export const classTeacher = z.object({ user_id: z.string(), first_name: z.string(), last_name: z.string() });

/** POST /api/institutes/{instituteId}/classes: a class; an admin may name its teacher, a teacher creates their own. */
export const createClassBody = z.object({
  name: name(80, 'name'),
  /** School grade 1–12; absent for a coaching batch. */
  grade: z.number().int().min(1, 'grade must be 1–12').max(12, 'grade must be 1–12').optional(),
  section: name(10, 'section').optional(),
  subject: name(60, 'subject').optional(),
  /** The exam the class prepares for (GET /api/content/goals-exams): its chapters, tests and mastery. */
  exam_code: z.string().trim().min(1).max(80),
  /** An admin assigns a member as teacher; default the caller. */
  teacher_user_id: uuid.optional(),
});

/** A class as its staff see it (with its join code). */
export const classSummary = z.object({
  id: z.string(),
  institute_id: z.string(),
  institute_name: z.string(),
  name: z.string(),
  grade: z.number().int().nullable(),
  section: z.string().nullable(),
  subject: z.string().nullable(),
  exam_code: z.string(),
  exam_name: z.string(),
  teacher: classTeacher,
  /** Seven characters (Crockford base 32) a student types at /user-home/assignment to join. */
  join_code: z.string(),
  student_count: z.number().int(),
  created_at: epochMs,
});
export type ClassSummary = z.infer<typeof classSummary>;
export const classSummaryResponse = z.object({ status: z.number().int(), data: classSummary });
export const classesResponse = z.object({ status: z.number().int(), data: z.array(classSummary) });

/** One student of a class's roster: the profile's first name only. */
export const rosterStudent = z.object({ profile_id: z.string(), first_name: z.string(), joined_at: epochMs });
export const classDetail = classSummary.extend({ roster: z.array(rosterStudent) });
export type ClassDetail = z.infer<typeof classDetail>;
export const classDetailResponse = z.object({ status: z.number().int(), data: classDetail });
export const joinCodeResponse = z.object({ status: z.number().int(), data: z.object({ join_code: z.string() }) });

/** POST /api/classes/join (profile token): the student's profile joins the class with this code. 404 CLASS_NOT_FOUND; 409 ALREADY_IN_CLASS. */
export const joinClassBody = z.object({ code: z.string().trim().min(1, 'code is the class code your teacher gave').max(20) });

/** A class as a student (or their parent) sees it: no join code, no roster. */
export const studentClass = z.object({
  id: z.string(),
  name: z.string(),
  institute_name: z.string(),
  grade: z.number().int().nullable(),
  section: z.string().nullable(),
  subject: z.string().nullable(),
  teacher_first_name: z.string(),
  joined_at: epochMs,
});
export type StudentClass = z.infer<typeof studentClass>;
export const studentClassResponse = z.object({ status: z.number().int(), data: studentClass });
export const studentClassesResponse = z.object({ status: z.number().int(), data: z.array(studentClass) });
/** `child_id` for a parent's account token; ignored with a profile token. */
export const studentScopeQuery = z.object({ child_id: uuid.optional() });

/**
 * POST /api/classes/{classId}/tests (the class's teacher or an admin; issue 23 §2): a test built
 * for the class from chosen chapters, as a student's create-your-own test is (same body), with the
 * class's exam's marking. Only the class's students take it; assign it with `target.kind: test`.
 * 400 UNKNOWN_CHAPTER, 409 NOT_ENOUGH_QUESTIONS.
 */
export const createClassTestBody = customTestBody;

/** A test built for a class, as its staff list it. Duration in s. */
export const classTest = z.object({
  code: z.string(),
  name: z.string(),
  duration: z.number().int(),
  question_count: z.number().int(),
  created_at: epochMs,
});
export type ClassTest = z.infer<typeof classTest>;
export const classTestsResponse = z.object({ status: z.number().int(), data: z.array(classTest) });
export const classTestResponse = z.object({ status: z.number().int(), data: customTestResponse });

/** What an assignment asks for (issue 23 §2). Codes are checked against the class's exam and the bank. */
export const assignmentTarget = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('practice'), chapter_code: z.string().trim().min(1).max(120) }),
  /** A published test of the bank, or one built for this class (POST /api/classes/{classId}/tests). */
  z.object({ kind: z.literal('test'), test_code: z.string().trim().min(1).max(120) }),
  z.object({ kind: z.literal('video'), video_id: z.string().trim().min(1).max(120) }),
  z.object({ kind: z.literal('book'), book_id: z.string().trim().min(1).max(120), chapter_code: z.string().trim().min(1).max(120).optional() }),
]);
export type AssignmentTarget = z.infer<typeof assignmentTarget>;
export const assignmentKindSchema = z.enum(ASSIGNMENT_KINDS);

/**
 * POST /api/classes/{classId}/assignments (the class's teacher or an admin). 400 DUE_BEFORE_START,
 * SPAN_TOO_LONG (over 180 days), DUE_IN_PAST, UNKNOWN_TARGET (naming the field).
 */
export const createAssignmentBody = z.object({
  /** Default: the target's own name (the chapter, test, video or book). */
  title: name(120, 'title').optional(),
  instructions: z.string().trim().max(1000, 'instructions must be at most 1000 characters').optional(),
  target: assignmentTarget,
  starts_at: epochMs,
  due_at: epochMs,
  /** Students cannot open it before `starts_at` (the tile is locked and says so). */
  locked_until_start: z.boolean().default(false),
});

/** An assignment as its class's staff see it, with how many students completed it. */
export const teacherAssignment = z.object({
  id: z.string(),
  class_id: z.string(),
  title: z.string(),
  instructions: z.string().nullable(),
  target: assignmentTarget,
  starts_at: epochMs,
  due_at: epochMs,
  locked_until_start: z.boolean(),
  created_at: epochMs,
  student_count: z.number().int(),
  completed_count: z.number().int(),
});
export type TeacherAssignment = z.infer<typeof teacherAssignment>;
export const teacherAssignmentResponse = z.object({ status: z.number().int(), data: teacherAssignment });
export const teacherAssignmentsResponse = z.object({ status: z.number().int(), data: z.array(teacherAssignment) });

/** A student's progress on an assignment, counted only from work started from it (carrying its homework_id). */
export const assignmentProgressStatus = z.enum(['not_started', 'in_progress', 'completed']);
export const assignmentStudentRow = z.object({
  profile_id: z.string(),
  first_name: z.string(),
  status: assignmentProgressStatus,
  /** Epoch ms; null until completed. */
  completed_at: epochMs.nullable(),
  /** Completed after the due time. */
  late: z.boolean(),
  /** Practice: right answers; test: marks. Null when not applicable or not started. */
  score: z.number().nullable(),
  max_score: z.number().nullable(),
  /** Share of answered questions answered right, 0..1; null without answers. */
  accuracy: z.number().nullable(),
});
export type AssignmentStudentRow = z.infer<typeof assignmentStudentRow>;
/** GET /api/assignments/{assignmentId}/report (staff). */
export const assignmentReportResponse = z.object({
  status: z.number().int(),
  data: z.object({ assignment: teacherAssignment, students: z.array(assignmentStudentRow) }),
});

/** The due text of a tile (learning.md §4 Tiles); `date` is YYYY-MM-DD (India), shown day-month-year. */
export const dueTextSchema = z.object({
  kind: z.enum(['completed', 'delayed', 'due_today', 'due_tomorrow', 'date']),
  date: z.string().optional(),
});

/** An assignment as the student's tile shows it (learning.md §3 tile `schoolAssignmentTag`, `dueDate`, `completedDate`, `isLocked`). */
export const studentAssignment = z.object({
  id: z.string(),
  class_id: z.string(),
  /** The class's name: the tile's school-assignment tag. */
  class_name: z.string(),
  title: z.string(),
  instructions: z.string().nullable(),
  target: assignmentTarget,
  starts_at: epochMs,
  due_at: epochMs,
  created_at: epochMs,
  state: z.enum(['locked', 'completed', 'due']),
  due_text: dueTextSchema,
  status: assignmentProgressStatus,
  completed_at: epochMs.nullable(),
  /** 0–100. */
  progress: z.number().min(0).max(100),
  is_locked: z.boolean(),
  /** Where the tile leads: the practice, test, video or book, carrying the assignment's school, class and homework ids. */
  link: z.string(),
});
export type StudentAssignment = z.infer<typeof studentAssignment>;
/** GET /api/user-home/assignments: newest first (the screen groups them today / yesterday / older). */
export const studentAssignmentsResponse = z.object({ status: z.number().int(), data: z.array(studentAssignment) });
export const studentAssignmentResponse = z.object({ status: z.number().int(), data: studentAssignment });

/** GET /api/classes/{classId}/mastery (staff): the class's mastery by chapter and the questions it gets wrong most. */
export const classMastery = z.object({
  students: z.number().int(),
  chapters: z.array(
    z.object({
      chapter_code: z.string(),
      chapter_name: z.string(),
      subject_name: z.string(),
      /** Mean chapter mastery (0..1) over the students who practised it; null when none did. */
      mastery: z.number().nullable(),
      /** Students with at least one answer in the chapter. */
      students_practised: z.number().int(),
    }),
  ),
  hardest_questions: z.array(
    z.object({
      question_code: z.string(),
      chapter_name: z.string().nullable(),
      attempts: z.number().int(),
      wrong: z.number().int(),
      /** The question's page (staff preview). */
      link: z.string(),
    }),
  ),
});
export type ClassMastery = z.infer<typeof classMastery>;
export const classMasteryResponse = z.object({ status: z.number().int(), data: classMastery });

/** POST /api/classes/{classId}/live-classes (staff). 400 STARTS_IN_PAST. */
export const createLiveClassBody = z.object({
  title: name(120, 'title'),
  starts_at: epochMs,
  duration_minutes: z
    .number()
    .int()
    .min(LIVE_CLASS_MIN_MINUTES, `duration_minutes must be ${LIVE_CLASS_MIN_MINUTES}–${LIVE_CLASS_MAX_MINUTES}`)
    .max(LIVE_CLASS_MAX_MINUTES, `duration_minutes must be ${LIVE_CLASS_MIN_MINUTES}–${LIVE_CLASS_MAX_MINUTES}`),
  chapter_code: z.string().trim().min(1).max(120).optional(),
});

/**
 * PUT /api/live-classes/{liveClassId}/recording (staff; issue 23 §3): the link to the class's
 * recording once the provider has one (Jitsi's recorder saves to the school's own storage, so the
 * teacher pastes its link), or null to take it away. An https address only. 409 LIVE_CLASS_NOT_ENDED
 * before the class has ended.
 */
export const liveClassRecordingBody = z.object({
  recording_url: z
    .string()
    .trim()
    .max(2000, 'recording_url must be at most 2000 characters')
    .url('recording_url must be an address')
    .refine((u) => u.startsWith('https://'), 'recording_url must be an https:// address')
    .nullable(),
});

export const liveClassStateSchema = z.enum(['upcoming', 'open', 'live', 'ending', 'ended']);
/** A live class in a list (staff or student). */
export const liveClass = z.object({
  id: z.string(),
  class_id: z.string(),
  class_name: z.string(),
  title: z.string(),
  starts_at: epochMs,
  duration_minutes: z.number().int(),
  chapter_code: z.string().nullable(),
  chapter_name: z.string().nullable(),
  teacher_first_name: z.string(),
  state: liveClassStateSchema,
  /** When a student may join (10 minutes before the start). */
  opens_at: epochMs,
  /** The provider's recording, when it gave one; else null. */
  recording_url: z.string().nullable(),
});
export type LiveClass = z.infer<typeof liveClass>;
export const liveClassResponse = z.object({ status: z.number().int(), data: liveClass });
export const liveClassesResponse = z.object({ status: z.number().int(), data: z.array(liveClass) });

/**
 * GET /api/live-classes/{liveClassId}/join: what the page embeds. 423 LIVE_CLASS_LOCKED (with
 * `details[0].reason` `not_open_yet` or `ended`) outside the window; 503 LIVE_CLASS_UNCONFIGURED
 * when no provider is configured (LIVE_CLASS_PROVIDER=none).
 */
export const liveClassJoin = z.object({
  live_class: liveClass,
  provider: z.enum(['jitsi']),
  /** The meeting server's host (JITSI_DOMAIN), e.g. meet.jit.si. */
  domain: z.string(),
  room_name: z.string(),
  display_name: z.string(),
  /** True only for the class's teacher (and the institute's admins): moderator rights in the room. */
  moderator: z.boolean(),
  /**
   * The member's meeting token when the server is set up with a Jitsi deployment's token
   * authentication (JITSI_APP_ID / JITSI_APP_SECRET): the meeting opens with it, and it alone gives
   * moderator rights. Null for open rooms (meet.jit.si), where they cannot be enforced.
   */
  jwt: z.string().nullable(),
});
export type LiveClassJoin = z.infer<typeof liveClassJoin>;
export const liveClassJoinResponse = z.object({ status: z.number().int(), data: liveClassJoin });

// ---- In-class quick questions (issue 23 §3) -------------------------------------------------

export const liveQuestionParams = z.object({ liveClassId: uuid, questionId: uuid });

export { LIVE_QUESTION_SECONDS };

/**
 * POST /api/live-classes/{liveClassId}/questions (the class's teacher or an institute admin, while
 * the class may be joined): pushes a bank question to everyone in the class. 400 UNKNOWN_QUESTION
 * (body.question_code); 409 ANSWER_KEY_SEALED for a question a test still seals; 423
 * LIVE_CLASS_LOCKED outside the window.
 */
export const pushLiveQuestionBody = z.object({
  question_code: z.string().trim().min(1).max(120),
  seconds: z
    .number()
    .int()
    .min(LIVE_QUESTION_SECONDS.min, `seconds must be ${LIVE_QUESTION_SECONDS.min}–${LIVE_QUESTION_SECONDS.max}`)
    .max(LIVE_QUESTION_SECONDS.max, `seconds must be ${LIVE_QUESTION_SECONDS.min}–${LIVE_QUESTION_SECONDS.max}`)
    .default(LIVE_QUESTION_SECONDS.default),
});

/** A student's answer to a pushed question. */
export const liveAnswer = z.object({
  selected_answer: z.union([z.array(z.string()), z.string(), z.null()]),
  correct: z.boolean(),
  /** ms from the push to the answer. */
  time_ms: z.number().int().nonnegative(),
  answered_at: epochMs,
});

/**
 * A question pushed in a live class. Students get `mine` (their answer, or null) and no counts;
 * staff get the counts and `mine` null. The question never carries its key; `answer_key` (the
 * correct response) appears only once the question has closed.
 */
export const liveQuestion = z.object({
  id: z.string(),
  question_code: z.string(),
  pushed_at: epochMs,
  closes_at: epochMs,
  open: z.boolean(),
  question: publicQuestionSchema,
  mine: liveAnswer.nullable(),
  /** Staff: answers received and how many were right; students: null. */
  answers: z.number().int().nullable(),
  correct: z.number().int().nullable(),
  /** Staff: students in the class; students: null. */
  students: z.number().int().nullable(),
  answer_key: z.unknown().nullable(),
});
export type LiveQuestion = z.infer<typeof liveQuestion>;
/** GET /api/live-classes/{liveClassId}/questions: newest first. */
export const liveQuestionsResponse = z.object({ status: z.number().int(), data: z.array(liveQuestion) });
export const liveQuestionResponse = z.object({ status: z.number().int(), data: liveQuestion });

/**
 * POST /api/live-classes/{liveClassId}/questions/{questionId}/answer (a student of the class):
 * checked by the bank's own checker, counted once. 409 ALREADY_ANSWERED; 410 QUESTION_CLOSED.
 */
export const liveAnswerBody = z.object({
  selected_answer: z.union([z.array(z.string().max(200)).max(50), z.string().max(5000), z.null()]),
});
export const liveAnswerResponse = z.object({ status: z.number().int(), data: liveAnswer });

/**
 * GET /api/live-classes/{liveClassId}/performance (learning.md §3 "Live class performance card";
 * platform.md §2 `?analysis=performance`): a student's own answers in the class, or (staff) one
 * row per student.
 */
export const livePerformanceRow = z.object({
  profile_id: z.string(),
  first_name: z.string(),
  /** Questions pushed in the class. */
  questions: z.number().int(),
  answered: z.number().int(),
  correct: z.number().int(),
  /** correct / answered, 0..1; null with no answer. */
  accuracy: z.number().nullable(),
  /** Sum of the answers' time_ms. */
  time_ms: z.number().int(),
});
export const livePerformance = z.object({
  live_class: liveClass,
  /** The caller's own row (student), or null (staff). */
  mine: livePerformanceRow.nullable(),
  /** Each answer of the caller (student), in push order; empty for staff. */
  answers: z.array(z.object({ question_id: z.string(), question_code: z.string(), pushed_at: epochMs, answer: liveAnswer.nullable() })),
  /** Staff: a row per student of the class; students: empty. */
  students: z.array(livePerformanceRow),
});
export type LivePerformance = z.infer<typeof livePerformance>;
export const livePerformanceResponse = z.object({ status: z.number().int(), data: livePerformance });
