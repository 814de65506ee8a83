import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadEnv } from './env.ts';
import { openDatabase } from './db/client.ts';
import { ImportError, importJeebench } from './modules/content/importers/jeebench-import.ts';
import { importLearningMap } from './modules/content/importers/learning-map-import.ts';

const USAGE = `Usage: npm run content:import -- [--dry-run] --format jeebench <file>

Imports content into the database named by DATABASE_URL, or the embedded one under DATA_DIR
(stop the server first: the embedded database takes one process at a time).
  --format jeebench       a JEEBench-shaped JSON array (questions become JEE Advanced mock tests)
  --format learning-map   books, chapters, topics and exam syllabi (content/learning-map/*.json)
  --chapters <file>   with jeebench: reviewed chapter of each question ({ "chapters": { code: chapter } })
  --dry-run           report what would change, write nothing`;

/** `content:import` (issue #3 §3, §4). Exit codes: 0 done, 1 invalid content, 2 bad usage. */
async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command !== 'import') {
    console.error(USAGE);
    return 2;
  }
  const dryRun = rest.includes('--dry-run');
  const formatAt = rest.indexOf('--format');
  const format = formatAt >= 0 ? rest[formatAt + 1] : undefined;
  const chaptersAt = rest.indexOf('--chapters');
  const chaptersFile = chaptersAt >= 0 ? rest[chaptersAt + 1] : undefined;
  const files = rest.filter((a, i) => !a.startsWith('--') && i !== formatAt + 1 && (chaptersAt < 0 || i !== chaptersAt + 1));
  if (format !== 'jeebench' && format !== 'learning-map') {
    console.error(format ? `Unknown format '${format}'. Supported: jeebench, learning-map (the question pack format arrives with issue #3 §4).` : USAGE);
    return 2;
  }
  if (files.length !== 1) {
    console.error(USAGE);
    return 2;
  }
  const file = resolve(files[0]!);
  let records: unknown;
  try {
    records = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    console.error(`${file}: cannot read JSON: ${(err as Error).message}`);
    return 1;
  }
  const env = loadEnv();
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: resolve(env.DATA_DIR, 'pglite') });
  try {
    if (format === 'learning-map') {
      if (dryRun) {
        console.error('--dry-run is not available for learning-map packs yet.');
        return 2;
      }
      const counts = await importLearningMap(database.db, file, records);
      console.log(
        `Imported ${file}\n  ${counts.books} books, ${counts.chapters} chapters, ${counts.topics} topics, ${counts.syllabusEntries} syllabus entries`,
      );
      return 0;
    }
    const chapters = chaptersFile ? (JSON.parse(readFileSync(resolve(chaptersFile), 'utf8')) as { chapters: Record<string, string> }).chapters : undefined;
    const report = await importJeebench(database.db, file, records, { dryRun, chapters });
    const line = (name: string, c: { created: number; updated: number; unchanged: number }) =>
      `  ${name}: ${c.created} new, ${c.updated} updated, ${c.unchanged} unchanged`;
    console.log(`${dryRun ? 'Would import' : 'Imported'} ${file}\n${line('questions', report.questions)}\n${line('mock tests', report.bundles)}`);
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
