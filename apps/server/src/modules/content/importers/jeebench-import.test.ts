import { readFileSync } from 'node:fs';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, STORE_BACKENDS } from '../../../test/harness.ts';
import type { Database } from '../../../db/client.ts';
import { mocktestBundles, questions } from '../../../db/schema/index.ts';
import { ImportError } from './import-error.ts';
import { importJeebench } from './jeebench-import.ts';
import { importLearningMap } from './learning-map-import.ts';
import { importPacks } from './pack-import.ts';

const FILE = new URL('../../../../../../content/jeebench/dataset.json', import.meta.url);
const records = JSON.parse(readFileSync(FILE, 'utf8')) as Record<string, unknown>[];

describe.each(STORE_BACKENDS)('JEEBench import on %s', (backend) => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase(backend);
  });
  afterAll(async () => database?.close());

  it('imports every question and each paper as a mock test, then changes nothing on re-import', async () => {
    const first = await importJeebench(database.db, 'dataset.json', records);
    expect(first.questions).toEqual({ created: records.length, updated: 0, unchanged: 0 });
    expect(first.bundles.created).toBe(12);
    const again = await importJeebench(database.db, 'dataset.json', records);
    expect(again.questions).toEqual({ created: 0, updated: 0, unchanged: records.length });
    expect(again.bundles).toEqual({ created: 0, updated: 0, unchanged: 12 });
  });

  it('stores the paper with sections in order, its marking as data, and keys apart from the question', async () => {
    const [bundle] = await database.db.select().from(mocktestBundles).where(eq(mocktestBundles.code, 'jee-adv-2016-p1'));
    expect(bundle).toMatchObject({ name: 'JEE Advanced 2016 Paper 1', examCode: 'jee-advanced', durationS: 10800 });
    expect(bundle!.sections.map((s) => s.code)).toEqual(['physics', 'chemistry', 'mathematics']);
    expect(bundle!.sections[0]!.questionCodes[0]).toBe('jeebench-2016-p1-q1');
    expect(bundle!.sections[0]!.markingByType.multiple_choice).toMatchObject({ kind: 'jee-advanced-multiple', full: 4, wrong: -2 });
    const [q1] = await database.db.select().from(questions).where(eq(questions.code, 'jeebench-2016-p1-q1'));
    expect(q1!.answer).toEqual({ kind: 'choice', options: ['B'] });
    expect(q1!.payload).not.toHaveProperty('answer');
    expect(q1!.payload.options?.map((o) => o.code)).toEqual(['A', 'B', 'C', 'D']);
    expect(q1!.source).toBe('JEE Advanced 2016 Paper 1, Q1');
  });

  it('reports an update in a dry run without writing it', async () => {
    const edited = records.map((r, i) => (i === 0 ? { ...r, gold: 'C' } : r));
    const dry = await importJeebench(database.db, 'dataset.json', edited, { dryRun: true });
    expect(dry).toMatchObject({ dryRun: true, questions: { created: 0, updated: 1 } });
    const [q1] = await database.db.select().from(questions).where(eq(questions.code, 'jeebench-2016-p1-q1'));
    expect(q1!.answer).toEqual({ kind: 'choice', options: ['B'] });
  });

  it('files questions under their reviewed chapter, and refuses chapters the learning map lacks', async () => {
    const unknown = await importJeebench(database.db, 'dataset.json', records, { chapters: { 'jeebench-2016-p1-q1': 'ncert-12-physics-ch11' } }).catch(
      (e: unknown) => e,
    );
    expect(unknown).toBeInstanceOf(ImportError);
    expect((unknown as ImportError).errors[0]).toMatchObject({ at: 'jeebench-2016-p1-q1' });
    await importLearningMap(database.db, 'map.json', {
      source: 'test',
      books: [
        {
          code: 'ncert-12-physics',
          grade: 12,
          subject: 'physics',
          name: 'Physics',
          chapters: [{ code: 'ncert-12-physics-ch11', number: 11, name: 'Dual Nature of Radiation and Matter' }],
        },
      ],
    });
    const tagged = await importJeebench(database.db, 'dataset.json', records, { chapters: { 'jeebench-2016-p1-q1': 'ncert-12-physics-ch11' } });
    expect(tagged.questions).toMatchObject({ updated: 1, created: 0 });
    const [q1] = await database.db.select().from(questions).where(eq(questions.code, 'jeebench-2016-p1-q1'));
    expect(q1!.chapterCode).toBe('ncert-12-physics-ch11');
  });

  it('tags concepts: reviewed ones as given (which must exist), the rest by rule within the chapter', async () => {
    await importLearningMap(database.db, 'map.json', {
      source: 'test',
      books: [
        {
          code: 'ncert-12-physics',
          grade: 12,
          subject: 'physics',
          name: 'Physics',
          chapters: [
            {
              code: 'ncert-12-physics-ch11',
              number: 11,
              name: 'Dual Nature of Radiation and Matter',
              topics: [{ code: 'ncert-12-physics-ch11-t01', name: 'Photoelectric Effect' }],
            },
          ],
        },
      ],
    });
    await importPacks(database.db, [
      {
        file: 'concepts.json',
        json: {
          format: 'abhyas-pack',
          version: 1,
          source: 'test',
          concepts: [
            { code: 'ncert-12-physics-ch11-t01-de-broglie', topic: 'ncert-12-physics-ch11-t01', name: 'de Broglie wavelength of matter waves' },
            { code: 'ncert-12-physics-ch11-t01-stopping-potential', topic: 'ncert-12-physics-ch11-t01', name: "Stopping potential and Planck's constant" },
          ],
        },
      },
    ]);
    const chapters = { 'jeebench-2016-p1-q1': 'ncert-12-physics-ch11', 'jeebench-2016-p1-q2': 'ncert-12-physics-ch11' };
    const concepts = { 'jeebench-2016-p1-q2': { primary: 'ncert-12-physics-ch11-t01-de-broglie', secondary: [] } };
    await importJeebench(database.db, 'dataset.json', records, { chapters, concepts });
    const tagged = await database.db
      .select()
      .from(questions)
      .where(inArray(questions.code, Object.keys(chapters)))
      .orderBy(questions.code);
    expect(tagged.map((q) => [q.code, q.primaryConcept])).toEqual([
      ['jeebench-2016-p1-q1', 'ncert-12-physics-ch11-t01-stopping-potential'],
      ['jeebench-2016-p1-q2', 'ncert-12-physics-ch11-t01-de-broglie'],
    ]);
    const unknown = await importJeebench(database.db, 'dataset.json', records, {
      chapters,
      concepts: { 'jeebench-2016-p1-q2': { primary: 'no-such-concept' } },
    }).catch((e: unknown) => e);
    expect(unknown).toBeInstanceOf(ImportError);
    expect((unknown as ImportError).errors[0]).toMatchObject({
      at: 'jeebench-2016-p1-q2',
      error: expect.stringContaining("concept 'no-such-concept' is not defined"),
    });
  });

  it('imports nothing from a file with a bad record, and names the record', async () => {
    const broken = [
      ...records.slice(0, 3).map((r) => ({ ...r, description: r.description === 'JEE Adv 2016 Paper 1' ? 'JEE Adv 2030 Paper 1' : r.description })),
      { ...records[3], type: 'Essay' },
    ];
    const before = (await database.db.select({ code: questions.code }).from(questions)).length;
    const error = await importJeebench(database.db, 'broken.json', broken).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportError);
    expect((error as ImportError).errors[0]!.at).toBe('$[3]');
    expect((error as ImportError).message).toMatch(/broken\.json/);
    const after = (await database.db.select({ code: questions.code }).from(questions)).length;
    expect(after).toBe(before);
    expect(await database.db.select().from(questions).where(eq(questions.code, 'jeebench-2030-p1-q1'))).toHaveLength(0);
  });
});
