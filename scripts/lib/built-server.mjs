// Starts the built server (apps/server/dist/server.js) on a free loopback port with a fresh
// embedded database, for scripts that measure or look at the real app (size, screenshots, bench)
// and for the browser tests.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
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
 * Spawns the built server without waiting for it: for tests that stop it at a chosen moment
 * (e2e/servers/server-stop.spec.ts). `env` overrides the defaults. `options` (all optional):
 * - `port`, `dataDir`, `keepData`: as for `startBuiltServer` below;
 * - `output`: `'inherit'` (default), `'capture'` (kept, read with `output()`), or `'unread'` (a
 *   pipe nobody reads: a supervisor that stopped reading the server's log);
 * - `detached`: the server leads a process group of its own, so a signal can go to the group
 *   (`signal(sig, { group: true })`), as a terminal's Ctrl-C or a service manager sends it;
 * - `entry`: `'scripts/start.mjs'` to run the server as `npm start` does (under that script);
 * - `template`: a data directory a stopped server seeded (scripts/seed-store.mjs), copied into the
 *   new one, so the start skips the first-start seed (ignored with `dataDir`).
 * Resolves `{ base, port, dataDir, pid, child, output, healthy, signal, exited, exitInfo }`:
 * `healthy(ms)` resolves once /api/health answers 200 (rejects if the process exits or `ms` pass);
 * `exited` resolves `{ code, signal }` when the process is gone; `exitInfo()` is that, or null.
 */
export async function spawnBuiltServer(env = {}, options = {}) {
  const port = options.port ?? (await freePort());
  const base = `http://127.0.0.1:${port}`;
  let dataDir = options.dataDir;
  if (!dataDir) {
    dataDir = mkdtempSync(join(tmpdir(), 'abhyas-run-'));
    if (options.template) cpSync(options.template, dataDir, { recursive: true });
  }
  const mode = options.output ?? 'inherit';
  // SERVER_NODE_ARGS: extra Node flags for the server process, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`
  // to profile it under a benchmark (Node refuses --cpu-prof in NODE_OPTIONS).
  const nodeArgs = (process.env.SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, options.entry ?? 'apps/server/dist/server.js'], {
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
    stdio: ['ignore', mode === 'inherit' ? 'inherit' : 'pipe', mode === 'inherit' ? 'inherit' : 'pipe'],
    detached: Boolean(options.detached),
  });
  let text = '';
  if (mode === 'capture') {
    child.stdout.setEncoding('utf8').on('data', (d) => (text += d));
    child.stderr.setEncoding('utf8').on('data', (d) => (text += d));
  }
  let info = null;
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      info = { code, signal };
      resolve(info);
    }),
  );
  const healthy = async (ms = 60_000) => {
    const until = Date.now() + ms;
    while (Date.now() < until) {
      if (info) throw new Error(`the built server exited (${info.code ?? info.signal}) before it became healthy on port ${port}`);
      try {
        if ((await fetch(`${base}/api/health`)).ok) return;
      } catch {
        /* starting */
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`the built server did not become healthy within ${ms / 1000} s (run \`npm run build\` first)`);
  };
  const signal = (sig = 'SIGTERM', { group = false } = {}) => {
    if (info) return;
    if (group) process.kill(-child.pid, sig);
    else child.kill(sig);
  };
  return { base, port, dataDir, pid: child.pid, child, output: () => text, healthy, signal, exited, exitInfo: () => info };
}

/**
 * Resolves `{ base, port, dataDir, pid, stop }` once /api/health answers (within SERVER_HEALTH_TIMEOUT_MS,
 * 180 s by default: a first start seeds the demo content, slow on a busy 2-core machine). `env`
 * overrides the defaults. `options` (all optional, for tests that restart the server):
 * - `port`: listen on this port instead of a free one;
 * - `dataDir`: use this data directory (PGlite database, JWT secret) instead of a fresh one;
 * - `keepData`: `stop()` leaves the data directory in place (always true for a given `dataDir`)
 *   and waits until the process has exited, so a second server can start on the same port and data.
 * `stop()` sends SIGTERM and resolves `{ code, signal }` once the process has exited (it is killed
 * if it has not 15 s later: the server's own stop deadline is 10 s by default).
 */
export async function startBuiltServer(env = {}, options = {}) {
  const server = await spawnBuiltServer(env, options);
  const keepData = Boolean(options.keepData || options.dataDir);
  const stop = async () => {
    server.signal('SIGTERM');
    // Wait for the process to be gone: the next server may reuse the port and the database, and
    // a caller may drop the database right after.
    const timer = setTimeout(() => {
      console.error(`the built server (pid ${server.pid}) had not exited 15 s after SIGTERM: killing it`);
      server.child.kill('SIGKILL');
    }, 15_000);
    const info = await server.exited;
    clearTimeout(timer);
    if (!keepData) rmSync(server.dataDir, { recursive: true, force: true });
    return info;
  };
  try {
    await server.healthy(Number(process.env.SERVER_HEALTH_TIMEOUT_MS ?? 180_000));
  } catch (err) {
    await stop();
    throw err;
  }
  return { base: server.base, port: server.port, dataDir: server.dataDir, pid: server.pid, stop };
}
