import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadEnv } from './env.ts';
import { openDatabase } from './db/client.ts';
import { ImportError } from './modules/content/importers/import-error.ts';
import { importJeebench, type JeebenchImportOptions } from './modules/content/importers/jeebench-import.ts';
import { importLearningMap } from './modules/content/importers/learning-map-import.ts';
import { exportPacks, readPackFiles, writeExport } from './modules/content/importers/pack-files.ts';
import { importPacks } from './modules/content/importers/pack-import.ts';
import { SearchRepository } from './modules/search/search.repository.ts';
import { rebuildSearchIndex } from './modules/search/search.service.ts';
import { hashPassword } from './lib/passwords.ts';
import { MasteryFitService } from './modules/practice/mastery-fit.service.ts';
import { AccommodationsRepository } from './modules/accommodations/accommodations.repository.ts';
import { setCompensatoryTime, SET_COMPENSATORY_TIME_USAGE } from './modules/accommodations/admin-command.ts';

const USAGE = `Usage:
  npm run content:import -- [--dry-run] <pack file or folder>
  npm run content:import -- [--dry-run] --format jeebench <file> [--chapters <file>] [--concepts <file>]
  npm run content:import -- --format learning-map <file>
  npm run content:export -- [--out <folder>]
  npm run content:hash-password -- <password>   (prints the passwordHash for a mock test in a pack)
  node apps/server/dist/cli.js fit-mastery [--min-answers <n>]   (refits each concept's mastery
                          parameters from the stored practice attempts; the server does it every
                          MASTERY_FIT_INTERVAL_MS)
  node apps/server/dist/cli.js set-compensatory-time --profile <id> …   (an administrator's
                          compensatory time for a profile; run it without arguments for its usage)

Imports content into the database named by DATABASE_URL, or the embedded one under DATA_DIR
(stop the server first: the embedded database takes one process at a time).
  (no --format)           Abhyas content packs (docs/content-format.md): a .json file, or a folder
                          whose .json files are imported together, all or nothing
  --format jeebench       a JEEBench-shaped JSON array (questions become JEE Advanced mock tests)
  --format learning-map   books, chapters, topics and exam syllabi (content/learning-map/*.json)
  --chapters <file>       with jeebench: reviewed chapters ({ "chapters": { code: chapter } }) and
                          text corrections ({ "corrections": { code: [{ from, to }] } })
  --concepts <file>       with jeebench: reviewed concepts ({ "concepts": { code: { primary, secondary } } });
                          questions with a chapter but no reviewed concept are tagged by rule
  --dry-run               report what would change, write nothing
  --out <folder>          where content:export writes its packs (default ./content-export)`;

type Counts = { created: number; updated: number; unchanged: number };
const line = (name: string, c: Counts) => `  ${name}: ${c.created} new, ${c.updated} updated, ${c.unchanged} unchanged`;

/** Value following `flag` in `args`, and the args without the flag and its value. */
function option(args: string[], flag: string): { value: string | undefined; rest: string[] } {
  const at = args.indexOf(flag);
  if (at < 0) return { value: undefined, rest: args };
  return { value: args[at + 1], rest: args.filter((_, i) => i !== at && i !== at + 1) };
}

/**
 * `content:import` and `content:export` (issue #3 §3, §4). Exit codes: 0 done, 1 invalid content,
 * 2 bad usage.
 */
async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  if (command === 'hash-password') {
    if (args.length !== 1 || args[0]!.length < 4) {
      console.error('Usage: npm run content:hash-password -- <password of at least 4 characters>');
      return 2;
    }
    console.log(await hashPassword(args[0]!));
    return 0;
  }
  if (command === 'fit-mastery') {
    const min = Number(option(args, '--min-answers').value ?? loadEnv().MASTERY_FIT_MIN_ANSWERS);
    if (!Number.isInteger(min) || min < 1) {
      console.error('Usage: node apps/server/dist/cli.js fit-mastery [--min-answers <n ≥ 1>]');
      return 2;
    }
    const env = loadEnv();
    const database = await openDatabase({ url: env.DATABASE_URL, dataDir: resolve(env.DATA_DIR, 'pglite') });
    try {
      const run = await new MasteryFitService(database.db).fitAll(min);
      console.log(`Fitted ${run.fitted.length} concept(s) with at least ${min} answers in ${(run.ms / 1000).toFixed(1)} s`);
      for (const f of run.fitted) {
        const p = f.params;
        console.log(
          `  ${f.conceptCode}: ${f.answers} answers, ${f.students} students, ${f.iterations} EM iterations — P(L0) ${p.init.toFixed(3)} P(T) ${p.learn.toFixed(3)} G ${p.guess.toFixed(3)} S ${p.slip.toFixed(3)} P(F) ${p.forget.toFixed(3)}`,
        );
      }
      return 0;
    } finally {
      await database.close();
    }
  }
  if (command === 'set-compensatory-time') {
    if (args.length === 0) {
      console.error(SET_COMPENSATORY_TIME_USAGE);
      return 2;
    }
    const env = loadEnv();
    const database = await openDatabase({ url: env.DATABASE_URL, dataDir: resolve(env.DATA_DIR, 'pglite') });
    try {
      return await setCompensatoryTime(new AccommodationsRepository(database.db), args, {
        out: (l) => console.log(l),
        err: (l) => console.error(l),
        now: Date.now,
      });
    } finally {
      await database.close();
    }
  }
  if (command !== 'import' && command !== 'export') {
    console.error(USAGE);
    return 2;
  }
  const dryRun = args.includes('--dry-run');
  const { value: format, rest: a1 } = option(
    args.filter((a) => a !== '--dry-run'),
    '--format',
  );
  const { value: chaptersFile, rest: a2 } = option(a1, '--chapters');
  const { value: conceptsFile, rest: a3 } = option(a2, '--concepts');
  const { value: out, rest: files } = option(a3, '--out');
  if (command === 'export' ? files.length !== 0 || format !== undefined : files.length !== 1 || files[0]!.startsWith('--')) {
    console.error(USAGE);
    return 2;
  }
  if (format !== undefined && format !== 'jeebench' && format !== 'learning-map') {
    console.error(`Unknown format '${format}'. Supported: jeebench, learning-map, or no --format for Abhyas content packs.`);
    return 2;
  }
  const env = loadEnv();
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: resolve(env.DATA_DIR, 'pglite') });
  /** Rebuilds the search index after a real import, so search finds the new content at once. */
  const reindex = async () => {
    if (!dryRun) console.log(`  search index: ${await rebuildSearchIndex(new SearchRepository(database.db))} documents`);
  };
  try {
    if (command === 'export') {
      const dir = resolve(out ?? 'content-export');
      const { files: packs, skipped } = await exportPacks(database.db);
      const written = writeExport(dir, packs);
      console.log(`Exported to ${dir}\n${written.map((w) => `  ${w}`).join('\n')}`);
      if (skipped.length > 0)
        console.log(`  ${skipped.length} question(s) without a chapter were left out: ${skipped.slice(0, 5).join(', ')}${skipped.length > 5 ? ', …' : ''}`);
      return 0;
    }
    const path = resolve(files[0]!);
    if (format === undefined) {
      const report = await importPacks(database.db, readPackFiles(path), { dryRun });
      console.log(
        [
          `${dryRun ? 'Would import' : 'Imported'} ${path}`,
          line('concepts', report.concepts),
          line('questions', report.questions),
          line('videos', report.videos),
          line('books', report.books),
          line('cheat sheets', report.cheatSheets),
          line('chapter notes', report.notes),
          line('mock tests', report.mocktests),
        ].join('\n'),
      );
      await reindex();
      return 0;
    }
    let records: unknown;
    try {
      records = JSON.parse(readFileSync(path, 'utf8'));
    } catch (err) {
      console.error(`${path}: cannot read JSON: ${(err as Error).message}`);
      return 1;
    }
    if (format === 'learning-map') {
      if (dryRun) {
        console.error('--dry-run is not available for learning-map packs.');
        return 2;
      }
      const counts = await importLearningMap(database.db, path, records);
      console.log(
        `Imported ${path}\n  ${counts.books} books, ${counts.chapters} chapters, ${counts.topics} topics, ${counts.syllabusEntries} syllabus entries`,
      );
      await reindex();
      return 0;
    }
    const reviewed = chaptersFile
      ? (JSON.parse(readFileSync(resolve(chaptersFile), 'utf8')) as {
          chapters?: Record<string, string>;
          corrections?: Record<string, { from: string; to: string }[]>;
          keyCorrections?: JeebenchImportOptions['keyCorrections'];
        })
      : {};
    const concepts = conceptsFile
      ? (JSON.parse(readFileSync(resolve(conceptsFile), 'utf8')) as { concepts?: Record<string, { primary: string; secondary?: string[] }> }).concepts
      : undefined;
    const report = await importJeebench(database.db, path, records, {
      dryRun,
      chapters: reviewed.chapters,
      corrections: reviewed.corrections,
      keyCorrections: reviewed.keyCorrections,
      concepts,
    });
    console.log(`${dryRun ? 'Would import' : 'Imported'} ${path}\n${line('questions', report.questions)}\n${line('mock tests', report.bundles)}`);
    await reindex();
    return 0;
  } catch (err) {
    if (err instanceof ImportError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
