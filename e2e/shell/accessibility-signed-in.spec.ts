import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAccount, launch, newPage } from '../support/browser.ts';
import { axeViolations } from '../support/axe.ts';

// Issue 22 §3: axe-core on every signed-in screen of the app (the public ones are in
// accessibility.spec.ts; the CBT mid-test, practice with a hint open and the player are checked in
// their own files), for a new JEE Main student. `npm test` checks each route in English at 360 px
// (about 110 s on an idle machine: 1.2 s to reach a screen in the app, 1.8 s for axe); `npm run a11y:routes` (A11Y_FULL=1) checks all four pairs of
// English and Hindi at 360 and 1280 px.

/** Every signed-in route with real parameters (a JEE Main chapter, topic, clip, question, paper). */
const ROUTES = [
  '/browse-profile',
  '/user-home',
  '/user-home/test-taken',
  '/user-home/bookmarks',
  '/user-home/my-timeline',
  '/user-home/my-watchlist',
  '/user-home/revision-lists',
  '/user-home/live-classes',
  '/learn/home',
  '/learn/summary/ncert-11-physics-ch05',
  '/topic/summary/ncert-11-physics-ch05-t01',
  '/bigbooktoc',
  '/booktoc?book_id=book-ncert-11-physics',
  '/video/summary/abhyas-clip-10-math-hcf-lcm-prime-factorisation',
  '/question/jeebench-2016-p1-q1',
  '/search/all?q=force',
  '/practice/home',
  '/practice/summary/ncert-11-physics-ch05',
  '/test/home',
  '/mock-test/jee-main-mock-1/session',
  '/create-your-test/select-subjects',
  '/achieve/home',
  '/achieve/landing',
  '/achieve/plan-your-target',
  '/achieve/questionnaire',
  '/achieve/diagnostic-tests',
  '/achieve/prediction-readiness',
  '/achieve/future-success',
  '/achieve/explore-mastery',
  '/achieve/achievements',
  '/notifications',
  '/notifications/preferences',
  '/parent-view',
  '/family-data',
  '/profile/accessibility',
  '/account-settings',
  '/invite-parent',
  '/feedback',
];

const PAIRS: [string, number][] = process.env.A11Y_FULL
  ? [
      ['en', 360],
      ['en', 1280],
      ['hi', 360],
      ['hi', 1280],
    ]
  : [['en', 360]];

/**
 * A function that resolves once the page has had no request in flight for 500 ms (at most 15 s):
 * `networkidle` for an in-app navigation, which loads no new document.
 */
function networkQuiet(page: Page): () => Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (d: number) => {
    inFlight = Math.max(0, inFlight + d);
    lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return async () => {
    const until = Date.now() + 15_000;
    // Let the router start the new screen's requests first.
    await new Promise((r) => setTimeout(r, 100));
    while (Date.now() < until && (inFlight > 0 || Date.now() - lastChange < 500)) await new Promise((r) => setTimeout(r, 100));
  };
}

describe('accessibility of the signed-in screens (issue 22 §3)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => browser?.close());

  for (const [locale, width] of PAIRS) {
    it(`has no serious violations on ${ROUTES.length} signed-in screens (${locale}, ${width} px)`, { timeout: 600_000 }, async () => {
      const account = await apiAccount('Vidya#2026ok');
      const { page, context } = await newPage(browser, width, 800);
      await context.addInitScript((l) => localStorage.setItem('abhyas.locale', l), locale);
      await page.goto('/login');
      await page.locator('input[autocomplete="username"], input[name="login"]').first().fill(account.mobile);
      await page.locator('input[type="password"]').first().fill(account.password);
      await page.locator('button[type="submit"]').first().click();
      await page.waitForURL(/browse-profile|\/(learn|practice|test)\/home/, { timeout: 20_000 });
      if (page.url().includes('browse-profile')) await page.getByRole('button', { name: /Anika/ }).first().click();
      await page.waitForURL(/\/(learn|practice|test)\/home/, { timeout: 20_000 });
      const found: string[] = [];
      const quiet = networkQuiet(page);
      let previous = '';
      for (const path of ROUTES) {
        // In-app navigation, as a click on a link does (the router follows history): loading and
        // starting the whole app again for each of 38 screens was most of this file's CPU. After
        // the CBT, whose leaving asks first, the next screen loads afresh.
        if (previous === '' || previous.startsWith('/mock-test/')) {
          await page.goto(path);
          await page.waitForLoadState('networkidle');
        } else {
          await page.evaluate((to) => {
            history.pushState(history.state, '', to);
            dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
          }, path);
          await quiet();
        }
        const at = () => new URL(page.url()).pathname + new URL(page.url()).search;
        // A screen that asks before it is left (a test being built) keeps its place: load the next one.
        if (at() !== path) {
          await page.goto(path);
          await page.waitForLoadState('networkidle');
        }
        previous = path;
        expect(at()).toBe(path);
        await page.locator('main, [role=main], #main-content').first().waitFor({ timeout: 15_000 });
        // Data that arrives after the network first goes quiet: wait (up to 8 s) for the skeletons to go.
        await page.waitForFunction(() => !document.querySelector('.mantine-Skeleton-root[data-visible]'), null, { timeout: 8_000 }).catch(() => undefined);
        found.push(...(await axeViolations(page, path)));
      }
      await context.close();
      expect(found).toEqual([]);
    });
  }
});
