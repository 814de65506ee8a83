/**
 * The public study pages (issue 24 §1; platform.md §2.5 "Study Material" and "Exams" menus;
 * decision 047): which pages exist and what each lists, built from the content the repository
 * ships (the NCERT learning map, the library's books, the question packs, the mock tests and the
 * JEE Advanced papers). Pure: the build's prerender (apps/web/prerender/study.tsx) reads the files
 * and renders every page this returns, in each of the twelve interface languages.
 *
 * Nothing here invents a catalogue: a page for something we do not have (a board's own syllabus,
 * sample papers of other classes, current affairs) says so.
 */
import { study, studyBoardPath, STUDY_BOARDS } from '../../lib/study-paths.ts';

export { STUDY_BOARDS } from '../../lib/study-paths.ts';
export { localePath } from '../../lib/study-href.ts';

/** The path of every kind of study page (English; `localePath` puts one under a language). */
export const studyPath = {
  home: () => study(),
  books: () => study('books'),
  booksClass: (grade: number) => study('books', `class-${grade}`),
  book: (code: string) => study('books', code),
  solutions: () => study('solutions'),
  solutionsClass: (grade: number) => study('solutions', `class-${grade}`),
  syllabi: () => study('syllabus'),
  syllabus: (exam: string) => study('syllabus', exam),
  papers: () => study('papers'),
  papersExam: (exam: string) => study('papers', exam),
  paper: (exam: string, code: string) => study('papers', exam, code),
  samplePapers: () => study('sample-papers'),
  exams: () => study('exams'),
  exam: (exam: string) => study('exams', exam),
  board: studyBoardPath,
  currentAffairs: () => study('current-affairs'),
  notFound: () => study('404'),
} as const;

/** Classes 6–12 (platform.md §9). */
export const STUDY_CLASSES = [6, 7, 8, 9, 10, 11, 12] as const;

/** The entrance exams with a syllabus in the learning map, in menu order. */
export const ENTRANCE_EXAMS = ['jee-main', 'jee-advanced', 'neet-ug'] as const;
export type EntranceExam = (typeof ENTRANCE_EXAMS)[number];

/** Exams a papers page exists for (the header's "Previous year papers" entries). */
export const PAPER_EXAMS = ['jee-main', 'jee-advanced', 'neet-ug', 'cbse-class-10', 'cbse-class-12'] as const;
export type PaperExam = (typeof PAPER_EXAMS)[number];

export type StudyBoard = (typeof STUDY_BOARDS)[number];

/** A localised name: the English text and its translations by locale. */
export interface Named {
  name: string;
  names?: Readonly<Record<string, string>>;
}

/** What Abhyas has for one chapter. */
export interface ChapterStock {
  /** Practice questions tagged with the chapter. */
  questions: number;
  /** Of them, those with a worked solution. */
  solved: number;
  videos: number;
  notes: number;
  cheatSheet: boolean;
}

export interface StudyChapter extends Named {
  /** Learning-map code, e.g. `ncert-10-mathematics-ch01`. */
  code: string;
  number: number;
  topics: Named[];
  stock: ChapterStock;
}

export interface StudyBook extends Named {
  /** Learning-map code, e.g. `ncert-10-mathematics` (the page's slug). */
  code: string;
  grade: number;
  subject: string;
  chapters: StudyChapter[];
  /** The library's book code (`book-…`) when the book has a page in the app, for its practice. */
  libraryCode?: string;
  /** The publisher's page for the textbook itself. */
  url?: string;
}

export interface StudyExamSubject {
  subject: string;
  /** Chapter codes in syllabus order. */
  chapters: string[];
}

export interface StudyExamSyllabus {
  exam: EntranceExam;
  subjects: StudyExamSubject[];
}

/** A question of a past paper as the paper page shows it: no key, no solution. */
export interface PaperQuestion {
  code: string;
  type: string;
  body: string;
  options: { id: string; text: string }[];
}

export interface StudyPaper {
  /** The test's code, e.g. `jee-adv-2016-p1` (the page's slug and the mock test it starts). */
  code: string;
  exam: EntranceExam;
  year: number;
  paper: number;
  durationMin: number;
  /** The original paper's question count, when known (the dataset leaves out those needing a figure). */
  paperTotal?: number;
  subjects: { subject: string; questions: PaperQuestion[] }[];
}

export interface StudyMockTest extends Named {
  code: string;
  /** An entrance exam or `cbse-class-<n>`. */
  exam: string;
  questions: number;
  durationMin: number;
}

/** Everything the pages are built from. */
export interface StudyInput {
  books: StudyBook[];
  syllabi: StudyExamSyllabus[];
  papers: StudyPaper[];
  mockTests: StudyMockTest[];
}

/** One page: its path (English; other languages are under `/<locale>`) and what it shows. */
export type StudyPage =
  | { kind: 'home'; path: string }
  | { kind: 'books'; path: string }
  | { kind: 'booksClass'; path: string; grade: number; books: StudyBook[] }
  | { kind: 'book'; path: string; book: StudyBook; exams: string[] }
  | { kind: 'solutions'; path: string }
  | { kind: 'solutionsClass'; path: string; grade: number; chapters: { book: StudyBook; chapter: StudyChapter }[] }
  | { kind: 'syllabi'; path: string }
  | { kind: 'syllabus'; path: string; exam: string; subjects: { subject: string; chapters: { book: StudyBook; chapter: StudyChapter }[] }[] }
  | { kind: 'papers'; path: string }
  | { kind: 'papersExam'; path: string; exam: PaperExam; papers: StudyPaper[]; mockTests: StudyMockTest[] }
  | { kind: 'paper'; path: string; paper: StudyPaper }
  | { kind: 'samplePapers'; path: string; tests: StudyMockTest[] }
  | { kind: 'exams'; path: string }
  | { kind: 'exam'; path: string; exam: EntranceExam; chapters: number; subjects: number; papers: StudyPaper[]; mockTests: StudyMockTest[]; books: StudyBook[] }
  | { kind: 'board'; path: string; board: StudyBoard; classes: { grade: number; books: StudyBook[]; tests: StudyMockTest[] }[] }
  | { kind: 'currentAffairs'; path: string }
  | { kind: 'notFound'; path: string };

export type StudyPageKind = StudyPage['kind'];

/** The CBSE "exam" code of a class, as books and mock tests carry it. */
export function cbseExam(grade: number): string {
  return `cbse-class-${grade}`;
}

/** Every chapter with its book, by chapter code. */
function chapterIndex(books: readonly StudyBook[]): Map<string, { book: StudyBook; chapter: StudyChapter }> {
  const out = new Map<string, { book: StudyBook; chapter: StudyChapter }>();
  for (const book of books) for (const chapter of book.chapters) out.set(chapter.code, { book, chapter });
  return out;
}

/** The exams (entrance and CBSE) whose syllabus takes a book. */
function examsOfBook(book: StudyBook, syllabi: readonly StudyExamSyllabus[]): string[] {
  const chapters = new Set(book.chapters.map((c) => c.code));
  const entrance = syllabi.filter((s) => s.subjects.some((sub) => sub.chapters.some((c) => chapters.has(c)))).map((s) => s.exam);
  return [cbseExam(book.grade), ...entrance];
}

/**
 * Every study page, in a stable order (the sitemap's). Throws when the input is inconsistent (a
 * syllabus naming a chapter no book has), so a bad content change fails the build, not a page.
 */
export function buildStudyPages(input: StudyInput): StudyPage[] {
  const books = [...input.books].sort((a, b) => a.grade - b.grade || a.subject.localeCompare(b.subject));
  const chapters = chapterIndex(books);
  const pages: StudyPage[] = [
    { kind: 'home', path: studyPath.home() },
    { kind: 'books', path: studyPath.books() },
  ];
  const booksOf = (grade: number) => books.filter((b) => b.grade === grade);
  const testsOf = (exam: string) => input.mockTests.filter((t) => t.exam === exam);

  for (const grade of STUDY_CLASSES) pages.push({ kind: 'booksClass', path: studyPath.booksClass(grade), grade, books: booksOf(grade) });
  for (const book of books) pages.push({ kind: 'book', path: studyPath.book(book.code), book, exams: examsOfBook(book, input.syllabi) });

  pages.push({ kind: 'solutions', path: studyPath.solutions() });
  for (const grade of STUDY_CLASSES) {
    const solved = booksOf(grade).flatMap((book) => book.chapters.filter((c) => c.stock.solved > 0).map((chapter) => ({ book, chapter })));
    pages.push({ kind: 'solutionsClass', path: studyPath.solutionsClass(grade), grade, chapters: solved });
  }

  pages.push({ kind: 'syllabi', path: studyPath.syllabi() });
  for (const syllabus of input.syllabi) {
    const subjects = syllabus.subjects.map((s) => ({
      subject: s.subject,
      chapters: s.chapters.map((code) => {
        const found = chapters.get(code);
        if (!found) throw new Error(`the ${syllabus.exam} syllabus names chapter ${code}, which no book has`);
        return found;
      }),
    }));
    pages.push({ kind: 'syllabus', path: studyPath.syllabus(syllabus.exam), exam: syllabus.exam, subjects });
  }
  for (const grade of STUDY_CLASSES) {
    const own = booksOf(grade);
    if (own.length === 0) continue;
    const subjects = own.map((book) => ({ subject: book.subject, chapters: book.chapters.map((chapter) => ({ book, chapter })) }));
    pages.push({ kind: 'syllabus', path: studyPath.syllabus(cbseExam(grade)), exam: cbseExam(grade), subjects });
  }

  pages.push({ kind: 'papers', path: studyPath.papers() });
  for (const exam of PAPER_EXAMS) {
    const papers = input.papers.filter((p) => p.exam === exam).sort((a, b) => b.year - a.year || a.paper - b.paper);
    pages.push({ kind: 'papersExam', path: studyPath.papersExam(exam), exam, papers, mockTests: testsOf(exam) });
  }
  for (const paper of input.papers) pages.push({ kind: 'paper', path: studyPath.paper(paper.exam, paper.code), paper });
  pages.push({ kind: 'samplePapers', path: studyPath.samplePapers(), tests: input.mockTests.filter((t) => t.exam.startsWith('cbse-class-')) });

  pages.push({ kind: 'exams', path: studyPath.exams() });
  const syllabi = new Map(input.syllabi.map((s) => [s.exam, s]));
  for (const exam of ENTRANCE_EXAMS) {
    const syllabus = syllabi.get(exam);
    const codes = new Set(syllabus?.subjects.flatMap((s) => s.chapters) ?? []);
    pages.push({
      kind: 'exam',
      path: studyPath.exam(exam),
      exam,
      chapters: codes.size,
      subjects: syllabus?.subjects.length ?? 0,
      papers: input.papers.filter((p) => p.exam === exam),
      mockTests: testsOf(exam),
      books: books.filter((b) => b.chapters.some((c) => codes.has(c.code))),
    });
  }

  for (const board of STUDY_BOARDS) {
    const classes = STUDY_CLASSES.map((grade) => ({ grade, books: booksOf(grade), tests: board === 'cbse' ? testsOf(cbseExam(grade)) : [] }));
    pages.push({ kind: 'board', path: studyPath.board(board), board, classes });
  }
  pages.push({ kind: 'currentAffairs', path: studyPath.currentAffairs() });

  const paths = new Set<string>();
  for (const page of pages) {
    if (paths.has(page.path)) throw new Error(`two study pages at ${page.path}`);
    paths.add(page.path);
  }
  return pages;
}

/** The not-found page (served with status 404; not in the sitemap). */
export const STUDY_NOT_FOUND: StudyPage = { kind: 'notFound', path: studyPath.notFound() };
