// Starts the built server (apps/server/dist/server.js) on a free loopback port with a fresh
// embedded database, for scripts that measure or look at the real app (size, screenshots, bench).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

async function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (addr && typeof addr === 'object' ? resolve(addr.port) : reject(new Error('no free port'))));
    });
  });
}

/** Resolves `{ base, stop }` once /api/health answers (60 s at most). `env` overrides the defaults. */
export async function startBuiltServer(env = {}) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'abhyas-run-'));
  const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
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
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, stop };
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error('the built server did not become healthy within 60 s (run `npm run build` first)');
}
