import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, signedIn } from '../support/browser.ts';

const JEE_MAIN = { goal: 'preug', exam: 'jee-main' };

// Issue #4 §4 (a), as far as this build goes: answers given while the connection is down are kept
// on the device, survive a reload while the server still cannot be reached, are sent when it can,
// and the submitted test is scored from all of them.
describe('taking a mock test through a network outage', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => browser?.close());

  it('keeps five offline answers through a reload and scores them after submission', async () => {
    const { page, context } = await signedIn(browser, JEE_MAIN, 1280, 900);
    await page.goto('/mock-test/jee-main-mock-1/session');
    await page.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: /i am ready to begin/i }).click();
    await page.getByRole('heading', { name: 'Question No. 1' }).waitFor({ timeout: 20_000 });

    // The connection drops: five answers (option A each) are saved on the device only.
    await context.setOffline(true);
    await page
      .getByText(/you are offline/i)
      .first()
      .waitFor();
    for (let n = 1; n <= 5; n += 1) {
      await page.getByRole('heading', { name: `Question No. ${n}` }).waitFor();
      await page.getByRole('radio').first().check();
      await page.getByRole('button', { name: 'Save & Next' }).click();
    }
    // The page comes back, but the server still refuses the events: a reload rebuilds from the device.
    await page.route('**/api/v1/test/*/events', (route) => (route.request().method() === 'POST' ? route.abort() : route.continue()));
    await context.setOffline(false);
    await page.reload();
    await page.getByRole('heading', { name: /Question No\. \d+/ }).waitFor({ timeout: 20_000 });
    await page
      .getByText('Physics: 5 of 25 answered')
      .or(page.getByRole('tab', { name: /Physics.*5/ }))
      .first()
      .waitFor({ timeout: 10_000 });

    // The server is reachable again: the events are sent, the test submitted and scored.
    await page.unroute('**/api/v1/test/*/events');
    const result = page.waitForResponse((r) => /\/api\/v1\/test\/[^/]+\/result/.test(r.url()) && r.status() === 200, { timeout: 60_000 });
    await page.getByRole('button', { name: /^submit$/i }).click();
    await page.getByRole('button', { name: /confirm submission/i }).click();
    const body = (await (await result).json()) as {
      score: number;
      questions: { code: string; section: string; selected_answer: unknown; marks: number; correct_answer?: { options?: string[] } }[];
    };
    const physics = body.questions.filter((q) => q.section === 'physics').slice(0, 5);
    expect(physics.map((q) => q.selected_answer)).toEqual([['A'], ['A'], ['A'], ['A'], ['A']]);
    const expected = physics.reduce((n, q) => n + (q.correct_answer?.options?.[0] === 'A' ? 4 : -1), 0);
    expect(body.score).toBe(expected);
    await context.close();
  });
});
