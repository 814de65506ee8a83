import type { PackNote } from '@abhyas/contracts';
import type { books, chapterNotes, mocktestBundles, questions, searchDocuments, videos } from '../../db/schema/index.ts';
import { plainText } from './plain-text.ts';

/** A row of the search index. */
export type SearchDocument = typeof searchDocuments.$inferInsert;

/** The content the index is built from, as SearchRepository.indexSources reads it. */
export interface IndexSources {
  /** Every learning-map node. */
  nodes: { code: string; level: string; parent: string | null; subject: string; grade: number | null; name: string; names: Record<string, string> }[];
  /** Exams of a class (with a grade). */
  classExams: { code: string; grade: number | null }[];
  /** Entrance exams' syllabus entries. */
  syllabus: { exam: string; chapter: string }[];
  videos: (typeof videos.$inferSelect)[];
  notes: (typeof chapterNotes.$inferSelect)[];
  questions: { code: string; subject: string; chapter: string | null; payload: (typeof questions.$inferSelect)['payload']; source: string | null }[];
  books: (typeof books.$inferSelect)[];
  /** Every exam's English name. */
  exams: { code: string; name: string }[];
  /** Published mock tests (not a profile's own). */
  tests: (typeof mocktestBundles.$inferSelect)[];
}

const cut = (text: string, n: number) => (text.length <= n ? text : `${text.slice(0, n - 1).trimEnd()}…`);
const localNames = (names: Record<string, string> | null | undefined) => Object.values(names ?? {}).join(' ');

/**
 * Which exams hold each chapter (issue 15, search scoped to the profile's exam): a class exam
 * (CBSE Class 10, …) holds every chapter of its grade, an entrance exam the chapters of its
 * syllabus (`exam_syllabus`).
 */
function chapterExams(src: Pick<IndexSources, 'nodes' | 'classExams' | 'syllabus'>): Map<string, string[]> {
  const byChapter = new Map<string, string[]>();
  const add = (chapter: string, exam: string) => {
    const list = byChapter.get(chapter) ?? [];
    if (!list.includes(exam)) list.push(exam);
    byChapter.set(chapter, list);
  };
  for (const n of src.nodes) if (n.level === 'chapter') for (const e of src.classExams) if (e.grade === n.grade) add(n.code, e.code);
  for (const s of src.syllabus) add(s.chapter, s.exam);
  return byChapter;
}

/**
 * The search documents (issue #3 §6; learning.md §2 Search): one per chapter, topic, concept,
 * video, note, question, book and published mock test, each with the exams whose syllabus holds it.
 * Question titles and bodies are their Markdown and LaTeX read as plain text (plain-text.ts).
 */
export function buildSearchDocuments(src: IndexSources): SearchDocument[] {
  const nodes = src.nodes;
  const byCode = new Map(nodes.map((n) => [n.code, n]));
  const examsOfChapter = chapterExams(src);
  /** The exams of a chapter code (none for a missing or unknown chapter). */
  const examsOf = (chapterCode: string | null | undefined) => (chapterCode ? (examsOfChapter.get(chapterCode) ?? []) : []);
  const docs: SearchDocument[] = [];
  const classOf = (grade: number | null) => (grade ? `Class ${grade}` : '');
  const subjectName = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  for (const n of nodes) {
    const parent = n.parent ? byCode.get(n.parent) : undefined;
    if (n.level === 'chapter') {
      docs.push({
        entity: 'chapter',
        code: n.code,
        title: n.name,
        names: localNames(n.names),
        subtitle: [classOf(n.grade), subjectName(n.subject)].filter(Boolean).join(' · '),
        subject: n.subject,
        url: `/learn/summary/${n.code}`,
        rankBoost: 3,
        exams: examsOf(n.code),
      });
    } else if (n.level === 'topic') {
      docs.push({
        entity: 'topic',
        code: n.code,
        title: n.name,
        names: localNames(n.names),
        subtitle: [parent?.name, classOf(n.grade)].filter(Boolean).join(' · '),
        subject: n.subject,
        url: `/topic/summary/${n.code}`,
        rankBoost: 2,
        exams: examsOf(n.parent),
      });
    } else if (n.level === 'concept') {
      const chapter = parent?.parent ? byCode.get(parent.parent) : undefined;
      docs.push({
        entity: 'concept',
        code: n.code,
        title: n.name,
        names: localNames(n.names),
        subtitle: [parent?.name, chapter?.name].filter(Boolean).join(' · '),
        subject: n.subject,
        url: `/topic/summary/${n.parent ?? ''}?concept=${n.code}`,
        rankBoost: 1,
        exams: examsOf(parent?.parent),
      });
    }
  }
  const chapterName = (code: string | null) => (code ? (byCode.get(code)?.name ?? '') : '');
  for (const v of src.videos) {
    const item = v.item as { names?: Record<string, string>; description?: string; owner?: { name?: string } };
    docs.push({
      entity: 'video',
      code: v.code,
      title: v.title,
      names: localNames(item.names),
      subtitle: [chapterName(v.chapterCode), item.owner?.name].filter(Boolean).join(' · '),
      body: item.description ?? '',
      subject: v.subject,
      url: `/video/summary/${v.code}`,
      rankBoost: 2,
      exams: examsOf(v.chapterCode),
    });
  }
  for (const n of src.notes) {
    const item = n.item as unknown as PackNote;
    const chapter = byCode.get(n.chapterCode);
    docs.push({
      entity: 'note',
      code: n.code,
      title: n.title,
      names: cut(
        Object.values(item.translations)
          .map((t) => t.title)
          .join(' '),
        400,
      ),
      subtitle: [chapter?.name, classOf(chapter?.grade ?? null)].filter(Boolean).join(' · '),
      body: plainText([item.keyIdeas, item.formulas, item.commonMistakes, ...item.workedExamples.map((w) => w.problem)].join(' ')).slice(0, 4000),
      subject: chapter?.subject ?? null,
      url: `/learn/summary/${n.chapterCode}#notes`,
      rankBoost: 2,
      exams: examsOf(n.chapterCode),
    });
  }
  for (const q of src.questions) {
    const text = plainText(q.payload.body);
    const translated = Object.values(q.payload.translations ?? {})
      .map((t) => plainText(t.body))
      .join(' ');
    const options = (q.payload.options ?? []).map((o) => plainText(o.body)).join(' ');
    docs.push({
      entity: 'question',
      code: q.code,
      title: cut(text, 160),
      names: cut(translated, 400),
      subtitle: [chapterName(q.chapter), q.source].filter(Boolean).join(' · '),
      body: `${text} ${options}`.slice(0, 2000),
      subject: q.subject,
      url: `/question/${q.code}`,
      rankBoost: 0,
      exams: examsOf(q.chapter),
    });
  }
  for (const b of src.books) {
    const item = b.item as {
      exams?: string[];
      names?: Record<string, string>;
      description?: string;
      publisher?: string;
      toc?: { title: string; children?: { title: string }[] }[];
    };
    const toc = (item.toc ?? []).flatMap((e) => [e.title, ...(e.children ?? []).map((c) => c.title)]).join(' ');
    docs.push({
      entity: 'book',
      code: b.code,
      title: b.title,
      names: localNames(item.names),
      subtitle: [item.publisher, classOf(b.grade), subjectName(b.subject)].filter(Boolean).join(' · '),
      body: `${item.description ?? ''} ${toc}`.slice(0, 4000),
      subject: b.subject,
      url: `${b.kind === 'big_book' ? '/bigbooktoc' : '/booktoc'}?book_id=${b.code}`,
      rankBoost: 2,
      exams: item.exams ?? [],
    });
  }
  const examNames = new Map(src.exams.map((e) => [e.code, e.name]));
  for (const t of src.tests) {
    docs.push({
      entity: 'test',
      code: t.code,
      title: t.name,
      names: localNames(t.names),
      subtitle: examNames.get(t.examCode) ?? t.examCode,
      body: t.sections.map((s) => s.name).join(' '),
      subject: null,
      url: `/test/summary/${t.code}`,
      rankBoost: 2,
      exams: [t.examCode],
    });
  }
  return docs;
}
