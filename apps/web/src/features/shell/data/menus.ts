/**
 * The website header's main menus (platform.md §2.5, §3 "Menu item"): Study Material, Exams,
 * Products, About Us, nested by `listNumber` 1–3. Labels are catalog keys of the `shell` namespace
 * (ICU values in `values`); routes are internal links to the product route or to a public study page.
 */
import { study, studyBoardPath, STUDY_BOARDS } from '../../../lib/study-paths.ts';

export type MenuItemType = 'dropdown' | 'dropdownmain';

export interface MenuItem {
  id: string;
  name: string;
  /** Catalog key in the `shell` namespace. */
  displayName: string;
  /** ICU values for `displayName`, e.g. `{ grade: 6 }`. */
  values?: Record<string, string | number>;
  /** ICU values that are themselves `shell` catalog keys, translated before use. */
  valueKeys?: Record<string, string>;
  listNumber: 1 | 2 | 3;
  type?: MenuItemType;
  /** Internal href (path and optional query). Absent for groups that only open a sub-menu. */
  route?: string;
  subMenu?: MenuItem[];
  /** True for the four top-level menus. */
  mainMenu?: boolean;
  hideArrow?: boolean;
  /** The id of the top-level menu an item belongs to. */
  dropdownId?: string;
  /** The destination is still being built (e.g. IIHM ECHAT mock tests). */
  workInProgress?: boolean;
}

/** Classes 6–12, the class range of most boards (platform.md §9). */
export const CLASSES = [6, 7, 8, 9, 10, 11, 12] as const;

type Leaf = Omit<MenuItem, 'listNumber' | 'dropdownId'>;
type Group = Omit<MenuItem, 'listNumber' | 'dropdownId' | 'subMenu'> & { subMenu: Leaf[] };

function mainMenu(id: string, displayName: string, groups: (Group | Leaf)[]): MenuItem {
  return {
    id,
    name: id,
    displayName,
    listNumber: 1,
    type: 'dropdownmain',
    mainMenu: true,
    subMenu: groups.map((group) => ({
      ...group,
      listNumber: 2,
      dropdownId: id,
      type: group.subMenu ? 'dropdown' : undefined,
      subMenu: group.subMenu?.map((leaf) => ({ ...leaf, listNumber: 3, dropdownId: id, hideArrow: true })),
    })),
  };
}

/** One leaf per class, each to `route(grade)`. */
function classLeaves(prefix: string, displayName: string, route: (grade: number) => string, valueKeys?: Record<string, string>): Leaf[] {
  return CLASSES.map((grade) => ({
    id: `${prefix}-class-${grade}`,
    name: `${prefix}-class-${grade}`,
    displayName,
    values: { grade },
    ...(valueKeys ? { valueKeys } : {}),
    route: route(grade),
  }));
}

function leaf(id: string, displayName: string, route: string, extra: Partial<Leaf> = {}): Leaf {
  return { id, name: id, displayName, route, ...extra };
}

// Study material and exams lead to the public study pages (issue 24 §1; decision 047).
const studyMaterial = mainMenu('study-material', 'menu.studyMaterial', [
  { ...leaf('ncert-books', 'menu.ncertBooks', study('books')), subMenu: classLeaves('ncert-books', 'menu.ncertBooksClass', (grade) => study('books', `class-${grade}`)) },
  {
    ...leaf('ncert-solutions', 'menu.ncertSolutions', study('solutions')),
    subMenu: classLeaves('ncert-solutions', 'menu.ncertSolutionsClass', (grade) => study('solutions', `class-${grade}`)),
  },
  {
    ...leaf('previous-year-papers', 'menu.previousYearPapers', study('papers')),
    subMenu: [
      leaf('pyp-jee-main', 'menu.papersFor', study('papers', 'jee-main'), { values: { exam: 'JEE Main' } }),
      leaf('pyp-jee-advanced', 'menu.papersFor', study('papers', 'jee-advanced'), { values: { exam: 'JEE Advanced' } }),
      leaf('pyp-neet', 'menu.papersFor', study('papers', 'neet-ug'), { values: { exam: 'NEET' } }),
      leaf('pyp-cbse-10', 'menu.boardPapersFor', study('papers', 'cbse-class-10'), { values: { board: 'CBSE', grade: 10 } }),
      leaf('pyp-cbse-12', 'menu.boardPapersFor', study('papers', 'cbse-class-12'), { values: { board: 'CBSE', grade: 12 } }),
    ],
  },
  {
    ...leaf('sample-papers', 'menu.samplePapers', study('sample-papers')),
    subMenu: [
      leaf('sp-cbse-10', 'menu.boardSamplePapers', study('sample-papers'), { values: { board: 'CBSE', grade: 10 } }),
      leaf('sp-cbse-12', 'menu.boardSamplePapers', study('sample-papers'), { values: { board: 'CBSE', grade: 12 } }),
      leaf('sp-icse-10', 'menu.boardSamplePapers', study('sample-papers'), { values: { board: 'ICSE', grade: 10 } }),
      leaf('sp-isc-12', 'menu.boardSamplePapers', study('sample-papers'), { values: { board: 'ISC', grade: 12 } }),
    ],
  },
  {
    ...leaf('current-affairs', 'menu.currentAffairs', study('current-affairs')),
    subMenu: [
      leaf('ca-daily', 'menu.dailyCurrentAffairs', study('current-affairs')),
      leaf('ca-gk', 'menu.generalKnowledge', study('current-affairs')),
    ],
  },
  leaf('lab-experiments', 'menu.labExperiments', '/experiments'),
]);

const exams = mainMenu('exams', 'menu.exams', [
  {
    ...leaf('engineering', 'menu.engineeringEntrance', `${study('exams')}#engineering`),
    subMenu: [
      leaf('exam-jee-main', 'menu.examName', study('exams', 'jee-main'), { values: { exam: 'JEE Main' } }),
      leaf('exam-jee-advanced', 'menu.examName', study('exams', 'jee-advanced'), { values: { exam: 'JEE Advanced' } }),
    ],
  },
  {
    ...leaf('medical', 'menu.medicalEntrance', `${study('exams')}#medical`),
    subMenu: [leaf('exam-neet', 'menu.examName', study('exams', 'neet-ug'), { values: { exam: 'NEET' } })],
  },
  {
    ...leaf('mock-tests', 'menu.mockTests', '/test/home'),
    subMenu: [
      leaf('mock-jee-main', 'menu.mockTestFor', `${study('exams', 'jee-main')}#mock-tests`, { values: { exam: 'JEE Main' } }),
      leaf('mock-jee-advanced', 'menu.mockTestFor', `${study('exams', 'jee-advanced')}#mock-tests`, { values: { exam: 'JEE Advanced' } }),
      leaf('mock-neet', 'menu.mockTestFor', `${study('exams', 'neet-ug')}#mock-tests`, { values: { exam: 'NEET' } }),
      leaf('mock-iihm-echat', 'menu.mockTestFor', study('exams'), { values: { exam: 'IIHM ECHAT' }, workInProgress: true }),
    ],
  },
  {
    ...leaf('syllabus', 'menu.syllabus', study('syllabus')),
    subMenu: [
      leaf('syllabus-jee-main', 'menu.syllabusFor', study('syllabus', 'jee-main'), { values: { exam: 'JEE Main' } }),
      leaf('syllabus-neet', 'menu.syllabusFor', study('syllabus', 'neet-ug'), { values: { exam: 'NEET' } }),
      leaf('syllabus-cbse-10', 'menu.boardSyllabus', study('syllabus', 'cbse-class-10'), { values: { board: 'CBSE', grade: 10 } }),
      leaf('syllabus-cbse-12', 'menu.boardSyllabus', study('syllabus', 'cbse-class-12'), { values: { board: 'CBSE', grade: 12 } }),
    ],
  },
  ...STUDY_BOARDS.map((board) => ({
    ...leaf(`board-${board}`, `boards.${board}`, studyBoardPath(board)),
    subMenu: classLeaves(`board-${board}`, 'menu.boardClass', (grade) => `${studyBoardPath(board)}#class-${grade}`, { board: `boards.${board}` }),
  })),
]);

const products = mainMenu('products', 'menu.products', [
  leaf('product-learn', 'menu.productLearn', '/learn/home'),
  leaf('product-practice', 'menu.productPractice', '/practice/home'),
  leaf('product-test', 'menu.productTest', '/test/home'),
  leaf('product-create-test', 'menu.productCreateTest', '/create-your-test/select-subjects'),
  leaf('product-achieve', 'menu.productAchieve', '/achieve/landing'),
  leaf('product-live-classes', 'menu.productLiveClasses', '/user-home/live-classes'),
  leaf('product-lens', 'menu.productLens', '/lens'),
]);

const aboutUs = mainMenu('about-us', 'menu.aboutUs', [
  leaf('about-outcomes', 'menu.aboutOutcomes', '/outcomes'),
  leaf('about-success', 'menu.aboutSuccess', '/success'),
  leaf('about-school-census', 'menu.aboutSchoolCensus', '/schools/all-schools'),
  leaf('about-careers', 'menu.aboutCareers', '/joinus'),
  leaf('about-investors', 'menu.aboutInvestors', '/investor-relation'),
  leaf('about-notices', 'menu.aboutNotices', '/notices'),
  leaf('about-contact', 'menu.aboutContact', '/contactus'),
  leaf('about-help', 'menu.aboutHelp', '/helpdesk'),
]);

/** The four main menus of the website header, in display order. */
export const MAIN_MENUS: readonly MenuItem[] = [studyMaterial, exams, products, aboutUs];

/** Extra entries of the mobile side menu (platform.md §2.5). */
export const AUDIENCE_LINKS = [
  { id: 'for-students', displayName: 'menu.forStudents', route: '/' },
  { id: 'for-parents', displayName: 'menu.forParents', route: '/parent' },
  { id: 'for-schools', displayName: 'menu.forSchools', route: '/schools' },
] as const;
