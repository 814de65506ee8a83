import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, signedIn } from '../support/browser.ts';
import { CBSE_10, SHOTS, waitForVideo } from './player-helpers.ts';

// Issue 16 §4 "Narrated clips": a CBSE Class 10 student whose profile is in Hindi opens a chapter,
// finds its notes and its narrated clip, and the clip plays with the Hindi captions showing.
const CHAPTER = 'ncert-10-mathematics-ch01';
const CLIP_TITLE_HI = 'वास्तविक संख्याएँ: मुख्य विचार';

describe('narrated chapter clips with captions (issue 16 §4)', () => {
  let browser: Browser;
  beforeAll(async () => {
    // Playwright starts Chromium with --autoplay-policy=no-user-gesture-required.
    browser = await launch();
  });
  afterAll(async () => browser?.close());

  it('a Hindi profile sees the chapter notes, plays the chapter clip and reads its Hindi captions', async () => {
    const { page, context } = await signedIn(browser, CBSE_10, 1280, 800, { locale: 'hi' });
    const vttRequests: { url: string; status: number; type: string }[] = [];
    page.on('response', (r) => {
      if (new URL(r.url()).pathname.endsWith('.vtt')) vttRequests.push({ url: r.url(), status: r.status(), type: r.headers()['content-type'] ?? '' });
    });
    await page.goto(`/learn/summary/${CHAPTER}`);
    // The chapter notes (content/packs/notes-cbse-10) are on the page.
    await page.getByTestId('chapter-notes').waitFor({ timeout: 20_000 });
    // Loaded (not the loading line): the notes' sections, with their headings.
    await expect.poll(async () => (await page.getByTestId('chapter-notes').textContent())?.length ?? 0, { timeout: 30_000 }).toBeGreaterThan(300);
    expect(await page.getByTestId('chapter-notes').getByRole('heading').count()).toBeGreaterThan(0);
    // The chapter's narrated clip, titled in Hindi.
    const tile = page.getByRole('link', { name: new RegExp(`^${CLIP_TITLE_HI}`, 'u') });
    await tile.first().click();
    await page.waitForURL(/\/video\/summary\/abhyas-clip-10-math-ch01-key-ideas/u);
    await page.getByTestId('video-overlay').waitFor();
    await waitForVideo(page, (v) => !v.paused && v.t > 4, 'played a few seconds', 30_000);

    // Both caption tracks are on the video; the Hindi one (the interface language's) is shown.
    const tracks = await page.$$eval('[data-testid="video-overlay"] video track', (els) =>
      (els as HTMLTrackElement[]).map((t) => ({ kind: t.kind, lang: t.srclang, label: t.label })),
    );
    expect(tracks).toEqual(
      expect.arrayContaining([
        { kind: 'captions', lang: 'en', label: 'English' },
        { kind: 'captions', lang: 'hi', label: 'हिन्दी' },
      ]),
    );
    const cue = page.getByTestId('caption-cue').first();
    await cue.waitFor({ timeout: 15_000 });
    expect(await cue.getAttribute('lang')).toBe('hi');
    expect(await cue.textContent()).toMatch(/[\u0900-\u097f]/u);
    // The Hindi track was fetched from a signed url and served as WebVTT.
    const hi = vttRequests.find((r) => r.url.includes('.hi.vtt'));
    expect(hi).toMatchObject({ status: 200, type: expect.stringMatching(/^text\/vtt/u) });
    expect(hi!.url).toMatch(/\?exp=\d+&sig=/u);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/captions-hi.png` });
    // Issue 22 §3: the player, playing with captions, in Hindi at 1280 px has no serious axe violation.
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);

    // The captions menu says which track is on, in Hindi; switching to English shows English cues.
    await page.mouse.move(300, 300);
    await page.mouse.move(320, 310);
    await page.getByRole('button', { name: 'कैप्शन: हिन्दी' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect.poll(async () => page.getByTestId('caption-cue').first().getAttribute('lang'), { timeout: 15_000 }).toBe('en');
    await context.close();
  });
});
