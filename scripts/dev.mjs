// `npm run dev`: the API (rebuilt on change) on :3000 and Vite's dev server with hot reload on :5173.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { watch } from 'node:fs';
import { spawnServer } from './lib/server-process.mjs';

const env = { ...process.env, NODE_ENV: 'development', DATA_DIR: process.env.DATA_DIR ?? resolve('data') };
let server;
const build = () => spawn('npm', ['run', 'build', '-w', '@abhyas/server'], { stdio: 'inherit' });

/** Resolves once the running server (if any) has stopped: the next one needs its port and its PGlite directory. */
function stopServer(signal = 'SIGTERM') {
  const current = server;
  if (!current || current.child.exitCode !== null || current.child.signalCode !== null) return Promise.resolve();
  const exited = new Promise((r) => current.child.once('exit', r));
  current.stop(signal);
  return exited;
}

// Restarts one after another: a change during a restart waits for it.
let restarting = Promise.resolve();
const run = () => {
  restarting = restarting.then(async () => {
    await stopServer();
    server = spawnServer({ nodeArgs: ['--enable-source-maps'], env });
  });
};
build().on('exit', run);
let timer;
for (const dir of ['apps/server/src', 'packages/domain/src', 'packages/contracts/src']) {
  watch(dir, { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(() => build().on('exit', run), 300);
  });
}
const web = spawn('npm', ['run', 'dev', '-w', '@abhyas/web'], { stdio: 'inherit', env });
process.on('SIGINT', () => {
  web.kill();
  void stopServer('SIGINT').then(() => process.exit(0));
});
