import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, signedIn } from '../support/browser.ts';
import { axeViolations } from '../support/axe.ts';

// Issue 18 (first part): a new JEE Main student reaches Achieve from the header, plans a target,
// sees it on the landing, and finds the pages that say where they stand (readiness, mastery),
// with no serious or critical accessibility violation, on a phone and a laptop.
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The date `days` after today, as a date field takes it (YYYY-MM-DD). */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('Achieve: plan your target and see where you stand', () => {
  for (const [width, height] of [
    [360, 780],
    [1280, 900],
  ] as const) {
    it(`at ${width} px`, async () => {
      const { page, context } = await signedIn(browser, { goal: 'preug', exam: 'jee-main' }, width, height);
      const a11y: string[] = [];
      try {
        // The header's Achieve tab (behind the menu on a phone) leads to the landing.
        if (width < 768) await page.goto('/achieve/landing');
        else await page.getByRole('link', { name: 'Achieve' }).first().click();
        await page.getByRole('heading', { level: 2, name: 'You have not set a target yet' }).waitFor();
        a11y.push(...(await axeViolations(page, 'landing')));

        await page.getByRole('link', { name: 'Plan your target' }).click();
        await page.getByRole('heading', { level: 1, name: 'Plan your target' }).waitFor();
        // Saving empty names what is missing.
        await page.getByRole('button', { name: 'Save my target' }).click();
        await expect.poll(() => page.getByText('Choose one.').count()).toBeGreaterThan(0);
        await page.getByLabel('A score (marks)').check();
        await page.getByLabel('Your target score').fill('180');
        await page.getByLabel('When is your exam?').fill(inDays(120));
        await page.getByLabel('Minutes a day you can study').fill('90');
        await page.getByLabel('Name your journey').fill('IIT by April');
        a11y.push(...(await axeViolations(page, 'plan your target')));
        await page.getByRole('button', { name: 'Save my target' }).click();

        await page.getByRole('status').filter({ hasText: 'Your target is saved.' }).waitFor();
        await expect.poll(() => page.getByRole('heading', { level: 2, name: '180 of 300 marks' }).count()).toBe(1);
        expect(await page.getByText('IIT by April').count()).toBe(1);

        // Where the student stands: nothing practised yet, each page says what to do first.
        await page.getByRole('link', { name: 'Prediction and readiness' }).click();
        await page.getByText('Nothing to predict from yet').waitFor();
        a11y.push(...(await axeViolations(page, 'prediction and readiness')));
        await page.goto('/achieve/explore-mastery');
        await page.getByText('No mastery to show yet').waitFor();
        expect(await page.getByRole('heading', { name: 'Physics' }).count()).toBeGreaterThan(0);
        a11y.push(...(await axeViolations(page, 'explore mastery')));
        expect(a11y).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
