import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.ts';

export const baseUrl = (): string => inject('baseUrl');

/**
 * The browser of a test file: a connection to its project's one Chromium when the project's global
 * setup started one (support/global-setup.ts; `close()` then closes this file's contexts and
 * disconnects), else a Chromium of its own.
 */
export async function launch(): Promise<Browser> {
  const endpoint = inject('browserWsEndpoint');
  if (endpoint) return chromium.connect(endpoint);
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

/** A fresh browser context (own cookies and storage) at a phone-sized viewport by default. */
export async function newPage(browser: Browser, width = 390, height = 844): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height }, baseURL: baseUrl() });
  const page = await context.newPage();
  return { context, page };
}

/** Latest OTP sent to an address, from the development outbox. */
export async function otpFor(to: string): Promise<string> {
  for (let i = 0; i < 40; i += 1) {
    const res = await fetch(`${baseUrl()}/api/dev/outbox`);
    const body = (await res.json()) as { messages: { to: string; otp: string | null }[] };
    const hit = body.messages.find((m) => m.to === to && m.otp);
    if (hit?.otp) return hit.otp;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no OTP for ${to}`);
}

let n = 0;
export function uniqueMobile(): string {
  n += 1;
  return `8${String(Date.now() % 1e5).padStart(5, '0')}${String(n).padStart(4, '0')}`;
}

/**
 * Creates a verified account with one child profile through the API (fast set-up for UI tests);
 * `profile` adds add_profile fields (e.g. `{ locale: 'hi' }`).
 */
export async function apiAccount(password: string, exam = { goal: 'preug', exam: 'jee-main' }, profile: Record<string, unknown> = {}) {
  const mobile = uniqueMobile();
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${baseUrl()}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const signUp = await post('/api/auth/sign-up', { first_name: 'Test', last_name: 'Parent', mobile, password });
  const otp = await otpFor(mobile);
  const verify = await post('/api/auth/verifyOtp', { otp }, { 'x-otp-token': signUp.headers.get('x-otp-token') ?? '' });
  const token = verify.headers.get('x-auth-token') ?? '';
  await post('/api/auth/add_profile', { first_name: 'Anika', ...exam, ...profile }, { authorization: `Bearer ${token}` });
  return { mobile, password, token };
}

/**
 * A new account with one profile for `exam` (`profile`: more add_profile fields, e.g. its locale),
 * signed in through the login page, on the profile's home. Returns the page and its context (close the context when done).
 */
export async function signedIn(
  browser: Browser,
  exam: { goal: string; exam: string },
  width = 390,
  height = 844,
  profile: Record<string, unknown> = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const account = await apiAccount('Vidya#2026ok', exam, profile);
  const { page, context } = await newPage(browser, width, height);
  await logIn(page, account.mobile, account.password);
  return { page, context };
}

/**
 * Signs in through the login page with `login` (mobile or e-mail) and `password`. By default it then
 * chooses the profile `profile` (default /Anika/, the profile `apiAccount` makes) when the account
 * lands on the profile chooser, and waits for an exam home; with `{ home: false }` it stops where the
 * account lands (the chooser or a home).
 */
export async function logIn(page: Page, login: string, password: string, opts: { profile?: RegExp; home?: boolean } = {}): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/mobile number or e-mail/i).fill(login);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole('button', { name: /^log in$/i }).click();
  await page.waitForURL(/browse-profile|\/home/, { timeout: 20_000 });
  if (opts.home === false) return;
  if (page.url().includes('browse-profile'))
    await page
      .getByRole('button', { name: opts.profile ?? /Anika/ })
      .first()
      .click();
  await page.waitForURL(/\/(learn|practice|test)\/home/, { timeout: 20_000 });
}
