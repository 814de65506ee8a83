// `node scripts/screenshots.mjs [locale]`: Chromium screenshots of the main screens at 360, 768
// and 1280 px into screenshots/ (built app, fresh demo data), for looking at the UI before calling it done.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startBuiltServer } from './lib/built-server.mjs';

const locale = process.argv[2] ?? 'en';
const out = join('screenshots', locale);
mkdirSync(out, { recursive: true });
const { base, stop } = await startBuiltServer();
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
      // Lazily loaded catalogs and data can arrive after the network first goes quiet: wait (up to
      // 8 s) until no loading skeleton is left.
      await page.waitForFunction(() => !globalThis.document.querySelector('.mantine-Skeleton-root[data-visible]'), null, { timeout: 8000 }).catch(() => {});
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
    await page.locator('input[type="password"]').first().fill('Mango#Monsoon26');
    await page.locator('button[type="submit"]').first().click();
    await res;
    await page.waitForURL(/browse-profile/);
    await shot('browse-profile');
    await page.locator('button', { hasText: 'Aarav' }).first().click();
    await page.waitForURL(/\/(test|practice|learn)\/home/);
    await shot('exam-home');
    await page.goto(`${base}/account-settings`);
    await shot('account-settings');
    for (const [name, path] of [
      ['learn-home', '/learn/home'],
      ['test-home', '/test/home'],
      ['chapter', '/learn/summary/ncert-11-physics-ch05'],
      ['topic', '/topic/summary/ncert-11-physics-ch05-t01'],
      ['video', '/video/summary/abhyas-clip-10-math-trig-ratios-30-45-60'],
      ['booktoc', '/booktoc?book_id=book-ncert-11-physics'],
      ['bigbooktoc', '/bigbooktoc'],
      ['search', '/search/all?q=trigonometry'],
      ['search-typo', '/search/chapter?q=trignometry'],
      ['search-empty', '/search/all?q=zzqxv'],
      ['question-tabular', '/question/jeebench-2016-p1-q1'],
      ['question-assertion', '/question/cbse10-math-ch01-q004'],
      ['user-home', '/user-home'],
      ['revision', '/user-home/revision-lists'],
      ['timeline', '/user-home/my-timeline'],
      ['notifications', '/notifications'],
      ['accessibility', '/profile/accessibility'],
      ['feedback', '/feedback'],
      ['family-data', '/family-data'],
      ['parent-view', '/parent-view'],
      ['achieve', '/achieve/home'],
      ['cbt-instructions', '/mock-test/jee-main-mock-1/session'],
      // Schools (issue 23): Aarav is in the demo school's class (seed-school.ts).
      ['assignments', '/user-home/assignment'],
      ['live-classes', '/user-home/live-classes'],
    ]) {
      await page.goto(`${base}${path}`);
      await shot(name);
    }
    // The CBT in high contrast (the profile's display setting; the class it puts on <html>, for the look).
    await page.goto(`${base}/mock-test/jee-main-mock-1/session`);
    // The first width starts the test; the next ones resume it.
    const question = page.locator('[data-testid="cbt-question-heading"], main h2').first();
    const declaration = page.getByRole('checkbox').first();
    await declaration.or(question).first().waitFor({ timeout: 20_000 });
    if (await declaration.isVisible()) {
      await declaration.check();
      await page
        .locator('button[type="submit"], button')
        .filter({ hasText: /ready to begin|शुरू करने के लिए तैयार/ })
        .first()
        .click();
    }
    await page.evaluate(() => globalThis.document.documentElement.classList.add('abhyas-high-contrast'));
    await page.waitForTimeout(1500);
    await page.screenshot({ path: join(out, `cbt-high-contrast-${width}.png`) });
    await context.close();

    // The teacher's screens (the demo school's admin, seed-school.ts): My school and the class.
    const staff = await browser.newContext({ viewport: { width, height: 800 } });
    await staff.addInitScript((l) => localStorage.setItem('abhyas.locale', l), locale);
    const tp = await staff.newPage();
    await tp.goto(`${base}/login`);
    await tp.locator('input[autocomplete="username"], input[name="login"]').first().fill('teacher@abhyas.in');
    await tp.locator('input[type="password"]').first().fill('Mango#Monsoon26');
    await tp.locator('button[type="submit"]').first().click();
    await tp.waitForURL(/browse-profile|\/home/);
    await tp.goto(`${base}/school`);
    await tp.waitForLoadState('networkidle');
    await tp.waitForTimeout(500);
    await tp.screenshot({ path: join(out, `school-${width}.png`), fullPage: true });
    const classLink = tp.locator('a[href^="/school/classes/"]').first();
    if (await classLink.count()) {
      await classLink.click();
      await tp.waitForURL(/\/school\/classes\//);
      for (const tab of ['students', 'assignments', 'mastery', 'live']) {
        await tp.goto(`${tp.url().split('?')[0]}?tab=${tab}`);
        await tp.waitForLoadState('networkidle');
        await tp.waitForTimeout(500);
        await tp.screenshot({ path: join(out, `school-class-${tab}-${width}.png`), fullPage: true });
      }
      // The test builder (issue 23 §2), opened from the assignment form.
      await tp.goto(`${tp.url().split('?')[0]}?tab=assignments`);
      await tp.waitForLoadState('networkidle');
      await tp.locator('[role="tabpanel"] button').first().click();
      await tp.locator('input[type="radio"][value="test"]').check();
      await tp.locator('form button.mantine-Button-root[data-variant="light"]').first().click();
      await tp.locator('[role="dialog"]').waitFor();
      await tp.waitForTimeout(500);
      await tp.screenshot({ path: join(out, `school-class-test-builder-${width}.png`), fullPage: false });
    }
    await staff.close();
  }
  console.log(`screenshots in ${out}/`);
} finally {
  await browser.close();
  await stop();
}
