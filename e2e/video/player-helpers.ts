import type { Page, Request } from 'playwright-core';

// Shared by the video player's browser tests (player.spec.ts, edges.spec.ts).
export const CBSE_10 = { goal: 'k12-cbse', exam: 'cbse-class-10' };
// Self-made clips of the content pack (content/packs/library), served signed under /media/.
export const HCF = 'abhyas-clip-10-math-hcf-lcm-prime-factorisation'; // HLS (480p + 240p), MP4 fallback
export const HCF_TITLE = 'HCF and LCM by prime factorisation';
export const TRIG = 'abhyas-clip-10-math-trig-ratios-30-45-60'; // annotation at 27 s (after the table) → cbse10-math-ch08-q001,q002
export const TRIG_TABLE = 'abhyas-clip-10-math-trig-ratios-using-the-table'; // the lesson after TRIG (autoplay)
export const QUADRATIC = 'abhyas-clip-10-math-quadratic-formula-nature-of-roots'; // fallback: the 240p file
export const YOUTUBE = 'khan-basic-trigonometry-ii'; // a linked Khan Academy video (chapter 8, next to TRIG)

export type VideoState = { t: number; paused: boolean; d: number; src: string; ended: boolean; h: number };
export const videoState = (page: Page): Promise<VideoState | null> =>
  page.evaluate(() => {
    const v = document.querySelector<HTMLVideoElement>('[data-testid="video-overlay"] video');
    return v ? { t: v.currentTime, paused: v.paused, d: v.duration, src: v.currentSrc, ended: v.ended, h: v.videoHeight } : null;
  });
/** Where to write the screenshots of the tile preview and the quality menu (set VIDEO_SHOTS_DIR to keep them). */
export const SHOTS = process.env.VIDEO_SHOTS_DIR;

export async function waitForVideo(page: Page, check: (v: VideoState) => boolean, what: string, timeout = 20_000): Promise<VideoState> {
  const end = Date.now() + timeout;
  let last: VideoState | null = null;
  while (Date.now() < end) {
    last = await videoState(page);
    if (last && check(last)) return last;
    await page.waitForTimeout(200);
  }
  const prompts = await page.getByRole('alertdialog').allTextContents();
  throw new Error(`video never ${what}: ${JSON.stringify(last)}; prompts: ${JSON.stringify(prompts)}`);
}

/** Every POST /api/content/content-status of the page, with its body and the time it was sent (ms). */
export type ProgressPost = { at: number; body: { content_id: string; watched_duration: number; status: string; restart: boolean }; auth: string };
export function recordProgressPosts(page: Page): ProgressPost[] {
  const posts: ProgressPost[] = [];
  page.on('request', (r: Request) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/content/content-status'))
      posts.push({ at: Date.now(), body: r.postDataJSON() as never, auth: r.headers()['authorization'] ?? '' });
  });
  return posts;
}

/** Shows the player's controls (they hide 1.5 s after the pointer stops) and clicks one. */
export async function control(page: Page, name: string | RegExp) {
  await page.mouse.move(300, 300);
  await page.mouse.move(320, 310);
  await page.getByRole('button', { name, exact: typeof name === 'string' }).click();
}
