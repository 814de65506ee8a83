import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM, CHROMIUM_ARGS, ensureChromium } from './chromium.ts';
// The same launcher the size, screenshot and benchmark scripts use.
import { startBuiltServer } from '../../scripts/lib/built-server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The project's one Chromium (support/browser.ts `launch` connects to it), or '' to launch one per file. */
    browserWsEndpoint: string;
  }
}

let stop: (() => Promise<void>) | undefined;
let browserServer: BrowserServer | undefined;

/**
 * Starts the built server on a free port with a fresh PGlite data directory: a copy of
 * E2E_STORE_TEMPLATE when `npm test` seeded one (scripts/seed-store.mjs), else seeded on this start;
 * and one Chromium for the project's files, each of which connects to it and works in contexts of
 * its own (a launch per file cost about 2 s of CPU each, with a burst of new processes, on the
 * project's two cores).
 */
export async function setup(project: TestProject): Promise<void> {
  ensureChromium();
  // Run from the repository root: the launcher resolves the built app relative to it.
  process.chdir(new URL('../..', import.meta.url).pathname);
  const template = process.env.E2E_STORE_TEMPLATE;
  const server = await startBuiltServer({ RATE_LIMIT_AUTH_PER_15_MIN: '500' }, template ? { template } : {});
  stop = server.stop;
  project.provide('baseUrl', server.base);
  browserServer = await chromium.launchServer({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  project.provide('browserWsEndpoint', browserServer.wsEndpoint());
}

export async function teardown(): Promise<void> {
  await browserServer?.close();
  await stop?.();
}
