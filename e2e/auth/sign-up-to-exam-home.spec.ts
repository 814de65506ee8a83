import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, newPage, otpFor, uniqueMobile } from '../support/browser.ts';

// Scenario (a): a new user signs up, reads the OTP from the outbox, verifies, adds a child profile
// for JEE Main and lands on that exam's home.
describe('sign up to exam home', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => browser?.close());

  it('takes a new parent from sign-up to the JEE Main home of their child', async () => {
    const { page, context } = await newPage(browser);
    const mobile = uniqueMobile();
    await page.goto('/signup');
    await page.getByLabel(/full name/i).fill('Lakshmi Menon');
    await page.getByLabel(/^mobile number/i).fill(mobile);
    await page.getByLabel(/create a password/i).fill('Padhai#2026ok');
    await page.getByRole('button', { name: /create account/i }).click();

    await page.waitForURL(/account-verify/);
    const otp = await otpFor(mobile);
    await page.getByLabel(/one-time password|digit 1|otp/i).first().click();
    await page.keyboard.type(otp);
    const verify = page.getByRole('button', { name: /^verify$/i });
    if (await verify.isVisible().catch(() => false)) await verify.click();

    await page.waitForURL(/browse-profile|edit-profile|student-onboarding/, { timeout: 20_000 });
    if (!/edit-profile|student-onboarding/.test(page.url())) {
      await page.getByRole('button', { name: /add a (child|profile)/i }).first().click();
    }
    await page.getByLabel(/student.s name/i).fill('Nikhil');
    await page.getByRole('textbox', { name: /^goal/i }).click();
    await page.getByRole('option', { name: /engineering & medical/i }).click();
    await page.getByRole('textbox', { name: /^exam/i }).click();
    await page.getByRole('option', { name: /^jee main$/i }).click();
    await page.getByRole('button', { name: /add profile|start learning/i }).click();

    // A PreUG profile lands on the test home of its exam (platform.md §4.1).
    await page.waitForURL(/\/(test|practice|learn)\/home/, { timeout: 20_000 });
    await expect(page.getByText('JEE Main').first().isVisible()).resolves.toBe(true);
    await expect(page.getByText(/Nikhil/).first().isVisible()).resolves.toBe(true);
    await context.close();
  });
});
