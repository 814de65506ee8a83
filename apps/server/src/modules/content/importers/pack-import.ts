/**
 * The Abhyas content-pack importer (issue #3 §4; docs/content-format.md). Packs are validated in
 * full (schema, formulas, references) before anything is written; the whole import is one
 * transaction; every item is compared by code and content hash, so a re-import changes nothing and
 * `dryRun` reports what would change.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ContentPack, PackConcept } from '@abhyas/contracts';
import type { Db } from '../../../db/client.ts';
import { books, chapterNotes, cheatSheets, exams, learningMapNodes, mocktestBundles, questions, videos } from '../../../db/schema/index.ts';
import { ImportError, type Counts } from './import-error.ts';
import { itemHash, mocktestRow, questionRow } from './import-rows.ts';
import { writeQuestionRows, type ImportTx } from './import-writes.ts';
import { parsePacks, type PackFile, type PackParseOptions } from './pack-parse.ts';

export type { PackFile } from './pack-parse.ts';

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

/** How packs are imported: read as parsePacks reads them; with `dryRun`, only reported. */
export interface PackImportOptions extends PackParseOptions {
  dryRun?: boolean;
}

/** The learning_map_nodes row of a pack concept (under its topic, with the topic's subject and grade). */
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

/** Which incoming rows are new or changed (by content hash) against the stored hashes, and the counts. */
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

/** The stored content hashes of `codes` (read in batches of 500 through `read`), code → hash. */
async function existingHashes(
  tx: ImportTx,
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
