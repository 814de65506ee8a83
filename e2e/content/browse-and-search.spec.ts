import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, signedIn } from '../support/browser.ts';

const CBSE_10 = { goal: 'k12-cbse', exam: 'cbse-class-10' };

// Issue #3 §5–§6: a student finds content by browsing and by search, on a phone, and a self-hosted
// lesson clip plays with no internet.
describe('browsing and searching the content', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => browser?.close());

  it('goes from the learn home to a chapter and a self-hosted clip that plays', async () => {
    const { page, context } = await signedIn(browser, CBSE_10);
    await page.goto('/learn/home');
    await page
      .getByRole('link', { name: /Introduction to Trigonometry/ })
      .first()
      .click();
    await page.waitForURL(/\/learn\/summary\/ncert-10-mathematics-ch08/);
    await page.getByRole('heading', { name: 'Introduction to Trigonometry', level: 1 }).waitFor();
    await page
      .getByRole('link', { name: /Trigonometric ratios of 30°, 45° and 60°/ })
      .first()
      .click();
    await page.waitForURL(/\/video\/summary\/abhyas-clip-10-math-trig-ratios-30-45-60/);
    const video = page.locator('video');
    await video.waitFor();
    // The clip is served by the server itself; it loads and plays (muted, as autoplay rules want).
    const played = await video.evaluate(async (v: HTMLVideoElement) => {
      v.muted = true;
      await v.play();
      await new Promise((r) => setTimeout(r, 1500));
      return { time: v.currentTime, duration: v.duration, error: v.error?.code ?? null };
    });
    expect(played.error).toBeNull();
    expect(played.duration).toBeGreaterThan(30);
    expect(played.time).toBeGreaterThan(0.3);
    await context.close();
  });

  it('suggests as the student types, finds a misspelt chapter, filters by entity and opens a result', async () => {
    const { page, context } = await signedIn(browser, CBSE_10, 1280, 900);
    await page.goto('/search/all');
    const box = page
      .getByRole('combobox')
      .or(page.getByLabel(/search chapters, topics/i))
      .first();
    await box.fill('quadr');
    await page
      .getByRole('option', { name: /Quadratic Equations/ })
      .first()
      .waitFor({ timeout: 10_000 });
    await box.fill('trignometry');
    await box.press('Enter');
    await page.waitForURL(/q=trignometry/);
    await page
      .getByRole('link', { name: /Introduction to Trigonometry/ })
      .first()
      .waitFor({ timeout: 10_000 });
    await page.goto('/search/all?q=HCF');
    await page.getByRole('tab', { name: /Questions/ }).click();
    await page.waitForURL(/\/search\/question/);
    const first = page.getByRole('link').filter({ hasText: /HCF/ }).first();
    await first.waitFor({ timeout: 10_000 });
    await first.click();
    await page.waitForURL(/\/question\//);
    await page.getByRole('button', { name: /check answer/i }).waitFor();
    await context.close();
  });
});
