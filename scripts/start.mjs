// `npm start`: runs the built server, which applies migrations, seeds the demo data on first
// start and serves the web app and the API on http://localhost:${PORT:-3000}.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const env = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV ?? 'development',
  WEB_DIST: process.env.WEB_DIST ?? resolve('apps/web/dist'),
  DATA_DIR: process.env.DATA_DIR ?? resolve('data'),
};
const child = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/server.js'], { stdio: 'inherit', env });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
