/**
 * The website header's main menus (platform.md §2.5, §3 "Menu item"): Study Material, Exams,
 * Products, About Us, nested by `listNumber` 1–3. Labels are catalog keys of the `shell` namespace
 * (ICU values in `values`); routes are internal links to the product route or to a search.
 */
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

/** Boards with class-wise pages (platform.md §2.5): id → catalog key suffix and search name. */
export const BOARDS = [
  { id: 'cbse', search: 'CBSE' },
  { id: 'icse', search: 'ICSE ISC' },
  { id: 'rajasthan', search: 'Rajasthan Board' },
  { id: 'maharashtra', search: 'Maharashtra Board' },
  { id: 'goa', search: 'Goa Board' },
  { id: 'gujarat', search: 'Gujarat Board' },
  { id: 'punjab', search: 'Punjab Board' },
  { id: 'jharkhand', search: 'Jharkhand Board' },
  { id: 'uttarakhand', search: 'Uttarakhand Board' },
  { id: 'delhi', search: 'Delhi Board' },
  { id: 'westBengal', search: 'West Bengal Board' },
  { id: 'karnataka', search: 'Karnataka Board' },
  { id: 'cambridge', search: 'Cambridge' },
  { id: 'tamilNadu', search: 'Tamil Nadu Board' },
  { id: 'uttarPradesh', search: 'UP Board' },
  { id: 'odisha', search: 'Odisha Board' },
  { id: 'assam', search: 'Assam Board' },
  { id: 'kerala', search: 'Kerala Board' },
  { id: 'chhattisgarh', search: 'Chhattisgarh Board' },
] as const;

export function searchHref(filter: string, query: string): string {
  return `/search/${filter}?${new URLSearchParams({ q: query }).toString()}`;
}

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

function classLeaves(
  prefix: string,
  displayName: string,
  filter: string,
  searchTerm: string,
  valueKeys?: Record<string, string>,
): Leaf[] {
  return CLASSES.map((grade) => ({
    id: `${prefix}-class-${grade}`,
    name: `${prefix}-class-${grade}`,
    displayName,
    values: { grade },
    ...(valueKeys ? { valueKeys } : {}),
    route: searchHref(filter, `${searchTerm} class ${grade}`),
  }));
}

function leaf(id: string, displayName: string, route: string, extra: Partial<Leaf> = {}): Leaf {
  return { id, name: id, displayName, route, ...extra };
}

const studyMaterial = mainMenu('study-material', 'menu.studyMaterial', [
  { ...leaf('ncert-books', 'menu.ncertBooks', searchHref('books', 'NCERT books')), subMenu: classLeaves('ncert-books', 'menu.ncertBooksClass', 'books', 'NCERT books') },
  { ...leaf('ncert-solutions', 'menu.ncertSolutions', searchHref('solutions', 'NCERT solutions')), subMenu: classLeaves('ncert-solutions', 'menu.ncertSolutionsClass', 'solutions', 'NCERT solutions') },
  {
    ...leaf('previous-year-papers', 'menu.previousYearPapers', searchHref('papers', 'previous year papers')),
    subMenu: [
      leaf('pyp-jee-main', 'menu.papersFor', searchHref('papers', 'JEE Main previous year papers'), { values: { exam: 'JEE Main' } }),
      leaf('pyp-jee-advanced', 'menu.papersFor', searchHref('papers', 'JEE Advanced previous year papers'), { values: { exam: 'JEE Advanced' } }),
      leaf('pyp-neet', 'menu.papersFor', searchHref('papers', 'NEET previous year papers'), { values: { exam: 'NEET' } }),
      leaf('pyp-cbse-10', 'menu.boardPapersFor', searchHref('papers', 'CBSE class 10 previous year papers'), { values: { board: 'CBSE', grade: 10 } }),
      leaf('pyp-cbse-12', 'menu.boardPapersFor', searchHref('papers', 'CBSE class 12 previous year papers'), { values: { board: 'CBSE', grade: 12 } }),
    ],
  },
  {
    ...leaf('sample-papers', 'menu.samplePapers', searchHref('papers', 'sample papers')),
    subMenu: [
      leaf('sp-cbse-10', 'menu.boardSamplePapers', searchHref('papers', 'CBSE class 10 sample papers'), { values: { board: 'CBSE', grade: 10 } }),
      leaf('sp-cbse-12', 'menu.boardSamplePapers', searchHref('papers', 'CBSE class 12 sample papers'), { values: { board: 'CBSE', grade: 12 } }),
      leaf('sp-icse-10', 'menu.boardSamplePapers', searchHref('papers', 'ICSE class 10 sample papers'), { values: { board: 'ICSE', grade: 10 } }),
      leaf('sp-isc-12', 'menu.boardSamplePapers', searchHref('papers', 'ISC class 12 sample papers'), { values: { board: 'ISC', grade: 12 } }),
    ],
  },
  {
    ...leaf('current-affairs', 'menu.currentAffairs', searchHref('articles', 'current affairs')),
    subMenu: [
      leaf('ca-daily', 'menu.dailyCurrentAffairs', searchHref('articles', 'daily current affairs')),
      leaf('ca-gk', 'menu.generalKnowledge', searchHref('articles', 'general knowledge')),
    ],
  },
  leaf('lab-experiments', 'menu.labExperiments', '/experiments'),
]);

const exams = mainMenu('exams', 'menu.exams', [
  {
    ...leaf('engineering', 'menu.engineeringEntrance', searchHref('exams', 'engineering entrance exams')),
    subMenu: [
      leaf('exam-jee-main', 'menu.examName', searchHref('exams', 'JEE Main'), { values: { exam: 'JEE Main' } }),
      leaf('exam-jee-advanced', 'menu.examName', searchHref('exams', 'JEE Advanced'), { values: { exam: 'JEE Advanced' } }),
    ],
  },
  {
    ...leaf('medical', 'menu.medicalEntrance', searchHref('exams', 'medical entrance exams')),
    subMenu: [leaf('exam-neet', 'menu.examName', searchHref('exams', 'NEET'), { values: { exam: 'NEET' } })],
  },
  {
    ...leaf('mock-tests', 'menu.mockTests', '/test/home'),
    subMenu: [
      leaf('mock-jee-main', 'menu.mockTestFor', searchHref('tests', 'JEE Main mock test'), { values: { exam: 'JEE Main' } }),
      leaf('mock-jee-advanced', 'menu.mockTestFor', searchHref('tests', 'JEE Advanced mock test'), { values: { exam: 'JEE Advanced' } }),
      leaf('mock-neet', 'menu.mockTestFor', searchHref('tests', 'NEET mock test'), { values: { exam: 'NEET' } }),
      leaf('mock-iihm-echat', 'menu.mockTestFor', searchHref('tests', 'IIHM ECHAT mock test'), { values: { exam: 'IIHM ECHAT' }, workInProgress: true }),
    ],
  },
  {
    ...leaf('syllabus', 'menu.syllabus', searchHref('syllabus', 'syllabus')),
    subMenu: [
      leaf('syllabus-jee-main', 'menu.syllabusFor', searchHref('syllabus', 'JEE Main syllabus'), { values: { exam: 'JEE Main' } }),
      leaf('syllabus-neet', 'menu.syllabusFor', searchHref('syllabus', 'NEET syllabus'), { values: { exam: 'NEET' } }),
      leaf('syllabus-cbse-10', 'menu.boardSyllabus', searchHref('syllabus', 'CBSE class 10 syllabus'), { values: { board: 'CBSE', grade: 10 } }),
      leaf('syllabus-cbse-12', 'menu.boardSyllabus', searchHref('syllabus', 'CBSE class 12 syllabus'), { values: { board: 'CBSE', grade: 12 } }),
    ],
  },
  ...BOARDS.map((board) => ({
    ...leaf(`board-${board.id}`, `boards.${board.id}`, searchHref('all', board.search)),
    subMenu: classLeaves(`board-${board.id}`, 'menu.boardClass', 'all', board.search, { board: `boards.${board.id}` }),
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
