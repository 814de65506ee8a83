import { BOARD_NAMES, CLASS_EXAM_TEMPLATE, GOAL_NAMES, type NameLocale } from './taxonomy-names.ts';

/**
 * The goals-and-exams taxonomy seeded into the database (issue #2 §3; platform.md §3 Exam list entry).
 * K12 goals are the boards of platform.md §2.5 with one exam per class 6–12; PreUG and PrePG hold the
 * entrance exams. `supported_languages` follow the medium of instruction / languages the exam is
 * actually offered in (JEE Main, NEET UG and CUET UG are set in 13 languages, which cover all 12 here).
 */
export interface TaxonomyGoal {
  code: string;
  name: string;
  type: 'K12' | 'PreUG' | 'PrePG';
  board: string | null;
  names?: Record<string, string>;
  exams: TaxonomyExam[];
}
export interface TaxonomyExam {
  code: string;
  name: string;
  slug: string;
  grade: number | null;
  formatReference: string;
  learnpathName: string;
  supportedLanguages: string[];
  names?: Record<string, string>;
}

const NAME_LOCALES = Object.keys(CLASS_EXAM_TEMPLATE) as NameLocale[];

/** Per-locale names from a function of the locale (English stays in `name`). */
const namesBy = (name: (locale: NameLocale) => string | undefined): Record<string, string> =>
  Object.fromEntries(NAME_LOCALES.map((l) => [l, name(l)]).filter((e): e is [NameLocale, string] => typeof e[1] === 'string'));

const ALL = ['en', 'hi', 'kn', 'bn', 'gu', 'or', 'te', 'ta', 'ml', 'mr', 'pa', 'as'];

const BOARDS: { code: string; name: string; languages: string[] }[] = [
  { code: 'cbse', name: 'CBSE', languages: ['en', 'hi'] },
  { code: 'icse', name: 'ICSE / ISC', languages: ['en'] },
  { code: 'rajasthan', name: 'Rajasthan Board', languages: ['hi', 'en'] },
  { code: 'maharashtra', name: 'Maharashtra Board', languages: ['mr', 'en', 'hi'] },
  { code: 'goa', name: 'Goa Board', languages: ['en', 'mr'] },
  { code: 'gujarat', name: 'Gujarat Board', languages: ['gu', 'en'] },
  { code: 'punjab', name: 'Punjab Board', languages: ['pa', 'en', 'hi'] },
  { code: 'jharkhand', name: 'Jharkhand Board', languages: ['hi', 'en'] },
  { code: 'uttarakhand', name: 'Uttarakhand Board', languages: ['hi', 'en'] },
  { code: 'delhi', name: 'Delhi Board', languages: ['en', 'hi'] },
  { code: 'west-bengal', name: 'West Bengal Board', languages: ['bn', 'en'] },
  { code: 'karnataka', name: 'Karnataka Board', languages: ['kn', 'en'] },
  { code: 'cambridge', name: 'Cambridge', languages: ['en'] },
  { code: 'tamil-nadu', name: 'Tamil Nadu Board', languages: ['ta', 'en'] },
  { code: 'uttar-pradesh', name: 'Uttar Pradesh Board', languages: ['hi', 'en'] },
  { code: 'odisha', name: 'Odisha Board', languages: ['or', 'en'] },
  { code: 'assam', name: 'Assam Board', languages: ['as', 'en'] },
  { code: 'kerala', name: 'Kerala Board', languages: ['ml', 'en'] },
  { code: 'chhattisgarh', name: 'Chhattisgarh Board', languages: ['hi', 'en'] },
];

const k12Goals: TaxonomyGoal[] = BOARDS.map((b) => ({
  code: `k12-${b.code}`,
  name: b.name,
  type: 'K12',
  board: b.name,
  names: namesBy((l) => BOARD_NAMES[b.code]?.[l]),
  exams: [6, 7, 8, 9, 10, 11, 12].map((grade) => ({
    code: `${b.code}-class-${grade}`,
    name: `${b.name} Class ${grade}`,
    names: namesBy((l) => {
      const board = BOARD_NAMES[b.code]?.[l];
      return board ? CLASS_EXAM_TEMPLATE[l].replace('{board}', board).replace('{grade}', String(grade)) : undefined;
    }),
    slug: `${b.code}-class-${grade}`,
    grade,
    formatReference: `${b.code}-class-${grade}`,
    learnpathName: `${b.code}/class-${grade}`,
    supportedLanguages: b.languages,
  })),
}));

const exam = (code: string, name: string, languages: string[]): TaxonomyExam => ({
  code,
  name,
  slug: code,
  grade: null,
  formatReference: code,
  learnpathName: code,
  supportedLanguages: languages,
});

export const TAXONOMY: TaxonomyGoal[] = [
  ...k12Goals,
  {
    code: 'preug',
    name: 'Engineering & Medical Entrance',
    type: 'PreUG',
    board: null,
    names: namesBy((l) => GOAL_NAMES.preug[l]),
    exams: [
      exam('jee-main', 'JEE Main', ALL),
      exam('jee-advanced', 'JEE Advanced', ['en', 'hi']),
      exam('neet-ug', 'NEET UG', ALL),
      exam('bitsat', 'BITSAT', ['en']),
      exam('cuet-ug', 'CUET UG', ALL),
    ],
  },
  {
    code: 'prepg',
    name: 'Post-graduate Entrance',
    type: 'PrePG',
    board: null,
    names: namesBy((l) => GOAL_NAMES.prepg[l]),
    exams: [exam('gate', 'GATE', ['en']), exam('neet-pg', 'NEET PG', ['en']), exam('cat', 'CAT', ['en'])],
  },
];
