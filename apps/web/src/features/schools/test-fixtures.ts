/** Fixtures of the school screens' tests (issue 23), shaped by the contracts. */
import type { ClassDetail, LiveClass, StudentAssignment, StudentClass, TeacherAssignment } from '@abhyas/contracts';

/** 12:00 India time on 1 December 2026: the tests' "now". */
export const NOW = Date.parse('2026-12-01T06:30:00Z');
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export const CLASS_ID = '11111111-1111-4111-8111-111111111111';
export const INSTITUTE_ID = '22222222-2222-4222-8222-222222222222';

export function studentAssignment(over: Partial<StudentAssignment> = {}): StudentAssignment {
  return {
    id: 'a-1',
    class_id: CLASS_ID,
    class_name: '10 B Maths',
    title: 'Real Numbers practice',
    instructions: 'Do ten questions.',
    target: { kind: 'practice', chapter_code: 'ncert-10-mathematics-ch01' },
    starts_at: NOW - DAY,
    due_at: NOW + 3 * DAY,
    created_at: NOW - HOUR,
    state: 'due',
    due_text: { kind: 'date', date: '2026-12-04' },
    status: 'not_started',
    completed_at: null,
    progress: 0,
    is_locked: false,
    link: `/practice?mode=Normal&lm_code=ncert-10-mathematics-ch01&homework_id=a-1&school_id=${INSTITUTE_ID}&class_id=${CLASS_ID}`,
    ...over,
  };
}

export const STUDENT_CLASS: StudentClass = {
  id: CLASS_ID,
  name: '10 B Maths',
  institute_name: 'Sunrise School',
  grade: 10,
  section: 'B',
  subject: 'Mathematics',
  teacher_first_name: 'Meera',
  joined_at: NOW - 10 * DAY,
};

export const CLASS_DETAIL: ClassDetail = {
  id: CLASS_ID,
  institute_id: INSTITUTE_ID,
  institute_name: 'Sunrise School',
  name: '10 B Maths',
  grade: 10,
  section: 'B',
  subject: 'Mathematics',
  exam_code: 'cbse-class-10',
  exam_name: 'CBSE Class 10',
  teacher: { user_id: '33333333-3333-4333-8333-333333333333', first_name: 'Meera', last_name: 'Iyer' },
  join_code: 'K7M2Q9X',
  student_count: 2,
  created_at: NOW - 30 * DAY,
  roster: [
    { profile_id: '44444444-4444-4444-8444-444444444444', first_name: 'Aarav', joined_at: NOW - 10 * DAY },
    { profile_id: '55555555-5555-4555-8555-555555555555', first_name: 'Diya', joined_at: NOW - 9 * DAY },
  ],
};

export function teacherAssignment(over: Partial<TeacherAssignment> = {}): TeacherAssignment {
  return {
    id: '66666666-6666-4666-8666-666666666666',
    class_id: CLASS_ID,
    title: 'Real Numbers practice',
    instructions: null,
    target: { kind: 'practice', chapter_code: 'ncert-10-mathematics-ch01' },
    starts_at: NOW - DAY,
    due_at: NOW + 3 * DAY,
    locked_until_start: false,
    created_at: NOW - DAY,
    student_count: 2,
    completed_count: 1,
    ...over,
  };
}

export function liveClass(over: Partial<LiveClass> = {}): LiveClass {
  return {
    id: '77777777-7777-4777-8777-777777777777',
    class_id: CLASS_ID,
    class_name: '10 B Maths',
    title: 'Euclid’s division lemma',
    starts_at: NOW + 2 * HOUR,
    duration_minutes: 45,
    chapter_code: 'ncert-10-mathematics-ch01',
    chapter_name: 'Real Numbers',
    teacher_first_name: 'Meera',
    state: 'upcoming',
    opens_at: NOW + 2 * HOUR - 10 * 60_000,
    recording_url: null,
    ...over,
  };
}

export const LEARNING_MAP = {
  exam: {
    code: 'cbse-class-10',
    name: 'CBSE Class 10',
    goal_code: 'k12-cbse',
    format_reference: 'f',
    learnpath_name: 'cbse/class-10',
    supported_languages: ['en'],
  },
  subjects: [
    {
      code: 'mathematics',
      name: 'Mathematics',
      lm_code: 'mathematics',
      lm_level: 'subject',
      lm_name: 'cbse/class-10/mathematics',
      chapters: [
        {
          code: 'ncert-10-mathematics-ch01',
          number: 1,
          grade: 10,
          name: 'Real Numbers',
          videoCount: 2,
          questionCount: 30,
          lm_code: 'ncert-10-mathematics-ch01',
          lm_level: 'chapter',
          lm_name: 'cbse/class-10/mathematics/ncert-10-mathematics-ch01',
          bundle_code: 'ncert-10-mathematics-ch01',
          topics: [],
        },
        {
          code: 'ncert-10-mathematics-ch02',
          number: 2,
          grade: 10,
          name: 'Polynomials',
          videoCount: 1,
          questionCount: 20,
          lm_code: 'ncert-10-mathematics-ch02',
          lm_level: 'chapter',
          lm_name: 'cbse/class-10/mathematics/ncert-10-mathematics-ch02',
          bundle_code: 'ncert-10-mathematics-ch02',
          topics: [],
        },
      ],
    },
  ],
};

/** GET /api/content/chapters/ncert-10-mathematics-ch01: the chapter's videos and books (a video or book assignment's pickers). */
export const CHAPTER_CONTENT = {
  chapter: { code: 'ncert-10-mathematics-ch01', name: 'Real Numbers', number: 1, grade: 10, subject: 'mathematics', subjectName: 'Mathematics' },
  book: { code: 'ncert-10-mathematics', name: 'Mathematics' },
  topics: [],
  videos: [
    {
      code: 'clip-euclid',
      title: 'Euclid’s lemma explained',
      lengthS: 420,
      thumbnail: null,
      sourceType: 'cdn',
      owner: 'Abhyas',
      chapterCode: 'ncert-10-mathematics-ch01',
      topicCode: null,
    },
  ],
  practice: { questions: 30, easy: 10, medium: 10, hard: 10 },
  tests: [],
  books: [{ code: 'book-ncert-10-math', kind: 'book', title: 'Mathematics: Textbook for Class X' }],
  cheatSheets: [],
  notes: null,
};
