// Global setup of the server tests: one migrated PGlite data directory, written once per run, that
// every test file's fresh in-memory database starts from (initdb and 15 migrations per file cost
// seconds each on this machine; loading the tarball costs a fraction).
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, pgliteTemplate } from '../db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the migrated PGlite data-directory tarball (harness `freshDatabase`). */
    pgliteTemplate: string;
    /** Name of a migrated PostgreSQL database each file's database copies (TEST_DATABASE_URL), or ''. */
    postgresTemplate: string;
  }
}

let file: string | undefined;
let postgresTemplate: string | undefined;

/** Runs one statement on the TEST_DATABASE_URL server's maintenance database. */
async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function setup(project: TestProject): Promise<void> {
  const dir = join(process.cwd(), '.tmp');
  mkdirSync(dir, { recursive: true });
  file = join(dir, `pglite-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await (await pgliteTemplate()).arrayBuffer()));
  project.provide('pgliteTemplate', file);
  // PostgreSQL: one migrated database per run, copied by `create database … template` (0.1 s)
  // instead of migrating each file's database (0.4 s idle, seconds under load).
  if (process.env.TEST_DATABASE_URL) {
    postgresTemplate = `abhyas_template_${randomBytes(6).toString('hex')}`;
    await admin(`create database ${postgresTemplate}`);
    const url = new URL(process.env.TEST_DATABASE_URL);
    url.pathname = `/${postgresTemplate}`;
    const database = await openDatabase({ url: url.toString(), poolMax: 1 });
    await database.close();
  }
  project.provide('postgresTemplate', postgresTemplate ?? '');
}

export async function teardown(): Promise<void> {
  if (file) rmSync(file, { force: true });
  if (postgresTemplate) await admin(`drop database if exists ${postgresTemplate} with (force)`);
}
