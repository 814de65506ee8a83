// `npm run dev`: the API (rebuilt on change) on :3000 and Vite's dev server with hot reload on :5173.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { watch } from 'node:fs';

const env = { ...process.env, NODE_ENV: 'development', DATA_DIR: process.env.DATA_DIR ?? resolve('data') };
let server;
const build = () => spawn('npm', ['run', 'build', '-w', '@abhyas/server'], { stdio: 'inherit' });
const run = () => {
  server?.kill();
  server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/server.js'], { stdio: 'inherit', env });
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
  server?.kill();
  web.kill();
  process.exit(0);
});
