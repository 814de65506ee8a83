/**
 * A public study page as a whole HTML document (issue 24 §1; decision 047), rendered at build time
 * by apps/web/prerender/study.tsx with `renderToStaticMarkup`: the content is in the HTML, with no
 * JavaScript, for guests, shared links and search engines. Head: title, description, canonical,
 * the other languages (`hreflang`), Open Graph. Body: the site's header, a breadcrumb, the page,
 * the sign-up call and a footer with every language.
 */
import type { ReactNode } from 'react';
import { htmlLang, LANGUAGES } from '@abhyas/domain';
import {
  cbseExam,
  localePath,
  STUDY_BOARDS,
  STUDY_CLASSES,
  studyPath,
  type Named,
  type StudyBook,
  type StudyMockTest,
  type StudyPage,
  type StudyPaper,
} from './site.ts';

/** An ICU message of the `study` catalog (or `shell:` for the board names) in the page's language. */
export type StudyFormat = (key: string, values?: Record<string, string | number>) => string;

export interface StudyDocumentProps {
  page: StudyPage;
  locale: string;
  t: StudyFormat;
  /** Absolute origin of canonical and alternate URLs, e.g. `https://abhyas.example` (no trailing slash). */
  origin: string;
  /** Stylesheets to link, as absolute paths (`/assets/…`). */
  stylesheets: readonly string[];
  /** Question text (Markdown with LaTeX) → sanitised HTML; `inline` for options. */
  renderMath: (text: string, inline: boolean) => string;
}

/** The localised name of a book, chapter or topic. */
function nameIn(locale: string, named: Named): string {
  return named.names?.[locale] ?? named.name;
}

/** The name of an exam code (entrance or `cbse-class-<n>`). */
function examName(t: StudyFormat, exam: string): string {
  const cbse = /^cbse-class-(\d+)$/.exec(exam);
  if (cbse) return t('examNames.cbse', { grade: Number(cbse[1]) });
  return t(`examNames.${exam === 'jee-main' ? 'jeeMain' : exam === 'jee-advanced' ? 'jeeAdvanced' : 'neetUg'}`);
}

const subjectName = (t: StudyFormat, subject: string) => t(`subjects.${subject}`);
const boardName = (t: StudyFormat, board: string) => t(`shell:boards.${board}`);

/** The title and description of a page (the `<title>`, `<h1>`, description and Open Graph tags). */
export function studyHead(page: StudyPage, t: StudyFormat, locale: string): { title: string; description: string } {
  switch (page.kind) {
    case 'home':
      return { title: t('home.title'), description: t('home.description') };
    case 'books':
      return { title: t('books.title'), description: t('books.description') };
    case 'booksClass':
      return { title: t('books.classTitle', { grade: page.grade }), description: t('books.classDescription', { grade: page.grade }) };
    case 'book': {
      const values = { book: nameIn(locale, page.book), grade: page.book.grade, chapters: page.book.chapters.length };
      return { title: t('book.title', values), description: t('book.description', values) };
    }
    case 'solutions':
      return { title: t('solutions.title'), description: t('solutions.description') };
    case 'solutionsClass':
      return { title: t('solutions.classTitle', { grade: page.grade }), description: t('solutions.classDescription', { grade: page.grade }) };
    case 'syllabi':
      return { title: t('syllabus.title'), description: t('syllabus.description') };
    case 'syllabus': {
      const chapters = page.subjects.reduce((n, s) => n + s.chapters.length, 0);
      const values = { exam: examName(t, page.exam), chapters, subjects: page.subjects.length };
      return { title: t('syllabus.examTitle', values), description: t('syllabus.examDescription', values) };
    }
    case 'papers':
      return { title: t('papers.title'), description: t('papers.description') };
    case 'papersExam':
      return { title: t('papers.examTitle', { exam: examName(t, page.exam) }), description: t('papers.examDescription', { exam: examName(t, page.exam) }) };
    case 'paper': {
      const count = page.paper.subjects.reduce((n, s) => n + s.questions.length, 0);
      const values = { exam: examName(t, page.paper.exam), year: page.paper.year, paper: page.paper.paper, count };
      return { title: t('paper.title', values), description: t('paper.description', values) };
    }
    case 'samplePapers':
      return { title: t('samplePapers.title'), description: t('samplePapers.description') };
    case 'exams':
      return { title: t('exams.title'), description: t('exams.description') };
    case 'exam':
      return { title: t('exams.examTitle', { exam: examName(t, page.exam) }), description: t('exams.examDescription', { exam: examName(t, page.exam) }) };
    case 'board':
      return { title: t('boards.title', { board: boardName(t, page.board) }), description: t('boards.description', { board: boardName(t, page.board) }) };
    case 'currentAffairs':
      return { title: t('currentAffairs.title'), description: t('currentAffairs.description') };
    case 'notFound':
      return { title: t('notFound.title'), description: t('notFound.description') };
  }
}

/** The breadcrumb trail above the page's own title: (label, path) pairs from the study home. */
function trail(page: StudyPage, t: StudyFormat): { label: string; path: string }[] {
  const home = { label: t('site.studyMaterial'), path: studyPath.home() };
  switch (page.kind) {
    case 'home':
      return [];
    case 'booksClass':
    case 'book':
      return [home, { label: t('home.books'), path: studyPath.books() }];
    case 'solutionsClass':
      return [home, { label: t('home.solutions'), path: studyPath.solutions() }];
    case 'syllabus':
      return [home, { label: t('home.syllabus'), path: studyPath.syllabi() }];
    case 'papersExam':
      return [home, { label: t('home.papers'), path: studyPath.papers() }];
    case 'paper':
      return [
        home,
        { label: t('home.papers'), path: studyPath.papers() },
        { label: examName(t, page.paper.exam), path: studyPath.papersExam(page.paper.exam) },
      ];
    case 'exam':
      return [home, { label: t('home.exams'), path: studyPath.exams() }];
    default:
      return [home];
  }
}

/** The whole document (`<html>` … `</html>`); the caller adds `<!doctype html>`. */
export function StudyDocument({ page, locale, t, origin, stylesheets, renderMath }: StudyDocumentProps) {
  const { title, description } = studyHead(page, t, locale);
  const href = (path: string) => localePath(locale, path);
  const url = `${origin}${href(page.path)}`;
  const indexable = page.kind !== 'notFound';
  return (
    <html lang={htmlLang(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#e8590c" />
        <title>{`${title} | Abhyas`}</title>
        <meta name="description" content={description} />
        {indexable ? <link rel="canonical" href={url} /> : <meta name="robots" content="noindex" />}
        {indexable && LANGUAGES.map((l) => <link key={l.code} rel="alternate" hrefLang={l.code} href={`${origin}${localePath(l.code, page.path)}`} />)}
        {indexable && <link rel="alternate" hrefLang="x-default" href={`${origin}${page.path}`} />}
        <meta property="og:type" content="website" />
        <meta property="og:site_name" content="Abhyas" />
        <meta property="og:title" content={title} />
        <meta property="og:description" content={description} />
        <meta property="og:url" content={url} />
        <meta property="og:locale" content={`${locale}_IN`} />
        <meta name="twitter:card" content="summary" />
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        {stylesheets.map((s) => (
          <link key={s} rel="stylesheet" href={s} />
        ))}
      </head>
      <body>
        <a className="skip" href="#main">
          {t('site.skip')}
        </a>
        <header className="site">
          <a className="brand" href="/" aria-label={t('site.home')}>
            Abhyas
          </a>
          <nav className="account" aria-label={t('site.studyMaterial')}>
            <a className="study-home" href={href(studyPath.home())}>
              {t('site.studyMaterial')}
            </a>
            <a href="/login">{t('site.logIn')}</a>
            <a className="primary" href="/signup">
              {t('site.signUp')}
            </a>
          </nav>
        </header>
        {trail(page, t).length > 0 && (
          <nav className="trail" aria-label={t('site.breadcrumb')}>
            <ol>
              {trail(page, t).map((step) => (
                <li key={step.path}>
                  <a href={href(step.path)}>{step.label}</a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <main id="main" data-page={page.kind}>
          <h1>{title}</h1>
          <p className="lead">{description}</p>
          <StudyBody page={page} locale={locale} t={t} href={href} renderMath={renderMath} />
        </main>
        {indexable && page.kind !== 'paper' && (
          <aside className="cta" aria-labelledby="cta-title">
            <h2 id="cta-title">{t('site.ctaTitle')}</h2>
            <p>{t('site.ctaText')}</p>
            <a className="button" href="/signup">
              {t('site.ctaAction')}
            </a>
          </aside>
        )}
        <footer className="site">
          <p>{t('site.footer')}</p>
          <nav aria-label={t('site.languages')}>
            <ul className="languages">
              {LANGUAGES.map((l) => (
                <li key={l.code}>
                  <a href={localePath(l.code, page.path)} hrefLang={l.code} lang={htmlLang(l.code)} aria-current={l.code === locale ? 'page' : undefined}>
                    {l.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label={t('site.footerLinks')}>
            <ul className="links">
              <li>
                <a href="/privacy-policy">{t('site.privacy')}</a>
              </li>
              <li>
                <a href="/tos">{t('site.terms')}</a>
              </li>
              <li>
                <a href="/contactus">{t('site.contact')}</a>
              </li>
            </ul>
          </nav>
        </footer>
      </body>
    </html>
  );
}

interface BodyProps {
  page: StudyPage;
  locale: string;
  t: StudyFormat;
  href: (path: string) => string;
  renderMath: (text: string, inline: boolean) => string;
}

function LinkList({ items }: { items: { key: string; href: string; label: string; note?: string | undefined }[] }) {
  return (
    <ul className="cards">
      {items.map((item) => (
        <li key={item.key}>
          <a href={item.href}>{item.label}</a>
          {item.note && <span className="note">{item.note}</span>}
        </li>
      ))}
    </ul>
  );
}

function Section({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={id ? `${id}-title` : undefined}>
      <h2 id={id ? `${id}-title` : undefined}>{title}</h2>
      {children}
    </section>
  );
}

/** A list of books with their chapter counts. */
function BookList({ books, locale, t, href }: { books: StudyBook[]; locale: string; t: StudyFormat; href: (p: string) => string }) {
  return (
    <LinkList
      items={books.map((b) => ({
        key: b.code,
        href: href(studyPath.book(b.code)),
        label: t('books.open', { book: nameIn(locale, b), grade: b.grade }),
        note: t('counts.chapters', { count: b.chapters.length }),
      }))}
    />
  );
}

/** Mock tests, each starting after sign-in (the test route's guard asks for it). */
function TestList({ tests, locale, t }: { tests: StudyMockTest[]; locale: string; t: StudyFormat }) {
  return (
    <LinkList
      items={tests.map((test) => ({
        key: test.code,
        href: `/mock-test/${encodeURIComponent(test.code)}/session?attempt=new`,
        label: t('exams.takeMock', { name: nameIn(locale, test) }),
        note: t('exams.mockLine', { questions: t('counts.questions', { count: test.questions }), minutes: t('counts.minutes', { count: test.durationMin }) }),
      }))}
    />
  );
}

function PaperList({ papers, t, href }: { papers: StudyPaper[]; t: StudyFormat; href: (p: string) => string }) {
  return (
    <LinkList
      items={papers.map((p) => ({
        key: p.code,
        href: href(studyPath.paper(p.exam, p.code)),
        label: t('papers.paperLink', { exam: examName(t, p.exam), year: p.year, paper: p.paper }),
        note: t('counts.questions', { count: p.subjects.reduce((n, s) => n + s.questions.length, 0) }),
      }))}
    />
  );
}

/** What Abhyas has for a chapter, as short facts. */
function stockLine(t: StudyFormat, stock: StudyBook['chapters'][number]['stock']): string[] {
  const facts: string[] = [];
  if (stock.questions > 0) facts.push(t('counts.practice', { count: stock.questions }), t('counts.solved', { count: stock.solved }));
  if (stock.videos > 0) facts.push(t('counts.videos', { count: stock.videos }));
  if (stock.notes > 0) facts.push(t('counts.notes', { count: stock.notes }));
  if (stock.cheatSheet) facts.push(t('book.cheatSheet'));
  return facts;
}

function StudyBody({ page, locale, t, href, renderMath }: BodyProps) {
  switch (page.kind) {
    case 'home':
      return (
        <>
          <p>{t('home.intro')}</p>
          <LinkList
            items={[
              { key: 'books', href: href(studyPath.books()), label: t('home.books'), note: t('classRange') },
              { key: 'solutions', href: href(studyPath.solutions()), label: t('home.solutions') },
              { key: 'exams', href: href(studyPath.exams()), label: t('home.exams') },
              { key: 'syllabus', href: href(studyPath.syllabi()), label: t('home.syllabus') },
              { key: 'papers', href: href(studyPath.papers()), label: t('home.papers') },
              { key: 'sample', href: href(studyPath.samplePapers()), label: t('home.samplePapers') },
              { key: 'affairs', href: href(studyPath.currentAffairs()), label: t('home.currentAffairs') },
            ]}
          />
          <Section id="boards" title={t('home.boards')}>
            <LinkList items={STUDY_BOARDS.map((b) => ({ key: b, href: href(studyPath.board(b)), label: boardName(t, b) }))} />
          </Section>
        </>
      );
    case 'books':
      return (
        <LinkList
          items={STUDY_CLASSES.map((grade) => ({ key: String(grade), href: href(studyPath.booksClass(grade)), label: t('books.classTitle', { grade }) }))}
        />
      );
    case 'booksClass':
      return page.books.length ? (
        <BookList books={page.books} locale={locale} t={t} href={href} />
      ) : (
        <p className="empty">{t('books.none', { grade: page.grade })}</p>
      );
    case 'book':
      return (
        <>
          <Section id="chapters" title={t('book.chaptersHeading')}>
            <ol className="chapters">
              {page.book.chapters.map((chapter) => {
                const facts = stockLine(t, chapter.stock);
                const name = nameIn(locale, chapter);
                return (
                  <li key={chapter.code} id={chapter.code}>
                    <h3>{t('book.chapter', { number: chapter.number, name })}</h3>
                    {chapter.topics.length > 0 ? (
                      <ul className="topics" aria-label={t('book.topics')}>
                        {chapter.topics.map((topic, i) => (
                          <li key={i}>{nameIn(locale, topic)}</li>
                        ))}
                      </ul>
                    ) : (
                      <p className="muted">{t('book.noTopics')}</p>
                    )}
                    {facts.length > 0 ? (
                      <p className="stock">
                        <span className="label">{t('book.onAbhyas')}: </span>
                        {facts.join(' · ')}
                      </p>
                    ) : (
                      <p className="muted">{t('book.nothingYet')}</p>
                    )}
                    {chapter.stock.questions > 0 && (
                      <a
                        className="action"
                        href={`/practice?${new URLSearchParams({ mode: 'BookPractice', practice_id: chapter.code, lm_name: name, title: name }).toString()}`}
                      >
                        {t('book.practise', { number: chapter.number, name })}
                      </a>
                    )}
                  </li>
                );
              })}
            </ol>
          </Section>
          <Section id="exams" title={t('book.examsHeading')}>
            <LinkList items={page.exams.map((exam) => ({ key: exam, href: href(studyPath.syllabus(exam)), label: examName(t, exam) }))} />
          </Section>
          {page.book.url && (
            <p className="muted">
              {t('book.source')} <a href={page.book.url}>{t('book.ncert')}</a>
            </p>
          )}
        </>
      );
    case 'solutions':
      return (
        <>
          <p>{t('solutions.honest')}</p>
          <LinkList
            items={STUDY_CLASSES.map((grade) => ({
              key: String(grade),
              href: href(studyPath.solutionsClass(grade)),
              label: t('solutions.classTitle', { grade }),
            }))}
          />
        </>
      );
    case 'solutionsClass':
      return (
        <>
          <p>{t('solutions.honest')}</p>
          {page.chapters.length ? (
            <LinkList
              items={page.chapters.map(({ book, chapter }) => ({
                key: chapter.code,
                href: `${href(studyPath.book(book.code))}#${chapter.code}`,
                label: t('solutions.chapterLine', { book: nameIn(locale, book), number: chapter.number, name: nameIn(locale, chapter) }),
                note: t('counts.solved', { count: chapter.stock.solved }),
              }))}
            />
          ) : (
            <p className="empty">{t('solutions.none', { grade: page.grade })}</p>
          )}
        </>
      );
    case 'syllabi':
      return (
        <LinkList
          items={[
            ...(['jee-main', 'jee-advanced', 'neet-ug'] as const).map((exam) => ({
              key: exam,
              href: href(studyPath.syllabus(exam)),
              label: t('syllabus.examTitle', { exam: examName(t, exam) }),
            })),
            ...STUDY_CLASSES.map((grade) => ({
              key: cbseExam(grade),
              href: href(studyPath.syllabus(cbseExam(grade))),
              label: t('syllabus.examTitle', { exam: examName(t, cbseExam(grade)) }),
            })),
          ]}
        />
      );
    case 'syllabus':
      return (
        <>
          <p>{t('syllabus.intro')}</p>
          {page.subjects.map((s) => (
            <Section key={s.subject} id={`subject-${s.subject}`} title={subjectName(t, s.subject)}>
              <ol className="syllabus">
                {s.chapters.map(({ book, chapter }) => (
                  <li key={chapter.code}>
                    <a href={`${href(studyPath.book(book.code))}#${chapter.code}`}>{nameIn(locale, chapter)}</a>
                    <span className="note">{t('syllabus.fromBook', { grade: book.grade, book: nameIn(locale, book) })}</span>
                  </li>
                ))}
              </ol>
            </Section>
          ))}
        </>
      );
    case 'papers':
      return (
        <>
          <p>{t('papers.intro')}</p>
          <LinkList
            items={(['jee-main', 'jee-advanced', 'neet-ug', 'cbse-class-10', 'cbse-class-12'] as const).map((exam) => ({
              key: exam,
              href: href(studyPath.papersExam(exam)),
              label: t('papers.examTitle', { exam: examName(t, exam) }),
            }))}
          />
        </>
      );
    case 'papersExam':
      return (
        <>
          <p>{t('papers.intro')}</p>
          {page.papers.length > 0 ? (
            <PaperList papers={page.papers} t={t} href={href} />
          ) : (
            <>
              <p className="empty">{t('papers.none', { exam: examName(t, page.exam) })}</p>
              <p>{t('papers.noneNext', { exam: examName(t, page.exam) })}</p>
              <LinkList
                items={[
                  {
                    key: 'syllabus',
                    href: href(studyPath.syllabus(page.exam)),
                    label: t('syllabus.examTitle', { exam: examName(t, page.exam) }),
                  },
                ]}
              />
              {page.mockTests.length > 0 && <TestList tests={page.mockTests} locale={locale} t={t} />}
            </>
          )}
        </>
      );
    case 'paper':
      return <PaperBody paper={page.paper} t={t} renderMath={renderMath} />;
    case 'samplePapers':
      return (
        <>
          <p>{t('samplePapers.intro')}</p>
          <LinkList
            items={page.tests.map((test) => ({
              key: test.code,
              href: `/mock-test/${encodeURIComponent(test.code)}/session?attempt=new`,
              label: t('samplePapers.take', { name: nameIn(locale, test) }),
              note: t('exams.mockLine', {
                questions: t('counts.questions', { count: test.questions }),
                minutes: t('counts.minutes', { count: test.durationMin }),
              }),
            }))}
          />
          <p className="muted">{t('samplePapers.more')}</p>
        </>
      );
    case 'exams':
      return (
        <>
          <Section id="engineering" title={t('exams.engineering')}>
            <LinkList
              items={(['jee-main', 'jee-advanced'] as const).map((exam) => ({
                key: exam,
                href: href(studyPath.exam(exam)),
                label: t('exams.examTitle', { exam: examName(t, exam) }),
              }))}
            />
          </Section>
          <Section id="medical" title={t('exams.medical')}>
            <LinkList items={[{ key: 'neet-ug', href: href(studyPath.exam('neet-ug')), label: t('exams.examTitle', { exam: examName(t, 'neet-ug') }) }]} />
          </Section>
        </>
      );
    case 'exam': {
      const exam = examName(t, page.exam);
      return (
        <>
          <Section id="syllabus" title={t('home.syllabus')}>
            <p>{t('exams.syllabusLine', { chapters: page.chapters, subjects: page.subjects })}</p>
            <LinkList items={[{ key: 'syllabus', href: href(studyPath.syllabus(page.exam)), label: t('exams.syllabusLink', { exam }) }]} />
          </Section>
          <Section id="papers" title={t('home.papers')}>
            {page.papers.length ? <PaperList papers={page.papers} t={t} href={href} /> : <p className="empty">{t('exams.papersNone')}</p>}
          </Section>
          <Section id="mock-tests" title={t('exams.mockTests')}>
            {page.mockTests.length ? <TestList tests={page.mockTests} locale={locale} t={t} /> : <p className="empty">{t('exams.noMocks', { exam })}</p>}
          </Section>
          <Section id="books" title={t('exams.booksHeading')}>
            <BookList books={page.books} locale={locale} t={t} href={href} />
          </Section>
        </>
      );
    }
    case 'board': {
      const cbse = page.board === 'cbse';
      return (
        <>
          <p>{cbse ? t('boards.cbseIntro') : t('boards.otherIntro', { board: boardName(t, page.board) })}</p>
          {page.classes.map((c) => (
            <Section key={c.grade} id={`class-${c.grade}`} title={t('boards.classHeading', { grade: c.grade })}>
              {c.books.length ? (
                <BookList books={c.books} locale={locale} t={t} href={href} />
              ) : (
                <p className="empty">{t('boards.noBooks', { grade: c.grade })}</p>
              )}
              {cbse && c.books.length > 0 && (
                <LinkList
                  items={[{ key: 'syllabus', href: href(studyPath.syllabus(cbseExam(c.grade))), label: t('boards.syllabusLink', { grade: c.grade }) }]}
                />
              )}
              {c.tests.length > 0 && (
                <>
                  <h3>{t('boards.tests', { grade: c.grade })}</h3>
                  <TestList tests={c.tests} locale={locale} t={t} />
                </>
              )}
            </Section>
          ))}
        </>
      );
    }
    case 'currentAffairs':
      return (
        <>
          <p className="empty">{t('currentAffairs.honest')}</p>
          <LinkList items={[{ key: 'home', href: href(studyPath.home()), label: t('currentAffairs.meanwhile') }]} />
        </>
      );
    case 'notFound':
      return (
        <>
          <p>{t('notFound.text')}</p>
          <LinkList items={[{ key: 'home', href: href(studyPath.home()), label: t('notFound.back') }]} />
        </>
      );
  }
}

/** A past paper as a question paper: subjects, numbered questions and options; no keys. */
function PaperBody({ paper, t, renderMath }: { paper: StudyPaper; t: StudyFormat; renderMath: BodyProps['renderMath'] }) {
  const start = `/mock-test/${encodeURIComponent(paper.code)}/session?attempt=new`;
  // Questions are numbered through the paper, across its subjects.
  const firsts = paper.subjects.map((_, i) => paper.subjects.slice(0, i).reduce((n, s) => n + s.questions.length, 0) + 1);
  return (
    <>
      <p>{t('paper.duration', { count: paper.durationMin })}</p>
      {paper.paperTotal !== undefined && (
        <p className="muted">{t('paper.partial', { count: paper.subjects.reduce((n, s) => n + s.questions.length, 0), total: paper.paperTotal })}</p>
      )}
      <p>
        <a className="button" href={start}>
          {t('paper.take')}
        </a>
      </p>
      <p className="muted">{t('paper.takeNote')}</p>
      {paper.subjects.map((s, subjectIndex) => (
        <Section key={s.subject} id={`subject-${s.subject}`} title={subjectName(t, s.subject)}>
          <ol className="questions">
            {s.questions.map((q, i) => {
              const number = (firsts[subjectIndex] ?? 1) + i;
              const type = ['single_choice', 'multiple_choice', 'integer', 'subjective_numerical'].includes(q.type) ? q.type : 'other';
              return (
                <li key={q.code} id={q.code} value={number}>
                  <h3>{t('paper.question', { number })}</h3>
                  <p className="muted">{t(`paper.types.${type}`)}</p>
                  <div className="math" dangerouslySetInnerHTML={{ __html: renderMath(q.body, false) }} />
                  {q.options.length > 0 && (
                    <ol className="options" type="A">
                      {q.options.map((o) => (
                        <li key={o.id}>
                          <span dangerouslySetInnerHTML={{ __html: renderMath(o.text, true) }} />
                        </li>
                      ))}
                    </ol>
                  )}
                </li>
              );
            })}
          </ol>
        </Section>
      ))}
      <p>
        <a className="button" href={start}>
          {t('paper.take')}
        </a>
      </p>
      <p className="muted">{t('paper.source')}</p>
    </>
  );
}
