/**
 * The Abhyas content-pack importer (issue #3 §4; docs/content-format.md). Packs are validated in
 * full (schema, formulas, references) before anything is written; the whole import is one
 * transaction; every item is compared by code and content hash, so a re-import changes nothing and
 * `dryRun` reports what would change.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import katex from 'katex';
import { contentPack, jsonPathText, type ContentPack, type PackConcept, type PackNote, type PackQuestion } from '@abhyas/contracts';
import { texFormulas } from '@abhyas/domain';
import type { Db } from '../../../db/client.ts';
import { books, chapterNotes, cheatSheets, exams, learningMapNodes, mocktestBundles, questions, videos, type StoredSection } from '../../../db/schema/index.ts';
import { sha256 } from '../../../lib/ids.ts';
import { ImportError, type Counts } from './jeebench-import.ts';

/** One file's parsed JSON, named for error messages. */
export interface PackFile {
  file: string;
  json: unknown;
}

/** What an import did (or, with `dryRun`, would do), per kind of item. */
export interface PackImportReport {
  dryRun: boolean;
  concepts: Counts;
  questions: Counts;
  videos: Counts;
  books: Counts;
  cheatSheets: Counts;
  notes: Counts;
  mocktests: Counts;
}

export interface PackImportOptions {
  dryRun?: boolean;
  /** Check every `$…$` formula with KaTeX (default true). */
  checkLatex?: boolean;
}

type Problem = { at: string; error: string };
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** JSON with object keys in sorted order, so equal items hash equal however their keys were ordered. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );
}

/** Content hash of a pack item: the item as normalised by the schema, as key-sorted JSON. */
export const itemHash = (item: unknown): string => sha256(stableJson(item));

/** Every Markdown text of a question (all languages), with its JSON path below the question. */
function questionTexts(q: PackQuestion): [string, string][] {
  const out: [string, string][] = [
    ['body', q.body],
    ['solution', q.solution],
  ];
  if (q.passage) out.push(['passage', q.passage]);
  q.hints.forEach((h, i) => out.push([`hints[${i}].body`, h.body]));
  q.options?.forEach((o, i) => out.push([`options[${i}].body`, o.body]));
  for (const list of ['rows', 'columns', 'items'] as const) q[list]?.forEach((o, i) => out.push([`${list}[${i}].body`, o.body]));
  q.solveWithUs?.forEach((s, i) => {
    out.push([`solveWithUs[${i}].body`, s.body]);
    s.check?.options.forEach((o, j) => out.push([`solveWithUs[${i}].check.options[${j}].body`, o.body]));
  });
  for (const [locale, t] of Object.entries(q.translations)) {
    const at = `translations.${locale}`;
    out.push([`${at}.body`, t.body]);
    if (t.solution) out.push([`${at}.solution`, t.solution]);
    if (t.passage) out.push([`${at}.passage`, t.passage]);
    t.hints?.forEach((h, i) => out.push([`${at}.hints[${i}].body`, h.body]));
    t.options?.forEach((o, i) => out.push([`${at}.options[${i}].body`, o.body]));
    t.solveWithUs?.forEach((s, i) => out.push([`${at}.solveWithUs[${i}].body`, s.body]));
  }
  return out;
}

/** Every text of a chapter note with its JSON path (original and translations), for the KaTeX check. */
export function noteTexts(n: PackNote): [string, string][] {
  const sections = (at: string, x: Pick<PackNote, 'title' | 'keyIdeas' | 'formulas' | 'workedExamples' | 'commonMistakes'>): [string, string][] => [
    [`${at}title`, x.title],
    [`${at}keyIdeas`, x.keyIdeas],
    [`${at}formulas`, x.formulas],
    [`${at}commonMistakes`, x.commonMistakes],
    ...x.workedExamples.flatMap((w, i): [string, string][] => [
      [`${at}workedExamples[${i}].problem`, w.problem],
      [`${at}workedExamples[${i}].solution`, w.solution],
    ]),
  ];
  return [...sections('', n), ...Object.entries(n.translations).flatMap(([locale, t]) => sections(`translations.${locale}.`, t))];
}

/** KaTeX problems of one text: `[formula, message]` for each formula KaTeX refuses. */
export function latexProblems(text: string): [string, string][] {
  const out: [string, string][] = [];
  for (const tex of texFormulas(text)) {
    try {
      katex.renderToString(tex, { throwOnError: true, strict: 'ignore' });
    } catch (err) {
      out.push([tex, (err as Error).message.split('\n')[0]!.replace(/^KaTeX parse error: /, '')]);
    }
  }
  return out;
}

/** Parsed packs, or every problem named `file $.path: reason`. */
export async function parsePacks(
  files: PackFile[],
  options: PackImportOptions = {},
): Promise<{ packs: { file: string; pack: ContentPack }[]; problems: Problem[] }> {
  const problems: Problem[] = [];
  const packs: { file: string; pack: ContentPack }[] = [];
  for (const { file, json } of files) {
    // One file at a time, giving the event loop a turn between files: validating every pack (the
    // schema, then every formula through KaTeX) takes seconds, and a signal or a health check
    // during a start must not wait for all of it (issue 28).
    await new Promise((resolve) => setImmediate(resolve));
    const parsed = contentPack.safeParse(json);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) problems.push({ at: `${file} $${jsonPathText(issue.path)}`, error: issue.message });
      continue;
    }
    packs.push({ file, pack: parsed.data });
    if (options.checkLatex !== false) {
      parsed.data.questions.forEach((q, i) => {
        for (const [path, text] of questionTexts(q)) {
          for (const [tex, message] of latexProblems(text))
            problems.push({ at: `${file} $.questions[${i}].${path}`, error: `KaTeX cannot parse $${tex}$: ${message}` });
        }
      });
      parsed.data.cheatSheets.forEach((c, i) => {
        for (const [tex, message] of latexProblems(c.body))
          problems.push({ at: `${file} $.cheatSheets[${i}].body`, error: `KaTeX cannot parse $${tex}$: ${message}` });
      });
      parsed.data.notes.forEach((n, i) => {
        for (const [path, text] of noteTexts(n)) {
          for (const [tex, message] of latexProblems(text))
            problems.push({ at: `${file} $.notes[${i}].${path}`, error: `KaTeX cannot parse $${tex}$: ${message}` });
        }
      });
    }
  }
  return { packs, problems };
}

/** Rows for the questions table from a pack question. */
export function questionRow(q: PackQuestion): typeof questions.$inferInsert & { code: string; contentHash: string } {
  const { answer, ...payload } = q;
  return {
    code: q.code,
    type: q.type,
    language: q.language,
    subject: q.subject,
    chapterCode: q.chapter as string | null,
    topicCode: q.topic ?? null,
    primaryConcept: q.primaryConcept,
    languages: [q.language, ...Object.keys(q.translations).filter((l) => l !== q.language)],
    payload: payload as unknown as (typeof questions.$inferInsert)['payload'],
    answer,
    source: q.source ?? null,
    difficulty: q.difficulty,
    idealTimeS: q.idealTimeS,
    contentHash: itemHash(q),
  };
}

function conceptRow(c: PackConcept, subject: string, grade: number | null, source: string) {
  return {
    code: c.code,
    level: 'concept',
    parentCode: c.topic,
    subject,
    grade,
    number: null,
    name: c.name,
    names: c.names,
    sortOrder: 0,
    source,
    contentHash: itemHash(c),
  };
}

function plan(incoming: { code: string; contentHash: string }[], existing: Map<string, string>) {
  const changed = new Set<string>();
  const counts: Counts = { created: 0, updated: 0, unchanged: 0 };
  for (const row of incoming) {
    const old = existing.get(row.code);
    if (old === undefined) counts.created += 1;
    else if (old !== row.contentHash) counts.updated += 1;
    else {
      counts.unchanged += 1;
      continue;
    }
    changed.add(row.code);
  }
  return { changed, counts };
}

async function existingHashes(
  tx: Tx,
  read: (codes: string[]) => Promise<{ code: string; hash: string | null }[]>,
  codes: string[],
): Promise<Map<string, string>> {
  const map = new Map<string, string>();
  for (let i = 0; i < codes.length; i += 500) for (const r of await read(codes.slice(i, i + 500))) map.set(r.code, r.hash ?? '');
  void tx;
  return map;
}

/**
 * Imports packs (issue #3 §4), all or nothing. Checks, before writing: each file against the schema;
 * every formula with KaTeX; codes unique across the files; chapters and topics in the learning map
 * (a topic under its question's chapter); concepts defined in the packs or already imported; mock
 * tests and video annotations naming questions that exist; a marking scheme for every question type
 * of a section; exams that exist. Throws ImportError listing every problem (`file $.path: reason`).
 */
export async function importPacks(db: Db, files: PackFile[], options: PackImportOptions = {}): Promise<PackImportReport> {
  const label = files.length === 1 ? files[0]!.file : `${files.length} pack files`;
  const { packs, problems } = await parsePacks(files, options);
  // A file that fails its schema is left out, so references into it cannot be checked: stop here.
  // Formula problems do not hide anything, so the reference checks below still run and report too.
  if (packs.length < files.length) throw new ImportError(label, problems);

  type Located<T> = { file: string; at: string; item: T; source: string };
  const collect = <T>(pick: (p: ContentPack) => T[], kind: string): Located<T>[] =>
    packs.flatMap(({ file, pack }) => pick(pack).map((item, i) => ({ file, at: `${file} $.${kind}[${i}]`, item, source: pack.source })));
  const conceptItems = collect((p) => p.concepts, 'concepts');
  const questionItems = collect((p) => p.questions, 'questions');
  const videoItems = collect((p) => p.videos, 'videos');
  const bookItems = collect((p) => p.books, 'books');
  const sheetItems = collect((p) => p.cheatSheets, 'cheatSheets');
  const noteItems = collect((p) => p.notes, 'notes');
  const testItems = collect((p) => p.mocktests, 'mocktests');

  for (const list of [conceptItems, questionItems, videoItems, bookItems, sheetItems, noteItems, testItems] as { at: string; item: { code: string } }[][]) {
    const seen = new Map<string, string>();
    for (const { at, item } of list) {
      const first = seen.get(item.code);
      if (first) problems.push({ at: `${at}.code`, error: `code '${item.code}' is also used at ${first}` });
      else seen.set(item.code, at);
    }
  }

  // References into the learning map and between items.
  const mapRows = await db
    .select({
      code: learningMapNodes.code,
      level: learningMapNodes.level,
      parent: learningMapNodes.parentCode,
      subject: learningMapNodes.subject,
      grade: learningMapNodes.grade,
    })
    .from(learningMapNodes);
  const node = new Map(mapRows.map((r) => [r.code, r]));
  const isLevel = (code: string, level: string) => node.get(code)?.level === level;
  const packConcepts = new Map(conceptItems.map((c) => [c.item.code, c.item]));
  for (const { at, item } of conceptItems)
    if (!isLevel(item.topic, 'topic')) problems.push({ at: `${at}.topic`, error: `topic '${item.topic}' is not in the learning map` });

  const knownQuestionTypes = new Map(questionItems.map((q) => [q.item.code, q.item.type as string]));
  const referenced = new Set<string>();
  for (const { item } of testItems) for (const s of item.sections) for (const c of s.questions) if (!knownQuestionTypes.has(c)) referenced.add(c);
  for (const { item } of videoItems) for (const a of item.annotations) for (const c of a.questionCodes) if (!knownQuestionTypes.has(c)) referenced.add(c);
  if (referenced.size > 0) {
    const rows = await db
      .select({ code: questions.code, type: questions.type })
      .from(questions)
      .where(inArray(questions.code, [...referenced]));
    for (const r of rows) knownQuestionTypes.set(r.code, r.type);
  }
  const conceptRefs = new Set<string>();
  for (const { item } of questionItems) for (const c of [item.primaryConcept, ...item.secondaryConcepts]) if (c && !packConcepts.has(c)) conceptRefs.add(c);
  for (const { item } of videoItems) for (const c of item.concepts) if (!packConcepts.has(c)) conceptRefs.add(c);
  const conceptKnown = (c: string) => packConcepts.has(c) || isLevel(c, 'concept');

  const checkPlace = (at: string, chapter: string, topic: string | undefined) => {
    if (!isLevel(chapter, 'chapter')) problems.push({ at: `${at}.chapter`, error: `chapter '${chapter}' is not in the learning map` });
    else if (topic !== undefined && node.get(topic)?.parent !== chapter)
      problems.push({ at: `${at}.topic`, error: `topic '${topic}' is not a topic of chapter '${chapter}'` });
  };
  for (const { at, item } of questionItems) {
    checkPlace(at, item.chapter, item.topic);
    if (item.primaryConcept && !conceptKnown(item.primaryConcept))
      problems.push({ at: `${at}.primaryConcept`, error: `concept '${item.primaryConcept}' is not defined` });
    item.secondaryConcepts.forEach((c, i) => {
      if (!conceptKnown(c)) problems.push({ at: `${at}.secondaryConcepts[${i}]`, error: `concept '${c}' is not defined` });
    });
  }
  for (const { at, item } of videoItems) {
    checkPlace(at, item.chapter, item.topic);
    item.concepts.forEach((c, i) => {
      if (!conceptKnown(c)) problems.push({ at: `${at}.concepts[${i}]`, error: `concept '${c}' is not defined` });
    });
    item.annotations.forEach((a, i) =>
      a.questionCodes.forEach((c, j) => {
        if (!knownQuestionTypes.has(c)) problems.push({ at: `${at}.annotations[${i}].questionCodes[${j}]`, error: `question '${c}' does not exist` });
      }),
    );
  }
  for (const { at, item } of [...sheetItems, ...noteItems])
    if (!isLevel(item.chapter, 'chapter')) problems.push({ at: `${at}.chapter`, error: `chapter '${item.chapter}' is not in the learning map` });
  for (const { at, item } of bookItems) {
    const walk = (entries: NonNullable<typeof item.toc>, path: string) =>
      entries.forEach((e, i) => {
        if (e.chapter && !isLevel(e.chapter, 'chapter'))
          problems.push({ at: `${path}[${i}].chapter`, error: `chapter '${e.chapter}' is not in the learning map` });
        if (e.children) walk(e.children, `${path}[${i}].children`);
      });
    walk(item.toc, `${at}.toc`);
  }
  const examCodes = new Set((await db.select({ code: exams.code }).from(exams)).map((e) => e.code));
  const goalsAreSeeded = examCodes.size > 0;
  for (const { at, item } of testItems) {
    if (goalsAreSeeded && !examCodes.has(item.exam)) problems.push({ at: `${at}.exam`, error: `exam '${item.exam}' does not exist` });
    const used = new Set<string>();
    item.sections.forEach((s, i) =>
      s.questions.forEach((c, j) => {
        const type = knownQuestionTypes.get(c);
        const where = `${at}.sections[${i}].questions[${j}]`;
        if (type === undefined) problems.push({ at: where, error: `question '${c}' does not exist` });
        else if (!(type in s.marking)) problems.push({ at: where, error: `the section has no marking scheme for '${c}', a ${type} question` });
        if (used.has(c)) problems.push({ at: where, error: `question '${c}' appears twice in the test` });
        used.add(c);
      }),
    );
  }
  if (problems.length > 0) throw new ImportError(label, problems);

  // Rows.
  const conceptRows = conceptItems.map(({ item, source }) => {
    const topic = node.get(item.topic)!;
    return conceptRow(item, topic.subject, topic.grade, source);
  });
  const questionRows = questionItems.map(({ item }) => questionRow(item));
  const videoRows = videoItems.map(({ item }) => ({
    code: item.code,
    title: item.title,
    subject: item.subject,
    chapterCode: item.chapter,
    topicCode: item.topic ?? null,
    lengthS: item.lengthS,
    item: item as unknown as Record<string, unknown>,
    contentHash: itemHash(item),
  }));
  const bookRows = bookItems.map(({ item }) => ({
    code: item.code,
    kind: item.kind,
    title: item.title,
    subject: item.subject,
    grade: item.grade ?? null,
    item: item as unknown as Record<string, unknown>,
    contentHash: itemHash(item),
  }));
  const sheetRows = sheetItems.map(({ item }) => ({
    code: item.code,
    chapterCode: item.chapter,
    title: item.title,
    item: item as unknown as Record<string, unknown>,
    contentHash: itemHash(item),
  }));
  const noteRows = noteItems.map(({ item }) => ({
    code: item.code,
    chapterCode: item.chapter,
    title: item.title,
    item: item as unknown as Record<string, unknown>,
    contentHash: itemHash(item),
  }));
  const testRows = testItems.map(({ item }) => mocktestRow(item));

  return db.transaction(async (tx) => {
    const codes = <T extends { code: string }>(rows: T[]) => rows.map((r) => r.code);
    const pc = plan(
      conceptRows,
      await existingHashes(
        tx,
        (c) =>
          tx
            .select({ code: learningMapNodes.code, hash: learningMapNodes.contentHash })
            .from(learningMapNodes)
            .where(and(inArray(learningMapNodes.code, c), eq(learningMapNodes.level, 'concept'))),
        codes(conceptRows),
      ),
    );
    const pq = plan(
      questionRows,
      await existingHashes(
        tx,
        (c) => tx.select({ code: questions.code, hash: questions.contentHash }).from(questions).where(inArray(questions.code, c)),
        codes(questionRows),
      ),
    );
    const pv = plan(
      videoRows,
      await existingHashes(tx, (c) => tx.select({ code: videos.code, hash: videos.contentHash }).from(videos).where(inArray(videos.code, c)), codes(videoRows)),
    );
    const pb = plan(
      bookRows,
      await existingHashes(tx, (c) => tx.select({ code: books.code, hash: books.contentHash }).from(books).where(inArray(books.code, c)), codes(bookRows)),
    );
    const ps = plan(
      sheetRows,
      await existingHashes(
        tx,
        (c) => tx.select({ code: cheatSheets.code, hash: cheatSheets.contentHash }).from(cheatSheets).where(inArray(cheatSheets.code, c)),
        codes(sheetRows),
      ),
    );
    const pn = plan(
      noteRows,
      await existingHashes(
        tx,
        (c) => tx.select({ code: chapterNotes.code, hash: chapterNotes.contentHash }).from(chapterNotes).where(inArray(chapterNotes.code, c)),
        codes(noteRows),
      ),
    );
    const pt = plan(
      testRows,
      await existingHashes(
        tx,
        (c) => tx.select({ code: mocktestBundles.code, hash: mocktestBundles.contentHash }).from(mocktestBundles).where(inArray(mocktestBundles.code, c)),
        codes(testRows),
      ),
    );
    const report: PackImportReport = {
      dryRun: options.dryRun === true,
      concepts: pc.counts,
      questions: pq.counts,
      videos: pv.counts,
      books: pb.counts,
      cheatSheets: ps.counts,
      notes: pn.counts,
      mocktests: pt.counts,
    };
    if (options.dryRun) return report;
    const now = sql`now()`;
    for (const row of conceptRows.filter((r) => pc.changed.has(r.code)))
      await tx.insert(learningMapNodes).values(row).onConflictDoUpdate({ target: learningMapNodes.code, set: row });
    await writeQuestionRows(
      tx,
      questionRows.filter((r) => pq.changed.has(r.code)),
    );
    for (const row of videoRows.filter((r) => pv.changed.has(r.code)))
      await tx
        .insert(videos)
        .values(row)
        .onConflictDoUpdate({ target: videos.code, set: { ...row, updatedAt: now } });
    for (const row of bookRows.filter((r) => pb.changed.has(r.code)))
      await tx
        .insert(books)
        .values(row)
        .onConflictDoUpdate({ target: books.code, set: { ...row, updatedAt: now } });
    for (const row of sheetRows.filter((r) => ps.changed.has(r.code)))
      await tx
        .insert(cheatSheets)
        .values(row)
        .onConflictDoUpdate({ target: cheatSheets.code, set: { ...row, updatedAt: now } });
    for (const row of noteRows.filter((r) => pn.changed.has(r.code)))
      await tx
        .insert(chapterNotes)
        .values(row)
        .onConflictDoUpdate({ target: chapterNotes.code, set: { ...row, updatedAt: now } });
    for (const row of testRows.filter((r) => pt.changed.has(r.code)))
      await tx
        .insert(mocktestBundles)
        .values(row)
        .onConflictDoUpdate({ target: mocktestBundles.code, set: { ...row, updatedAt: now } });
    return report;
  });
}

/** Inserts or updates question rows (created and updated ones), in batches. */
export async function writeQuestionRows(tx: Tx, rows: ReturnType<typeof questionRow>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 100) {
    await tx
      .insert(questions)
      .values(rows.slice(i, i + 100))
      .onConflictDoUpdate({
        target: questions.code,
        set: {
          type: sql`excluded.type`,
          language: sql`excluded.language`,
          subject: sql`excluded.subject`,
          chapterCode: sql`excluded.chapter_code`,
          topicCode: sql`excluded.topic_code`,
          primaryConcept: sql`excluded.primary_concept`,
          languages: sql`excluded.languages`,
          payload: sql`excluded.payload`,
          answer: sql`excluded.answer`,
          source: sql`excluded.source`,
          difficulty: sql`excluded.difficulty`,
          idealTimeS: sql`excluded.ideal_time_s`,
          contentHash: sql`excluded.content_hash`,
          updatedAt: sql`now()`,
        },
      });
  }
}

/** The mocktest_bundles row of a pack mock test (hash of the pack item). */
export function mocktestRow(item: ContentPack['mocktests'][number]) {
  const sections: StoredSection[] = item.sections.map((s) => ({
    code: s.code,
    name: s.name,
    questionCodes: [...s.questions],
    markingByType: { ...s.marking },
    ...(s.timeS === undefined ? {} : { sectionTimeS: s.timeS }),
    ...(s.compulsoryCount === undefined ? {} : { compulsoryCount: s.compulsoryCount }),
    ...(s.names === undefined ? {} : { names: s.names }),
    ...(s.paperQuestionCount === undefined ? {} : { paperQuestionCount: s.paperQuestionCount }),
  }));
  return {
    code: item.code,
    name: item.name,
    names: item.names,
    sourceNames: item.sourceNames ?? {},
    instructions: item.instructions,
    schedule: (item.schedule ?? null) as Record<string, string> | null,
    examCode: item.exam,
    durationS: item.durationS,
    sections,
    source: item.source ?? null,
    passwordHash: item.passwordHash ?? null,
    contentHash: itemHash(item),
  };
}
