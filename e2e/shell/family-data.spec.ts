import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiAccount, baseUrl, launch, newPage, logIn } from '../support/browser.ts';

/**
 * issue 21 §3 (decision 036): no third-party trackers — the built app asks no origin but its own —
 * and "Your family's data" works for a parent: consent, the export's link, delete and restore.
 */
describe('the family’s data in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => browser?.close());

  /** Signs in through the login page as a new parent whose child Anika was added (pending consent). */
  async function parentOn(width: number) {
    const account = await apiAccount('Vidya#2026ok');
    const { page, context } = await newPage(browser, width, 900);
    const foreign: string[] = [];
    const own = new URL(baseUrl()).origin;
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (u.protocol !== 'data:' && u.protocol !== 'blob:' && u.origin !== own) foreign.push(r.url());
    });
    await page.goto('/');
    await logIn(page, account.mobile, account.password);
    return { page, context, foreign };
  }

  const open = async (page: Page) => {
    await page.goto('/family-data');
    await page.getByRole('heading', { level: 1, name: 'Your family’s data'.replace('’', "'") }).waitFor({ timeout: 15_000 });
  };

  it('gives consent, downloads the export at its link, deletes and restores a child (360 px), calling no other origin', async () => {
    const { page, context, foreign } = await parentOn(360);
    try {
      await page.goto('/user-home');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await open(page);
      await page.getByRole('checkbox', { name: /I have read this and I consent/ }).check();
      await page.getByRole('button', { name: 'Give consent' }).click();
      await page.getByText('Consent given', { exact: true }).waitFor();

      await page.getByRole('button', { name: 'Prepare a download' }).click();
      const link = page.getByRole('link', { name: /Download the ZIP/ });
      await link.waitFor({ timeout: 15_000 });
      const zip = await page.request.get(new URL((await link.getAttribute('href'))!, baseUrl()).toString());
      expect(zip.status()).toBe(200);
      expect(zip.headers()['content-type']).toBe('application/zip');

      await page.getByRole('button', { name: "Delete Anika's profile" }).click();
      await page.getByRole('button', { name: 'Yes, delete' }).click();
      await page.getByText('Deletion scheduled').waitFor();
      const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      await page.getByRole('button', { name: 'Restore' }).first().click();
      await page.getByRole('button', { name: 'Prepare a download' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);

      // No third-party trackers anywhere: every request of this visit went to the app's own origin.
      expect(foreign).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
