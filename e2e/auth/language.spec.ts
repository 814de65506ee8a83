import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, newPage } from '../support/browser.ts';

// Scenario (c): switching to Hindi shows Hindi UI text and survives a reload.
describe('interface language', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => browser?.close());

  it('switches to Hindi and stays Hindi after a reload', async () => {
    const { page, context } = await newPage(browser, 1280, 800);
    await page.goto('/login');
    await page.getByRole('heading', { name: /^log in$/i }).waitFor();
    await page
      .getByRole('button', { name: /change language/i })
      .first()
      .click();
    await page.getByRole('radio', { name: /हिन्दी/ }).click();
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: /^done$/i }).click()]);
    await page.waitForFunction(() => document.documentElement.lang.startsWith('hi'));
    const heading = await page.getByRole('heading', { level: 1 }).first().innerText();
    expect(heading).toMatch(/[\u0900-\u097F]/);
    await page.reload();
    await page.waitForFunction(() => document.documentElement.lang.startsWith('hi'));
    expect(await page.getByRole('heading', { level: 1 }).first().innerText()).toBe(heading);
    // The language picker now speaks Hindi too.
    await page
      .getByRole('button', { name: /[\u0900-\u097F]/ })
      .first()
      .waitFor({ timeout: 10_000 });
    await context.close();
  });
});
