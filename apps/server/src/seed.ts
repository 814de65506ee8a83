import { AuthRepository } from './modules/auth/auth.repository.ts';
import { ProfilesRepository } from './modules/profiles/profiles.repository.ts';
import { FamilyDataRepository } from './modules/family-data/family-data.repository.ts';
import { wordingHash } from './modules/family-data/consent.service.ts';
import { CONSENT_WORDING_VERSION, consentWording } from '@abhyas/contracts';
import type { Db } from './db/client.ts';
import { hashPassword } from './lib/passwords.ts';
import { newId } from './lib/ids.ts';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { MIGRATIONS_DIR } from './db/client.ts';
import { contentSeeds, learningMapNodes } from './db/schema/index.ts';
import { readPackFiles } from './modules/content/importers/pack-files.ts';
import { importPacks, type PackFile, type PackImportReport } from './modules/content/importers/pack-import.ts';
import { importLearningMap } from './modules/content/importers/learning-map-import.ts';
import { importJeebench, readJeebenchSolutions, type ImportReport, type JeebenchImportOptions } from './modules/content/importers/jeebench-import.ts';

/** Demo accounts seeded on first start (README "Demo accounts"). */
export const DEMO_ACCOUNTS = {
  parent: { email: 'demo@abhyas.in', mobile: '9876543210', password: 'Mango#Monsoon26' },
  unverified: { email: 'new@abhyas.in', password: 'Mango#Monsoon26' },
} as const;

/** Seeds the demo accounts once; does nothing when they exist. */
export async function seedDemo(db: Db): Promise<boolean> {
  const repo = new AuthRepository(db);
  if (await repo.findUserByVerifiedLogin({ email: DEMO_ACCOUNTS.parent.email })) return false;
  const hash = await hashPassword(DEMO_ACCOUNTS.parent.password);
  const parent = await repo.insertUser({
    id: newId(),
    email: DEMO_ACCOUNTS.parent.email,
    mobile: DEMO_ACCOUNTS.parent.mobile,
    passwordHash: hash,
    firstName: 'Sunita',
    lastName: 'Sharma',
    emailVerified: true,
    mobileVerified: true,
    meta: { stateName: 'Rajasthan', districtName: 'Jaipur' },
    signupSource: 'seed',
  });
  const profiles = new ProfilesRepository(db);
  const aarav = newId();
  const diya = newId();
  await profiles.insert({
    id: aarav,
    userId: parent.id,
    firstName: 'Aarav',
    lastName: 'Sharma',
    goalCode: 'preug',
    examCode: 'jee-main',
    locale: 'en',
    avatarColor: 'blue',
  });
  await profiles.insert({
    id: diya,
    userId: parent.id,
    firstName: 'Diya',
    lastName: 'Sharma',
    goalCode: 'k12-cbse',
    examCode: 'cbse-class-10',
    locale: 'hi',
    avatarColor: 'pink',
  });
  // The demo parent added both children with the consent box ticked (issue 21 §3; decision 036).
  const family = new FamilyDataRepository(db);
  const now = new Date();
  for (const id of [aarav, diya]) {
    await family.giveConsent(id, 'parent', now, {
      userId: parent.id,
      at: now,
      version: CONSENT_WORDING_VERSION,
      locale: 'en',
      hash: wordingHash(consentWording(CONSENT_WORDING_VERSION, 'en')!),
    });
  }
  await repo.insertUser({
    id: newId(),
    email: DEMO_ACCOUNTS.unverified.email,
    passwordHash: hash,
    firstName: 'Kiran',
    lastName: 'Rao',
    signupSource: 'seed',
  });
  return true;
}

/** The same pack files with only their concepts (a first pass that defines every concept). */
export function conceptsOnly(files: PackFile[]): PackFile[] {
  return files.map(({ file, json }) => {
    const pack = json as Record<string, unknown>;
    return { file, json: { format: pack.format, version: pack.version, source: pack.source, concepts: pack.concepts ?? [] } };
  });
}

/** What the content seed did: the JEEBench papers and the project's own packs. */
export interface ContentSeedReport {
  jeebench: ImportReport | null;
  packs: PackImportReport | null;
}

/**
 * Seeds content through the same importers an operator uses (`npm run content:import`): the
 * learning map (CONTENT_DIR/learning-map/ncert.json) when the map is empty, then on every start the
 * JEEBench papers (CONTENT_DIR/jeebench) and the packs under CONTENT_DIR/packs. Both imports compare
 * content hashes, so a start with unchanged content writes nothing, and content that ships with a
 * newer build reaches an existing database. A part whose files are absent is skipped.
 */
export async function seedContent(db: Db, contentDir: string): Promise<ContentSeedReport> {
  // Unchanged content since the last seed (same files, same migrations): nothing to validate or compare.
  const fingerprint = contentFingerprint(contentDir);
  const [last] = await db.select({ fingerprint: contentSeeds.fingerprint }).from(contentSeeds).where(eq(contentSeeds.source, SEED_SOURCE));
  if (last?.fingerprint === fingerprint) return { jeebench: null, packs: null };
  const report = await importSeedContent(db, contentDir);
  await db
    .insert(contentSeeds)
    .values({ source: SEED_SOURCE, fingerprint })
    .onConflictDoUpdate({ target: contentSeeds.source, set: { fingerprint, seededAt: new Date() } });
  return report;
}

const SEED_SOURCE = 'content-dir';

/**
 * SHA-256 over every content file the seed reads (relative path and bytes, in a fixed order) and the
 * names of the migrations (a new migration may change how content is stored, so it re-seeds).
 */
export function contentFingerprint(contentDir: string): string {
  const hash = createHash('sha256');
  const walk = (dir: string): string[] =>
    existsSync(dir)
      ? readdirSync(dir, { withFileTypes: true })
          .sort((a, b) => a.name.localeCompare(b.name))
          .flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : e.name.endsWith('.json') ? [join(dir, e.name)] : []))
      : [];
  for (const file of [...walk(join(contentDir, 'learning-map')), ...walk(join(contentDir, 'jeebench')), ...walk(join(contentDir, 'packs'))]) {
    hash.update(`${relative(contentDir, file)}\0`);
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  for (const m of readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort())
    hash.update(`${m}\0`);
  return hash.digest('hex');
}

async function importSeedContent(db: Db, contentDir: string): Promise<ContentSeedReport> {
  const [nodes] = await db.select({ n: count() }).from(learningMapNodes);
  const mapFile = join(contentDir, 'learning-map', 'ncert.json');
  if ((nodes?.n ?? 0) === 0 && existsSync(mapFile)) await importLearningMap(db, mapFile, JSON.parse(readFileSync(mapFile, 'utf8')) as unknown);
  const packsDir = join(contentDir, 'packs');
  const packFiles = existsSync(packsDir) ? readPackFiles(packsDir) : [];
  // The packs' concepts first: the JEEBench questions are tagged with them, and the packs' mock
  // tests use JEEBench questions, so the full pack import comes last.
  if (packFiles.length > 0) await importPacks(db, conceptsOnly(packFiles));
  let jeebench: ImportReport | null = null;
  const file = join(contentDir, 'jeebench', 'dataset.json');
  if (existsSync(file)) {
    const reviewedFile = join(contentDir, 'jeebench', 'chapters.json');
    const reviewed = existsSync(reviewedFile)
      ? (JSON.parse(readFileSync(reviewedFile, 'utf8')) as Pick<JeebenchImportOptions, 'chapters' | 'corrections' | 'keyCorrections'>)
      : {};
    const conceptsFile = join(contentDir, 'jeebench', 'concepts.json');
    const concepts = existsSync(conceptsFile)
      ? (JSON.parse(readFileSync(conceptsFile, 'utf8')) as { concepts?: JeebenchImportOptions['concepts'] }).concepts
      : undefined;
    jeebench = await importJeebench(db, file, JSON.parse(readFileSync(file, 'utf8')) as unknown, {
      chapters: reviewed.chapters,
      corrections: reviewed.corrections,
      keyCorrections: reviewed.keyCorrections,
      concepts,
      solutions: readJeebenchSolutions(join(contentDir, 'jeebench', 'solutions')),
    });
  }
  const packs = packFiles.length > 0 ? await importPacks(db, packFiles) : null;
  return { jeebench, packs };
}
