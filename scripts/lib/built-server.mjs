// Starts the built server (apps/server/dist/server.js) on a free loopback port with a fresh
// embedded database, for scripts that measure or look at the real app (size, screenshots, bench).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A TCP port nothing listens on at the moment, on the loopback interface. */
export async function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (addr && typeof addr === 'object' ? resolve(addr.port) : reject(new Error('no free port'))));
    });
  });
}

/**
 * Resolves `{ base, port, dataDir, pid, stop }` once /api/health answers (60 s at most). `env`
 * overrides the defaults. `options` (all optional, for tests that restart the server):
 * - `port`: listen on this port instead of a free one;
 * - `dataDir`: use this data directory (PGlite database, JWT secret) instead of a fresh one;
 * - `keepData`: `stop()` leaves the data directory in place (always true for a given `dataDir`)
 *   and waits until the process has exited, so a second server can start on the same port and data.
 */
export async function startBuiltServer(env = {}, options = {}) {
  const port = options.port ?? (await freePort());
  const base = `http://127.0.0.1:${port}`;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'abhyas-run-'));
  const keepData = Boolean(options.keepData || options.dataDir);
  // SERVER_NODE_ARGS: extra Node flags for the server process, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`
  // to profile it under a benchmark (Node refuses --cpu-prof in NODE_OPTIONS).
  const nodeArgs = (process.env.SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, 'apps/server/dist/server.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: 'apps/web/dist',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((r) => child.once('exit', r));
  const stop = async () => {
    child.kill('SIGTERM');
    // Wait for the process to be gone (10 s at most): the next server may reuse the port and the
    // database, and a caller may drop the database right after.
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
    if (!keepData) rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 240; i += 1) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, port, dataDir, pid: child.pid, stop };
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const died = child.exitCode !== null || child.signalCode !== null;
  await stop();
  throw new Error(
    died
      ? `the built server exited (${child.exitCode ?? child.signalCode}) before it became healthy on port ${port}`
      : 'the built server did not become healthy within 60 s (run `npm run build` first)',
  );
}
