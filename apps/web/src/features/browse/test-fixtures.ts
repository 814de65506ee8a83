/** API answers shaped like the browse contracts, for the page tests. */
import type { BookDetail, ChapterNote, ChapterSummary, LearningMap, MocktestList, TopicSummary, VideoDetail } from '@abhyas/contracts';

type MapChapter = LearningMap['subjects'][number]['chapters'][number];
const chapterOf = (c: Omit<MapChapter, 'lm_code' | 'lm_level' | 'lm_name' | 'bundle_code'>, subject: string): MapChapter => ({
  ...c,
  lm_code: c.code,
  lm_level: 'chapter',
  lm_name: `jee-main/${subject}/${c.code}`,
  bundle_code: c.code,
});
const subjectOf = (
  code: string,
  name: string,
  chapters: Omit<MapChapter, 'lm_code' | 'lm_level' | 'lm_name' | 'bundle_code'>[],
): LearningMap['subjects'][number] => ({
  code,
  name,
  lm_code: `jee-main--${code}`,
  lm_level: 'subject',
  lm_name: `jee-main/${code}`,
  chapters: chapters.map((c) => chapterOf(c, code)),
});

export const LEARNING_MAP: LearningMap = {
  exam: { code: 'jee-main', name: 'JEE Main', goal_code: 'preug', format_reference: 'jee-main', learnpath_name: 'jee-main', supported_languages: ['en', 'hi'] },
  subjects: [
    subjectOf('physics', 'Physics', [
      { code: 'phy-11-02', number: 2, grade: 11, name: 'Motion in a Straight Line', videoCount: 12, questionCount: 30, topics: [] },
      { code: 'phy-12-01', number: 1, grade: 12, name: 'Electric Charges and Fields', videoCount: 1, questionCount: 0, topics: [] },
    ]),
    subjectOf('chemistry', 'Chemistry', [
      { code: 'chem-11-01', number: 1, grade: 11, name: 'Some Basic Concepts of Chemistry', videoCount: 4, questionCount: 9, topics: [] },
    ]),
  ],
};

export const BOOKS = {
  books: [
    { code: 'ncert-phy-11-1', kind: 'book', title: 'Physics Part I', subject: 'Physics', grade: 11, publisher: 'NCERT', exams: ['jee-main'], chapterCount: 8 },
    {
      code: 'hcv-1',
      kind: 'big_book',
      title: 'Concepts of Physics',
      subject: 'Physics',
      grade: null,
      publisher: 'Bharati Bhawan',
      exams: ['jee-main'],
      chapterCount: 24,
    },
  ],
};

const LONG_TITLE = 'Motion in a Straight Line: Position, Path Length and Displacement';

export const CHAPTER: ChapterSummary = {
  chapter: { code: 'phy-11-02', name: 'Motion in a Straight Line', number: 2, grade: 11, subject: 'physics', subjectName: 'Physics' },
  book: { code: 'ncert-phy-11-1', name: 'Physics Part I' },
  topics: [
    { code: 'top-speed', name: 'Speed and velocity', concepts: [{ code: 'c-avg', name: 'Average velocity' }], videoCount: 2, questionCount: 11 },
    { code: 'top-acc', name: 'Acceleration', concepts: [], videoCount: 0, questionCount: 1 },
  ],
  videos: [
    { code: 'vid-1', title: LONG_TITLE, lengthS: 754, thumbnail: null, sourceType: 'cdn', owner: 'Abhyas', chapterCode: 'phy-11-02', topicCode: null },
    {
      code: 'vid-2',
      title: 'Graphs of motion',
      lengthS: 65,
      thumbnail: '/media/t.jpg',
      sourceType: 'youtube',
      owner: 'Khan Academy',
      chapterCode: 'phy-11-02',
      topicCode: 'top-speed',
    },
  ],
  practice: { questions: 30, easy: 12, medium: 10, hard: 8 },
  tests: [{ code: 'jee-main-2024-p1', name: 'JEE Main 2024 Paper 1', examCode: 'jee-main', durationS: 10800, questionCount: 90 }],
  books: [{ code: 'ncert-phy-11-1', kind: 'book', title: 'Physics Part I' }],
  cheatSheets: [{ code: 'cs-kinematics', title: 'Kinematics formulas', language: 'en' }],
  notes: { code: 'notes-phy-11-02', title: 'Motion in a straight line: the notes', language: 'en' },
};

export const NOTE: ChapterNote = {
  code: 'notes-phy-11-02',
  chapter: { code: 'phy-11-02', name: 'Motion in a Straight Line' },
  language: 'en',
  languages: ['en'],
  title: 'Motion in a straight line: the notes',
  keyIdeas: '- Displacement is a vector.\n- Speed is distance over time.',
  formulas: '$v = u + at$, $s = ut + \\tfrac12 at^2$',
  workedExamples: [
    { problem: 'A car goes from rest at $2\\,\\text{m/s}^2$. When is it at $8\\,\\text{m/s}$?', solution: 'It takes 4 s.' },
    { problem: 'How far does it go in that time?', solution: '$s = \\tfrac12 \\cdot 2 \\cdot 4^2 = 16$ m.' },
  ],
  commonMistakes: '- Mixing up distance and displacement.',
};

export const EMPTY_CHAPTER: ChapterSummary = {
  ...CHAPTER,
  book: null,
  topics: [],
  videos: [],
  practice: { questions: 0, easy: 0, medium: 0, hard: 0 },
  tests: [],
  books: [],
  cheatSheets: [],
  notes: null,
};

export const TOPIC: TopicSummary = {
  topic: { code: 'top-speed', name: 'Speed and velocity' },
  chapter: { code: 'phy-11-02', name: 'Motion in a Straight Line', subject: 'physics', subjectName: 'Physics', grade: 11 },
  concepts: [
    { code: 'c-avg', name: 'Average velocity' },
    { code: 'c-inst', name: 'Instantaneous velocity' },
  ],
  videos: [],
  practice: { questions: 11, easy: 5, medium: 4, hard: 2 },
};

export const VIDEO: VideoDetail = {
  code: 'vid-1',
  title: 'Displacement and distance',
  lengthS: 754,
  thumbnail: null,
  sourceType: 'cdn',
  owner: 'Abhyas',
  chapterCode: 'phy-11-02',
  topicCode: null,
  description: 'How far and which way.',
  language: 'en',
  url: '/media/videos/vid-1.mp4',
  fallbackUrl: null,
  previewUrl: null,
  teaserUrl: null,
  ownerUrl: null,
  license: 'CC BY 4.0',
  chapter: { code: 'phy-11-02', name: 'Motion in a Straight Line' },
  concepts: [{ code: 'c-disp', name: 'Displacement' }],
  annotations: [],
  isPublic: false,
  captions: [],
};

export const BOOK: BookDetail = {
  code: 'ncert-phy-11-1',
  kind: 'book',
  title: 'Physics Part I',
  subject: 'Physics',
  grade: 11,
  publisher: 'NCERT',
  url: null,
  description: 'The NCERT textbook.',
  exams: ['jee-main'],
  toc: [
    {
      title: 'Unit 1: Kinematics',
      chapter: null,
      page: null,
      children: [
        { title: 'Motion in a Straight Line', chapter: { code: 'phy-11-02', name: 'Motion in a Straight Line' }, page: 39, children: [] },
        { title: 'Motion in a Plane', chapter: { code: 'phy-11-03', name: 'Motion in a Plane' }, page: 65, children: [] },
      ],
    },
    { title: 'Appendices', chapter: null, page: 200, children: [] },
  ],
};

export const MOCKTESTS: MocktestList = {
  tests: [
    {
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
    },
    {
      code: 'phy-drill',
      name: 'Physics drill',
      examCode: 'jee-main',
      durationS: 3600,
      questionCount: 25,
      maxMarks: 100,
      source: null,
      sections: [],
      subjects: ['Physics'],
      isScheduled: false,
      status: 'test_completed',
      progress: 'finished',
      sessionId: '0194d7a0-0000-7000-8000-000000000001',
    },
  ],
};
