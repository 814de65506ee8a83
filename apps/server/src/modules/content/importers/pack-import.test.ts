import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_BACKENDS, freshDatabase } from '../../../test/harness.ts';
import { samplePack, sampleMap } from '../../../test/fixtures/sample-pack.ts';
import type { Database } from '../../../db/client.ts';
import { cheatSheets, learningMapNodes, mocktestBundles, questions, videos } from '../../../db/schema/index.ts';
import { ContentRepository } from '../content.repository.ts';
import { ImportError } from './import-error.ts';
import { importLearningMap } from './learning-map-import.ts';
import { exportPacks, readPackFiles, writeExport } from './pack-files.ts';
import { importPacks } from './pack-import.ts';

/** The import's error list as `at: error` lines. */
async function problemsOf(promise: Promise<unknown>): Promise<string[]> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ImportError);
  return (err as ImportError).errors.map((e) => `${e.at}: ${e.error}`);
}

describe.each(STORE_BACKENDS)('content pack import on %s', (backend) => {
  let database: Database;
  const rowsOf = async () => {
    const db = database.db;
    const [q] = await db.select({ n: count() }).from(questions);
    const [v] = await db.select({ n: count() }).from(videos);
    const [m] = await db.select({ n: count() }).from(mocktestBundles);
    const [c] = await db.select({ n: count() }).from(cheatSheets);
    return { questions: q!.n, videos: v!.n, mocktests: m!.n, cheatSheets: c!.n };
  };
  beforeAll(async () => {
    database = await freshDatabase(backend);
    await new ContentRepository(database.db).upsertTaxonomy();
    await importLearningMap(database.db, 'map.json', sampleMap());
  });
  afterAll(async () => database?.close());

  it('refuses an invalid pack naming file, JSON path and reason, and writes nothing', async () => {
    const pack = samplePack();
    (pack.questions[0] as Record<string, unknown>).type = 'essay';
    (pack.questions[2]!.answer as Record<string, unknown>) = { kind: 'choice', options: ['A'] };
    pack.questions[1]!.body = 'Every composite number is a product of primes.';
    pack.questions[2]!.solution = 'LCM $= \\frac{6 \\times 20}{2$.';
    pack.mocktests[0]!.sections[0]!.questions.push('no-such-question');
    const good = samplePack();
    good.questions = good.questions.map((q) => ({ ...q, code: `${q.code}-good` }));
    good.concepts = [];
    good.videos = [];
    good.cheatSheets = [];
    good.mocktests = [];
    const problems = await problemsOf(
      importPacks(database.db, [
        { file: 'good.json', json: good },
        { file: 'bad.json', json: pack },
      ]),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^bad\.json \$\.questions\[0\]\.type: .*single_choice/),
        expect.stringMatching(/^bad\.json \$\.questions\[2\]\.answer\.kind: an integer question takes an integer answer key, not 'choice'/),
        expect.stringMatching(/^bad\.json \$\.questions\[1\]\.body: the body must mark the blanks \{\{1\}\}/),
      ]),
    );
    expect(await rowsOf()).toEqual({ questions: 0, videos: 0, mocktests: 0, cheatSheets: 0 });

    // Schema-valid but wrong in content: LaTeX and references, still nothing written.
    const second = samplePack();
    second.questions[2]!.solution = 'LCM $= \\frac{6 \\times 20}{2$.';
    second.questions[0]!.chapter = 'ncert-10-mathematics-ch99';
    second.mocktests[0]!.sections[0]!.questions.push('no-such-question');
    second.notes[0]!.translations.hi!.formulas = '$\\frac{1}{2$';
    second.notes[0]!.chapter = 'ncert-10-mathematics-ch99';
    const more = await problemsOf(importPacks(database.db, [{ file: 'pack.json', json: second }]));
    expect(more).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^pack\.json \$\.questions\[2\]\.solution: KaTeX cannot parse/),
        "pack.json $.questions[0].chapter: chapter 'ncert-10-mathematics-ch99' is not in the learning map",
        "pack.json $.mocktests[0].sections[0].questions[2]: question 'no-such-question' does not exist",
        expect.stringMatching(/^pack\.json \$\.notes\[0\]\.translations\.hi\.formulas: KaTeX cannot parse/),
        "pack.json $.notes[0].chapter: chapter 'ncert-10-mathematics-ch99' is not in the learning map",
      ]),
    );
    expect(await rowsOf()).toEqual({ questions: 0, videos: 0, mocktests: 0, cheatSheets: 0 });
  });

  it('imports a pack, changes nothing on re-import, and reports an edit in a dry run without writing it', async () => {
    const first = await importPacks(database.db, [{ file: 'pack.json', json: samplePack() }]);
    expect(first).toMatchObject({
      dryRun: false,
      concepts: { created: 1 },
      questions: { created: 3 },
      videos: { created: 2 },
      books: { created: 1 },
      cheatSheets: { created: 1 },
      notes: { created: 1 },
      mocktests: { created: 1 },
    });
    expect(await rowsOf()).toEqual({ questions: 3, videos: 2, mocktests: 1, cheatSheets: 1 });
    const again = await importPacks(database.db, [{ file: 'pack.json', json: samplePack() }]);
    expect(again.questions).toEqual({ created: 0, updated: 0, unchanged: 3 });
    expect(again.mocktests).toEqual({ created: 0, updated: 0, unchanged: 1 });
    expect(again.notes).toEqual({ created: 0, updated: 0, unchanged: 1 });

    const edited = samplePack();
    edited.questions[2]!.answer = { kind: 'integer', value: 120 };
    const dry = await importPacks(database.db, [{ file: 'pack.json', json: edited }], { dryRun: true });
    expect(dry).toMatchObject({ dryRun: true, questions: { created: 0, updated: 1, unchanged: 2 } });
    const [q3] = await database.db.select().from(questions).where(eq(questions.code, 'test-math-q3'));
    expect(q3!.answer).toEqual({ kind: 'integer', value: 60 });
    const real = await importPacks(database.db, [{ file: 'pack.json', json: edited }]);
    expect(real.questions).toEqual({ created: 0, updated: 1, unchanged: 2 });
    const [q3b] = await database.db.select().from(questions).where(eq(questions.code, 'test-math-q3'));
    expect(q3b!.answer).toEqual({ kind: 'integer', value: 120 });
    await importPacks(database.db, [{ file: 'pack.json', json: samplePack() }]);
  });

  it('exports packs that import back unchanged, from a folder on disk', async () => {
    const { files, skipped } = await exportPacks(database.db);
    expect(skipped).toEqual([]);
    const dir = mkdtempSync(join(tmpdir(), 'abhyas-export-'));
    try {
      const written = writeExport(join(dir, 'out'), files);
      expect(written.map((p) => p.split('/').pop())).toEqual(expect.arrayContaining(['concepts.json', 'questions-mathematics.json', 'mocktests.json']));
      const report = await importPacks(database.db, readPackFiles(join(dir, 'out')));
      for (const kind of ['concepts', 'questions', 'videos', 'books', 'cheatSheets', 'mocktests'] as const)
        expect({ kind, ...report[kind] }).toMatchObject({ kind, created: 0, updated: 0 });
      expect(report.questions.unchanged).toBe(3);
      const [concept] = await database.db.select().from(learningMapNodes).where(eq(learningMapNodes.code, 'ncert-10-mathematics-ch01-t02-hcf-lcm'));
      expect(concept).toMatchObject({ level: 'concept', parentCode: 'ncert-10-mathematics-ch01-t02', grade: 10 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("keeps a video's hover preview clip (previewUrl) through import and export", async () => {
    const pack = samplePack();
    pack.videos[0] = { ...pack.videos[0]!, previewUrl: 'media/hcf-preview.mp4' } as never;
    expect((await importPacks(database.db, [{ file: 'pack.json', json: pack }])).videos).toMatchObject({ updated: 1 });
    const { files } = await exportPacks(database.db);
    expect(files['videos.json']!.videos!.find((v) => v.code === 'test-video-1')).toMatchObject({ previewUrl: 'media/hcf-preview.mp4' });
    await importPacks(database.db, [{ file: 'pack.json', json: samplePack() }]);
  });

  it("stores a video's caption tracks, keeps them through export, and refuses a track that is not a pack .vtt (issue 16 §4)", async () => {
    const captions = [
      { language: 'en', label: 'English', src: 'media/hcf.en.vtt' },
      { language: 'hi', label: 'हिन्दी', src: 'media/hcf.hi.vtt' },
    ];
    const pack = samplePack();
    pack.videos[0] = { ...pack.videos[0]!, captions } as never;
    expect((await importPacks(database.db, [{ file: 'pack.json', json: pack }])).videos).toMatchObject({ updated: 1 });
    const [row] = await database.db.select().from(videos).where(eq(videos.code, 'test-video-1'));
    expect((row!.item as { captions?: unknown }).captions).toEqual(captions);
    const { files } = await exportPacks(database.db);
    expect(files['videos.json']!.videos!.find((v) => v.code === 'test-video-1')).toMatchObject({ captions });
    const bad = samplePack();
    bad.videos[0] = { ...bad.videos[0]!, captions: [{ language: 'hi', label: 'हिन्दी', src: 'https://example.com/hi.vtt' }] } as never;
    expect((await problemsOf(importPacks(database.db, [{ file: 'bad.json', json: bad }]))).join('\n')).toMatch(
      /bad\.json \$\.videos\[0\]\.captions\[0\]\.src: a caption file is media\/<name>\.vtt/u,
    );
    await importPacks(database.db, [{ file: 'pack.json', json: samplePack() }]);
  });

  it('names a file that is not JSON, and a folder without packs', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'abhyas-packs-'));
    try {
      mkdirSync(join(dir, 'empty'));
      writeFileSync(join(dir, 'broken.json'), '{ "format": ');
      expect(() => readPackFiles(dir)).toThrow(/broken\.json: not valid JSON/);
      expect(() => readPackFiles(join(dir, 'empty'))).toThrow(/no \.json pack file here/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
