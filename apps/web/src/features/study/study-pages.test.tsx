import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import en from '../../locales/en/study.json';
import shellEn from '../../locales/en/shell.json';
import hi from '../../locales/hi/study.json';
import shellHi from '../../locales/hi/shell.json';
import { buildStudyPages, STUDY_NOT_FOUND, type StudyBook, type StudyInput, type StudyPage } from './site.ts';
import { StudyDocument, type StudyFormat } from './study-document.tsx';

// Issue 24 §1 (decision 047): the study pages built from the content, and each page's document.

const stock = (questions: number, solved = questions) => ({ questions, solved, videos: 0, notes: 0, cheatSheet: false });
const book = (grade: number, subject: string, chapters: { n: number; name: string; questions?: number; solved?: number }[]): StudyBook => ({
  code: `ncert-${grade}-${subject}`,
  grade,
  subject,
  name: subject === 'physics' ? 'Physics' : 'Mathematics',
  names: { hi: subject === 'physics' ? 'भौतिकी' : 'गणित' },
  chapters: chapters.map((c) => ({
    code: `ncert-${grade}-${subject}-ch0${c.n}`,
    number: c.n,
    name: c.name,
    topics: [{ name: `${c.name}: basics` }],
    stock: stock(c.questions ?? 0, c.solved ?? c.questions ?? 0),
  })),
});

const INPUT: StudyInput = {
  books: [
    book(10, 'mathematics', [
      { n: 1, name: 'Real Numbers', questions: 30 },
      { n: 2, name: 'Polynomials', questions: 4, solved: 0 },
    ]),
    book(11, 'physics', [{ n: 1, name: 'Units and Measurement' }]),
  ],
  syllabi: [{ exam: 'jee-main', subjects: [{ subject: 'physics', chapters: ['ncert-11-physics-ch01'] }] }],
  papers: [
    {
      code: 'jee-adv-2019-p1',
      exam: 'jee-advanced',
      year: 2019,
      paper: 1,
      durationMin: 180,
      paperTotal: 54,
      subjects: [
        {
          subject: 'physics',
          questions: [
            {
              code: 'q1',
              type: 'single_choice',
              body: 'A ball falls from $h$.',
              options: [
                { id: 'A', text: '$1$' },
                { id: 'B', text: '$2$' },
              ],
            },
            { code: 'q2', type: 'integer', body: 'How many?', options: [] },
          ],
        },
      ],
    },
  ],
  mockTests: [
    { code: 'jee-main-mock-1', name: 'JEE Main Full Mock Test 1', exam: 'jee-main', questions: 75, durationMin: 180 },
    { code: 'cbse-10-mathematics-mock-1', name: 'CBSE Class 10 Mathematics: Sample Paper 1', exam: 'cbse-class-10', questions: 38, durationMin: 180 },
  ],
};

/** The catalogs as the prerender formats them. */
function formatter(locale: string, study: unknown, shell: unknown): StudyFormat {
  return (key, values) => {
    const [root, path] = key.startsWith('shell:') ? [shell, key.slice(6)] : [study, key];
    const text = path.split('.').reduce<unknown>((n, p) => (n as Record<string, unknown>)[p], root);
    if (typeof text !== 'string') throw new Error(`no message ${key}`);
    return String(new IntlMessageFormat(text, locale).format(values));
  };
}

function render(page: StudyPage, locale = 'en'): Document {
  const t = locale === 'hi' ? formatter('hi', hi, shellHi) : formatter('en', en, shellEn);
  const html = renderToStaticMarkup(
    <StudyDocument
      page={page}
      locale={locale}
      t={t}
      origin="https://abhyas.example"
      stylesheets={['/assets/study.css']}
      renderMath={(text) => `<span>${text}</span>`}
    />,
  );
  return new DOMParser().parseFromString(`<!doctype html>${html}`, 'text/html');
}

const pages = buildStudyPages(INPUT);
const at = (path: string) => {
  const page = pages.find((p) => p.path === path);
  if (!page) throw new Error(`no page ${path}`);
  return page;
};

describe('buildStudyPages', () => {
  it('makes a page per class, book, exam, paper and board, each at its own path', () => {
    const paths = pages.map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/study',
        '/study/books/class-6',
        '/study/books/ncert-10-mathematics',
        '/study/syllabus/jee-main',
        '/study/syllabus/cbse-class-10',
        '/study/papers/neet-ug',
        '/study/papers/jee-advanced/jee-adv-2019-p1',
        '/study/exams/jee-advanced',
        '/study/boards/west-bengal',
        '/study/current-affairs',
      ]),
    );
    // No CBSE syllabus page for a class with no books.
    expect(paths).not.toContain('/study/syllabus/cbse-class-6');
  });

  it('lists under solutions only the chapters whose questions have worked solutions', () => {
    const page = at('/study/solutions/class-10');
    expect(page.kind === 'solutionsClass' && page.chapters.map((c) => c.chapter.name)).toEqual(['Real Numbers']);
  });

  it('gives the CBSE board its class tests and the other boards none', () => {
    const cbse = at('/study/boards/cbse');
    const icse = at('/study/boards/icse');
    expect(cbse.kind === 'board' && cbse.classes.find((c) => c.grade === 10)?.tests.map((t) => t.code)).toEqual(['cbse-10-mathematics-mock-1']);
    expect(icse.kind === 'board' && icse.classes.every((c) => c.tests.length === 0)).toBe(true);
  });

  it('refuses a syllabus that names a chapter no book has', () => {
    const bad = { ...INPUT, syllabi: [{ exam: 'neet-ug' as const, subjects: [{ subject: 'biology', chapters: ['ncert-11-biology-ch01'] }] }] };
    expect(() => buildStudyPages(bad)).toThrow('the neet-ug syllabus names chapter ncert-11-biology-ch01, which no book has');
  });
});

describe('StudyDocument', () => {
  it('carries the title, description, canonical, languages and Open Graph tags in its HTML', () => {
    const doc = render(at('/study/books/ncert-10-mathematics'));
    expect(doc.title).toBe('NCERT Mathematics class 10: chapters and topics | Abhyas');
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toContain('All 2 chapters');
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://abhyas.example/study/books/ncert-10-mathematics');
    expect([...doc.querySelectorAll('link[rel="alternate"]')].map((l) => l.getAttribute('hreflang'))).toEqual([
      'en',
      'hi',
      'kn',
      'bn',
      'gu',
      'or',
      'te',
      'ta',
      'ml',
      'mr',
      'pa',
      'as',
      'x-default',
    ]);
    expect(doc.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe('https://abhyas.example/study/books/ncert-10-mathematics');
    // What we have for each chapter, and practice only where there are questions.
    expect(doc.body.textContent).toContain('30 practice questions · 30 with worked solutions');
    expect([...doc.querySelectorAll('a')].filter((a) => a.textContent?.startsWith('Practise chapter')).map((a) => a.textContent)).toEqual([
      'Practise chapter 1, Real Numbers',
      'Practise chapter 2, Polynomials',
    ]);
  });

  it('renders a page in Hindi, with its language and the book’s Hindi name', () => {
    const doc = render(at('/study/books/ncert-10-mathematics'), 'hi');
    expect(doc.documentElement.getAttribute('lang')).toBe('hi-IN');
    expect(doc.querySelector('h1')?.textContent).toContain('गणित');
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://abhyas.example/hi/study/books/ncert-10-mathematics');
  });

  it('shows a paper’s questions and options, how many of the paper it holds, and a start that leads to the test', () => {
    const doc = render(at('/study/papers/jee-advanced/jee-adv-2019-p1'));
    expect([...doc.querySelectorAll('ol.questions > li h3')].map((h) => h.textContent)).toEqual(['Question 1', 'Question 2']);
    expect(doc.querySelectorAll('ol.options li')).toHaveLength(2);
    expect(doc.body.textContent).toContain('2 of the paper’s 54 questions');
    const start = [...doc.querySelectorAll('a')].find((a) => a.textContent === 'Take this paper as a timed test');
    expect(start?.getAttribute('href')).toBe('/mock-test/jee-adv-2019-p1/session?attempt=new');
  });

  it('says honestly when an exam has no papers yet and offers what exists', () => {
    const doc = render(at('/study/papers/jee-main'));
    expect(doc.body.textContent).toContain('We have no JEE Main papers yet.');
    expect([...doc.querySelectorAll('a')].map((a) => a.textContent)).toContain('Take JEE Main Full Mock Test 1');
  });

  it('marks the not-found page noindex, with no canonical', () => {
    const doc = render(STUDY_NOT_FOUND);
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(doc.querySelector('link[rel="canonical"]')).toBeNull();
  });
});
