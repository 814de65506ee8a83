import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/client.ts';
import { ContentRepository } from './modules/content/content.repository.ts';
import { seedContent } from './seed.ts';
import { BACKENDS, freshDatabase } from './test/harness.ts';
import { sampleMap, samplePack } from './test/fixtures/sample-pack.ts';

describe.each(BACKENDS)('the start-up content seed on %s', (backend) => {
  let database: Database;
  const dir = mkdtempSync(join(tmpdir(), 'abhyas-seed-'));
  beforeAll(async () => {
    mkdirSync(join(dir, 'learning-map'), { recursive: true });
    mkdirSync(join(dir, 'packs', 'demo'), { recursive: true });
    writeFileSync(join(dir, 'learning-map', 'ncert.json'), JSON.stringify(sampleMap()));
    writeFileSync(join(dir, 'packs', 'demo', 'pack.json'), JSON.stringify(samplePack()));
    database = await freshDatabase(backend);
    await new ContentRepository(database.db).upsertTaxonomy();
  });
  afterAll(async () => {
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('imports the content, skips it on a start with the same files, and imports again when a file changes', async () => {
    const first = await seedContent(database.db, dir);
    expect(first.packs?.questions.created).toBe(3);
    // Same files: nothing validated or compared (no report at all).
    expect(await seedContent(database.db, dir)).toEqual({ jeebench: null, packs: null });
    const pack = samplePack();
    pack.questions[0]!.body = 'The HCF of $6$ and $20$ is, again,';
    writeFileSync(join(dir, 'packs', 'demo', 'pack.json'), JSON.stringify(pack));
    const changed = await seedContent(database.db, dir);
    expect(changed.packs?.questions).toEqual({ created: 0, updated: 1, unchanged: 2 });
  });
});
