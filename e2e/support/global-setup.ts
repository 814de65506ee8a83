import type { TestProject } from 'vitest/node';
import { ensureChromium } from './chromium.ts';
// The same launcher the size, screenshot and benchmark scripts use.
import { startBuiltServer } from '../../scripts/lib/built-server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

let stop: (() => Promise<void>) | undefined;

/**
 * Starts the built server on a free port with a fresh PGlite data directory: a copy of
 * E2E_STORE_TEMPLATE when `npm test` seeded one (scripts/seed-store.mjs), else seeded on this start.
 */
export async function setup(project: TestProject): Promise<void> {
  ensureChromium();
  // Run from the repository root: the launcher resolves the built app relative to it.
  process.chdir(new URL('../..', import.meta.url).pathname);
  const template = process.env.E2E_STORE_TEMPLATE;
  const server = await startBuiltServer({ RATE_LIMIT_AUTH_PER_15_MIN: '500' }, template ? { template } : {});
  stop = server.stop;
  project.provide('baseUrl', server.base);
}

export async function teardown(): Promise<void> {
  await stop?.();
}
