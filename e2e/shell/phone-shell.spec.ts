import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
/** The twelve interface languages (platform.md §9). */
const SUPPORTED_LOCALES = ['en', 'hi', 'kn', 'bn', 'gu', 'or', 'te', 'ta', 'ml', 'mr', 'pa', 'as'];
import { baseUrl, launch, signedIn } from '../support/browser.ts';

// Issue 15: the public shell on a 360 px phone, in every language.
describe('public shell on a phone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => browser?.close());

  /** A phone (touch) at 360 × 780 px in `locale`, with nothing stored yet. */
  async function phone(locale: string, width = 360) {
    const context = await browser.newContext({ viewport: { width, height: 780 }, hasTouch: true, isMobile: true, baseURL: baseUrl() });
    await context.addInitScript((l) => {
      if (!localStorage.getItem('abhyas.locale')) localStorage.setItem('abhyas.locale', l);
    }, locale);
    return { context, page: await context.newPage() };
  }

  const ready = async (page: Page) => {
    await page.waitForLoadState('networkidle');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
  };

  it.each(['en', 'hi', 'ta'])('opens the side menu on the first touch tap (%s), with For Schools in it', async (locale) => {
    const { context, page } = await phone(locale);
    try {
      await page.goto('/');
      await ready(page);
      const burger = page.locator('header button[aria-expanded]');
      await burger.tap();
      const drawer = page.getByRole('dialog');
      await drawer.waitFor({ timeout: 5000 });
      expect(await burger.getAttribute('aria-expanded')).toBe('true');
      // For Schools stays in every language's navigation (issue 15).
      expect(await drawer.locator('a[href="/schools"]').count()).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });

  it('keeps For Schools in the Hindi and Tamil header on a wide screen', async () => {
    for (const locale of ['hi', 'ta']) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: baseUrl() });
      await context.addInitScript((l) => localStorage.setItem('abhyas.locale', l), locale);
      const page = await context.newPage();
      await page.goto('/parent');
      await ready(page);
      expect(await page.locator('header nav a[href="/schools"]').count(), locale).toBe(1);
      await context.close();
    }
  });

  // One test a language, so each has its own time on a slow day (twelve in one test ran out of 90 s).
  it.each(SUPPORTED_LOCALES)('never scrolls sideways at 360 px (%s)', async (locale) => {
    const { context, page } = await phone(locale);
    try {
      await page.goto('/');
      await ready(page);
      await page.waitForFunction((l) => document.documentElement.lang === `${l}-IN`, locale);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
    } finally {
      await context.close();
    }
  });

  it('switches the language with the landing page pills', async () => {
    const { context, page } = await phone('en');
    try {
      await page.goto('/');
      await ready(page);
      await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'हिन्दी', exact: true }).click()]);
      await page.waitForFunction(() => document.documentElement.lang === 'hi-IN');
      expect(await page.getByRole('button', { name: 'हिन्दी', exact: true }).getAttribute('aria-pressed')).toBe('true');
    } finally {
      await context.close();
    }
  });

  it('keeps the help button clear of the content at 360 px', async () => {
    const { context, page } = await phone('en');
    try {
      await page.goto('/signup');
      await ready(page);
      const help = page.getByRole('button', { name: /^help$/i });
      await help.waitFor();
      // The password checklist and every other piece of the page end above the help button.
      const overlaps = await page.evaluate(() => {
        const button = [...document.querySelectorAll('button')].find((b) => /^help$/i.test(b.textContent?.trim() ?? ''))!;
        const h = button.getBoundingClientRect();
        const hit: string[] = [];
        for (const el of document.querySelectorAll('main *')) {
          const r = el.getBoundingClientRect();
          if (r.width === 0 || r.height === 0 || el.children.length > 0) continue;
          if (r.left < h.right && r.right > h.left && r.top < h.bottom && r.bottom > h.top) hit.push(el.textContent?.slice(0, 30) ?? el.tagName);
        }
        return hit;
      });
      expect(overlaps).toEqual([]);
      // Scrolled anywhere, it still covers nothing: it is not fixed on a phone.
      expect(await help.evaluate((b) => getComputedStyle(b.closest('[data-help-dock]')!).position)).toBe('static');
    } finally {
      await context.close();
    }
  });

  it('shows the lens banner to visitors only, and a closed one stays closed after a reload', async () => {
    const { context, page } = await phone('en');
    try {
      await page.goto('/');
      await ready(page);
      const banner = page.getByRole('complementary', { name: /app banner|lens/i });
      await banner.waitFor();
      await page.getByRole('button', { name: 'Close the app banner' }).tap();
      await page.reload();
      await ready(page);
      expect(await page.getByRole('link', { name: 'Download Now' }).count()).toBe(0);
    } finally {
      await context.close();
    }
    const student = await signedIn(browser, { goal: 'preug', exam: 'jee-main' }, 360, 780);
    try {
      await student.page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await student.page.getByRole('link', { name: 'Download Now' }).count()).toBe(0);
    } finally {
      await student.context.close();
    }
  });
});
