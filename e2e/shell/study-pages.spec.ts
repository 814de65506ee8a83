import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { axeViolations } from '../support/axe.ts';
import { baseUrl, launch } from '../support/browser.ts';

// Issue 24 §1 (decision 047): the header's study-material entries open public pages built from our
// own content, prerendered so that their HTML carries the content with no JavaScript; with their
// canonical and alternate URLs, a sitemap and robots.txt; in every language; axe clean.
describe('public study pages', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => browser?.close());

  it('serves a book page whose HTML holds its chapters, with JavaScript off', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 780 }, baseURL: baseUrl() });
    try {
      const page = await context.newPage();
      const res = await page.goto('/study/books/ncert-10-mathematics');
      expect(res?.status()).toBe(200);
      expect(await page.title()).toBe('NCERT Mathematics class 10: chapters and topics | Abhyas');
      expect(await page.getByRole('heading', { level: 3, name: 'Chapter 1: Real Numbers' }).count()).toBe(1);
      expect(await page.getByRole('heading', { level: 3, name: 'Chapter 14: Probability' }).count()).toBe(1);
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/^https?:\/\/[^/]+\/study\/books\/ncert-10-mathematics$/);
      expect(await page.locator('link[rel="alternate"][hreflang="hi"]').getAttribute('href')).toMatch(/\/hi\/study\/books\/ncert-10-mathematics$/);
      expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe('NCERT Mathematics class 10: chapters and topics');
      // Practice needs an account: the link goes to the app, whose guard asks for a login.
      const practise = page.getByRole('link', { name: 'Practise chapter 1, Real Numbers' });
      expect(await practise.getAttribute('href')).toContain('practice_id=ncert-10-mathematics-ch01');
    } finally {
      await context.close();
    }
    // axe runs in the page, so with JavaScript on (the page is the same document).
    const withJs = await browser.newContext({ viewport: { width: 360, height: 780 }, baseURL: baseUrl() });
    try {
      const page = await withJs.newPage();
      await page.goto('/study/books/ncert-10-mathematics');
      expect(await axeViolations(page, 'book 360')).toEqual([]);
    } finally {
      await withJs.close();
    }
  });

  it('shows a past paper without its key, startable as a timed test after login; the same page in Hindi', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: baseUrl() });
    try {
      const page = await context.newPage();
      await page.goto('/study/papers/jee-advanced/jee-adv-2016-p1');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('JEE Advanced 2016 paper 1: question paper');
      expect(await page.getByRole('heading', { level: 3, name: 'Question 1', exact: true }).count()).toBe(1);
      const html = await page.content();
      expect(html).not.toMatch(/answer key:|correct answer is/i);
      expect(await axeViolations(page, 'paper 1280')).toEqual([]);
      await page.getByRole('link', { name: 'Take this paper as a timed test' }).first().click();
      // The app's guard sends a guest to sign in first, keeping the test as the place to return to.
      await page.waitForURL(/[?&]redirect_url=/);
      expect(decodeURIComponent(page.url())).toContain('/mock-test/jee-adv-2016-p1/session');

      await page.goto('/hi/study/papers/jee-advanced/jee-adv-2016-p1');
      expect(await page.locator('html').getAttribute('lang')).toBe('hi-IN');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('JEE Advanced 2016');
      expect(await page.getByRole('link', { name: 'English', exact: true }).getAttribute('href')).toBe('/study/papers/jee-advanced/jee-adv-2016-p1');
    } finally {
      await context.close();
    }
  });

  it('is reached from the header menu on a wide screen and the side menu on a phone', async () => {
    const wide = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: baseUrl() });
    const phone = await browser.newContext({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true, baseURL: baseUrl() });
    try {
      const page = await wide.newPage();
      await page.goto('/');
      const menus = page.getByRole('navigation', { name: 'Study material and exams' });
      await menus.getByRole('button', { name: 'Study Material' }).click();
      await page.getByRole('menuitem', { name: 'NCERT Books' }).hover();
      await page
        .getByRole('menuitem', { name: /Class 10/ })
        .first()
        .click();
      await page.waitForURL(/\/study\/books\/class-10$/);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('NCERT books for class 10');
      expect(await axeViolations(page, 'class 10 1280')).toEqual([]);

      const p = await phone.newPage();
      await p.goto('/');
      await p.locator('header button[aria-expanded]').tap();
      const drawer = p.getByRole('dialog');
      await drawer.getByText('Exams', { exact: true }).tap();
      await drawer.getByText('Syllabus', { exact: true }).tap();
      await drawer
        .getByRole('link', { name: /JEE Main/ })
        .first()
        .tap();
      await p.waitForURL(/\/study\/syllabus\/jee-main$/);
      expect(await p.getByRole('heading', { level: 2, name: 'Physics' }).count()).toBe(1);
      expect(await axeViolations(p, 'syllabus 360')).toEqual([]);
    } finally {
      await wide.close();
      await phone.close();
    }
  });

  it('answers an unknown study page with 404 in its language, and lists every page in the sitemap', async () => {
    const missing = await fetch(`${baseUrl()}/hi/study/books/no-such-book`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('lang="hi-IN"');
    const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    for (const path of [
      '/study/books/ncert-10-mathematics',
      '/ta/study/syllabus/neet-ug',
      '/study/papers/jee-advanced/jee-adv-2021-p2',
      '/study/boards/west-bengal',
    ]) {
      expect(sitemap).toContain(`${path}</loc>`);
    }
    expect(sitemap).not.toContain('/study/404');
    const robots = await (await fetch(`${baseUrl()}/robots.txt`)).text();
    expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
    expect(robots).toContain('Disallow: /api/');
  });
});
