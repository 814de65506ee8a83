import { AuthRepository } from './modules/auth/auth.repository.ts';
import { ProfilesRepository } from './modules/profiles/profiles.repository.ts';
import type { Db } from './db/client.ts';
import { hashPassword } from './lib/passwords.ts';
import { newId } from './lib/ids.ts';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { learningMapNodes, questions } from './db/schema/index.ts';
import { importLearningMap } from './modules/content/importers/learning-map-import.ts';
import { importJeebench, type ImportReport } from './modules/content/importers/jeebench-import.ts';

/** Demo accounts seeded on first start (README "Demo accounts"). */
export const DEMO_ACCOUNTS = {
  parent: { email: 'demo@abhyas.in', mobile: '9876543210', password: 'Abhyas@2026' },
  unverified: { email: 'new@abhyas.in', password: 'Abhyas@2026' },
} as const;

/** Seeds the demo accounts once; does nothing when they exist. */
export async function seedDemo(db: Db): Promise<boolean> {
  const repo = new AuthRepository(db);
  if (await repo.findUserByLogin({ email: DEMO_ACCOUNTS.parent.email })) return false;
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
  await profiles.insert({
    id: newId(),
    userId: parent.id,
    firstName: 'Aarav',
    lastName: 'Sharma',
    goalCode: 'preug',
    examCode: 'jee-main',
    locale: 'en',
    avatarColor: 'blue',
  });
  await profiles.insert({
    id: newId(),
    userId: parent.id,
    firstName: 'Diya',
    lastName: 'Sharma',
    goalCode: 'k12-cbse',
    examCode: 'cbse-class-10',
    locale: 'hi',
    avatarColor: 'pink',
  });
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

/**
 * Seeds the learning map (CONTENT_DIR/learning-map/ncert.json) and the question bank (the JEEBench
 * papers in CONTENT_DIR/jeebench/dataset.json) on first start, through the same importers an
 * operator uses (`npm run content:import`). Each part is skipped when present or its file is absent.
 */
export async function seedContent(db: Db, contentDir: string): Promise<ImportReport | null> {
  const [nodes] = await db.select({ n: count() }).from(learningMapNodes);
  const mapFile = join(contentDir, 'learning-map', 'ncert.json');
  if ((nodes?.n ?? 0) === 0 && existsSync(mapFile)) await importLearningMap(db, mapFile, JSON.parse(readFileSync(mapFile, 'utf8')) as unknown);
  const [row] = await db.select({ n: count() }).from(questions);
  if ((row?.n ?? 0) > 0) return null;
  const file = join(contentDir, 'jeebench', 'dataset.json');
  if (!existsSync(file)) return null;
  const chaptersFile = join(contentDir, 'jeebench', 'chapters.json');
  const chapters = existsSync(chaptersFile) ? (JSON.parse(readFileSync(chaptersFile, 'utf8')) as { chapters: Record<string, string> }).chapters : undefined;
  return importJeebench(db, file, JSON.parse(readFileSync(file, 'utf8')) as unknown, { chapters });
}
