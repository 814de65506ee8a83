import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiAccount, baseUrl, launch, newPage, otpFor, uniqueMobile } from '../support/browser.ts';

// Issue 15: a profile's language, the signed-in shell, a child's account settings, the verify page.
describe('profiles and the account', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => browser?.close());

  async function logIn(page: Page, login: string, password: string) {
    await page.goto('/login');
    await page.getByLabel(/mobile number or e-mail/i).fill(login);
    await page.getByLabel(/^password/i).fill(password);
    await page.getByRole('button', { name: /^log in$/i }).click();
  }

  /** The current profile's language as the server keeps it (parent token). */
  async function profileLocale(token: string): Promise<string> {
    const res = await fetch(`${baseUrl()}/api/auth/connected_profiles`, { headers: { authorization: `Bearer ${token}` } });
    const body = (await res.json()) as { data: { linked_profiles: { profile_details: { locale: string } }[] } };
    return body.data.linked_profiles[0]!.profile_details.locale;
  }

  it("opens a Hindi profile in Hindi, and a new interface language becomes the profile's", async () => {
    const account = await apiAccount('Vidya#2026ok', { goal: 'k12-cbse', exam: 'cbse-class-10' }, { locale: 'hi' });
    const { page, context } = await newPage(browser, 1280, 800);
    try {
      await logIn(page, account.mobile, account.password);
      await page.waitForURL(/\/learn\/home/, { timeout: 20_000 });
      // The profile's language, with no choice made in the interface (issue 15).
      await page.waitForFunction(() => document.documentElement.lang === 'hi-IN', null, { timeout: 15_000 });
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await page.getByRole('heading', { level: 1 }).first().innerText()).toMatch(/[\u0900-\u097F]/);
      // Questions come in the profile's language where a version exists.
      await page.goto('/question/cbse10-math-ch01-q001');
      await page.getByText('का अभाज्य गुणनखंडन है').first().waitFor({ timeout: 15_000 });

      // Back to English from the picker: the profile follows.
      await page
        .getByRole('banner')
        .getByRole('button', { name: /^भाषा:/ })
        .click();
      await page.getByRole('radio', { name: /English/ }).click();
      await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: /^(done|हो गया|पूर्ण)$/i }).click()]);
      await page.waitForFunction(() => document.documentElement.lang === 'en-IN');
      expect(await profileLocale(account.token)).toBe('en');
    } finally {
      await context.close();
    }
  });

  it('sends a signed-in user from / to the exam home, and shows the signed-in header on page-not-found', async () => {
    const account = await apiAccount('Vidya#2026ok');
    const { page, context } = await newPage(browser, 360, 780);
    try {
      await logIn(page, account.mobile, account.password);
      await page.waitForURL(/\/learn\/home/, { timeout: 20_000 });
      await page.goto('/');
      await page.waitForURL(/\/learn\/home/, { timeout: 20_000 });
      await page.goto('/no/such/page');
      await page.getByRole('heading', { name: /page not found/i }).waitFor();
      await page.getByRole('button', { name: /profile menu for anika/i }).waitFor({ timeout: 10_000 });
      expect(await page.getByRole('link', { name: /^log in$/i }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it("shows a student's own settings, and the account's only after the parent's password", async () => {
    const account = await apiAccount('Vidya#2026ok');
    const { page, context } = await newPage(browser, 360, 780);
    try {
      await logIn(page, account.mobile, account.password);
      await page.waitForURL(/\/learn\/home/, { timeout: 20_000 });
      await page.goto('/account-settings');
      await page.getByRole('heading', { level: 1, name: 'Settings for Anika' }).waitFor();
      await page.getByRole('radiogroup', { name: /video quality/i }).waitFor();
      expect(await page.getByText(account.mobile).count()).toBe(0);
      expect(await page.getByRole('heading', { name: 'Change password' }).count()).toBe(0);
      await page.getByLabel(/parent.s password/i).fill('Wrong#guess2026');
      await page.getByRole('button', { name: /open the account settings/i }).click();
      await page.getByRole('alert').waitFor();
      expect(await page.getByText(account.mobile).count()).toBe(0);
      await page.getByLabel(/parent.s password/i).fill(account.password);
      await page.getByRole('button', { name: /open the account settings/i }).click();
      await page.getByText(account.mobile).waitFor();
      await page.getByRole('heading', { name: 'Change password' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('keeps the code field of /account-verify after a reload and in a new tab, and asks the parent for their own name', async () => {
    const { page, context } = await newPage(browser, 360, 780);
    const mobile = uniqueMobile();
    try {
      await page.goto('/signup');
      expect(await page.getByText(/where do you study/i).count()).toBe(0);
      await page.getByLabel(/your full name \(parent or guardian\)/i).fill('Lakshmi Menon');
      await page.getByLabel(/^mobile number/i).fill(mobile);
      await page.getByLabel(/create a password/i).fill('Padhai#2026ok');
      await page.getByRole('button', { name: /create account/i }).click();
      await page.waitForURL(/account-verify/);
      await page.getByText(/we sent a code to 8\d\*{6}\d\d/i).waitFor();
      await page.reload();
      await page.getByText(/we sent a code to 8\d\*{6}\d\d/i).waitFor();
      // The tab closed and the site opened again a minute later: the code sent is still asked for.
      const again = await context.newPage();
      await page.close();
      await again.goto('/account-verify');
      await again.getByText(/we sent a code to 8\d\*{6}\d\d/i).waitFor({ timeout: 10_000 });
      await again
        .getByLabel(/digit 1|one-time password|otp/i)
        .first()
        .click();
      await again.keyboard.type(await otpFor(mobile));
      await again.waitForURL(/student-onboarding|browse-profile/, { timeout: 20_000 });
    } finally {
      await context.close();
    }
  });
});
