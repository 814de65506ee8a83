// `node scripts/screenshots.mjs [locale]`: Chromium screenshots of the main screens at 360, 768
// and 1280 px into screenshots/ (built app, fresh demo data), for looking at the UI before calling it done.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const locale = process.argv[2] ?? 'en';
const port = 3700 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'abhyas-shots-'));
const out = join('screenshots', locale);
mkdirSync(out, { recursive: true });
const server = spawn(process.execPath, ['apps/server/dist/server.js'], {
  env: {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST: 'apps/web/dist',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
for (let i = 0; i < 240; i += 1) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {
    /* starting */
  }
  await new Promise((r) => setTimeout(r, 250));
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  for (const width of [360, 768, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    await context.addInitScript((l) => localStorage.setItem('abhyas.locale', l), locale);
    const page = await context.newPage();
    const shot = async (name) => {
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(out, `${name}-${width}.png`), fullPage: true });
    };
    for (const [name, path] of [
      ['landing', '/'],
      ['login', '/login'],
      ['signup', '/signup'],
      ['not-found', '/no-such-page'],
      ['helpdesk', '/helpdesk'],
    ]) {
      await page.goto(`${base}${path}`);
      await shot(name);
    }
    await page.goto(`${base}/login`);
    const res = page.waitForResponse((r) => r.url().includes('/api/auth/sign-in'));
    await page.locator('input[autocomplete="username"], input[name="login"]').first().fill('demo@abhyas.in');
    await page.locator('input[type="password"]').first().fill('Abhyas@2026');
    await page.locator('button[type="submit"]').first().click();
    await res;
    await page.waitForURL(/browse-profile/);
    await shot('browse-profile');
    await page.locator('button', { hasText: 'Aarav' }).first().click();
    await page.waitForURL(/\/(test|practice|learn)\/home/);
    await shot('exam-home');
    await page.goto(`${base}/account-settings`);
    await shot('account-settings');
    await page.goto(`${base}/learn/home`);
    await shot('coming-soon');
    await context.close();
  }
  console.log(`screenshots in ${out}/`);
} finally {
  await browser.close();
  server.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 300));
  rmSync(dataDir, { recursive: true, force: true });
}
