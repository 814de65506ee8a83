import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createServer } from 'node:net';
import type { TestProject } from 'vitest/node';
import { ensureChromium } from './chromium.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const ROOT = resolve(new URL('../..', import.meta.url).pathname);

async function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? res(addr.port) : rej(new Error('no port'))));
    });
  });
}

let server: ChildProcess | undefined;
let dataDir: string | undefined;

/** Starts the built server on a free port with a fresh PGlite data directory. */
export async function setup(project: TestProject): Promise<void> {
  ensureChromium();
  const port = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'abhyas-e2e-'));
  server = spawn(process.execPath, [join(ROOT, 'apps/server/dist/server.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: join(ROOT, 'apps/web/dist'),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_AUTH_PER_15_MIN: '500',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error('server did not become healthy within 60 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  project.provide('baseUrl', baseUrl);
}

export async function teardown(): Promise<void> {
  server?.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
