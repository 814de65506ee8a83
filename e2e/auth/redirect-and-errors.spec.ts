import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiAccount, launch, newPage } from '../support/browser.ts';

async function logIn(page: Page, login: string, password: string) {
  await page.getByLabel(/mobile number or e-mail/i).fill(login);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole('button', { name: /^log in$/i }).click();
}

describe('sign-in', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => browser?.close());

  // Scenario (b): a signed-out visit to /practice/home lands on / with redirect_url and returns there after login.
  it('keeps the wanted page through login', async () => {
    const account = await apiAccount('Kitaab#2026ok');
    const { page, context } = await newPage(browser);
    await page.goto('/practice/home');
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('redirect_url') === '/practice/home');
    await page
      .getByRole('link', { name: /^log in$/i })
      .first()
      .click();
    await page.waitForURL(/\/login/);
    expect(new URL(page.url()).searchParams.get('redirect_url')).toBe('/practice/home');
    await logIn(page, account.mobile, account.password);
    await page.waitForURL(/browse-profile|practice\/home/);
    if (page.url().includes('browse-profile')) await page.getByRole('button', { name: /Anika/ }).first().click();
    await page.waitForURL((url) => url.pathname === '/practice/home', { timeout: 20_000 });
    await context.close();
  });

  // Scenario (d): a wrong password shows 'Incorrect Credentials.'
  it("shows 'Incorrect Credentials.' for a wrong password", async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/login');
    await logIn(page, 'demo@abhyas.in', 'Wrong#pass123');
    await page.getByText('Incorrect Credentials.').first().waitFor({ timeout: 10_000 });
    await context.close();
  });

  // Scenario (e): repeated failed sign-ins meet 429.
  it('tells the user to wait after repeated failed sign-ins', async () => {
    const account = await apiAccount('Kalam#2026ok');
    const { page, context } = await newPage(browser);
    await page.goto('/login');
    const statuses: number[] = [];
    page.on('response', (res) => {
      if (res.url().endsWith('/api/auth/sign-in') || res.url().includes('/api/auth/sign-in?')) statuses.push(res.status());
    });
    const submit = page.getByRole('button', { name: /^log in$/i });
    for (let i = 0; i < 11 && !statuses.includes(429); i += 1) {
      await submit.waitFor({ state: 'visible' });
      await page.waitForFunction(() => !document.querySelector('button[type=submit][data-loading]'));
      const answered = page.waitForResponse((res) => res.url().includes('/api/auth/sign-in'));
      await logIn(page, account.mobile, `Wrong#pass${i}x`);
      await answered;
    }
    expect(statuses).toContain(429);
    await page
      .getByText(/too many attempts/i)
      .first()
      .waitFor({ timeout: 10_000 });
    await context.close();
  });
});
