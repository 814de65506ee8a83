// `npm run size`: gzipped JavaScript and CSS a browser actually loads for `/` and for the signed-in
// home (demo parent → first profile), measured in Debian's Chromium against the built app.
// `--check` fails when `/` loads more than 170 KB of gzipped JavaScript (issue #2 §5), the signed-in
// home more than 220 KB or the test screen more than 250 KB (issue 25 §3). The message catalogs are
// data files, not scripts (decision 052): their bytes are printed beside the JavaScript, not in it.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startBuiltServer } from './lib/built-server.mjs';

const BUDGET_ROOT_JS_KB = 170;
// Issue 25 §3's budgets for the signed-in app (docs/performance.md, "The signed-in app"): cold loads.
const BUDGET_HOME_JS_KB = 220;
const BUDGET_TEST_JS_KB = 250;
// E2E_STORE_TEMPLATE (set by `npm test`): start on a copy of the seeded store instead of seeding again.
const { base, stop } = await startBuiltServer({}, process.env.E2E_STORE_TEMPLATE ? { template: process.env.E2E_STORE_TEMPLATE } : {});

/**
 * Records every JS and CSS response of the page while `action` runs; returns gzipped KB per kind
 * (only of the files whose URL matches `only`, when given), and `wire`: the KB of those bodies as
 * the server actually sent them (brotli or gzip copies from the build, decision 014).
 */
async function measure(page, action, only = null) {
  const seen = new Map();
  const onResponse = async (res) => {
    const url = res.url();
    const type = res.request().resourceType();
    // The message catalogs are data files the app fetches (decision 052): counted apart, as `data`.
    const catalog = /\/assets\/locales\/.+\.json$/.test(url);
    if (!url.startsWith(base) || (type !== 'script' && type !== 'stylesheet' && !catalog) || (only && !only.test(url))) return;
    try {
      const body = await res.body();
      const sizes = await res.request().sizes();
      seen.set(url, {
        kind: catalog ? 'data' : type === 'script' ? 'js' : 'css',
        gz: gzipSync(body, { level: 9 }).length,
        wire: Math.max(0, sizes.responseBodySize),
        raw: body.length,
      });
    } catch {
      /* redirected or aborted */
    }
  };
  page.on('response', onResponse);
  await action();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  const sum = (kind) => [...seen.values()].filter((v) => v.kind === kind).reduce((a, v) => a + v.gz, 0) / 1024;
  const wire = [...seen.values()].reduce((a, v) => a + v.wire, 0) / 1024;
  const raw = [...seen.values()].reduce((a, v) => a + v.raw, 0) / 1024;
  const list = [...seen].map(([url, v]) => ({ file: url.slice(base.length), ...v })).sort((a, b) => b.gz - a.gz);
  return { js: sum('js'), css: sum('css'), data: sum('data'), wire, raw, files: seen.size, list };
}

let exitCode = 0;
try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await ctx.newPage();
  const root = await measure(page, () => page.goto(`${base}/`));

  const ctx2 = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page2 = await ctx2.newPage();
  await page2.goto(`${base}/login`);
  await page2.getByLabel(/mobile number or e-mail/i).fill('demo@abhyas.in');
  await page2.getByLabel(/^password/i).fill('Mango#Monsoon26');
  await page2.getByRole('button', { name: /^log in$/i }).click();
  await page2.waitForURL(/browse-profile/);
  const home = await measure(page2, async () => {
    await page2.getByRole('button', { name: /Continue as Aarav/ }).click();
    await page2.waitForURL(/\/(test|practice|learn)\/home/);
  });
  const signedInFull = await measure(page2, () => page2.reload());
  // The test screen, cold: a JEE Main mock started, then the page reloaded mid-test (it resumes).
  await page2.goto(`${base}/mock-test/jee-main-mock-1/session?attempt=new`);
  await page2.locator('input[type="checkbox"]').first().check();
  await page2.getByRole('button', { name: /I am ready to begin/i }).click();
  await page2
    .getByText(/Question No\. 1\b/)
    .first()
    .waitFor();
  // Cold: no service worker and no cache on the device, as on a phone opening the test for the
  // first time (with one, the renderer comes from the device and the paper without drawn HTML).
  await page2.evaluate(async () => {
    for (const r of await navigator.serviceWorker.getRegistrations()) await r.unregister();
    for (const key of await globalThis.caches.keys()) await globalThis.caches.delete(key);
  });
  const testScreen = await measure(page2, async () => {
    await page2.reload();
    await page2
      .getByText(/Question No\. \d+/)
      .first()
      .waitFor();
  });
  // The video player (Vidstack, the overlay, its styles) loads only when a video opens (issue #6).
  // An MP4 clip first (the player alone), then the HLS lesson (hls.js on top, loaded on demand).
  const player = await measure(
    page2,
    async () => {
      await page2.goto(`${base}/video/summary/abhyas-clip-10-math-trig-ratios-30-45-60`);
      await page2.locator('[data-testid="video-overlay"] video').waitFor();
    },
    /video-overlay|vidstack|hls/,
  );
  const hls = await measure(
    page2,
    async () => {
      await page2.goto(`${base}/video/summary/abhyas-clip-10-math-hcf-lcm-prime-factorisation`);
      // A blob: source means hls.js has loaded and attached the stream (Media Source Extensions).
      const video = page2.locator('[data-testid="video-overlay"] video');
      for (let i = 0; i < 150 && !(await video.evaluate((v) => v.currentSrc)).startsWith('blob:'); i += 1) await page2.waitForTimeout(200);
    },
    /hls/,
  );
  await browser.close();

  // `--files`: every file of the signed-in home's and the test screen's cold loads, largest first (what to split next).
  if (process.argv.includes('--files')) {
    console.log('\nFiles of the signed-in home, cold load (gzipped KB):');
    for (const f of signedInFull.list) console.log(`  ${(f.gz / 1024).toFixed(1).padStart(6)}  ${f.file}`);
    console.log('\nFiles of the test screen, cold load (gzipped KB):');
    for (const f of testScreen.list) console.log(`  ${(f.gz / 1024).toFixed(1).padStart(6)}  ${f.file}`);
  }
  console.log('\nGzipped bytes loaded (KB):');
  console.log(`  /                      JS ${root.js.toFixed(1)}  CSS ${root.css.toFixed(1)}  (${root.files} files)`);
  console.log(`  signed-in home (nav)   JS +${home.js.toFixed(1)}  CSS +${home.css.toFixed(1)}  (${home.files} more files after choosing a profile)`);
  console.log(
    `  signed-in home (load)  JS ${signedInFull.js.toFixed(1)}  CSS ${signedInFull.css.toFixed(1)}  catalogs ${signedInFull.data.toFixed(1)}  (${signedInFull.files} files, cold load of the home URL)`,
  );
  console.log(
    `  test screen (load)     JS ${testScreen.js.toFixed(1)}  CSS ${testScreen.css.toFixed(1)}  catalogs ${testScreen.data.toFixed(1)}  (${testScreen.files} files, cold load mid-test)`,
  );
  console.log(`  video player (on open)  JS ${player.js.toFixed(1)}  CSS ${player.css.toFixed(1)}  (${player.files} files, an MP4 clip)`);
  console.log(`  + hls.js (HLS source)   JS +${hls.js.toFixed(1)}  (${hls.files} files, only when an HLS stream plays)`);
  // Only for the first visit: the other measures reload files the browser has cached (no body sent).
  console.log(`  as sent by the server to a first visit of / (brotli): ${root.wire.toFixed(1)} KB of JS and CSS (${root.raw.toFixed(1)} KB uncompressed)`);
  console.log(`  budget for /: JS ≤ ${BUDGET_ROOT_JS_KB} KB → ${root.js <= BUDGET_ROOT_JS_KB ? 'within budget' : 'OVER BUDGET'}`);
  const within = (kb, max) => (kb <= max ? 'within' : 'OVER');
  console.log(`  signed-in home (load): JS ≤ ${BUDGET_HOME_JS_KB} KB → ${within(signedInFull.js, BUDGET_HOME_JS_KB)}`);
  console.log(`  test screen (load): JS ≤ ${BUDGET_TEST_JS_KB} KB → ${within(testScreen.js, BUDGET_TEST_JS_KB)}`);
  if (process.argv.includes('--check') && (root.js > BUDGET_ROOT_JS_KB || signedInFull.js > BUDGET_HOME_JS_KB || testScreen.js > BUDGET_TEST_JS_KB))
    exitCode = 1;
} catch (err) {
  console.error(err);
  exitCode = 1;
} finally {
  await stop();
}
process.exit(exitCode);
