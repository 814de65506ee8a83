import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

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
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-noto-core'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
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
