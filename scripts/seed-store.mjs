// `node scripts/seed-store.mjs <dir>`: starts the built server once on a new embedded store in <dir>
// (demo accounts, content, search index: the first-start seed), waits until it serves, and stops
// it. The browser tests then copy <dir> for each of their servers (E2E_STORE_TEMPLATE,
// e2e/support/global-setup.ts) instead of seeding the same content four times side by side.
// Exit 0 when the store is ready, 1 otherwise.
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { startBuiltServer } from './lib/built-server.mjs';

const dir = process.argv[2];
if (!dir) {
  console.error('Usage: node scripts/seed-store.mjs <directory>');
  process.exit(2);
}
const dataDir = resolve(dir);
rmSync(dataDir, { recursive: true, force: true });
const started = Date.now();
const server = await startBuiltServer({}, { dataDir });
const info = await server.stop();
if (info.code !== 0) {
  console.error(`the seeding server exited with ${info.code ?? info.signal}`);
  process.exit(1);
}
console.log(`seeded the e2e store template in ${dataDir} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
