/** API answers shaped like the contracts, for the create-your-own-test and test-summary tests. */
import type { LearningMap, MocktestList } from '@abhyas/contracts';

type Chapter = LearningMap['subjects'][number]['chapters'][number];
const chapter = (code: string, name: string, questionCount: number): Chapter => ({
  code,
  name,
  number: 1,
  grade: 11,
  videoCount: 0,
  questionCount,
  topics: [],
  lm_code: code,
  lm_level: 'chapter',
  lm_name: `jee-main/${code}`,
  bundle_code: code,
});
const subject = (code: string, name: string, chapters: Chapter[]): LearningMap['subjects'][number] => ({
  code,
  name,
  lm_code: code,
  lm_level: 'subject',
  lm_name: `jee-main/${code}`,
  chapters,
});

export const LEARNING_MAP_FIXTURE: LearningMap = {
  exam: { code: 'jee-main', name: 'JEE Main', goal_code: 'preug', format_reference: 'jee-main', learnpath_name: 'jee-main', supported_languages: ['en'] },
  subjects: [
    subject('physics', 'Physics', [
      chapter('phy-11-02', 'Motion in a Straight Line', 30),
      chapter('phy-11-03', 'Laws of Motion', 12),
      chapter('phy-12-01', 'Electric Charges and Fields', 8),
    ]),
    subject('chemistry', 'Chemistry', [chapter('chem-11-01', 'Some Basic Concepts of Chemistry', 9)]),
    subject('maths', 'Mathematics', [chapter('math-11-01', 'Sets', 5)]),
  ],
};

type Test = MocktestList['tests'][number];
const base: Test = {
  code: 'jee-main-2024-p1',
  name: 'JEE Main 2024 Paper 1',
  examCode: 'jee-main',
  durationS: 10800,
  questionCount: 90,
  maxMarks: 300,
  source: 'NTA',
  sections: [
    { code: 'phy', name: 'Physics', questionCount: 30 },
    { code: 'chem', name: 'Chemistry', questionCount: 30 },
  ],
  subjects: ['Physics', 'Chemistry'],
  isScheduled: false,
  status: 'test_live',
  progress: 'not_started',
  sessionId: null,
};

/** The tests of one exam in every status a summary page must handle. */
export const PROFILE_MOCKTESTS: MocktestList = {
  tests: [
    base,
    { ...base, code: 'started-test', name: 'Started test', progress: 'started', sessionId: '0194d7a0-0000-7000-8000-0000000000aa' },
    { ...base, code: 'done test', name: 'Done test', status: 'test_completed', progress: 'finished', sessionId: '0194d7a0-0000-7000-8000-0000000000bb' },
    { ...base, code: 'later-test', name: 'Later test', isScheduled: true, status: 'not_begun' },
  ],
};
