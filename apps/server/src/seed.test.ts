import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/client.ts';
import { ContentRepository } from './modules/content/content.repository.ts';
import { eq } from 'drizzle-orm';
import { profiles } from './db/schema/index.ts';
import { verifyPassword } from './lib/passwords.ts';
import { AuthRepository } from './modules/auth/auth.repository.ts';
import { AssignmentsRepository } from './modules/schools/assignments.repository.ts';
import { LiveClassesRepository } from './modules/schools/live-classes.repository.ts';
import { SchoolsRepository } from './modules/schools/schools.repository.ts';
import { DEMO_ACCOUNTS, seedContent, seedDemo } from './seed.ts';
import { DEMO_TEACHER, seedDemoSchool } from './seed-school.ts';
import { STORE_BACKENDS, freshDatabase } from './test/harness.ts';
import { sampleMap, samplePack } from './test/fixtures/sample-pack.ts';

describe.each(STORE_BACKENDS)('the start-up content seed on %s', (backend) => {
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

describe.each(STORE_BACKENDS)('the demo school seed on %s (issue 23; decision 041)', (backend) => {
  let database: Database;
  const dir = mkdtempSync(join(tmpdir(), 'abhyas-seed-school-'));
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

  it('seeds the teacher, the school, Aarav’s class with two assignments and tomorrow’s live class, once', async () => {
    const db = database.db;
    // Nothing without the demo family.
    expect(await seedDemoSchool(db, 'abhyas')).toBe(false);
    await seedDemo(db);
    await seedContent(db, dir);
    // The sample content is CBSE class 10's: Aarav prepares for it here.
    await db.update(profiles).set({ examCode: 'cbse-class-10', goalCode: 'k12-cbse' }).where(eq(profiles.firstName, 'Aarav'));
    const now = Date.parse('2026-11-27T04:30:00Z');
    expect(await seedDemoSchool(db, 'abhyas', now)).toBe(true);
    expect(await seedDemoSchool(db, 'abhyas', now)).toBe(false);

    const teacher = (await new AuthRepository(db).findUserByVerifiedLogin({ email: DEMO_TEACHER.email }))!;
    expect(await verifyPassword(teacher.passwordHash!, DEMO_ACCOUNTS.parent.password)).toBe(true);
    const schools = new SchoolsRepository(db);
    const [mine] = await schools.institutesOf(teacher.id);
    expect([mine!.i.name, mine!.i.kind, mine!.i.city, mine!.role]).toEqual(['Abhyas Demo School', 'school', 'Pune', 'admin']);
    const [cls] = await schools.classesOfStaff(teacher.id);
    expect(cls!.c).toMatchObject({ name: 'Class 11 · Physics', grade: 11, section: 'A', subject: 'Physics', examCode: 'cbse-class-10' });
    expect((await schools.roster(cls!.c.id)).map((s) => s.firstName)).toEqual(['Aarav']);
    const work = await new AssignmentsRepository(db).ofClass(cls!.c.id);
    expect(work.map((a) => [a.kind, a.target, new Date(a.dueAt).toISOString()])).toEqual([
      ['test', { kind: 'test', test_code: 'test-mock-1' }, '2026-12-02T14:30:00.000Z'],
      ['practice', { kind: 'practice', chapter_code: 'ncert-10-mathematics-ch01' }, '2026-11-28T14:30:00.000Z'],
    ]);
    const [live] = await new LiveClassesRepository(db).ofClass(cls!.c.id);
    expect(live!.l.startsAt.toISOString()).toBe('2026-11-28T11:30:00.000Z');
    expect(live!.l.roomName).toMatch(/^abhyas-doubt-clearing-this-week-s-chapter-[a-z0-9]{20}$/);
  });
});
