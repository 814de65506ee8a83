import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Makes sure Debian's Chromium and the Noto fonts are present: installs them with apt-get when
 * missing and running as root, otherwise says what to install.
 */
export function ensureChromium(): void {
  if (existsSync(CHROMIUM)) return;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!root) {
    throw new Error(`Chromium not found at ${CHROMIUM}. Install it with: sudo apt-get install -y chromium fonts-noto-core (or set CHROMIUM_PATH).`);
  }
  console.log('Installing chromium and fonts-noto-core with apt-get …');
  // Under flock: the browser projects' global setups (e2e/vitest.config.ts) may ask at the same time,
  // and apt takes one installer at a time; the second finds Chromium there once it has the lock.
  const install = `test -x '${CHROMIUM}' || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-core; }`;
  execFileSync('flock', [join(tmpdir(), 'abhyas-chromium-install.lock'), 'sh', '-c', install], { stdio: 'inherit' });
}

export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// `npx tsx e2e/support/chromium.ts`: installs the browser before the browser stages (scripts/test.mjs).
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) ensureChromium();
