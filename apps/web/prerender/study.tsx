/**
 * The build's prerender of the public study pages (issue 24 §1; decision 047), run by build.mjs
 * after `vite build`: reads the repository's content (the NCERT learning map, the content packs,
 * the JEE Advanced papers), builds the pages (`buildStudyPages`) and writes each as a whole HTML
 * document in every interface language:
 *
 *   dist/study/<path>/index.html         English (canonical `…/study/<path>`)
 *   dist/<locale>/study/<path>/index.html the other eleven languages
 *   dist/study/404/index.html             (and per locale) the not-found page, served with 404
 *   dist/sitemap.xml, dist/robots.txt
 *   dist/assets/study-<hash>.css          the pages' stylesheet with the app's Noto Sans faces
 *
 * Each page gets .br and .gz copies, as Vite's files do, for the server's pre-compressed serving.
 * `APP_ORIGIN` (default http://localhost:3000, as the server's) is the origin of canonical, alternate and
 * sitemap URLs: set it to the site's own address when building for a deployment.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { IntlMessageFormat } from 'intl-messageformat';
import { JSDOM } from 'jsdom';
import { renderToStaticMarkup } from 'react-dom/server';
import { SUPPORTED_LOCALES } from '@abhyas/domain';
import { loadPacks } from '../../../content/lib/packs.ts';
import { jeebenchPapers } from '../../../content/lib/jeebench.ts';
import { CONTENT_PATHS } from '../src/features/marketing/data/content-paths.ts';
import {
  buildStudyPages,
  localePath,
  STUDY_NOT_FOUND,
  type ChapterStock,
  type StudyBook,
  type StudyInput,
  type StudyPage,
} from '../src/features/study/site.ts';
import { StudyDocument, type StudyFormat } from '../src/features/study/study-document.tsx';

const WEB = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ROOT = resolve(WEB, '../..');
const DIST = join(WEB, 'dist');
const LOCALES_DIR = join(WEB, 'src/locales');
const ORIGIN = (process.env.APP_ORIGIN ?? 'http://localhost:3000').replace(/\/+$/, '');
/** `PRERENDER_LOCALES=en,hi`: only those languages (a quicker local run); every language by default. */
const LOCALES = process.env.PRERENDER_LOCALES ? SUPPORTED_LOCALES.filter((l) => process.env.PRERENDER_LOCALES!.split(',').includes(l)) : SUPPORTED_LOCALES;

// The question renderer sanitises with DOMPurify, which needs a DOM: jsdom's, set before it loads.
(globalThis as { window?: unknown }).window = new JSDOM('').window;
const { renderMarkdown } = await import('../src/features/question/lib/render-markdown.ts');

interface MapBook {
  code: string;
  grade: number;
  subject: string;
  name: string;
  names?: Record<string, string>;
  chapters: { code: string; number: number; name: string; names?: Record<string, string>; topics: { name: string; names?: Record<string, string> }[] }[];
}
interface LearningMap {
  books: MapBook[];
  syllabi: Record<string, { subject: string; chapters: string[] }[]>;
}

/** Reads every input of the pages from the repository's content files. */
function readContent(): StudyInput {
  const map = JSON.parse(readFileSync(join(ROOT, 'content/learning-map/ncert.json'), 'utf8')) as LearningMap;
  const packs = loadPacks();
  const stock = new Map<string, ChapterStock>();
  const at = (chapter: string) => {
    let s = stock.get(chapter);
    if (!s) stock.set(chapter, (s = { questions: 0, solved: 0, videos: 0, notes: 0, cheatSheet: false }));
    return s;
  };
  const libraryBooks = new Map<string, { code: string; url?: string }>();
  const mockTests: StudyInput['mockTests'] = [];
  for (const { pack } of packs) {
    for (const q of pack.questions) {
      const s = at(q.chapter);
      s.questions += 1;
      if (q.solution.trim()) s.solved += 1;
    }
    for (const v of pack.videos) if (v.chapter) at(v.chapter).videos += 1;
    for (const n of pack.notes) at(n.chapter).notes += 1;
    for (const c of pack.cheatSheets) at(c.chapter).cheatSheet = true;
    for (const b of pack.books) if (b.kind === 'book') libraryBooks.set(b.code.replace(/^book-/, ''), { code: b.code, ...(b.url ? { url: b.url } : {}) });
    for (const m of pack.mocktests) {
      mockTests.push({
        code: m.code,
        name: m.name,
        names: m.names,
        exam: m.exam,
        questions: m.sections.reduce((n, s) => n + s.questions.length, 0),
        durationMin: Math.round(m.durationS / 60),
      });
    }
  }
  const { papers, questions } = jeebenchPapers();
  const books: StudyBook[] = map.books.map((b) => {
    const library = libraryBooks.get(b.code);
    return {
      code: b.code,
      grade: b.grade,
      subject: b.subject,
      name: b.name,
      ...(b.names ? { names: b.names } : {}),
      ...(library ? { libraryCode: library.code, ...(library.url ? { url: library.url } : {}) } : {}),
      chapters: b.chapters.map((c) => ({
        code: c.code,
        number: c.number,
        name: c.name,
        ...(c.names ? { names: c.names } : {}),
        topics: c.topics.map((topic) => ({ name: topic.name, ...(topic.names ? { names: topic.names } : {}) })),
        stock: stock.get(c.code) ?? { questions: 0, solved: 0, videos: 0, notes: 0, cheatSheet: false },
      })),
    };
  });
  const syllabi = Object.entries(map.syllabi)
    .filter((entry): entry is [StudyInput['syllabi'][number]['exam'], LearningMap['syllabi'][string]] =>
      ['jee-main', 'jee-advanced', 'neet-ug'].includes(entry[0]),
    )
    .map(([exam, subjects]) => ({ exam, subjects: subjects.map((s) => ({ subject: s.subject, chapters: s.chapters })) }));
  return {
    books,
    syllabi,
    mockTests,
    papers: papers.map((p) => ({
      code: p.code,
      exam: 'jee-advanced' as const,
      year: p.year,
      paper: p.paper,
      durationMin: Math.round(p.durationS / 60),
      ...(p.sections.every((s) => s.paperQuestionCount) ? { paperTotal: p.sections.reduce((n, s) => n + (s.paperQuestionCount ?? 0), 0) } : {}),
      subjects: p.sections.map((s) => ({
        subject: s.code,
        questions: s.questions.map((code) => {
          const q = questions.get(code);
          if (!q) throw new Error(`paper ${p.code} names question ${code}, which the dataset does not have`);
          return { code, type: q.type, body: q.body, options: (q.options ?? []).map((o) => ({ id: o.code, text: o.body })) };
        }),
      })),
    })),
  };
}

/** The `study` and `shell` catalogs of a locale as one formatter (`shell:` prefix for the latter). */
function formatter(locale: string): StudyFormat {
  const load = (ns: string) => JSON.parse(readFileSync(join(LOCALES_DIR, locale, `${ns}.json`), 'utf8')) as Record<string, unknown>;
  const catalogs = { study: load('study'), shell: load('shell') };
  const cache = new Map<string, IntlMessageFormat>();
  return (key, values) => {
    const [ns, path] = key.startsWith('shell:') ? (['shell', key.slice(6)] as const) : (['study', key] as const);
    let message = cache.get(`${ns}:${path}`);
    if (!message) {
      const text = path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogs[ns]);
      if (typeof text !== 'string') throw new Error(`no message ${ns}:${path} in ${locale}`);
      message = new IntlMessageFormat(text, locale);
      cache.set(`${ns}:${path}`, message);
    }
    return String(message.format(values));
  };
}

/** The pages' stylesheet: the app's Noto Sans @font-face rules (from the built CSS) and study.css. */
function writeStylesheet(): { study: string; katex: string } {
  const assets = join(DIST, 'assets');
  const faces = new Set<string>();
  let katex: string | undefined;
  for (const name of readdirSync(assets)) {
    if (!name.endsWith('.css') || name.startsWith('study-')) continue;
    const css = readFileSync(join(assets, name), 'utf8');
    for (const face of css.match(/@font-face\{[^}]*\}/g) ?? []) if (/Noto Sans/.test(face)) faces.add(face);
    if (css.includes('.katex{') || css.includes('.katex {')) katex ??= name;
  }
  if (faces.size === 0) throw new Error('no Noto Sans faces in the built CSS: run vite build first');
  const css = `${[...faces].join('\n')}\n${readFileSync(join(WEB, 'src/features/study/study.css'), 'utf8')}`;
  const name = `study-${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
  writeCompressed(join(assets, name), css);
  if (!katex) throw new Error('no KaTeX stylesheet in the built CSS');
  return { study: `/assets/${name}`, katex: `/assets/${katex}` };
}

function writeCompressed(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true });
  const bytes = Buffer.from(text, 'utf8');
  writeFileSync(file, bytes);
  if (bytes.length >= 1024) {
    writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }));
    writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 6 }));
  }
}

const started = performance.now();
const sheets = writeStylesheet();
const pages = buildStudyPages(readContent());
const math = new Map<string, string>();
const renderMath = (text: string, inline: boolean) => {
  const key = `${inline ? 'i' : 'b'}:${text}`;
  let html = math.get(key);
  if (html === undefined) math.set(key, (html = renderMarkdown(text, { inline, displayMath: inline })));
  return html;
};

for (const locale of LOCALES) rmSync(join(DIST, localePath(locale, '/study')), { recursive: true, force: true });
let files = 0;
for (const locale of LOCALES) {
  const t = formatter(locale);
  for (const page of [...pages, STUDY_NOT_FOUND] as StudyPage[]) {
    const stylesheets = page.kind === 'paper' ? [sheets.study, sheets.katex] : [sheets.study];
    const html = `<!doctype html>${renderToStaticMarkup(
      <StudyDocument page={page} locale={locale} t={t} origin={ORIGIN} stylesheets={stylesheets} renderMath={renderMath} />,
    )}`;
    writeCompressed(join(DIST, localePath(locale, page.path), 'index.html'), html);
    files += 1;
  }
}

const urls = pages.flatMap((page) => LOCALES.map((locale) => `${ORIGIN}${localePath(locale, page.path)}`));
// The landing page and the public content pages (the app's, in the visitor's language) come first.
const appPages = ['/', ...Object.values(CONTENT_PATHS)].map((path) => `${ORIGIN}${path}`);
const sitemap = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${[...appPages, ...urls]
  .map((u) => `  <url><loc>${u}</loc></url>`)
  .join('\n')}\n</urlset>\n`;
writeCompressed(join(DIST, 'sitemap.xml'), sitemap);
// The app's own pages (signed-in screens, tests, practice, the API) are not for crawlers.
const robots = `# Abhyas: the public study pages and the landing pages are open to crawlers.
User-agent: *
Allow: /
Disallow: /api/
Disallow: /media/
Disallow: /mock-test/
Disallow: /practice
Disallow: /user-home
Disallow: /achieve/
Disallow: /web-view/
Disallow: /android-webview/
Disallow: /iframe/

Sitemap: ${ORIGIN}/sitemap.xml
`;
writeFileSync(join(DIST, 'robots.txt'), robots);
console.log(`study pages: ${pages.length} pages × ${LOCALES.length} languages = ${files} files in ${Math.round(performance.now() - started)} ms`);
