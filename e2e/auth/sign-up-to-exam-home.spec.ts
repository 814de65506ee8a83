import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
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
    try {
      await flow(page, mobile);
    } catch (err) {
      await page.screenshot({ path: '.tmp/e2e-sign-up-failure.png', fullPage: true }).catch(() => {});
      throw err;
    } finally {
      await context.close();
    }
  });
});

async function flow(page: Page, mobile: string) {
  {
    await page.goto('/signup');
    await page.getByLabel(/your full name/i).fill('Lakshmi Menon');
    await page.getByLabel(/^mobile number/i).fill(mobile);
    await page.getByLabel(/create a password/i).fill('Padhai#2026ok');
    await page.getByRole('button', { name: /create account/i }).click();

    await page.waitForURL(/account-verify/);
    const otp = await otpFor(mobile);
    await page
      .getByLabel(/one-time password|digit 1|otp/i)
      .first()
      .click();
    await page.keyboard.type(otp); // the form submits itself once all six digits are in

    await page.waitForURL(/browse-profile|edit-profile|student-onboarding/, { timeout: 20_000 });
    if (page.url().includes('student-onboarding')) {
      // Welcome → language → first profile.
      await page.getByRole('button', { name: /get started/i }).click();
      await page.getByRole('radio', { name: /English/ }).click();
      await page.getByRole('button', { name: /^done$/i }).click();
    } else if (!page.url().includes('edit-profile')) {
      await page
        .getByRole('button', { name: /add a (child|profile)/i })
        .first()
        .click();
    }
    await page.getByLabel(/child.s name/i).fill('Nikhil');
    // The selects by their labels (the name field is a combobox too: it offers spellings in the
    // profile's script on a wide screen).
    await page.getByLabel(/^goal/i).first().click();
    await page.getByRole('option', { name: /engineering & medical/i }).click();
    await page.getByLabel(/^exam/i).first().click();
    await page.getByRole('option', { name: /^jee main$/i }).click();
    await page.getByRole('button', { name: /add profile|start learning/i }).click();

    // Every profile lands on the one exam home, the learn home of its exam (issue 15).
    await page.waitForURL(/\/(test|practice|learn)\/home/, { timeout: 20_000 });
    await page.getByText('JEE Main').first().waitFor({ timeout: 15_000 });
    // The name shows on the page (the header's copy is hidden on phones, so look for a visible one).
    await page
      .getByText(/Nikhil/)
      .filter({ visible: true })
      .first()
      .waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe('/learn/home');
  }
}
