import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/harness.ts';
import { BACKENDS, buildTestApp, json, type TestApp } from '../../test/harness.ts';
import { ImportError } from './importers/import-error.ts';
import { importLearningMap } from './importers/learning-map-import.ts';
import { importJeebench } from './importers/jeebench-import.ts';
import { isNotNull } from 'drizzle-orm';
import { questions } from '../../db/schema/index.ts';

/** A small pack in the shape of content/learning-map/ncert.json. */
const PACK = {
  source: 'test-pack',
  books: [
    {
      code: 'ncert-10-science',
      grade: 10,
      subject: 'science',
      name: 'Science',
      names: { hi: 'विज्ञान' },
      chapters: [
        {
          code: 'ncert-10-science-ch01',
          number: 1,
          name: 'Chemical Reactions and Equations',
          names: { hi: 'रासायनिक अभिक्रियाएँ एवं समीकरण' },
          topics: [
            { code: 'ncert-10-science-ch01-t01', name: 'Chemical Equations' },
            { code: 'ncert-10-science-ch01-t02', name: 'Types of Chemical Reactions' },
          ],
        },
        { code: 'ncert-10-science-ch02', number: 2, name: 'Acids, Bases and Salts', topics: [] },
      ],
    },
    {
      code: 'ncert-11-physics',
      grade: 11,
      subject: 'physics',
      name: 'Physics',
      names: { hi: 'भौतिकी' },
      chapters: [
        { code: 'ncert-11-physics-ch01', number: 1, name: 'Units and Measurements', topics: [] },
        { code: 'ncert-11-physics-ch02', number: 2, name: 'Motion in a Straight Line', topics: [] },
      ],
    },
  ],
  syllabi: { 'jee-main': [{ subject: 'physics', name: 'Physics', chapters: ['ncert-11-physics-ch02', 'ncert-11-physics-ch01'] }] },
};

describe.each(BACKENDS)('learning map on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
    await importLearningMap(t.services.database.db, 'pack.json', PACK);
  });
  afterAll(async () => t?.close());

  it("gives a class its books' chapters and topics, named in the language asked for", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/content/learning-map?exam=cbse-class-10&locale=hi' });
    expect(res.statusCode).toBe(200);
    const map = json<{ exam: { name: string }; subjects: { code: string; name: string; chapters: { name: string; topics: { name: string }[] }[] }[] }>(res);
    expect(map.exam.name).toBe('CBSE कक्षा 10');
    expect(map.subjects.map((s) => s.name)).toEqual(['विज्ञान']);
    expect(map.subjects[0]!.chapters.map((c) => c.name)).toEqual(['रासायनिक अभिक्रियाएँ एवं समीकरण', 'Acids, Bases and Salts']);
    expect(map.subjects[0]!.chapters[0]!.topics.map((x) => x.name)).toEqual(['Chemical Equations', 'Types of Chemical Reactions']);
  });

  it('gives an entrance exam its syllabus chapters in syllabus order', async () => {
    const map = json<{ subjects: { code: string; chapters: { code: string; grade: number }[] }[] }>(
      await t.app.inject({ method: 'GET', url: '/api/content/learning-map?exam=jee-main' }),
    );
    expect(map.subjects.map((s) => s.code)).toEqual(['physics']);
    expect(map.subjects[0]!.chapters.map((c) => c.code)).toEqual(['ncert-11-physics-ch02', 'ncert-11-physics-ch01']);
    const empty = json<{ subjects: unknown[] }>(await t.app.inject({ method: 'GET', url: '/api/content/learning-map?exam=cat' }));
    expect(empty.subjects).toEqual([]);
  });

  it('answers 404 for an unknown exam and 400 without one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/content/learning-map?exam=nope' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/content/learning-map' })).statusCode).toBe(400);
  });

  it('refuses a pack with problems, naming each, and keeps the map as it was', async () => {
    const bad = {
      ...PACK,
      books: [{ ...PACK.books[0]!, code: 'Bad Code' }],
      syllabi: { 'jee-main': [{ subject: 'physics', name: 'Physics', chapters: ['ncert-99-physics-ch01'] }] },
    };
    const err = await importLearningMap(t.services.database.db, 'bad.json', bad).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ImportError);
    expect((err as ImportError).errors.map((e) => e.at)).toContain('$.books[0].code');
    const missing = await importLearningMap(t.services.database.db, 'bad.json', {
      ...PACK,
      syllabi: { 'jee-main': [{ subject: 'physics', name: 'Physics', chapters: ['ncert-99-physics-ch01'] }] },
    }).catch((e: unknown) => e);
    expect((missing as ImportError).message).toMatch(/ncert-99-physics-ch01/);
    const map = json<{ subjects: unknown[] }>(await t.app.inject({ method: 'GET', url: '/api/content/learning-map?exam=cbse-class-10' }));
    expect(map.subjects).toHaveLength(1);
  });
});

describe('the bundled NCERT learning map', () => {
  it('imports whole, and the JEE Advanced questions file under its chapters', async () => {
    const database = await freshDatabase('pglite');
    try {
      const file = new URL('../../../../../content/learning-map/ncert.json', import.meta.url);
      const counts = await importLearningMap(database.db, 'ncert.json', JSON.parse(readFileSync(file, 'utf8')));
      expect(counts.books).toBeGreaterThanOrEqual(18);
      expect(counts.chapters).toBeGreaterThan(200);
      expect(counts.topics).toBeGreaterThan(500);
      // Every JEE Advanced question is filed under its reviewed chapter.
      const read = (name: string) => JSON.parse(readFileSync(new URL(`../../../../../content/jeebench/${name}`, import.meta.url), 'utf8'));
      const report = await importJeebench(database.db, 'dataset.json', read('dataset.json'), { chapters: read('chapters.json').chapters });
      expect(report.questions.created).toBe(376);
      const tagged = await database.db.select({ code: questions.code }).from(questions).where(isNotNull(questions.chapterCode));
      expect(tagged).toHaveLength(376);
    } finally {
      await database.close();
    }
  });
});
