/**
 * Reading pack files from disk and writing an export (issue #3 §4: `content:import <folder-or-file>`,
 * `content:export`).
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import {
  PACK_FORMAT_VERSION,
  packBook,
  packCheatSheet,
  packConcept,
  packMocktest,
  packNote,
  packQuestion,
  packVideo,
  type ContentPack,
} from '@abhyas/contracts';
import type { Db } from '../../../db/client.ts';
import { books, chapterNotes, cheatSheets, learningMapNodes, mocktestBundles, publishedBundle, questions, videos } from '../../../db/schema/index.ts';
import { ImportError } from './import-error.ts';
import type { PackFile } from './pack-import.ts';

/**
 * The pack files at `path`: the file itself, or every `*.json` under the folder (recursively, in
 * name order). Names are relative to the folder. Unreadable JSON is an ImportError naming the file.
 */
export function readPackFiles(path: string): PackFile[] {
  const files: string[] = [];
  const walk = (p: string) => {
    if (statSync(p).isDirectory()) for (const name of readdirSync(p).sort()) walk(join(p, name));
    else if (p.endsWith('.json')) files.push(p);
  };
  walk(path);
  const base = statSync(path).isDirectory() ? path : join(path, '..');
  const problems: { at: string; error: string }[] = [];
  const out: PackFile[] = [];
  for (const f of files) {
    const name = relative(base, f) || f;
    try {
      out.push({ file: name, json: JSON.parse(readFileSync(f, 'utf8')) as unknown });
    } catch (err) {
      problems.push({ at: name, error: `not valid JSON: ${(err as Error).message}` });
    }
  }
  if (problems.length > 0) throw new ImportError(path, problems);
  if (out.length === 0) throw new ImportError(path, [{ at: path, error: 'no .json pack file here' }]);
  return out;
}

const pack = (source: string, parts: Partial<ContentPack>): ContentPack => ({
  format: 'abhyas-pack',
  version: PACK_FORMAT_VERSION,
  source,
  concepts: [],
  questions: [],
  videos: [],
  books: [],
  cheatSheets: [],
  mocktests: [],
  notes: [],
  ...parts,
});

/**
 * Everything importable in the database as packs, by file name: `concepts.json`,
 * `questions-<subject>.json`, `videos.json`, `books.json`, `cheat-sheets.json`, `notes.json`, `mocktests.json`.
 * Each item is re-read through its schema, so importing the export reports every item unchanged.
 * Questions without a chapter (imported from JEEBench without `--chapters`) cannot be a pack item
 * and are listed in `skipped`.
 */
export async function exportPacks(db: Db): Promise<{ files: Record<string, ContentPack>; skipped: string[] }> {
  const source = 'Abhyas content export';
  const files: Record<string, ContentPack> = {};
  const conceptRows = await db.select().from(learningMapNodes).where(eq(learningMapNodes.level, 'concept')).orderBy(asc(learningMapNodes.code));
  files['concepts.json'] = pack(source, {
    concepts: conceptRows.map((c) => packConcept.parse({ code: c.code, topic: c.parentCode, name: c.name, names: c.names })),
  });
  const skipped: string[] = [];
  const questionRows = await db.select().from(questions).orderBy(asc(questions.code));
  const bySubject = new Map<string, ContentPack['questions']>();
  for (const row of questionRows) {
    if (row.chapterCode === null) {
      skipped.push(row.code);
      continue;
    }
    const item = packQuestion.parse({ ...row.payload, subject: row.subject, chapter: row.chapterCode, answer: row.answer });
    const list = bySubject.get(row.subject) ?? [];
    list.push(item);
    bySubject.set(row.subject, list);
  }
  for (const [subject, list] of [...bySubject].sort(([a], [b]) => a.localeCompare(b))) files[`questions-${subject}.json`] = pack(source, { questions: list });
  files['videos.json'] = pack(source, { videos: (await db.select().from(videos).orderBy(asc(videos.code))).map((v) => packVideo.parse(v.item)) });
  files['books.json'] = pack(source, { books: (await db.select().from(books).orderBy(asc(books.code))).map((b) => packBook.parse(b.item)) });
  files['cheat-sheets.json'] = pack(source, {
    cheatSheets: (await db.select().from(cheatSheets).orderBy(asc(cheatSheets.code))).map((c) => packCheatSheet.parse(c.item)),
  });
  files['notes.json'] = pack(source, {
    notes: (await db.select().from(chapterNotes).orderBy(asc(chapterNotes.code))).map((n) => packNote.parse(n.item)),
  });
  // Created-your-own tests are a student's data, not content: they stay out of the export.
  const tests = await db.select().from(mocktestBundles).where(publishedBundle()).orderBy(asc(mocktestBundles.code));
  files['mocktests.json'] = pack(source, {
    mocktests: tests.map((t) =>
      packMocktest.parse({
        code: t.code,
        name: t.name,
        names: t.names,
        exam: t.examCode,
        durationS: t.durationS,
        ...(t.source === null ? {} : { source: t.source }),
        ...(Object.keys(t.sourceNames).length === 0 ? {} : { sourceNames: t.sourceNames }),
        instructions: t.instructions,
        ...(t.schedule ? { schedule: t.schedule } : {}),
        ...(t.passwordHash ? { passwordHash: t.passwordHash } : {}),
        sections: t.sections.map((s) => ({
          code: s.code,
          name: s.name,
          questions: s.questionCodes,
          marking: s.markingByType,
          ...(s.sectionTimeS === undefined ? {} : { timeS: s.sectionTimeS }),
          ...(s.compulsoryCount === undefined ? {} : { compulsoryCount: s.compulsoryCount }),
          ...(s.names === undefined ? {} : { names: s.names }),
          ...(s.paperQuestionCount === undefined ? {} : { paperQuestionCount: s.paperQuestionCount }),
        })),
      }),
    ),
  });
  return { files, skipped };
}

/** Writes an export into `dir` (created if missing); returns the paths written. */
export function writeExport(dir: string, files: Record<string, ContentPack>): string[] {
  mkdirSync(dir, { recursive: true });
  return Object.entries(files).map(([name, content]) => {
    const path = join(dir, name);
    writeFileSync(path, `${JSON.stringify(content, null, 2)}\n`);
    return path;
  });
}
