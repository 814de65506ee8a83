import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, signedIn } from '../support/browser.ts';

const JEE_MAIN = { goal: 'preug', exam: 'jee-main' };
const HOUR = 3_600_000;

/** Seconds shown by the CBT countdown (hh:mm:ss). */
async function shownSeconds(page: Page): Promise<number> {
  const text = (await page.getByRole('timer').textContent()) ?? '';
  const m = /(\d+):(\d{2}):(\d{2})/.exec(text);
  if (!m) throw new Error(`no hh:mm:ss in the timer: "${text}"`);
  return Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]);
}

/**
 * Starts jee-main-mock-1 with Playwright's clock installed (it runs in real time until moved) and
 * returns the server's remaining seconds now (from the resume answer's `remaining_s` and the real
 * time passed since) and the test's duration.
 */
async function startWithFakeClock(page: Page): Promise<{ serverRemaining: () => number; durationS: number }> {
  await page.clock.install();
  const resumed = page.waitForResponse((r) => /\/api\/v1\/test\/[^/]+\/resume$/.test(r.url()) && r.status() === 200, { timeout: 20_000 });
  await page.goto('/mock-test/jee-main-mock-1/session');
  await page.getByRole('checkbox').first().check();
  await page.getByRole('button', { name: /i am ready to begin/i }).click();
  const res = await resumed;
  const at = performance.now();
  const resume = (await res.json()) as { remaining_s: number; started_at: string; deadline_at: string };
  await page.getByRole('heading', { name: 'Question No. 1' }).waitFor({ timeout: 20_000 });
  return {
    serverRemaining: () => resume.remaining_s - (performance.now() - at) / 1000,
    durationS: (Date.parse(resume.deadline_at) - Date.parse(resume.started_at)) / 1000,
  };
}

// Issue #4 §4 (d): the device clock is moved during a test. The check every 3 s notices the jump
// and shows the time-tampered modal; the countdown keeps to the server's clock.
describe('the device clock moved during a mock test', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => browser?.close());

  for (const [label, jump] of [
    ['two hours ahead', 2 * HOUR],
    ['two hours back', -2 * HOUR],
    ['four hours ahead, past the end of the three-hour test', 4 * HOUR],
  ] as const) {
    it(`shows the tampered modal and keeps the server's time left when the clock jumps ${label}`, async () => {
      const { page, context } = await signedIn(browser, JEE_MAIN, 1280, 900);
      const sent: { event_type: string; t: number }[] = [];
      page.on('request', (r) => {
        if (r.method() === 'POST' && /\/api\/v1\/test\/[^/]+\/events$/.test(r.url())) sent.push(...(r.postDataJSON() as { events: typeof sent }).events);
      });
      const { serverRemaining, durationS } = await startWithFakeClock(page);
      const timer = page.getByRole('timer');
      await timer.waitFor();
      // Before the jump the countdown follows the server (within the rounding and a round trip).
      await expect.poll(async () => Math.abs((await shownSeconds(page)) - serverRemaining()), { timeout: 5_000 }).toBeLessThanOrEqual(3);
      const before = await shownSeconds(page);

      // The device clock jumps (the monotonic clock does not: the user changed the time).
      const deviceNow = await page.evaluate(() => Date.now());
      await page.clock.setSystemTime(deviceNow + jump);
      expect(Math.abs((await page.evaluate(() => Date.now())) - deviceNow - jump)).toBeLessThan(5_000);

      const modal = page.getByRole('dialog', { name: 'The device clock changed' });
      await modal.waitFor({ timeout: 10_000 });
      await modal.getByRole('button', { name: /continue the test/i }).click();
      await modal.waitFor({ state: 'hidden' });

      // The countdown is back on the server's time: within a few seconds of what it showed before.
      await expect.poll(async () => Math.abs((await shownSeconds(page)) - serverRemaining()), { timeout: 10_000 }).toBeLessThanOrEqual(3);
      const after = await shownSeconds(page);
      expect(Math.abs(before - after)).toBeLessThanOrEqual(15);
      // It still runs on that clock (a later reading, still matching the server).
      await expect.poll(async () => await shownSeconds(page), { timeout: 5_000 }).toBeLessThan(after);
      expect(Math.abs((await shownSeconds(page)) - serverRemaining())).toBeLessThanOrEqual(3);
      // The jump is recorded (sent) with the test time of the server clock, not the device's.
      await expect.poll(() => sent.filter((e) => e.event_type === 'time_tampered').length, { timeout: 10_000 }).toBeGreaterThan(0);
      const elapsed = durationS - serverRemaining();
      for (const e of sent.filter((x) => x.event_type === 'time_tampered')) expect(Math.abs(e.t - elapsed)).toBeLessThan(15);
      // The test was not submitted meanwhile.
      expect(sent.filter((e) => e.event_type === 'auto_submit' || e.event_type === 'freeze')).toEqual([]);
      await expect(page.getByRole('heading', { name: /Question No\. \d+/ }).isVisible()).resolves.toBe(true);

      // The test goes on: an answer after the jump is sent, and submitting works at once.
      await page.getByRole('heading', { name: 'Question No. 1' }).waitFor();
      await page.getByRole('radio').first().check();
      await page.getByRole('button', { name: 'Save & Next' }).click();
      await page.getByRole('heading', { name: 'Question No. 2' }).waitFor();
      const result = page.waitForResponse((r) => /\/api\/v1\/test\/[^/]+\/result/.test(r.url()) && r.status() === 200, { timeout: 20_000 });
      await page.getByRole('button', { name: /^submit$/i }).click();
      await page.getByRole('button', { name: /confirm submission/i }).click();
      const body = (await (await result).json()) as { finish_reason: string | null; questions: { selected_answer: unknown }[] };
      expect(body.finish_reason).toBe('freeze');
      expect(body.questions.filter((q) => q.selected_answer !== null).map((q) => q.selected_answer)).toEqual([['A']]);
      await context.close();
    });
  }
});
