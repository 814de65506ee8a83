import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, signedIn } from '../support/browser.ts';
import { CBSE_10, control, QUADRATIC, recordProgressPosts, SHOTS, waitForVideo, YOUTUBE } from './player-helpers.ts';

// Issue 15 §6 and its minor video items: the player at the edges (after completion, when a video
// cannot load), proven in Chromium against the built app and server.
describe('the video player at the edges', () => {
  let browser: Browser;
  beforeAll(async () => {
    // Playwright starts Chromium with --autoplay-policy=no-user-gesture-required.
    browser = await launch();
  });
  afterAll(async () => browser?.close());

  it('resumes a clip watched again after it was completed where it was closed, not from 0:00 (issue 15)', async () => {
    const { page, context } = await signedIn(browser, CBSE_10, 1280, 800);
    const posts = recordProgressPosts(page);
    await page.goto(`/video/summary/${QUADRATIC}`);
    const overlay = page.getByTestId('video-overlay');
    await overlay.waitFor();
    await waitForVideo(page, (v) => !v.paused && v.t > 0.5, 'played');
    await page.evaluate(() => {
      const v = document.querySelector<HTMLVideoElement>('[data-testid="video-overlay"] video')!;
      v.currentTime = v.duration - 1;
    });
    await page.getByTestId('end-screen').waitFor({ timeout: 15_000 });
    await expect.poll(() => posts.some((p) => p.body.status === 'COMPLETED')).toBe(true);
    await page.getByTestId('end-screen').getByRole('button', { name: 'Close video' }).click();
    await overlay.waitFor({ state: 'detached' });

    // Watched again from the start (a completed clip asks nothing), then closed a few seconds in.
    await page.getByRole('button', { name: 'Watch', exact: true }).click();
    await waitForVideo(page, (v) => !v.paused && v.t > 3, 'played again from the start');
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await control(page, 'Pause');
    const paused = await waitForVideo(page, (v) => v.paused, 'paused');
    await page.getByRole('button', { name: 'Close video' }).click();
    await page.getByRole('alertdialog', { name: 'Close video?' }).getByRole('button', { name: 'Close' }).click();
    await overlay.waitFor({ state: 'detached' });
    const watched = Math.floor(paused.t);
    await expect.poll(() => posts.at(-1)?.body).toMatchObject({ watched_duration: watched, status: 'INPROGRESS' });

    // Opened once more: it offers to continue there, and does.
    await page.getByRole('button', { name: 'Watch', exact: true }).click();
    const resume = page.getByRole('alertdialog', { name: 'Continue where you left off?' });
    await resume.getByText(`You stopped at 0:0${watched}.`).waitFor({ timeout: 20_000 });
    await resume.getByRole('button', { name: 'Yes, continue' }).click();
    const resumed = await waitForVideo(page, (v) => !v.paused && v.t >= watched - 1, 'resumed');
    expect(resumed.t).toBeLessThan(watched + 4);
    await context.close();
  });

  it('says a YouTube video that cannot load is not available and offers the chapter, with no script error and no spinner (issue 15)', async () => {
    for (const width of [1280, 360]) {
      const { page, context } = await signedIn(browser, CBSE_10, width, 800);
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => {
        if (m.type() === 'error' && /Content Security Policy/u.test(m.text())) errors.push(m.text());
      });
      // YouTube cannot be reached from this network (as on a school network that blocks it).
      await context.route(/^https:\/\/([\w-]+\.)*(youtube(-nocookie)?\.com|ytimg\.com)\//u, (route) => route.abort('blockedbyclient'));
      await page.goto(`/video/summary/${YOUTUBE}`);
      const panel = page.getByRole('alert', { name: 'This video is not available' });
      await panel.waitFor({ timeout: 15_000 });
      expect(await page.getByTestId('video-overlay').getByRole('status').count()).toBe(0);
      // The chapter's other material: its videos (the self-made trigonometry clips), practice, the chapter page.
      await panel.getByRole('heading', { name: 'Related videos' }).waitFor();
      await panel.getByRole('button', { name: /^Video: Trigonometric ratios of 30°, 45° and 60°/u }).waitFor();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/video-unavailable-${width}.png` });
      expect(errors).toEqual([]);
      await panel.getByRole('button', { name: 'Go to the chapter' }).click();
      await page.waitForURL(/\/learn\/summary\/ncert-10-mathematics-ch08$/u);
      await context.close();
    }
  });
});
