import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, signedIn } from '../support/browser.ts';

const CBSE_10 = { goal: 'k12-cbse', exam: 'cbse-class-10' };

// Issue #3 §2: a real question from the seeded bank, rendered with KaTeX, answered and checked
// against the server, with hints and the full solution afterwards.
describe('answering a question', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => browser?.close());

  it('renders the question with math, checks a wrong answer, then shows the solution', async () => {
    const { page, context } = await signedIn(browser, CBSE_10);
    await page.goto('/question/cbse10-math-ch01-q001');
    await page
      .getByText(/prime factorisation of/i)
      .first()
      .waitFor({ timeout: 15_000 });
    expect(await page.locator('.katex').count()).toBeGreaterThan(0);
    // A wrong option (the key is C).
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: /check answer/i }).click();
    await page
      .getByText(/not quite/i)
      .first()
      .waitFor({ timeout: 10_000 });
    await page
      .getByText(/^solution$/i)
      .first()
      .waitFor();
    await page.getByRole('button', { name: /answer again/i }).click();
    await page.getByRole('radio').nth(2).check();
    await page.getByRole('button', { name: /check answer/i }).click();
    await page
      .getByText(/correct! well done/i)
      .first()
      .waitFor({ timeout: 10_000 });
    await context.close();
  });

  it('says the question is closed while its test is being taken, and opens it after the submit (decision 017)', async () => {
    const { page, context } = await signedIn(browser, CBSE_10);
    // The sample paper holds cbse10-math-ch01-q001: start it in the browser as a student would.
    await page.goto('/mock-test/cbse-10-mathematics-mock-1/session');
    await page.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: /i am ready to begin/i }).click();
    await page.getByRole('heading', { name: 'Question No. 1' }).waitFor({ timeout: 20_000 });

    const question = await context.newPage();
    await question.goto('/question/cbse10-math-ch01-q001');
    await question.getByRole('heading', { name: 'Closed during a test' }).waitFor({ timeout: 15_000 });
    expect(await question.getByRole('status').textContent()).toContain('Sample Paper 1');
    expect(await question.getByRole('button', { name: /check answer/i }).count()).toBe(0);

    // Submitted (the result shows once the session is finished): the question opens again.
    const result = page.waitForResponse((r) => /\/api\/v1\/test\/[^/]+\/result/.test(r.url()) && r.status() === 200, { timeout: 60_000 });
    await page.getByRole('button', { name: /^submit$/i }).click();
    await page.getByRole('button', { name: /confirm submission/i }).click();
    await result;
    await question.reload();
    await question.getByRole('button', { name: /check answer/i }).waitFor({ timeout: 15_000 });
    await context.close();
  }, 120_000);

  it('takes a typed integer answer', async () => {
    const { page, context } = await signedIn(browser, CBSE_10);
    await page.goto('/question/cbse10-math-ch01-q002');
    await page.getByLabel(/your answer \(a whole number\)/i).fill('22338');
    await page.getByRole('button', { name: /check answer/i }).click();
    await page
      .getByText(/correct! well done/i)
      .first()
      .waitFor({ timeout: 10_000 });
    await context.close();
  });
});
