// Global setup of the server tests: one migrated PGlite data directory, written once per run, that
// every test file's fresh in-memory database starts from (initdb and 15 migrations per file cost
// seconds each on this machine; loading the tarball costs a fraction).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { pgliteTemplate } from '../db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the migrated PGlite data-directory tarball (harness `freshDatabase`). */
    pgliteTemplate: string;
  }
}

let file: string | undefined;

export async function setup(project: TestProject): Promise<void> {
  const dir = join(process.cwd(), '.tmp');
  mkdirSync(dir, { recursive: true });
  file = join(dir, `pglite-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await (await pgliteTemplate()).arrayBuffer()));
  project.provide('pgliteTemplate', file);
}

export function teardown(): void {
  if (file) rmSync(file, { force: true });
}
