// `npm start`: runs the built server, which applies migrations, seeds the demo data on first
// start and serves the web app and the API on http://localhost:${PORT:-3000}. SIGINT or SIGTERM
// stops it gracefully within SHUTDOWN_DEADLINE_MS, a second one at once; this script exits with
// the server's status.
import { resolve } from 'node:path';
import { exitStatus, spawnServer } from './lib/server-process.mjs';

const env = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV ?? 'development',
  WEB_DIST: process.env.WEB_DIST ?? resolve('apps/web/dist'),
  DATA_DIR: process.env.DATA_DIR ?? resolve('data'),
};
const { child, stop } = spawnServer({ nodeArgs: ['--enable-source-maps'], env });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => stop(sig));
child.on('exit', (code, signal) => process.exit(exitStatus(code, signal)));
